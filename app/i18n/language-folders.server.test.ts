import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { checkLanguageFolders, languageFolderProblems } from './language-folders.server.ts'
import { TRANSLATED_LANGUAGES } from './languages.ts'

// The route table runs this check when `react-router typegen`, `dev` or `build` starts: a language's record without
// its folders, or a folder without its record, stops them with a sentence naming what to add.

const root = path.resolve(import.meta.dirname, '../..')
const copies: string[] = []

/** A copy of the two layers' language folders, to break. */
function copyOfFolders() {
	const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'language-folders-'))
	copies.push(copy)
	for (const layer of ['app/i18n', 'content']) {
		for (const language of TRANSLATED_LANGUAGES) {
			fs.cpSync(path.join(root, layer, language), path.join(copy, layer, language), { recursive: true })
		}
	}
	return copy
}

afterEach(() => {
	for (const copy of copies.splice(0)) fs.rmSync(copy, { recursive: true, force: true })
})

test('every language of the site has its two folders, with the same files as the others', () => {
	expect(languageFolderProblems()).toEqual([])
	expect(() => checkLanguageFolders()).not.toThrow()
})

test('a folder copied under a new code without its record is named, with the record to add', () => {
	const copy = copyOfFolders()
	fs.cpSync(path.join(copy, 'content/te'), path.join(copy, 'content/gu'), { recursive: true })
	expect(languageFolderProblems(copy)).toEqual([
		"content/gu/ is a language's folder without a record: add gu to LANGUAGE_INFO.",
	])
	expect(() => checkLanguageFolders(copy)).toThrow(/content\/gu\/ is a language's folder without a record/)
})

test('a language without its folder, or without one of its files, is named with the folder or file to add', () => {
	const copy = copyOfFolders()
	const [first, second] = TRANSLATED_LANGUAGES
	fs.rmSync(path.join(copy, 'app/i18n', first!), { recursive: true })
	fs.rmSync(path.join(copy, 'content', second!, 'privacy.ts'))
	expect(languageFolderProblems(copy)).toEqual([
		expect.stringMatching(
			new RegExp(
				`^LANGUAGE_INFO has ${first} \\(\\w+\\), but app/i18n/${first}/ is missing \\(copy app/i18n/\\w+/ and translate it\\)\\.$`,
			),
		),
		expect.stringMatching(new RegExp(`^content/${second}/ lacks privacy\\.ts, which content/\\w+/ has\\.$`)),
	])
})
