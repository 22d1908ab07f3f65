import { sql } from 'kysely'
import type { ListState } from '#app/utils/common/admin-lists.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import { todayInIndia } from '#app/utils/common/dates.ts'
import { inTransaction, usesPostgres, type Db } from '#app/utils/db/db.server.ts'
import type { Job, Staff } from '#app/utils/db/schema.ts'
import { insertFile, readStoredFile } from '#app/utils/files/files.server.ts'
import { invariantResponse, parseId } from '#app/utils/common/ids.ts'
import { JOB_STATES, jobState, REQUIREMENT_FIELDS, type JobInput, type JobSort, type JobState } from './job-schema.ts'
import { JOB_CATEGORIES } from './jobs.ts'
import { JOB_TEXT_FIELDS, type JobTextField } from './public-jobs.ts'
import { jobRequirements } from './job-requirements.ts'
import { categoryRefusal } from './job-categories.server.ts'
import { TRANSLATED_LANGUAGES } from '#app/i18n/languages.ts'
import { countAndPage } from '#app/utils/db/lists.server.ts'
import { containsPattern } from '#app/utils/common/office-lists.ts'
import { uniquePdfName } from '#app/utils/content/published-pdfs.server.ts'

/** The member of staff who makes a change, named in its audit entry. */
type Actor = Pick<Staff, 'id' | 'email'>

// Writing jobs from the back office. Every write goes through Kysely into the
// jobs table, whose triggers bump the content version: the public pages (the
// career list, the job's page, the sitemap) show the change at their next request.
// Each change and its audit entry are one transaction, so a change never lacks its record.

/** A job as staff's pages read it: live or a 404 (the public pages' findJob may answer an outage with its last copy). */
export async function requireJob(db: Db, id: string) {
	const jobId = parseId(id)
	const job = jobId ? await db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst() : undefined
	invariantResponse(job, 'There is no such job. It may have been deleted.')
	return job
}

/**
 * One page of the jobs for staff, with each job's state (from today's date in India)
 * and its number of applications, filtered and sorted in the database. Words are
 * looked for in the title, designation, location and category (its label too).
 */
export async function listJobsForStaff(
	db: Db,
	{ state, text, list }: { state: JobState | null; text: string; list: ListState<JobSort> },
	now = new Date(),
) {
	const today = todayInIndia(now)
	let query = db.selectFrom('jobs')
	if (state === 'closed') query = query.where('published', '!=', 1)
	if (state === 'open') query = query.where('published', '=', 1).where('till_date', '>=', today)
	if (state === 'expired') query = query.where('published', '=', 1).where('till_date', '<', today)
	if (text) {
		const pattern = containsPattern(text)
		const categories = JOB_CATEGORIES.filter((c) => c.label.toLowerCase().includes(text.toLowerCase())).map(
			(c) => c.value as string,
		)
		query = query.where((eb) =>
			eb.or([
				...(['title', 'designation', 'location', 'category'] as const).map(
					(column) => sql<boolean>`lower(${sql.ref(`jobs.${column}`)}) like ${pattern} escape '\\'`,
				),
				...(categories.length ? [eb('category', 'in', categories)] : []),
			]),
		)
	}
	const stateOrder = sql<number>`case when published != 1 then ${JOB_STATES.indexOf('closed')} when till_date < ${today} then ${JOB_STATES.indexOf('expired')} else ${JOB_STATES.indexOf('open')} end`
	const applications = sql<number>`(select count(*) from applications where applications.job_id = jobs.id)`
	const orderOf: Record<JobSort, ReturnType<typeof sql<unknown>>> = {
		title: sql`lower(title)`,
		category: sql`category`,
		location: sql`lower(location)`,
		state: stateOrder,
		deadline: sql`till_date`,
		applications,
	}
	const page = await countAndPage(query, list.page, (filtered) =>
		filtered
			.select(['id', 'title', 'designation', 'category', 'location', 'till_date', 'published'])
			.select(applications.as('applications'))
			.orderBy(orderOf[list.sort], list.dir)
			// Equal values: the newer job first when ascending, as the list has always shown them.
			.orderBy('id', list.dir === 'asc' ? 'desc' : 'asc'),
	)
	// Which languages each job of the page is written in besides English: staff see what is still missing.
	const written = page.rows.length
		? await db
				.selectFrom('job_translations')
				.select(['job_id', 'language'])
				.where(
					'job_id',
					'in',
					page.rows.map((row) => row.id),
				)
				.execute()
		: []
	return {
		total: page.total,
		jobs: page.rows.map((row) => ({
			missingLanguages: TRANSLATED_LANGUAGES.filter(
				(language) => !written.some((entry) => entry.job_id === row.id && entry.language === language),
			),
			id: row.id,
			title: row.title,
			designation: row.designation,
			category: JOB_CATEGORIES.find((c) => c.value === row.category)?.label ?? row.category,
			/** The stored category, which staff's names of it are looked up by. */
			categoryValue: row.category,
			location: row.location,
			deadline: row.till_date,
			state: jobState(row, now),
			applications: Number(row.applications ?? 0),
		})),
	}
}

