import crypto from 'node:crypto'
import { translate } from '#app/i18n/index.ts'
import type { Language } from '#app/i18n/languages.ts'
import { interviewWords, type InterviewDetails } from './applications.ts'
import { applicationReference } from './references.ts'
import { interviewTimes } from './interview-invitation.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import { readJobTranslations } from '#app/utils/jobs/public-jobs.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { smsSize } from '#app/utils/messages/sms.ts'

// An interview's invitation as the applicant answers it. Each time HR set an interview, the invitation gets a row
// with the token of its short link (/i/<token>, as the job alerts' texts carry /a/c<token>): the link opens a page
// that shows the interview and asks "I will come" or "I cannot come"; only the button's post answers, so a mail
// scanner that opens every link answers nothing. A link works for its own application's newest interview alone,
// while that interview is still the one it was made for, and until its time.

export type InterviewAnswer = 'confirmed' | 'declined'

export type InterviewLinkState =
	| { state: 'invalid' }
	| { state: 'erased' }
	/** Moved to another day, called off, or past: the link says so. */
	| { state: 'outdated' }
	| ({ state: 'open' | 'answered'; answer: InterviewAnswer | null; note: string | null } & InterviewOnPage)

export interface InterviewOnPage {
	invitationId: number
	applicationId: number
	language: Language
	job: string | null
	interview: InterviewDetails
}

const TOKEN = /^[\w-]{22}$/

/** Keeps a new invitation for an interview HR set, in the stage change's transaction; its token for the short link. */
export async function newInterviewLink(db: Db, applicationId: number, interview: InterviewDetails, now = new Date()) {
	const token = crypto.randomBytes(16).toString('base64url')
	await db
		.insertInto('interview_invitations')
		.values({
			application_id: applicationId,
			token,
			interview_date: interview.date,
			interview_time: interview.time,
			created_at: now.toISOString(),
		})
		.execute()
	return token
}

/** The short link a text or a mail carries. */
export function interviewShortLink(publicUrl: string, token: string) {
	return `${publicUrl}/i/${token}`
}

/** The parts an interview's invitation by text may take with its reply words and link. */
export const INVITATION_TEXT_PARTS = 3

/**
 * An interview's text with how to answer it: reply 1 or 2, or the link. The short reply words when the full ones
 * would pass the invitation's budget of parts (Devanagari and Telugu go as UCS-2, 67 characters a part).
 */
export function withReplyWords(text: string, link: string | undefined, language: Language) {
	if (!link) return text
	const full = text + translate(language, 'sms.interviewReply', { link })
	if (smsSize(full).parts <= INVITATION_TEXT_PARTS) return full
	return text + translate(language, 'sms.interviewReplyShort', { link })
}

/** What a link's token leads to: the interview to answer, its answer, or why it no longer works. */
export async function readInterviewLink(db: Db, token: string, now = new Date()): Promise<InterviewLinkState> {
	if (!TOKEN.test(token)) return { state: 'invalid' }
	const row = await db
		.selectFrom('interview_invitations as i')
		.innerJoin('applications as a', 'a.id', 'i.application_id')
		.leftJoin('jobs as j', 'j.id', 'a.job_id')
		.select([
			'i.id',
			'i.application_id',
			'i.interview_date',
			'i.interview_time',
			'i.answer',
			'i.answer_note',
			'a.status',
			'a.erased_at',
			'a.language',
			'a.job_id',
			'a.interview_date as current_date',
			'a.interview_time as current_time',
			'a.interview_place',
			'a.interview_ask_for',
			'j.title',
		])
		.where('i.token', '=', token)
		.executeTakeFirst()
	if (!row) return { state: 'invalid' }
	if (row.erased_at) return { state: 'erased' }
	const newest = await db
		.selectFrom('interview_invitations')
		.select((eb) => eb.fn.max('id').as('id'))
		.where('application_id', '=', row.application_id)
		.executeTakeFirst()
	const interview = { date: row.interview_date, time: row.interview_time }
	if (
		Number(newest?.id) !== row.id ||
		row.status !== 'Interview' ||
		row.current_date !== row.interview_date ||
		row.current_time !== row.interview_time ||
		interviewTimes(interview).start <= now
	) {
		return { state: 'outdated' }
	}
	const translated = row.job_id ? (await readJobTranslations(db, [row.job_id], row.language)).get(row.job_id) : null
	return {
		state: row.answer ? 'answered' : 'open',
		answer: row.answer,
		note: row.answer_note,
		invitationId: row.id,
		applicationId: row.application_id,
		language: row.language,
		job: translated?.title || row.title || null,
		interview: { ...interview, place: row.interview_place ?? '', askFor: row.interview_ask_for ?? undefined },
	}
}

