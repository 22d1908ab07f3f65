import { describe, expect, test } from 'vitest'
import { forEachLanguage } from '#app/i18n/languages.ts'
import { CONTENT_SECTIONS, sectionDefaults } from './site-content-sections.ts'
import {
	allFields,
	applyForm,
	changeList,
	controlName,
	describeSection,
	withEnglishFallback,
	type ContentField,
	type SectionDocs,
} from './site-content.ts'
import { markEnglishWords } from './english-words.ts'
import { differences, missingWords } from './site-content-differences.ts'
import { checkSection, checkShape } from './site-content-checks.ts'

const home = sectionDefaults('home')

function form(values: Record<string, string>) {
	const data = new FormData()
	for (const [name, value] of Object.entries(values)) data.append(name, value)
	return data
}

function field(docs: SectionDocs, path: string) {
	return allFields(describeSection(home, docs)).find((candidate) => candidate.path === path) as ContentField
}

function sitePictures(defaults: SectionDocs) {
	return new Set(allFields(describeSection(defaults, defaults)).flatMap((f) => (f.kind === 'picture' ? [f.src] : [])))
}

describe('Site content read off the content files', () => {
	test.each(CONTENT_SECTIONS.map((section) => section.id))(
		'%s: the content files’ own words pass every check, with nothing missing in any language',
		(id) => {
			const defaults = sectionDefaults(id)
			expect(checkShape(defaults, defaults)).toBeNull()
			expect(checkSection(defaults, defaults, sitePictures(defaults))).toEqual({})
			expect(missingWords(defaults, defaults)).toEqual(forEachLanguage(() => 0))
		},
	)

	test('words that differ by language are edited per language; a picture, a link and a year are not', () => {
		expect(field(home, 'whoWeAre')).toMatchObject({
			kind: 'text',
			localized: true,
			list: 'paragraphs',
			multiline: true,
		})
		expect(field(home, 'slides.0.title')).toMatchObject({ kind: 'text', localized: true, multiline: false })
		expect(field(home, 'slides.0.wide.src')).toMatchObject({ kind: 'picture', src: 'images/banner/slide-1-wide.png' })
		expect(field(home, 'cards.0.to')).toMatchObject({ kind: 'fixed', value: '/about-us' })
		const offices = sectionDefaults('offices')
		const phone = allFields(describeSection(offices, offices)).find((f) => f.path === '0.phone')
		expect(phone).toMatchObject({ kind: 'text', localized: false })
	})

	test('a list whose items carry an id keeps its items; others can grow and shrink', () => {
		const services = sectionDefaults('services')
		expect(describeSection(services, services)[0]).toMatchObject({ kind: 'list', fixedLength: true })
		expect(field(home, 'slides')).toMatchObject({ kind: 'list', fixedLength: false })
	})

	test('clients, whose ids name nothing else, can be added and removed; a new one has an id of its own', () => {
		type Client = { id: string; name: string; initials: string; logo: string }
		const clients = sectionDefaults('clients')
		expect(describeSection(clients, clients)[0]).toMatchObject({ kind: 'list', fixedLength: false })
		const grown = changeList(clients, '', { add: true })
		const added = (['en', 'hi', 'mr'] as const).map((language) => (grown[language] as Client[]).at(-1)!)
		const last = (clients.en as Client[]).at(-1)!
		expect(new Set(added.map((client) => client.id)).size).toBe(1)
		expect((clients.en as Client[]).map((client) => client.id)).not.toContain(added[0]!.id)
		expect(added[0]).toMatchObject({ name: '', initials: '', logo: last.logo })
		expect(checkShape(clients, grown)).toBeNull()
		const count = (clients.en as Client[]).length
		const refused = checkSection(clients, grown, sitePictures(clients))
		expect(refused).toHaveProperty(`en:${count}.name`)
		// Its logo is the last client's until staff upload its own.
		expect(refused[`all:${count}.logo`]).toBe(
			'Logo: it is the same picture as another item’s; please upload this one’s own.',
		)
		expect(refused[`all:${count - 1}.logo`]).toBeUndefined()
		const ownLogo = changeList(clients, '', { add: true })
		for (const language of ['en', 'hi', 'mr'] as const) {
			;(ownLogo[language] as Client[]).at(-1)!.logo = 'uploads/0123456789abcdef0123456789abcdef.png'
		}
		expect(checkSection(clients, ownLogo, sitePictures(clients))[`all:${count}.logo`]).toBeUndefined()
		expect((changeList(grown, '', { remove: 0 }).mr as Client[]).map((client) => client.id)).not.toContain(
			'municipal-corporation',
		)
	})
})

