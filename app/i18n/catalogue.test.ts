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
