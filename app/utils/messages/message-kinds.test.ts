import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { MESSAGE_KINDS } from './message-kinds.ts'

const CHANNEL_WORDS = { mail: 'mail', sms: 'text' } as const

/** The rows of the table of kinds in docs/mail.md, cell by cell. */
function documentedKinds() {
	const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/mail.md'), 'utf8')
	const section = doc.slice(doc.indexOf('## Kinds of message'))
	return section
		.split('\n')
		.filter((line) => line.startsWith('| `'))
		.map((line) =>
			line
				.split('|')
				.slice(1, -1)
				.map((cell) => cell.trim()),
		)
}

describe('The kinds of message', () => {
	test('docs/mail.md lists every kind with its channel, reader and the place of its words, and no other', () => {
		const declared = Object.entries(MESSAGE_KINDS).flatMap(([channel, kinds]) =>
			Object.entries(kinds).map(([kind, info]) => [
				`\`${kind}\``,
				CHANNEL_WORDS[channel as keyof typeof CHANNEL_WORDS],
				info.audience,
				info.about,
				info.words,
			]),
		)
		expect(documentedKinds()).toEqual(declared)
	})
})
