import { describe, expect, test } from 'vitest'
import { interviewInvitation, interviewTimes } from './interview-invitation.ts'

const invitation = (overrides: Partial<Parameters<typeof interviewInvitation>[0]> = {}) =>
	interviewInvitation({
		uid: 'application-42-interview@brisk.example',
		sequence: 0,
		interview: { date: '2026-12-01', time: '10:30', place: 'Brisk office, Shivajinagar, Pune', askFor: 'Mrs Kulkarni' },
		summary: 'Interview: Security Guard',
		description: 'Dear Ravi,\nPlease bring your Aadhaar card.',
		organizer: { name: 'Brisk Facility Services', email: 'hr@brisk.example' },
		attendee: { name: 'Ravi Kumar', email: 'ravi@example.com' },
		now: new Date('2026-11-26T09:00:00Z'),
		...overrides,
	})

/** The calendar's lines with folded lines joined again, as a calendar app reads them. */
const unfolded = (calendar: string) => calendar.replace(/\r\n /g, '').split('\r\n')

describe('An interview as a calendar invitation', () => {
	test('the day and time are India’s, written as UTC; an hour long; with where and whom to ask for', () => {
		const lines = unfolded(invitation())
		expect(lines).toContain('DTSTART:20261201T050000Z')
		expect(lines).toContain('DTEND:20261201T060000Z')
		expect(lines).toContain('METHOD:REQUEST')
		expect(lines).toContain('LOCATION:Brisk office\\, Shivajinagar\\, Pune (Mrs Kulkarni)')
		expect(lines).toContain('DESCRIPTION:Dear Ravi\\,\\nPlease bring your Aadhaar card.')
		expect(lines).toContain('ATTENDEE;CN="Ravi Kumar";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:ravi@example.com')
		// The candidate's own copy carries no name the applicant typed: the attendee is the address alone.
		expect(unfolded(invitation({ attendee: { email: 'ravi@example.com' } }))).toContain(
			'ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:ravi@example.com',
		)
		expect(lines.at(-1)).toBe('')
		expect(lines.at(-2)).toBe('END:VCALENDAR')
	})

	test('an interview late in the evening falls on the next day in UTC only after 05:30', () => {
		expect(interviewTimes({ date: '2026-12-31', time: '23:00' }).start.toISOString()).toBe('2026-12-31T17:30:00.000Z')
		expect(interviewTimes({ date: '2027-01-01', time: '03:00' }).start.toISOString()).toBe('2026-12-31T21:30:00.000Z')
	})

	test('long lines in Telugu or Hindi are folded at 75 octets without cutting a character', () => {
		const calendar = invitation({
			summary: 'ఇంటర్వ్యూ: సెక్యూరిటీ గార్డు, హైదరాబాద్'.repeat(3),
			description: 'प्रिय रवि, कृपया अपना आधार कार्ड साथ लाएँ।'.repeat(4),
		})
		for (const line of calendar.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
		expect(calendar).not.toContain('\uFFFD')
		const summary = unfolded(calendar).find((line) => line.startsWith('SUMMARY:'))
		expect(summary).toBe(`SUMMARY:${'ఇంటర్వ్యూ: సెక్యూరిటీ గార్డు\\, హైదరాబాద్'.repeat(3)}`)
	})

	test('what staff typed cannot add a line or a property to the calendar', () => {
		const calendar = invitation({
			interview: { date: '2026-12-01', time: '10:30', place: 'Pune\r\nATTENDEE:mailto:someone@evil.example;x' },
			attendee: { name: 'Ravi "\r\nX-EVIL:1', email: 'ravi@example.com' },
		})
		const lines = unfolded(calendar)
		expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(1)
		expect(lines.some((line) => line.startsWith('X-EVIL'))).toBe(false)
		expect(lines).toContain('LOCATION:Pune\\nATTENDEE:mailto:someone@evil.example\\;x')
	})

	test('without an e-mail address the invitation has no attendee (the recruiter’s copy)', () => {
		expect(unfolded(invitation({ attendee: null })).some((line) => line.startsWith('ATTENDEE'))).toBe(false)
	})

	test('an interview called off is a CANCEL of the same entry, without its reminder', () => {
		const lines = unfolded(invitation({ method: 'CANCEL', sequence: 5 }))
		expect(lines).toContain('METHOD:CANCEL')
		expect(lines).toContain('STATUS:CANCELLED')
		expect(lines).toContain('UID:application-42-interview@brisk.example')
		expect(lines).toContain('SEQUENCE:5')
		expect(lines).not.toContain('BEGIN:VALARM')
	})
})
