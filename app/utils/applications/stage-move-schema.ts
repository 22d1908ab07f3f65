import { z } from 'zod'
import type { InterviewDetails } from './applications.ts'
import { isPlainDate, todayInIndia } from '#app/utils/common/dates.ts'
import { optionalText } from '#app/utils/common/validation.ts'
import { REJECTION_REASON_MAX } from './rejection-reasons.ts'

// The fields of a move to a stage, shared by an application's page and the list's bulk move: whether to tell the
// applicant, and for an interview its day, time, place and whom to ask for.

const DAY_MESSAGE = 'Choose the day of the interview.'
const TIME_MESSAGE = 'Choose the time of the interview.'
const PAST_DAY_MESSAGE = 'That day has passed: choose today or a later day for the interview.'

export const STAGE_MOVE_FIELDS = {
	sendMail: z.literal('on').optional(),
	// A real day: 2026-02-31 is no day, and its calendar invitation could not be written.
	interviewDate: z.string().refine(isPlainDate, DAY_MESSAGE).optional(),
	interviewTime: z
		.string()
		.regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE)
		.optional(),
	interviewPlace: optionalText(200),
	interviewAskFor: optionalText(100),
	// Why, for a move to Rejected: one of the office's list (checked against it in the move's transaction).
	rejectionReason: optionalText(REJECTION_REASON_MAX),
}

type StageMove = {
	stage: string
	sendMail?: 'on'
	interviewDate?: string
	interviewTime?: string
	interviewPlace: string
	interviewAskFor: string
}

/**
 * A move to Interview: its day, when given, is today or later in India (a mistyped year would invite the applicant
 * to a day gone by); and an interview is its day, time and place together: an interview mail tells where and when
 * (and carries its calendar invitation), the day's list and the status page show it, so when any of its fields is
 * filled in or the applicant is told, all three are asked for (a part of one would be dropped without a word).
 */
export function checkInterview(value: StageMove, ctx: z.RefinementCtx) {
	if (value.stage !== 'Interview') return
	if (isPlainDate(value.interviewDate) && value.interviewDate < todayInIndia())
		ctx.addIssue({ code: 'custom', path: ['interviewDate'], message: PAST_DAY_MESSAGE })
	const { interviewDate, interviewTime, interviewPlace, interviewAskFor } = value
	const begun = [interviewDate, interviewTime, interviewPlace, interviewAskFor].some(Boolean)
	if (value.sendMail !== 'on' && !begun) return
	if (!value.interviewDate) ctx.addIssue({ code: 'custom', path: ['interviewDate'], message: DAY_MESSAGE })
	if (!value.interviewTime) ctx.addIssue({ code: 'custom', path: ['interviewTime'], message: TIME_MESSAGE })
	if (!value.interviewPlace)
		ctx.addIssue({ code: 'custom', path: ['interviewPlace'], message: 'Write where the interview is.' })
}

/** The reason a move gives: only a move to Rejected keeps one. */
export function rejectionReasonOfMove(value: { stage: string; rejectionReason?: string }) {
	return (value.stage === 'Rejected' && value.rejectionReason) || undefined
}

/** The interview a move to Interview gives, when its day, time and place are all there. */
export function interviewOfMove(value: StageMove): InterviewDetails | undefined {
	const { stage, interviewDate, interviewTime, interviewPlace, interviewAskFor } = value
	if (stage !== 'Interview' || !interviewDate || !interviewTime || !interviewPlace) return undefined
	return { date: interviewDate, time: interviewTime, place: interviewPlace, askFor: interviewAskFor || undefined }
}
