import type { InterviewDetails } from './applications.ts'

// An interview as a calendar invitation (iCalendar, RFC 5545, sent as RFC 6047's iMIP
// REQUEST): the phone's mail app offers "Add to calendar" and reminds the candidate on the
// day, and the recruiter gets the same entry. India keeps one offset all year (+05:30, no
// summer time), so times are written in UTC and need no time-zone block.

/** How long an interview is set for in the calendar when nothing else is said. */
export const INTERVIEW_MINUTES = 60

export interface InterviewInvitation {
	/** Stable for one application's interview: a moved interview updates the same calendar entry. */
	uid: string
	/** Raised each time the interview is sent again (a new day or place). */
	sequence: number
	interview: InterviewDetails
	summary: string
	/** The mail's words, for the calendar entry's notes. */
	description: string
	organizer: { name: string; email: string }
	/** The candidate's copy names no attendee's name: the name was typed by whoever applied. */
	attendee: { name?: string; email: string } | null
	/** REQUEST puts the interview in the calendar; CANCEL takes the same entry (same uid) out again. */
	method?: 'REQUEST' | 'CANCEL'
	/** How long the entry lasts: a day of interviews set at once spans them all. */
	minutes?: number
	now?: Date
}

/** The interview's start and end as UTC instants: the day and time are India's. */
export function interviewTimes({ date, time }: Pick<InterviewDetails, 'date' | 'time'>, minutes = INTERVIEW_MINUTES) {
	const start = new Date(`${date}T${time}:00+05:30`)
	return { start, end: new Date(start.getTime() + minutes * 60_000) }
}

/** The text of an invitation: CRLF lines folded at 75 octets, as RFC 5545 requires. */
export function interviewInvitation({
	uid,
	sequence,
	interview,
	summary,
	description,
	organizer,
	attendee,
	method = 'REQUEST',
	minutes,
	now = new Date(),
}: InterviewInvitation) {
	const { start, end } = interviewTimes(interview, minutes)
	const lines = [
		'BEGIN:VCALENDAR',
		'VERSION:2.0',
		'PRODID:-//Brisk Facility Services//Interviews//EN',
		`METHOD:${method}`,
		'CALSCALE:GREGORIAN',
		'BEGIN:VEVENT',
		`UID:${uid}`,
		`SEQUENCE:${sequence}`,
		`DTSTAMP:${utc(now)}`,
		`DTSTART:${utc(start)}`,
		`DTEND:${utc(end)}`,
		`SUMMARY:${text(summary)}`,
		`LOCATION:${text(interview.askFor ? `${interview.place} (${interview.askFor})` : interview.place)}`,
		`DESCRIPTION:${text(description)}`,
		`ORGANIZER;CN=${parameter(organizer.name)}:mailto:${organizer.email}`,
		...(attendee
			? [
					`ATTENDEE${attendee.name ? `;CN=${parameter(attendee.name)}` : ''};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${attendee.email}`,
				]
			: []),
		method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
		'TRANSP:OPAQUE',
		// A reminder the evening before would wake nobody: two hours before (none for a cancelled interview).
		...(method === 'CANCEL'
			? []
			: ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${text(summary)}`, 'TRIGGER:-PT2H', 'END:VALARM']),
		'END:VEVENT',
		'END:VCALENDAR',
	]
	return lines.map(fold).join('\r\n') + '\r\n'
}

/** 20261201T050000Z */
function utc(at: Date) {
	return at
		.toISOString()
		.replace(/[-:]/g, '')
		.replace(/\.\d{3}/, '')
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
function text(value: string) {
	return (
		value
			.replace(/\\/g, '\\\\')
			.replace(/;/g, '\\;')
			.replace(/,/g, '\\,')
			.replace(/\r\n|\r|\n/g, '\\n')
			// eslint-disable-next-line no-control-regex -- the control characters are what is removed
			.replace(/[\u0000-\u001f\u007f]/g, '')
	)
}

/** A parameter value (a name): quoted, without the characters a quoted value cannot hold. */
function parameter(value: string) {
	// eslint-disable-next-line no-control-regex -- the control characters are what is removed
	return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`
}

/** Folds a line to lines of at most 75 octets, never inside a character (Telugu and Devanagari take 3 octets each). */
function fold(line: string) {
	const parts: string[] = []
	let current = ''
	let octets = 0
	for (const character of line) {
		const size = Buffer.byteLength(character)
		const limit = parts.length === 0 ? 75 : 74 // a continuation line starts with a space
		if (octets + size > limit) {
			parts.push(current)
			current = ''
			octets = 0
		}
		current += character
		octets += size
	}
	parts.push(current)
	return parts.join('\r\n ')
}
