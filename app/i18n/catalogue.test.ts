import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { en } from './en/index.ts'
import { importCatalogue } from './catalogues.ts'
import { LANGUAGE_INFO, SCRIPT_LETTERS, TRANSLATED_LANGUAGES } from './languages.ts'

// Every word a visitor reads exists in every language, keeps its {placeholders},
// and is used somewhere: a key nobody uses is a translation nobody needs.

const root = path.resolve(import.meta.dirname, '../..')
const keys = Object.keys(en) as Array<keyof typeof en>

function placeholders(text: string) {
	return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
}

/** Keys whose words are the same in every language: names, and texts of placeholders and codes alone. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([
	'career.feedSummary',
	'contact.find.clutch',
	'contact.mail.ackSignature',
	'documents.size',
	'gallery.counter',
	'meta.job.title',
])

describe.each(TRANSLATED_LANGUAGES)('%s', (language) => {
	let catalogue: Record<string, string>
	beforeAll(async () => {
		// Found by the language's code: app/i18n/<code>/index.ts.
		catalogue = (await importCatalogue(language)) as Record<string, string>
	})

	test('has every key, and no key English lacks', () => {
		expect(Object.keys(catalogue).sort()).toEqual([...keys].sort())
	})

	test('says every text in its own words: none is the English one, except names', () => {
		const leftInEnglish = keys.filter((key) => catalogue[key] === en[key] && !SAME_IN_EVERY_LANGUAGE.has(key))
		expect(leftInEnglish).toEqual([])
	})

	test('keeps the placeholders of each English text, and is not English left untranslated', () => {
		for (const key of keys) {
			expect(placeholders(catalogue[key]!), key).toEqual(placeholders(en[key]))
		}
		const letters = SCRIPT_LETTERS[LANGUAGE_INFO[language].script]
		const inItsScript = keys.filter((key) => letters.test(catalogue[key]!))
		// Names and codes stay as written (Brisk, Clutch, {n} / {total}); nearly everything else is translated.
		expect(inItsScript.length / keys.length).toBeGreaterThan(0.9)
	})
})

// Words the native reviews took out, because a guard reads them wrong or as a translation: bookish or official forms,
// English calques, a postal address for a link, a Shortlisted that reads as Hired. They stay out of every text.
const WORDS_TAKEN_OUT: Partial<Record<(typeof TRANSLATED_LANGUAGES)[number], string[]>> = {
	hi: [
		'सदस्यता',
		'पृष्ठ',
		'वैकल्पिक',
		'अपेक्षित',
		'मेल खाती',
		'आप नहीं?',
		'उम्मीद है आपने',
		'कोई भी शहर में',
		'चुनी गई सूची',
		'त्रुटि',
		'यह पता सही नहीं',
	],
	mr: [
		'सदस्यता',
		'ऐच्छिक',
		'अपेक्षित',
		'जुळणारी',
		'तुम्ही नाही?',
		'आशा आहे तुम्हीच',
		'कोणतेही शहर मध्ये',
		'निवड यादी',
		'हा पत्ता योग्य नाही',
		'पाच अक्षरे व अंकांसह',
	],
	te: [
		'మరియు',
		'తదుపరి',
		'నియామకం',
		'మూసివేయబడ',
		'ఆపివేయబడ',
		'చివరగా',
		'చివరిగా',
		'ప్రియమైన',
		'గారికి,',
		'తేండి',
		'సబ్‌స్క్రైబ్',
		'చిరునామా సరైనది',
		'అనుకుంటున్నాం',
		'సప్లై',
		'Brisk లో',
		'Brisk కు',
	],
}

describe.each(TRANSLATED_LANGUAGES)('the words the native reviews took out of %s', (language) => {
	test('stay out of every text, and no place or category is glued to a case ending', async () => {
		const catalogue = (await importCatalogue(language)) as Record<string, string>
		for (const word of WORDS_TAKEN_OUT[language] ?? []) {
			expect(
				Object.keys(catalogue).filter((key) => catalogue[key]!.includes(word)),
				word,
			).toEqual([])
		}
		// "{place} में" reads "कोई भी शहर में" for anywhere and "पुणे मध्ये" beside a name typed in any case: the noun
		// carries the case ending ("शहर: {place}", "{category} विभागातील").
		const glued = /\{(place|category|city)\}\s?(में|मध्ये|मधील|साठी|లో|కు|లోని)/
		expect(Object.keys(catalogue).filter((key) => glued.test(catalogue[key]!))).toEqual([])
	})
})

test('the Telugu content lists with commas, names the logistics service as the menu does, and says "before" for "last"', async () => {
	const folder = path.join(root, 'content/te')
	for (const file of fs.readdirSync(folder)) {
		const words = fs.readFileSync(path.join(folder, file), 'utf8')
		for (const word of ['మరియు', 'సప్లై', 'చివరగా', 'చివరిగా', 'ఉద్యోగ రంగం'])
			expect(words.includes(word), `${file}: ${word}`).toBe(false)
	}
	const { getServices } = await import('#content/services.ts')
	expect(getServices('te').find((service) => service.slug === 'integrated')?.title).toBe('సమగ్ర సరఫరా, లాజిస్టిక్స్')
})

test('every key is used by the code', () => {
	const sources: string[] = []
	function walk(folder: string) {
		for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
			const full = path.join(folder, entry.name)
			if (entry.isDirectory()) {
				if (full !== path.join(root, 'app/i18n')) walk(full)
			} else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
				sources.push(fs.readFileSync(full, 'utf8'))
			}
		}
	}
	walk(path.join(root, 'app'))
	walk(path.join(root, 'content'))
	walk(path.join(root, 'server'))
	const code = sources.join('\n')
	const unused = keys.filter((key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`))
	expect(unused).toEqual([])
})

test('the content in every other language has the English facts and its own words', async () => {
	const { getClients } = await import('#content/clients.ts')
	const { getOffices } = await import('#content/company.ts')
	const { getGrowthCharts } = await import('#content/growth.ts')
	const { getServices } = await import('#content/services.ts')
	for (const language of TRANSLATED_LANGUAGES) {
		const letters = SCRIPT_LETTERS[LANGUAGE_INFO[language].script]
		for (const [english, translated] of [
			[getClients('en'), getClients(language)],
			[getOffices('en'), getOffices(language)],
			[getGrowthCharts('en'), getGrowthCharts(language)],
		] as const) {
			expect(translated.map((item) => item.id)).toEqual(english.map((item) => item.id))
		}
		expect(getClients(language).every((client) => letters.test(client.name))).toBe(true)
		expect(getOffices(language).map((office) => office.phone)).toEqual(getOffices('en').map((office) => office.phone))
		expect(getGrowthCharts(language).map((chart) => chart.values)).toEqual(
			getGrowthCharts('en').map((chart) => chart.values),
		)
		expect(getServices(language).map((service) => service.path)).toEqual(
			getServices('en').map((service) => service.path),
		)
	}
})
