import '#app/i18n/all.server.ts'
import crypto from 'node:crypto'
import { answerNoSoonerThan } from '#app/utils/core/answer-time.server.ts'
import type { Language } from '#app/i18n/languages.ts'
import { interviewWords } from '#app/utils/applications/applications.ts'
import { readJobTranslations } from '#app/utils/jobs/public-jobs.server.ts'
import { endOfIndianDay, startOfIndianDay } from '#app/utils/common/dates.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { consumeLimit, LIMITS } from '#app/utils/http/limits.server.ts'
import { getSecret } from '#app/utils/http/secrets.server.ts'
import { clientKey } from '#app/utils/http/spam.server.ts'
import { sameReferenceCode } from './reference-code.server.ts'
import { isStage, type Stage } from '#app/utils/applications/stages.ts'

// An applicant's look-up of their own application: its whole reference (with the random check code
// at its end) and the mobile number it was sent with show its job and stage, and an interview's day
// and time; nothing else of the person, not even the interview's place or whom to ask for, which
// the text and the mail carry. A mobile number is no secret between people who know each other, and
// the reference's number is a row number: the code is what a stranger cannot guess. A wrong pair
// and an unknown reference are one answer, given after the same work and at the same time, so that
// the page tells nobody which references exist (OWASP's advice for authentication answers:
// https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html#authentication-and-error-messages).

/** Every answer leaves after this long at the least, found or not, so that its time tells nothing. */
export const STATUS_ANSWER_AFTER_MS = 300

export interface ApplicationStatus {
	/** The job's title in the page's language where staff wrote it (inEnglish otherwise); null for a removed job. */
	job: { title: string; inEnglish: boolean } | null
	stage: Stage
	/** At Interview, when HR gave its day and time: in the page's words (the place and whom to ask for are not shown). */
	interview: { date: string; time: string } | null
}

/** A reference as typed: its year, its number, and its check code (null when typed without one). */
export interface TypedReference {
	year: string
	id: number
	code: string | null
}

export type StatusLookup =
	| { outcome: 'found'; status: ApplicationStatus }
	| { outcome: 'not-found' }
	| { outcome: 'too-many'; retryAfterSeconds: number }

/** The last ten digits of a mobile number, as a fixed-length buffer for a comparison in constant time. */
function mobileKey(value: string) {
	return Buffer.from(value.replace(/\D/g, '').slice(-10).padStart(10, 'x'))
}

/** Whether a typed mobile number is the stored one, compared in constant time; an erased (empty) one never is. */
export function sameMobileNumber(stored: string | null | undefined, typed: string) {
	return crypto.timingSafeEqual(mobileKey(stored ?? ''), mobileKey(typed)) && Boolean(stored)
}

/**
 * The application a reference names, when its check code is the stored one, the mobile number is
 * the one it was sent with and its applicant was not erased; null otherwise (a reference without
 * its code too). The same statements run whether or not it matches.
 */
export async function findApplicationStatus(
	db: Db,
	{ reference, mobile, language }: { reference: TypedReference; mobile: string; language: Language },
): Promise<ApplicationStatus | null> {
	const row = await db
		.selectFrom('applications as a')
		.leftJoin('jobs as j', 'j.id', 'a.job_id')
		.select([
			'a.job_id',
			'a.contact',
			'a.status',
			'a.reference_code',
			'a.interview_date',
			'a.interview_time',
			'j.title as job_title',
		])
		.where('a.id', '=', reference.id)
		// The reference's year is the year it was sent in India: another year's number is another application.
		.where('a.created_at', '>=', startOfIndianDay(`${reference.year}-01-01`))
		.where('a.created_at', '<', endOfIndianDay(`${reference.year}-12-31`))
		.where('a.erased_at', 'is', null)
		.executeTakeFirst()
	// Read whether or not the pair matches, so that a wrong number costs what a right one does.
	const translations = await readJobTranslations(db, [row?.job_id ?? 0], language)
	// Both compared, in constant time, before either decides: the time tells neither which was wrong.
	const sameCode = sameReferenceCode(row?.reference_code, reference.code)
	const sameMobile = sameMobileNumber(row?.contact, mobile)
	if (!row || !sameCode || !sameMobile || !isStage(row.status)) return null

	const translated = translations.get(row.job_id)?.title?.trim()
	const job = row.job_title ? { title: translated || row.job_title, inEnglish: language !== 'en' && !translated } : null
	const { interview_date: date, interview_time: time } = row
	const words = row.status === 'Interview' && date && time ? interviewWords({ date, time, place: '' }, language) : null
	const interview = words ? { date: words.date, time: words.time } : null
	return { job, stage: row.status, interview }
}

/**
 * One look-up from the status page: a step of the client address's counter, then the application,
 * answered no sooner than `answerAfterMs` after `startedAt` (performance.now()) whatever it is.
 * There is no counter per reference: strangers' wrong tries would spend it and lock the applicant
 * out of their own look-up. Guessing is bounded by the code instead: with the mobile number known, some
 * 23 million codes at 20 tries an hour per address take one address 65 years, and a thousand addresses
 * (each IPv6 /64 counts as one) about three weeks without pause, to cover half of one application's
 * codes; the applicant's own right pair always passes.
 */
export async function lookUpApplicationStatus(
	db: Db,
	{
		clientIp,
		reference,
		mobile,
		language,
		startedAt = performance.now(),
		answerAfterMs = STATUS_ANSWER_AFTER_MS,
	}: {
		clientIp: string
		reference: TypedReference
		mobile: string
		language: Language
		startedAt?: number
		answerAfterMs?: number
	},
): Promise<StatusLookup> {
	const result = await lookUp()
	await answerNoSoonerThan(startedAt, answerAfterMs)
	return result

	async function lookUp(): Promise<StatusLookup> {
		// The address as a keyed hash, as the other counters keep it; a reference names no person.
		const address = await consumeLimit(db, LIMITS.statusLookupsAddress, clientKey(getSecret(), clientIp))
		if (!address.allowed) return { outcome: 'too-many', retryAfterSeconds: address.retryAfterSeconds }
		const status = await findApplicationStatus(db, { reference, mobile, language })
		return status ? { outcome: 'found', status } : { outcome: 'not-found' }
	}
}