/** Whether any job exists at all (an empty list then says how to add the first). */
export async function anyJobExists(db: Db) {
	return Boolean(await db.selectFrom('jobs').select('id').limit(1).executeTakeFirst())
}

export async function countApplications(db: Db, jobId: number) {
	const row = await db
		.selectFrom('applications')
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.where('job_id', '=', jobId)
		.executeTakeFirstOrThrow()
	return Number(row.n)
}

function columnsOf(input: JobInput) {
	const requires = (choice: 'required' | 'optional' | undefined) =>
		choice === undefined ? undefined : choice === 'required' ? 1 : 0
	const requirements = {
		requires_photo: requires(input.requirePhoto),
		requires_resume: requires(input.requireResume),
		requires_aadhaar: requires(input.requireAadhaar),
		requires_email: requires(input.requireEmail),
	}
	return {
		title: input.title,
		designation: input.designation,
		category: input.category,
		location: input.location,
		phone: input.phone,
		till_date: input.tillDate,
		description: input.description,
		// A choice left out keeps what the job had (a new job: required).
		...Object.fromEntries(Object.entries(requirements).filter(([, value]) => value !== undefined)),
	}
}

/**
 * Writes a job's words in each language given: a language whose fields are all empty
 * has no row (its page shows the English).
 */
async function writeTranslations(db: Db, jobId: number, input: JobInput, now: Date) {
	for (const language of TRANSLATED_LANGUAGES) {
		const words = input[language]
		if (!words) continue
		const values = Object.fromEntries(JOB_TEXT_FIELDS.map((field) => [field, words[field] || null])) as Record<
			JobTextField,
			string | null
		>
		if (JOB_TEXT_FIELDS.every((field) => values[field] === null)) {
			await db.deleteFrom('job_translations').where('job_id', '=', jobId).where('language', '=', language).execute()
			continue
		}
		const row = { ...values, updated_at: now.toISOString() }
		await db
			.insertInto('job_translations')
			.values({ job_id: jobId, language, ...row })
			.onConflict((oc) => oc.columns(['job_id', 'language']).doUpdateSet(row))
			.execute()
	}
}

/** What the job asks of its applicants, as the form's choices. */
export function requirementsForForm(job: Job) {
	const requirements = jobRequirements(job)
	return Object.fromEntries(
		Object.entries(REQUIREMENT_FIELDS).map(([kind, field]) => [
			field,
			requirements[kind as keyof typeof REQUIREMENT_FIELDS] ? 'required' : 'optional',
		]),
	)
}

/** A job's words in Hindi and Marathi as the form edits them (empty where not written). */
export async function jobTranslationsForForm(db: Db, jobId: number) {
	const rows = await db.selectFrom('job_translations').selectAll().where('job_id', '=', jobId).execute()
	return Object.fromEntries(
		TRANSLATED_LANGUAGES.map((language) => {
			const row = rows.find((r) => r.language === language)
			return [language, Object.fromEntries(JOB_TEXT_FIELDS.map((field) => [field, row?.[field] ?? '']))]
		}),
	) as Record<(typeof TRANSLATED_LANGUAGES)[number], Record<JobTextField, string>>
}

/**
 * A change of a job that a rule of publishing refused, decided in the change's transaction: nothing was written.
 * A job visitors see is in a category they can choose (retired ones keep their closed jobs), and a job is not
 * given, nor opened again with, a last day to apply that has passed (it would silently expire).
 */
