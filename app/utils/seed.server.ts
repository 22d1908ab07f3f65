import fs from 'node:fs/promises'
import path from 'node:path'
import { sampleDocuments, sampleJobs } from '#content/samples.ts'
import type { Db } from './db.server.ts'
import { todayInIndia } from './jobs.ts'
import { renderTextPdf } from './pdf.server.ts'

/** PDFs the site serves at /Pdf/{name}: housekeeping documents and job adverts. */
export function pdfDir(dataDir: string) {
	return path.join(dataDir, 'pdf')
}

function addDays(isoDate: string, days: number) {
	const date = new Date(`${isoDate}T00:00:00Z`)
	date.setUTCDate(date.getUTCDate() + days)
	return date.toISOString().slice(0, 10)
}

/** Fills an empty database with the sample jobs and documents. Does nothing otherwise. */
export async function seedIfEmpty(db: Db, dataDir: string, now = new Date()) {
	const { count } = await db
		.selectFrom('jobs')
		.select((eb) => eb.fn.countAll<number>().as('count'))
		.executeTakeFirstOrThrow()
	if (Number(count) > 0) return false
	await seed(db, dataDir, now)
	return true
}

export async function seed(db: Db, dataDir: string, now = new Date()) {
	const dir = pdfDir(dataDir)
	await fs.mkdir(dir, { recursive: true })
	const today = todayInIndia(now)
	const stamp = now.toISOString()

	const files = new Map<string, Buffer>()
	for (const job of sampleJobs) {
		if (job.advert) files.set(job.advert.pdf, await renderTextPdf({ title: job.title, lines: job.advert.lines }))
	}
	for (const doc of sampleDocuments) files.set(doc.pdf, await renderTextPdf({ title: doc.title, lines: doc.lines }))
	for (const [name, bytes] of files) await fs.writeFile(path.join(dir, name), bytes)

	await db.transaction().execute(async (trx) => {
		for (const job of sampleJobs) {
			await trx
				.insertInto('jobs')
				.values({
					title: job.title,
					designation: job.designation,
					description: job.description,
					location: job.location,
					phone: job.phone,
					category: job.category,
					till_date: addDays(today, job.openForDays),
					opened_at: addDays(today, -job.openedDaysAgo),
					pdf: job.advert?.pdf ?? null,
					created_at: stamp,
					updated_at: stamp,
				})
				.execute()
		}
		for (const [index, doc] of sampleDocuments.entries()) {
			await trx
				.insertInto('documents')
				.values({
					title: doc.title,
					pdf: doc.pdf,
					byte_size: files.get(doc.pdf)?.length ?? 0,
					sort_order: index + 1,
					created_at: stamp,
				})
				.execute()
		}
	})
}

/** Removes every record (keeps the schema). Used by the reset script and tests. */
export async function clearAll(db: Db) {
	await db.transaction().execute(async (trx) => {
		await trx.deleteFrom('outbox').execute()
		await trx.deleteFrom('applications').execute()
		await trx.deleteFrom('files').execute()
		await trx.deleteFrom('enquiries').execute()
		await trx.deleteFrom('documents').execute()
		await trx.deleteFrom('jobs').execute()
	})
}
