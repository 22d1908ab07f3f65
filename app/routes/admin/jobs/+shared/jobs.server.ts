import type { Db } from '#app/utils/db.server.ts'
import type { Job } from '#app/utils/db/schema.ts'
import { insertFile, readStoredFile } from '#app/utils/files.server.ts'
import type { JobInput } from '#app/utils/job-schema.ts'
import { uniquePdfName } from '#app/utils/published-pdfs.server.ts'
import { parseId } from '#app/utils/ids.ts'

// Writing jobs from the back office. Every write goes through Kysely into the
// jobs table, whose triggers bump the content version: the public pages (the
// career list, the job's page, the sitemap) show the change at their next request.

export async function requireJob(db: Db, id: string) {
	const jobId = parseId(id)
	const job = jobId ? await db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst() : undefined
	if (!job) throw new Response('There is no such job. It may have been deleted.', { status: 404 })
	return job
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
	return {
		title: input.title,
		designation: input.designation,
		category: input.category,
		location: input.location,
		phone: input.phone,
		till_date: input.tillDate,
		description: input.description,
	}
}

/** A new job, open at once. */
export async function createJob(db: Db, input: JobInput, now = new Date()) {
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

export async function updateJob(db: Db, id: number, input: JobInput, now = new Date()) {
	await db
		.updateTable('jobs')
		.set({ ...columnsOf(input), updated_at: now.toISOString() })
		.where('id', '=', id)
		.execute()
}

/** Closing keeps the job (and its applications); reopening counts as a new opening ("opened recently"). */
export async function setJobOpen(db: Db, id: number, open: boolean, now = new Date()) {
	const stamp = now.toISOString()
	await db
		.updateTable('jobs')
		.set(open ? { published: 1, opened_at: stamp, updated_at: stamp } : { published: 0, updated_at: stamp })
		.where('id', '=', id)
		.execute()
}

/** A closed copy of the job, with a copy of its advert under a name of its own. */
export async function duplicateJob(db: Db, job: Job, now = new Date()) {
	const stamp = now.toISOString()
	return db.transaction().execute(async (trx) => {
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
				pdf: advert?.pdf ?? null,
				pdf_file_id: advert?.fileId ?? null,
				opened_at: stamp,
				published: 0,
				created_at: stamp,
				updated_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		return row.id
	})
}

/** Deletes a job without applications, and its advert. Answers false when it has applications. */
export async function deleteJob(db: Db, job: Job) {
	return db.transaction().execute(async (trx) => {
		if ((await countApplications(trx, job.id)) > 0) return false
		await trx.deleteFrom('jobs').where('id', '=', job.id).execute()
		if (job.pdf_file_id) await trx.deleteFrom('files').where('id', '=', job.pdf_file_id).execute()
		return true
	})
}

/** Publishes a checked PDF as the job's advert, in place of the one it had. */
export async function replaceAdvert(db: Db, job: Job, pdf: { bytes: Buffer; name: string }, now = new Date()) {
	return db.transaction().execute(async (trx) => {
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
		return name
	})
}

export async function removeAdvert(db: Db, job: Job, now = new Date()) {
	await db.transaction().execute(async (trx) => {
		await trx
			.updateTable('jobs')
			.set({ pdf: null, pdf_file_id: null, updated_at: now.toISOString() })
			.where('id', '=', job.id)
			.execute()
		if (job.pdf_file_id) await trx.deleteFrom('files').where('id', '=', job.pdf_file_id).execute()
	})
}