export type JobRefusal =
	| { ok: false; reason: 'deadline-passed' }
	| { ok: false; reason: 'category-unknown' }
	| { ok: false; reason: 'category-retired'; category: string }

/** The rules of publishing for a job as it will be: published or not, its category, its last day if newly set. */
async function publishingRefusal(
	trx: Db,
	job: { published: boolean; category: string; newDeadline: string | null },
	now: Date,
): Promise<JobRefusal | null> {
	// The deadline day itself still counts; a closed job may keep a last day long past.
	if (job.newDeadline !== null && job.newDeadline < todayInIndia(now)) return { ok: false, reason: 'deadline-passed' }
	const refusal = await categoryRefusal(trx, job.category, { published: job.published })
	return refusal ? { ok: false, ...refusal } : null
}

/** The job as a change finds it, held until the change commits (PostgreSQL), so that two changes of one job queue. */
async function lockJob(trx: Db, id: number) {
	const query = trx.selectFrom('jobs').select(['published', 'till_date', 'category']).where('id', '=', id)
	const job = await (usesPostgres(trx) ? query.forUpdate() : query).executeTakeFirst()
	invariantResponse(job, 'There is no such job. It may have been deleted.')
	return job
}

/** A new job, open at once, with its words in Hindi and Marathi where given: one transaction. */
export async function createJob(
	db: Db,
	staff: Actor,
	input: JobInput,
	now = new Date(),
): Promise<{ ok: true; id: number } | JobRefusal> {
	return inTransaction(db, async (trx) => {
		const refusal = await publishingRefusal(
			trx,
			{ published: true, category: input.category, newDeadline: input.tillDate },
			now,
		)
		if (refusal) return refusal
		const id = await insertJobRow(trx, input, now)
		await writeTranslations(trx, id, input, now)
		await audit(trx, { staff, action: 'job.create', subject: `job ${id}`, details: { title: input.title } }, now)
		return { ok: true, id }
	})
}

