import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { LANGUAGE_INFO, TRANSLATED_LANGUAGES } from './languages.ts'

// A translated language is its record in LANGUAGE_INFO and its two folders: the files in them are found by the
// language's code when a module loads (./translations.ts), which no type checker sees. So the route table, which
// `react-router typegen`, `dev` and `build` read first, checks here that records and folders match, and stops with
// a sentence naming what to add rather than a missing module deep in a page.

/** The folders a translated language's files live in: its interface words and its content. */
const LAYERS = ['app/i18n', 'content']

/** A folder named like a language code (hi, mr, kok), as opposed to content/galleries or content/images. */
const CODE = /^[a-z]{2,3}$/

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** What is missing between the languages' records and their folders, one sentence each (none when all is well). */
export function languageFolderProblems(root = projectRoot) {
	const problems: string[] = []
	const lacking = new Set<string>()
	for (const layer of LAYERS) {
		const folders = fs
			.readdirSync(path.join(root, layer), { withFileTypes: true })
			.filter((entry) => entry.isDirectory() && CODE.test(entry.name))
			.map((entry) => entry.name)
		for (const folder of folders) {
			if (!(folder in LANGUAGE_INFO)) {
				problems.push(`${layer}/${folder}/ is a language's folder without a record: add ${folder} to LANGUAGE_INFO.`)
			}
		}
		const files = new Map(
			TRANSLATED_LANGUAGES.filter((language) => folders.includes(language)).map((language) => [
				language,
				fs.readdirSync(path.join(root, layer, language)).filter((file) => file.endsWith('.ts')),
			]),
		)
		const example = [...files.keys()].at(-1)
		for (const language of TRANSLATED_LANGUAGES) {
			const own = files.get(language)
			if (!own) {
				const copy = example ? ` (copy ${layer}/${example}/ and translate it)` : ''
				problems.push(
					`LANGUAGE_INFO has ${language} (${LANGUAGE_INFO[language].englishName}), but ${layer}/${language}/ is missing${copy}.`,
				)
				continue
			}
			for (const [other, theirs] of files) {
				for (const file of theirs.filter(
					(file) => !own.includes(file) && !lacking.has(`${layer}/${language}/${file}`),
				)) {
					lacking.add(`${layer}/${language}/${file}`)
					problems.push(`${layer}/${language}/ lacks ${file}, which ${layer}/${other}/ has.`)
				}
			}
		}
	}
	return problems
}

/** Stops with every problem named, for the route table to call before it lists the languages' pages. */
export function checkLanguageFolders(root = projectRoot) {
	const problems = languageFolderProblems(root)
	if (problems.length) {
		throw new Error(
			`The languages' records (LANGUAGE_INFO in app/i18n/languages.ts) and their folders do not match:\n- ${problems.join('\n- ')}`,
		)
	}
}
