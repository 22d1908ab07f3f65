import type { Language } from '#app/i18n/languages.ts'
import { isDatabaseUnavailable } from '#app/utils/db/db-health.server.ts'
import { usesPostgres, type Db } from '#app/utils/db/db.server.ts'
import type { Job } from '#app/utils/db/schema.ts'
import { isJobOpen } from './jobs.ts'
import { toPublicJob, type JobTranslation, type PublicJob } from './public-jobs.ts'

// The jobs the public pages show: one job, the open ones, and staff's words of them in a language.

// The jobs this instance read last: while the database is out of reach, a job's page and its Apply Job
// form still show, and an application sent then is answered on its own form ("not saved, send it again")
// with everything the visitor typed, instead of an error page.
const lastRead = new Map<number, Job>()

/**
 * A job as a public page shows it. Staff's pages read it with requireJob (jobs.server.ts) on purpose: live or 404,
 * never the copy kept for an outage, which could show a job since deleted.
 */
export async function findJob(db: Db, id: number) {
	if (!Number.isSafeInteger(id) || id < 1) return undefined
	try {
		const job = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst()
		lastRead.delete(id)
		if (job) lastRead.set(id, job)
		if (lastRead.size > 500) lastRead.delete(lastRead.keys().next().value!)
		return job
	} catch (error) {
		const known = lastRead.get(id)
		if (known && isDatabaseUnavailable(error)) return known
		throw error
	}
}

/** Staff's words of these jobs in a language, by job (none for English, whose words are the jobs' own). */
export async function readJobTranslations(db: Db, jobIds: number[], language: Language) {
	const byJob = new Map<number, JobTranslation>()
	if (language === 'en' || jobIds.length === 0) return byJob
	const rows = await db
		.selectFrom('job_translations')
		.select(['job_id', 'title', 'designation', 'location', 'description'])
		.where('language', '=', language)
		.where('job_id', 'in', jobIds)
		.execute()
	for (const { job_id, ...words } of rows) byJob.set(job_id, words)
	return byJob
}

/** Jobs as the public pages show them in a language: staff's words in it where written, else the English. */
export async function toPublicJobs(db: Db, jobs: Job[], language: Language): Promise<PublicJob[]> {
	const translations = await readJobTranslations(
		db,
		jobs.map((job) => job.id),
		language,
	)
	return jobs.map((job) => toPublicJob(job, { language, translation: translations.get(job.id) }))
}

/** Published jobs whose deadline has not passed, newest first. */
export async function listOpenJobs(db: Db, now = new Date()) {
	const jobs = await db
		.selectFrom('jobs')
		.selectAll()
		.where('published', '=', 1)
		.orderBy('opened_at', 'desc')
		.orderBy('id', 'desc')
		.execute()
	return jobs.filter((job) => isJobOpen(job, now))
}

/**
 * Whether a job takes applications now, decided in the transaction that stores one (findJob's copy, read before,
 * may be out of date). On PostgreSQL the job's row is held until that transaction ends, so that closing the job
 * waits for an application being stored rather than crossing it.
 */
export async function jobTakesApplications(trx: Db, id: number, now = new Date()) {
	const query = trx.selectFrom('jobs').select(['published', 'till_date']).where('id', '=', id)
	const job = await (usesPostgres(trx) ? query.forShare() : query).executeTakeFirst()
	return job !== undefined && isJobOpen(job, now)
}