describe('Editing a section', () => {
	test('the form changes only the fields the editor shows: not a fixed link, not a key of its own', () => {
		const docs = applyForm(
			home,
			home,
			form({
				[controlName('slides.0.title', 'en')]: '  Clean   offices ',
				[controlName('slides.0.title', 'mr')]: 'स्वच्छ कार्यालये',
				[controlName('whoWeAre', 'en')]: 'First paragraph.\r\n\r\nSecond\nparagraph.',
				[controlName('cards.0.to', 'all')]: 'https://evil.example',
				'en:slides.0.onclick': 'alert(1)',
				'en:__proto__.polluted': 'yes',
			}),
		)
		const en = docs.en as { slides: Array<Record<string, unknown>>; whoWeAre: string[]; cards: Array<{ to: string }> }
		expect(en.slides[0]!.title).toBe('Clean offices')
		expect((docs.mr as typeof en).slides[0]!.title).toBe('स्वच्छ कार्यालये')
		expect(en.whoWeAre).toEqual(['First paragraph.', 'Second paragraph.'])
		expect(en.cards[0]!.to).toBe('/about-us')
		expect(en.slides[0]).not.toHaveProperty('onclick')
		expect(({} as Record<string, unknown>).polluted).toBeUndefined()
		expect(checkShape(home, docs)).toBeNull()
	})

	test('publishing is refused, in words, for missing English, a missing picture description, too long or a bad picture', () => {
		const docs = applyForm(
			home,
			home,
			form({
				[controlName('slides.0.title', 'en')]: '',
				[controlName('slides.0.wide.alt', 'hi')]: '',
				[controlName('slides.1.text', 'en')]: 'x'.repeat(5000),
				[controlName('slides.2.title', 'hi')]: 'नया\u0000शीर्षक',
			}),
		)
		const problems = checkSection(home, docs, sitePictures(home))
		expect(problems).toEqual({
			'en:slides.0.title': 'Title: please write it in English.',
			'hi:slides.0.wide.alt': 'Picture description (for people who cannot see it): please write it in Hindi.',
			'en:slides.1.text': 'Text in English is too long: at most 4000 characters (now 5000).',
			'hi:slides.2.title': 'Title in Hindi has a character that cannot be shown; please type it again.',
		})
		// A translated word left empty is allowed (the English shows there) and counted as missing.
		const hindiEmpty = applyForm(home, home, form({ [controlName('slides.0.title', 'hi')]: '' }))
		expect(checkSection(home, hindiEmpty, sitePictures(home))).toEqual({})
		expect(missingWords(home, hindiEmpty)).toEqual({ ...forEachLanguage(() => 0), hi: 1 })
		expect((withEnglishFallback(hindiEmpty).hi as { slides: Array<{ title: string }> }).slides[0]!.title).toBe(
			'Facility management you can rely on',
		)
		// Those English words are noted, and a page marks them as English where they are a whole text.
		const filled: Partial<Record<'hi' | 'mr', string[]>> = {}
		withEnglishFallback(hindiEmpty, filled)
		expect(filled).toEqual({ hi: ['Facility management you can rely on'] })
		expect(
			markEnglishWords('<p class="banner-title">Facility management you can rely on</p><p>x</p>', filled.hi!),
		).toBe('<p class="banner-title" lang="en">Facility management you can rely on</p><p>x</p>')
		expect(markEnglishWords('<p>Tom &amp; Jerry&#x27;s</p>', ["Tom & Jerry's"])).toBe(
			'<p lang="en">Tom &amp; Jerry&#x27;s</p>',
		)
		// A text with siblings is wrapped on a page that does not hydrate, left on one that does (React owns its nodes).
		expect(markEnglishWords('<p><b>Pune</b>Clean offices</p>', ['Clean offices'])).toBe(
			'<p><b>Pune</b><span lang="en">Clean offices</span></p>',
		)
		expect(markEnglishWords('<p><b>Pune</b>Clean offices</p>', ['Clean offices'], { hydrates: true })).toBe(
			'<p><b>Pune</b>Clean offices</p>',
		)
		// An element with a language of its own keeps it; a form's box holds plain text, never a span.
		expect(markEnglishWords('<p lang="hi">Clean offices</p>', ['Clean offices'])).toBe(
			'<p lang="hi"><span lang="en">Clean offices</span></p>',
		)
		expect(markEnglishWords('<textarea lang="hi">Clean offices</textarea>', ['Clean offices'])).toBe(
			'<textarea lang="hi">Clean offices</textarea>',
		)
		// Not inside other words, nor in an attribute.
		expect(markEnglishWords('<p title="Clean">Clean offices</p>', ['Clean'])).toBe('<p title="Clean">Clean offices</p>')
		// A picture must be the site's own or an upload.
		const foreign = structuredClone(home) as SectionDocs & { en: { slides: Array<{ wide: { src: string } }> } }
		for (const language of ['en', 'hi', 'mr'] as const) {
			;(foreign[language] as typeof foreign.en).slides[0]!.wide.src = '../../etc/passwd'
		}
		expect(checkSection(home, foreign, sitePictures(home))['all:slides.0.wide.src']).toMatch(/not one of the site’s/)
	})

	test('a list item is added (its words empty, its pictures kept), moved and removed in every language at once', () => {
		const added = changeList(home, 'cards', { add: true })
		for (const language of ['en', 'hi', 'mr'] as const) {
			const cards = (added[language] as { cards: Array<{ title: string; to: string }> }).cards
			expect(cards).toHaveLength(4)
			expect(cards[3]).toEqual({ title: '', text: '', to: '/career', linkLabel: '' })
		}
		expect(checkShape(home, added)).toBeNull()
		expect(checkSection(home, added, sitePictures(home))['en:cards.3.title']).toBe('Title: please write it in English.')
		const moved = changeList(home, 'cards', { move: 0, by: 1 })
		expect((moved.hi as { cards: Array<{ to: string }> }).cards.map((card) => card.to)).toEqual([
			'/team-brisk',
			'/about-us',
			'/career',
		])
		const removed = changeList(home, 'cards', { remove: 1 })
		expect((removed.mr as { cards: unknown[] }).cards).toHaveLength(2)
		// Out of range, or the last item: nothing changes.
		expect(changeList(home, 'cards', { remove: 7 })).toBe(home)
		expect(changeList(home, 'cards', { move: 2, by: 1 })).toBe(home)
	})

	test('a stored section that no longer has the content files’ structure is refused by the shape check', () => {
		const extraKey = structuredClone(home) as SectionDocs
		;(extraKey.hi as Record<string, unknown>).script = '<script>'
		expect(checkShape(home, extraKey)).toMatch(/does not match/)
		const shorterList = structuredClone(home) as SectionDocs
		;(shorterList.mr as { slides: unknown[] }).slides.pop()
		expect(checkShape(home, shorterList)).toMatch(/at mr\.slides/)
		const wrongKind = structuredClone(home) as SectionDocs
		;(wrongKind.en as Record<string, unknown>).whoWeAre = 'one string'
		expect(checkShape(home, wrongKind)).toMatch(/at en\.whoWeAre/)
	})

	test('a figure is taken as Indians write it; one that is not a number is refused and the old one kept', () => {
		const charts = sectionDefaults('growth-charts')
		const problems = {}
		const docs = applyForm(
			charts,
			charts,
			form({ [controlName('0.values.0', 'all')]: '1,50,000', [controlName('0.values.1', 'all')]: 'twelve' }),
			problems,
		)
		const values = (docs.hi as Array<{ values: number[] }>)[0]!.values
		expect(values[0]).toBe(150000)
		expect(values[1]).toBe((charts.en as Array<{ values: number[] }>)[0]!.values[1])
		expect(problems).toEqual({
			'all:0.values.1': 'Figure 2: “twelve” is not a number; please write digits only.',
		})
		expect(checkShape(charts, docs)).toBeNull()
	})

	test('paragraphs emptied in English while Hindi keeps its own still make a readable draft', () => {
		const docs = applyForm(home, home, form({ [controlName('whoWeAre', 'en')]: '' }))
		expect(checkShape(home, docs)).toBeNull()
		expect(checkSection(home, docs, sitePictures(home))['en:whoWeAre']).toBe('Who we are: please write it in English.')
	})

	test('phone numbers, e-mail and profile addresses must look like one; a network may be left empty', () => {
		const facts = sectionDefaults('company')
		const offices = sectionDefaults('offices')
		const badOffice = applyForm(
			offices,
			offices,
			form({ [controlName('0.phone', 'all')]: 'call us', [controlName('0.email', 'all')]: 'info at brisk' }),
		)
		expect(checkSection(offices, badOffice)).toEqual({
			'all:0.phone': 'Phone: please write a phone number in digits, such as +91 20 4000 1000.',
			'all:0.email': 'E-mail address: please write an e-mail address, such as info@brisk.in.',
		})
		const badFacts = applyForm(
			facts,
			facts,
			form({
				[controlName('social.facebook', 'all')]: '',
				[controlName('social.instagram', 'all')]: 'javascript:alert(1)',
				[controlName('careersEmail', 'all')]: 'jobs@brisk.in',
			}),
		)
		expect(checkSection(facts, badFacts)).toEqual({
			'all:social.instagram':
				'Instagram: please write the profile’s address on instagram.com, as https://www.instagram.com/…, or nothing.',
		})
	})

	test('a social profile may only be on that network’s own site, over https; the message names the site', () => {
		const facts = sectionDefaults('company')
		const check = (network: string, address: string) =>
			checkSection(facts, applyForm(facts, facts, form({ [controlName(`social.${network}`, 'all')]: address })))[
				controlName(`social.${network}`, 'all')
			]
		for (const [network, address] of [
			['facebook', 'https://www.facebook.com/briskfacilityservices'],
			['facebook', 'https://m.facebook.com/briskfacilityservices'],
			['facebook', 'https://facebook.com/briskfacilityservices'],
			['linkedin', 'https://in.linkedin.com/company/brisk-facility-services'],
			['linkedin', 'https://www.linkedin.com/company/brisk-facility-services'],
			['instagram', 'https://instagram.com/briskfacilityservices'],
			['youtube', 'https://www.youtube.com/@brisk'],
			['youtube', 'https://youtu.be/dQw4w9WgXcQ'],
			['youtube', ''],
		]) {
			expect(check(network!, address!), address).toBeUndefined()
		}
		for (const [network, address] of [
			['youtube', 'https://evil.example/collect/rendercachetoken000000000/rendercachenonce000000000'],
			['facebook', 'https://evil.example/"><svg/onload=alert(1)>'],
			['facebook', 'http://www.facebook.com/briskfacilityservices'],
			['facebook', 'https://www.facebook.com.evil.example/brisk'],
			['facebook', 'https://evilfacebook.com/brisk'],
			['facebook', 'https://www.facebook.com@evil.example/brisk'],
			['facebook', 'https://www.facebook.com:8443/brisk'],
			['facebook', 'https://evil.example\\@www.facebook.com/'],
			['facebook', 'https://www.instagram.com/briskfacilityservices'],
			['linkedin', '//www.linkedin.com/company/brisk'],
			['instagram', 'javascript://www.instagram.com/%0aalert(1)'],
			['youtube', 'https://www.youtube.com/watch?v=1 https://evil.example'],
		]) {
			expect(check(network!, address!), address).toBeDefined()
		}
		expect(check('youtube', 'https://evil.example/')).toBe(
			'YouTube: please write the profile’s address on youtube.com or youtu.be, as https://www.youtube.com/…, or nothing.',
		)
		expect(check('linkedin', 'https://evil.example/')).toBe(
			'LinkedIn: please write the profile’s address on linkedin.com, as https://www.linkedin.com/…, or nothing.',
		)
	})

	test('a link in the pages’ markup may only lead to a page of this site', () => {
		const privacy = sectionDefaults('privacy')
		const path = 'intro'
		for (const [text, refused] of [
			['See [our jobs](/career).', false],
			['See [this](https://evil.example).', true],
			['See [this](//evil.example).', true],
			['See [this](javascript:alert(1)).', true],
		] as const) {
			const docs = applyForm(privacy, privacy, form({ [controlName(path, 'en')]: text }))
			expect(Boolean(checkSection(privacy, docs, new Set())[controlName(path, 'en')]), text).toBe(refused)
		}
	})

	test('the comparison names each changed field and language, with both values', () => {
		const changed = applyForm(home, home, form({ [controlName('whoWeAre', 'mr')]: 'नवीन मजकूर' }))
		expect(differences(home, home, changed)).toEqual([
			expect.objectContaining({ path: 'whoWeAre', language: 'mr', label: 'Who we are', after: 'नवीन मजकूर' }),
		])
		expect(differences(home, home, home)).toEqual([])
	})
})
