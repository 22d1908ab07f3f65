import { sampleDocuments, sampleJobs } from '#content/samples.ts'
import { sampleDocumentTitles, sampleJobTexts } from '#content/samples-translations.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import { insertFile } from '#app/utils/files/files.server.ts'
import { renderTextPdf } from '#app/utils/files/pdf.server.ts'
import { todayInIndia } from '#app/utils/common/dates.ts'
import type { Language } from '#app/i18n/languages.ts'

function addDays(isoDate: string, days: number) {
	const date = new Date(`${isoDate}T00:00:00Z`)
	date.setUTCDate(date.getUTCDate() + days)
	return date.toISOString().slice(0, 10)
}

/** Fills an empty database with the sample jobs and documents. Does nothing otherwise. */
export async function seedIfEmpty(db: Db, now = new Date()) {
	const { count } = await db
		.selectFrom('jobs')
		.select((eb) => eb.fn.countAll<number>().as('count'))
		.executeTakeFirstOrThrow()
	if (Number(count) > 0) return false
	await seed(db, now)
	return true
}

export async function seed(db: Db, now = new Date()) {
	const today = todayInIndia(now)
	const stamp = now.toISOString()

	const files = new Map<string, Buffer>()
	for (const job of sampleJobs) {
		if (job.advert) files.set(job.advert.pdf, await renderTextPdf({ title: job.title, lines: job.advert.lines }))
	}
	for (const doc of sampleDocuments) files.set(doc.pdf, await renderTextPdf({ title: doc.title, lines: doc.lines }))

	await inTransaction(db, async (trx) => {
		async function storePdf(name: string, kind: 'advert' | 'document') {
			const bytes = files.get(name)!
			return insertFile(trx, { kind, name, mediaType: 'application/pdf', bytes }, now)
		}
		for (const [index, job] of sampleJobs.entries()) {
			const { id } = await trx
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
					pdf_file_id: job.advert ? await storePdf(job.advert.pdf, 'advert') : null,
					created_at: stamp,
					updated_at: stamp,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
			for (const [language, texts] of Object.entries(sampleJobTexts)) {
				await trx
					.insertInto('job_translations')
					.values({ job_id: id, language: language as Language, ...texts[index]!, updated_at: stamp })
					.execute()
			}
		}
		for (const [index, doc] of sampleDocuments.entries()) {
			const { id } = await trx
				.insertInto('documents')
				.values({
					title: doc.title,
					pdf: doc.pdf,
					file_id: await storePdf(doc.pdf, 'document'),
					byte_size: files.get(doc.pdf)?.length ?? 0,
					sort_order: index + 1,
					created_at: stamp,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
			for (const [language, titles] of Object.entries(sampleDocumentTitles)) {
				await trx
					.insertInto('document_translations')
					.values({ document_id: id, language: language as Language, title: titles[index]!, updated_at: stamp })
					.execute()
			}
		}
	})
}

/**
 * Removes what a trial of the site leaves: jobs, documents, applications with their history, enquiries, gallery
 * photos, their files, the outbox and the rate limits. Staff, settings, the audit log and Site content (its words
 * and pictures) stay. Used by the reset script.
 */
export async function clearAll(db: Db) {
	await inTransaction(db, async (trx) => {
		await trx.deleteFrom('outbox').execute()
		await trx.deleteFrom('application_events').execute()
		await trx.deleteFrom('inbound_texts').execute()
		await trx.deleteFrom('interview_invitations').execute()
		await trx.deleteFrom('interview_attendance').execute()
		// The invitations to apply name a job and an application.
		await trx.deleteFrom('pool_invitations').execute()
		await trx.deleteFrom('applications').execute()
		await trx.deleteFrom('enquiry_events').execute()
		await trx.deleteFrom('enquiries').execute()
		await trx.deleteFrom('documents').execute()
		await trx.deleteFrom('jobs').execute()
		await trx.deleteFrom('gallery_items').execute()
		// Site content's pictures are named by its published and draft versions, which stay.
		await trx.deleteFrom('files').where('kind', '!=', 'content-picture').execute()
		await trx.deleteFrom('rate_limits').execute()
	})
}