async function insertJobRow(db: Db, input: JobInput, now: Date) {
	const stamp = now.toISOString()
	const row = await db
		.insertInto('jobs')
		.values({
			...columnsOf(input),
			pdf: null,
			pdf_file_id: null,
			opened_at: stamp,
			published: 1,
			created_at: stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** The job's words in every language given, and its facts: one transaction. */
export async function updateJob(
	db: Db,
	staff: Actor,
	id: number,
	input: JobInput,
	now = new Date(),
): Promise<{ ok: true } | JobRefusal> {
	return inTransaction(db, async (trx) => {
		const job = await lockJob(trx, id)
		const refusal = await publishingRefusal(
			trx,
			{
				published: job.published === 1,
				category: input.category,
				newDeadline: input.tillDate === job.till_date ? null : input.tillDate,
			},
			now,
		)
		if (refusal) return refusal
		await trx
			.updateTable('jobs')
			.set({ ...columnsOf(input), updated_at: now.toISOString() })
			.where('id', '=', id)
			.execute()
		await writeTranslations(trx, id, input, now)
		await audit(trx, { staff, action: 'job.update', subject: `job ${id}`, details: { title: input.title } }, now)
		return { ok: true }
	})
}

/**
 * Closing keeps the job (and its applications); reopening counts as a new opening ("opened recently"), and is
 * refused while its last day has passed or its category is retired (the job is changed and saved first).
 */
export async function setJobOpen(
	db: Db,
	staff: Actor,
	id: number,
	open: boolean,
	now = new Date(),
): Promise<{ ok: true } | JobRefusal> {
	const stamp = now.toISOString()
	return inTransaction(db, async (trx) => {
		if (open) {
			const job = await lockJob(trx, id)
			const refusal = await publishingRefusal(
				trx,
				{ published: true, category: job.category, newDeadline: job.till_date },
				now,
			)
			if (refusal) return refusal
		}
		await trx
			.updateTable('jobs')
			.set(open ? { published: 1, opened_at: stamp, updated_at: stamp } : { published: 0, updated_at: stamp })
			.where('id', '=', id)
			.execute()
		await audit(trx, { staff, action: open ? 'job.reopen' : 'job.close', subject: `job ${id}` }, now)
		return { ok: true }
	})
}

/** A closed copy of the job, with a copy of its advert under a name of its own. */
export async function duplicateJob(db: Db, staff: Actor, job: Job, now = new Date()) {
	const stamp = now.toISOString()
	return inTransaction(db, async (trx) => {
		let advert: { pdf: string; fileId: string } | null = null
		const file = job.pdf_file_id ? await readStoredFile(trx, job.pdf_file_id) : undefined
		if (job.pdf && file) {
			const pdf = await uniquePdfName(trx, job.pdf, 'advert')
			const fileId = await insertFile(
				trx,
				{ kind: 'advert', name: file.original_name, mediaType: 'application/pdf', bytes: file.bytes },
				now,
			)
			advert = { pdf, fileId }
		}
		const row = await trx
			.insertInto('jobs')
			.values({
				title: job.title,
				designation: job.designation,
				description: job.description,
				location: job.location,
				phone: job.phone,
				category: job.category,
				till_date: job.till_date,
				requires_photo: job.requires_photo,
				requires_resume: job.requires_resume,
				requires_aadhaar: job.requires_aadhaar,
				requires_email: job.requires_email,
				pdf: advert?.pdf ?? null,
				pdf_file_id: advert?.fileId ?? null,
				opened_at: stamp,
				published: 0,
				created_at: stamp,
				updated_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const translations = await trx.selectFrom('job_translations').selectAll().where('job_id', '=', job.id).execute()
		for (const translation of translations) {
			await trx
				.insertInto('job_translations')
				.values({ ...translation, job_id: row.id, updated_at: stamp })
				.execute()
		}
		await audit(trx, { staff, action: 'job.duplicate', subject: `job ${row.id}`, details: { from: job.id } }, now)
		return row.id
	})
}

/** Deletes a job without applications, and its advert. Answers false when it has applications. */
export async function deleteJob(db: Db, staff: Actor, job: Job, now = new Date()) {
	return inTransaction(db, async (trx) => {
		if ((await countApplications(trx, job.id)) > 0) return false
		// Invitations to apply to it that nobody followed.
		await trx.deleteFrom('pool_invitations').where('job_id', '=', job.id).execute()
		await trx.deleteFrom('jobs').where('id', '=', job.id).execute()
		if (job.pdf_file_id) await trx.deleteFrom('files').where('id', '=', job.pdf_file_id).execute()
		await audit(trx, { staff, action: 'job.delete', subject: `job ${job.id}`, details: { title: job.title } }, now)
		return true
	})
}

/** Publishes a checked PDF as the job's advert, in place of the one it had. */
export async function replaceAdvert(
	db: Db,
	staff: Actor,
	job: Job,
	pdf: { bytes: Buffer; name: string },
	now = new Date(),
) {
	return inTransaction(db, async (trx) => {
		const fileId = await insertFile(
			trx,
			{ kind: 'advert', name: pdf.name, mediaType: 'application/pdf', bytes: pdf.bytes },
			now,
		)
		// The old name is released first, so that the same file uploaded again keeps its address.
		await trx.updateTable('jobs').set({ pdf: null }).where('id', '=', job.id).execute()
		const name = await uniquePdfName(trx, pdf.name, `job-${job.id}-advert`)
		await trx
			.updateTable('jobs')
			.set({ pdf: name, pdf_file_id: fileId, updated_at: now.toISOString() })
			.where('id', '=', job.id)
			.execute()
		if (job.pdf_file_id) await trx.deleteFrom('files').where('id', '=', job.pdf_file_id).execute()
		await audit(
			trx,
			{
				staff,
				action: job.pdf ? 'job.advert-replaced' : 'job.advert-added',
				subject: `job ${job.id}`,
				details: { pdf: name },
			},
			now,
		)
		return name
	})
}

export async function removeAdvert(db: Db, staff: Actor, job: Job, now = new Date()) {
	await inTransaction(db, async (trx) => {
		await trx
			.updateTable('jobs')
			.set({ pdf: null, pdf_file_id: null, updated_at: now.toISOString() })
			.where('id', '=', job.id)
			.execute()
		if (job.pdf_file_id) await trx.deleteFrom('files').where('id', '=', job.pdf_file_id).execute()
		await audit(trx, { staff, action: 'job.advert-removed', subject: `job ${job.id}`, details: { pdf: job.pdf } }, now)
	})
}
