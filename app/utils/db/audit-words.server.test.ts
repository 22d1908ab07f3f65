import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import fs from 'node:fs'
import path from 'node:path'
import { actionLabel, entryInWords, hasWords, subjectInWords, subjectNames } from './audit-words.server.ts'
import type { Db } from './db.server.ts'
import { createStaff } from '#app/utils/staff/staff.server.ts'

const subjects = new Map([
	['application 12', 'Ramesh Kumar'],
	['enquiry 7', 'Priya Nair'],
])
const staffNames = new Map([
	[3, 'Asha Patil'],
	[4, 'Omkar Joshi'],
])

test('every action the code records has its words in the audit log', () => {
	const root = path.resolve(import.meta.dirname, '../../..')
	const codes = new Set<string>()
	const walk = (folder: string) => {
		for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
			const full = path.join(folder, entry.name)
			if (entry.isDirectory()) walk(full)
			else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
				// `action: 'job.close'`, and both sides of `action: closing ? 'job.close' : 'job.reopen'`.
				for (const [, written] of fs.readFileSync(full, 'utf8').matchAll(/\baction: ([^,\n}]+)/g)) {
					for (const [, code] of written!.matchAll(/['`]([a-z][a-z-]*(?:\.[a-z-]+)*)['`]/g)) codes.add(code!)
				}
			}
		}
	}
	walk(path.join(root, 'app'))
	expect(codes.size).toBeGreaterThan(40)
	expect([...codes].filter((code) => !hasWords(code))).toEqual([])
})

test('an entry reads as a sentence with the names of the people and things, not codes', () => {
	expect(
		entryInWords(
			{ action: 'application.aadhaar-opened', subject: 'application 12', details: null },
			{ who: 'Asha Patil', subjects, staffNames },
		).sentence,
	).toBe('Asha Patil opened the Aadhaar card of Ramesh Kumar’s application (12)')
	expect(
		entryInWords({ action: 'job.close', subject: 'job 99', details: null }, { who: 'Asha Patil', subjects, staffNames })
			.sentence,
	).toBe('Asha Patil closed job 99 (since deleted)')
})

test('details are words, and staff numbers are names', () => {
	const { sentence, details } = entryInWords(
		{ action: 'enquiry.assigned', subject: 'enquiry 7', details: JSON.stringify({ from: null, to: 4 }) },
		{ who: 'Asha Patil', subjects, staffNames },
	)
	expect(sentence).toBe('Asha Patil assigned the enquiry from Priya Nair (7)')
	expect(details).toBe('from: nobody; to: Omkar Joshi')
	expect(
		entryInWords(
			{
				action: 'application.stage-changed',
				subject: 'application 12',
				details: JSON.stringify({ from: 'New', to: 'Interview', mailed: true }),
			},
			{ who: 'Asha Patil', subjects, staffNames },
		).details,
	).toBe('from: New; to: Interview; mailed: yes')
	expect(actionLabel('sign-in')).toBe('signed in')
})

describe.each(testDatabases())('Subjects named from $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(async () => destroy())

	test('each kind of subject finds its name now, one query a kind; a deleted one is said so', async () => {
		const staff = await createStaff(db, { email: 'omkar@brisk.test', name: 'Omkar Joshi', role: 'office' })
		const jobs = await db.selectFrom('jobs').select(['id', 'title']).limit(1).execute()
		const subjects = [`staff ${staff}`, 'enquiry 999999', 'mail template Interview', ...jobs.map((j) => `job ${j.id}`)]
		const names = await subjectNames(db, subjects)
		expect(subjectInWords(`staff ${staff}`, names)).toBe(`Omkar Joshi (staff ${staff})`)
		expect(subjectInWords('enquiry 999999', names)).toBe('enquiry 999999 (since deleted)')
		expect(subjectInWords('mail template Interview', names)).toBe('mail template for Interview')
		for (const job of jobs) expect(subjectInWords(`job ${job.id}`, names)).toBe(`the job “${job.title}” (${job.id})`)
	})
})
