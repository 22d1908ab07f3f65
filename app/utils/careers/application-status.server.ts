import '#app/i18n/all.server.ts'
import crypto from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Language } from '#app/i18n/languages.ts'
import { interviewWords } from './applications.ts'
import { readJobTranslations } from './career.server.ts'
import { endOfIndianDay, startOfIndianDay } from '#app/utils/common/dates.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { consumeLimit, LIMITS } from '#app/utils/http/limits.server.ts'
import { getSecret } from '#app/utils/http/secrets.server.ts'
import { clientKey } from '#app/utils/enquiries/spam.server.ts'
import { isStage, type Stage } from './stages.ts'

// An applicant's look-up of their own application: its reference and the mobile number it was
// sent with show its job and stage (and an interview's day, time, place and whom to ask for),
// nothing else of the person. A wrong pair and an unknown reference are one answer, given after
// the same work and at the same time, so that the page tells nobody which references exist
// (OWASP's advice for authentication answers:
// https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html#authentication-and-error-messages).

/** Every answer leaves after this long at the least, found or not, so that its time tells nothing. */
export const STATUS_ANSWER_AFTER_MS = 300

export interface ApplicationStatus {
	/** The job's title in the page's language where staff wrote it (inEnglish otherwise); null for a removed job. */
	job: { title: string; inEnglish: boolean } | null
	stage: Stage
	/** At Interview, when HR gave its day, time and place: in the page's words. */
	interview: { date: string; time: string; place: string; askFor: string | null } | null
}

export type StatusLookup =
	| { outcome: 'found'; status: ApplicationStatus }
	| { outcome: 'not-found' }
	| { outcome: 'too-many'; retryAfterSeconds: number }

/** The last ten digits of a mobile number, as a fixed-length buffer for a comparison in constant time. */
function mobileKey(value: string) {
	return Buffer.from(value.replace(/\D/g, '').slice(-10).padStart(10, 'x'))
}

/**
 * The application a reference names, when the mobile number is the one it was sent with and its
 * applicant was not erased; null otherwise. The same statements run whether or not it matches.
 */
export async function findApplicationStatus(
	db: Db,
	{ reference, mobile, language }: { reference: { year: string; id: number }; mobile: string; language: Language },
): Promise<ApplicationStatus | null> {
	const row = await db
		.selectFrom('applications as a')
		.leftJoin('jobs as j', 'j.id', 'a.job_id')
		.select([
			'a.job_id',
			'a.contact',
			'a.status',
			'a.interview_date',
			'a.interview_time',
			'a.interview_place',
			'a.interview_ask_for',
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
	const sameMobile = crypto.timingSafeEqual(mobileKey(row?.contact ?? ''), mobileKey(mobile))
	if (!row || !sameMobile || !row.contact || !isStage(row.status)) return null

	const translated = translations.get(row.job_id)?.title?.trim()
	const job = row.job_title ? { title: translated || row.job_title, inEnglish: language !== 'en' && !translated } : null
	const { interview_date: date, interview_time: time, interview_place: place } = row
	const interview =
		row.status === 'Interview' && date && time && place
			? { ...interviewWords({ date, time, place }, language), askFor: row.interview_ask_for || null }
			: null
	return { job, stage: row.status, interview }
}

/**
 * One look-up from the status page: a step of the client address's counter and of the
 * reference's (guessing one application's number from many addresses), then the application,
 * answered no sooner than `answerAfterMs` after `startedAt` (performance.now()) whatever it is.
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
		reference: { year: string; id: number }
		mobile: string
		language: Language
		startedAt?: number
		answerAfterMs?: number
	},
): Promise<StatusLookup> {
	const result = await lookUp()
	await sleep(Math.max(0, startedAt + answerAfterMs - performance.now()))
	return result

	async function lookUp(): Promise<StatusLookup> {
		// The address as a keyed hash, as the other counters keep it; a reference names no person.
		const address = await consumeLimit(db, LIMITS.statusLookupsAddress, clientKey(getSecret(), clientIp))
		if (!address.allowed) return { outcome: 'too-many', retryAfterSeconds: address.retryAfterSeconds }
		const perReference = await consumeLimit(db, LIMITS.statusLookupsReference, `${reference.year}-${reference.id}`)
		if (!perReference.allowed) return { outcome: 'too-many', retryAfterSeconds: perReference.retryAfterSeconds }
		const status = await findApplicationStatus(db, { reference, mobile, language })
		return status ? { outcome: 'found', status } : { outcome: 'not-found' }
	}
}
