import { describe, expect, test } from 'vitest'
import { pageMeta } from '#app/utils/content/seo.ts'
import { LANGUAGES, languageOfPath, localizePath, onSitePath, withoutLanguage } from './languages.ts'

describe('Addresses in each language', () => {
	test('the language is the first segment, English has none', () => {
		expect(languageOfPath('/')).toBe('en')
		expect(languageOfPath('/career/5')).toBe('en')
		expect(languageOfPath('/hi')).toBe('hi')
		expect(languageOfPath('/mr/contact-us')).toBe('mr')
		expect(languageOfPath('/hindi')).toBe('en')
	})

	test('a page keeps its address after the language', () => {
		expect(withoutLanguage('/hi')).toBe('/')
		expect(withoutLanguage('/hi/career/5')).toBe('/career/5')
		expect(withoutLanguage('/about-us')).toBe('/about-us')
	})

	test('page links get the language; files, the API and the back office do not', () => {
		expect(localizePath('/', 'hi')).toBe('/hi')
		expect(localizePath('/career?q=pune', 'mr')).toBe('/mr/career?q=pune')
		expect(localizePath('/contact-us#offices', 'hi')).toBe('/hi/contact-us#offices')
		expect(localizePath('/?x=1', 'hi')).toBe('/hi?x=1')
		expect(localizePath('/career', 'en')).toBe('/career')
		for (const path of ['/Pdf/a.pdf', '/images/x.png?w=320', '/api/Job/GetAllJobs', '/admin', '/hi/career']) {
			expect(localizePath(path, 'mr')).toBe(path)
		}
		expect(localizePath('https://example.com/', 'hi')).toBe('https://example.com/')
		expect(localizePath('mailto:a@b.c', 'hi')).toBe('mailto:a@b.c')
	})
})

describe('Language links stay on the site', () => {
	// What may follow the language in a typed or crafted address: slashes and backslashes, doubled, escaped,
	// with the tabs and line breaks a browser drops from a link.
	const HOSTILE = [
		'//evil.example',
		'///evil.example/career',
		'/\\evil.example',
		'/\\\\evil.example',
		'/\\/evil.example',
		'/%2f%2fevil.example',
		'/%2F%5Cevil.example',
		'/%5cevil.example',
		'/\t/evil.example',
		'/\n\\evil.example',
		'/%09/evil.example',
	]
	const PREFIXES = ['', ...LANGUAGES.map((language) => `/${language}`)]
	const ADDRESSES = PREFIXES.flatMap((prefix) => HOSTILE.map((rest) => `${prefix}${rest}`))

	/** A link a browser resolves on this site, written as one slash and then no other slash of any kind. */
	function expectOnSite(link: string, address: string) {
		expect(link, address).toMatch(/^\/(?![/\\\s]|%(?:2f|5c|09|0a|0d))/i)
		expect(new URL(link, 'https://brisk.example/hi/career').origin, address).toBe('https://brisk.example')
	}

	test.each(ADDRESSES)('the switcher and the offers on %j link every language on the site', (address) => {
		const page = withoutLanguage(address)
		for (const other of LANGUAGES) expectOnSite(localizePath(page, other) + '?x=1', address)
	})

	test.each(ADDRESSES)('the canonical, hreflang and og:url links of %j name this site', (address) => {
		for (const language of LANGUAGES) {
			const matches = [{ id: 'root', loaderData: { publicUrl: '', language } }]
			const meta = pageMeta({ title: 't', description: 'd', path: withoutLanguage(address), matches })
			const links = meta.flatMap((tag) =>
				'href' in tag
					? [String(tag.href)]
					: 'property' in tag && tag.property === 'og:url'
						? [String(tag.content)]
						: [],
			)
			expect(links.length).toBeGreaterThan(LANGUAGES.length)
			for (const link of links) expectOnSite(link, address)
		}
	})

	test('such an address links the languages to their home pages; a page keeps its own address', () => {
		for (const address of ADDRESSES.filter((address) => !address.startsWith('/en/')))
			expect(withoutLanguage(address), address).toBe('/')
		expect(localizePath(withoutLanguage('/hi//evil.example'), 'te')).toBe('/te')
		expect(withoutLanguage('/te/career/5')).toBe('/career/5')
		expect(withoutLanguage('/mr')).toBe('/')
		expect(onSitePath('/career/5?x=1')).toBe('/career/5?x=1')
		expect(onSitePath('/')).toBe('/')
		expect(onSitePath('')).toBe('/')
	})
})
