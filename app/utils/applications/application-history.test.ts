import { expect, test } from 'vitest'
import { historyLine } from './application-history.ts'

test('an application’s history quotes what was sent, and once erased says the words were erased', () => {
	const text = { kind: 'text', stage: 'Interview', text: 'Brisk: interview on Thursday at 11:00' }
	const mail = { kind: 'mail', stage: 'Hired', text: 'You are hired' }
	expect(historyLine(text, false)).toBe('Text message sent: “Brisk: interview on Thursday at 11:00”')
	expect(historyLine(mail, false)).toBe('Mail sent to the applicant: “You are hired”')
	// The erasure leaves "Erased on request." in their place: it is never quoted as a message's words.
	for (const event of [text, mail]) {
		const line = historyLine({ ...event, text: 'Erased on request.' }, true)
		expect(line).not.toContain('“')
	}
	expect(historyLine({ ...text, text: 'Erased on request.' }, true)).toBe(
		'Text message sent (its words were erased on request)',
	)
	expect(historyLine({ kind: 'stage', stage: 'Shortlisted', text: null }, true)).toBe('Moved to Shortlisted')
	expect(historyLine({ kind: 'note', stage: null, text: 'Erased on request.' }, true)).toBe('Note')
})
