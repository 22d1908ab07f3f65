import { expect, test } from 'vitest'
import { actionLabel, entryInWords } from './audit-words.server.ts'

const subjects = new Map([
	['application 12', 'Ramesh Kumar'],
	['enquiry 7', 'Priya Nair'],
])
const staffNames = new Map([
	[3, 'Asha Patil'],
	[4, 'Omkar Joshi'],
])

test('an entry reads as a sentence with the names of the people and things, not codes', () => {
	expect(
		entryInWords(
			{ action: 'application.aadhar-opened', subject: 'application 12', details: null },
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
