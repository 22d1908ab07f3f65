import { describe, expect, test } from 'vitest'
import { languageOfPath, localizePath, withoutLanguage } from './languages.ts'

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
