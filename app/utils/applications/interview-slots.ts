import type { InterviewDetails } from './applications.ts'

// Interviews of a bulk move spread over the day: one every few minutes from the time given, in the order the
// applications were shown, so that a gate of forty people is not all asked for at ten o'clock. Shared by the
// move's form (its choices) and the move itself (each applicant's own time).

/** The spacings the move offers, in minutes; none (all at the same time) is the default. */
export const INTERVIEW_SPACINGS = [10, 15, 20, 30, 45, 60] as const

export type InterviewSpacing = (typeof INTERVIEW_SPACINGS)[number]

const DAY_MINUTES = 24 * 60

function minutesOf(time: string) {
	const [hours = 0, minutes = 0] = time.split(':').map(Number)
	return hours * 60 + minutes
}

function clockOf(minutes: number) {
	return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** The interview of the applicant at `index` (0 for the first moved): the start, then one every `every` minutes. */
export function interviewSlot(interview: InterviewDetails, index: number, every: number): InterviewDetails {
	if (!every || index === 0) return interview
	return { ...interview, time: clockOf(minutesOf(interview.time) + index * every) }
}

/**
 * Why `count` interviews one every `every` minutes from `time` cannot be given, or null when they fit: the last
 * slot ends by midnight. Each person's text, mail and status page name one day, so a slot past midnight would send
 * them on the wrong day.
 */
export function slotsPastMidnight(count: number, time: string, every: number): string | null {
	if (!every || count === 0) return null
	if (minutesOf(time) + count * every <= DAY_MINUTES) return null
	const interviews = count === 1 ? '1 interview' : `${count} interviews`
	return `${interviews} every ${every} minutes from ${time} ${count === 1 ? 'runs' : 'run'} past midnight: start earlier or choose a shorter spacing.`
}