/**
 * The answer of a link's button, once: a link already answered keeps its answer (the page says so). True when this
 * press recorded it.
 */
export async function answerByLink(db: Db, invitationId: number, answer: InterviewAnswer, now = new Date()) {
	const result = await db
		.updateTable('interview_invitations')
		.set({ answer, answered_at: now.toISOString(), answered_by: 'link' })
		.where('id', '=', invitationId)
		.where('answer', 'is', null)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) === 1
}

/**
 * The words of a decline ("another day?"), once, after the decline itself; in the same transaction, a notice to the
 * member of staff who set the interview (their words need a person: another day, a reason).
 */
export async function addDeclineNote(db: Db, invitationId: number, note: string, now = new Date()) {
	return inTransaction(db, async (trx) => {
		const result = await trx
			.updateTable('interview_invitations')
			.set({ answer_note: note })
			.where('id', '=', invitationId)
			.where('answer', '=', 'declined')
			.where('answer_note', 'is', null)
			.executeTakeFirst()
		if (Number(result.numUpdatedRows) !== 1) return false
		await noticeRecruiterOfDecline(trx, invitationId, note, now)
		return true
	})
}

/** A mail in English to whoever last moved the application to Interview (while their account is active). */
async function noticeRecruiterOfDecline(db: Db, invitationId: number, note: string, now: Date) {
	const row = await db
		.selectFrom('interview_invitations as i')
		.innerJoin('applications as a', 'a.id', 'i.application_id')
		.leftJoin('jobs as j', 'j.id', 'a.job_id')
		.select(['a.id', 'a.name', 'a.created_at', 'a.reference_code', 'i.interview_date', 'i.interview_time', 'j.title'])
		.where('i.id', '=', invitationId)
		.executeTakeFirstOrThrow()
	const recruiter = await db
		.selectFrom('application_events as e')
		.innerJoin('staff as s', 's.id', 'e.staff_id')
		.select(['s.email'])
		.where('e.application_id', '=', row.id)
		.where('e.kind', '=', 'stage')
		.where('e.stage', '=', 'Interview')
		.where('s.disabled_at', 'is', null)
		.orderBy('e.id', 'desc')
		.executeTakeFirst()
	if (!recruiter?.email) return
	const reference = applicationReference(row.id, row.created_at, row.reference_code)
	const words = interviewWords({ date: row.interview_date, time: row.interview_time, place: '' }, 'en')
	await enqueueMail(
		db,
		{
			kind: 'interview-declined',
			to: recruiter.email,
			applicationId: row.id,
			subject: `Cannot come to the interview: ${row.name}, ${row.title ?? 'a job'} (${reference})`,
			text: [
				`${row.name} cannot come to the interview of ${words.date} at ${words.time} (${row.title ?? 'a job'}).`,
				`In their words: “${note}”`,
				`Application: ${getEnv().PUBLIC_URL}/admin/applications/${row.id}`,
			].join('\n\n'),
		},
		now,
	)
}

/** What the back office shows of an application's newest interview invitation: its answer, or none. */
export async function latestInterviewAnswer(db: Db, applicationId: number) {
	return db
		.selectFrom('interview_invitations')
		.select(['interview_date', 'interview_time', 'answer', 'answer_note', 'answered_at', 'answered_by'])
		.where('application_id', '=', applicationId)
		.orderBy('id', 'desc')
		.limit(1)
		.executeTakeFirst()
}

/** The language of the application a link's token belongs to, for the short link's redirect. */
export async function interviewLinkLanguage(db: Db, token: string) {
	const row = await db
		.selectFrom('interview_invitations as i')
		.innerJoin('applications as a', 'a.id', 'i.application_id')
		.select('a.language')
		.where('i.token', '=', token)
		.executeTakeFirst()
	return row?.language
}

/**
 * What the back office shows on an application's page: the answer to its current interview (none when it is not at
 * Interview, or its interview was set before answers were asked), and the texts the applicant sent back.
 */
export async function readInterviewReplies(
	db: Db,
	application: { id: number; status: string; interview_date: string | null; interview_time: string | null },
) {
	const [answer, texts] = await Promise.all([
		latestInterviewAnswer(db, application.id),
		db
			.selectFrom('inbound_texts')
			.select(['id', 'body', 'received_at'])
			.where('application_id', '=', application.id)
			.orderBy('id', 'desc')
			.limit(50)
			.execute(),
	])
	const current =
		answer &&
		application.status === 'Interview' &&
		answer.interview_date === application.interview_date &&
		answer.interview_time === application.interview_time
	return {
		answer: current
			? { answer: answer.answer, note: answer.answer_note, at: answer.answered_at, by: answer.answered_by }
			: null,
		texts,
	}
}
