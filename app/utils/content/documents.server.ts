import { forEachTranslation, type Language, type TranslatedLanguage } from '#app/i18n/languages.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import type { Staff } from '#app/utils/db/schema.ts'
import { insertFile, readStoredFile } from '#app/utils/files/files.server.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { invariantResponse, parseId } from '#app/utils/common/ids.ts'
import { isSafePdfName, uniquePdfName } from './published-pdfs.server.ts'

// Housekeeping documents and the PDFs the site serves at /Pdf/{name}: only a name
// registered by a document or a job is served, from the database. The back office
// writes them here too; each change and its audit entry are one transaction, so a
// change never lacks its record.

/** The member of staff who makes a change, named in its audit entry. */
type Actor = Pick<Staff, 'id' | 'email'>

export interface HousekeepingDocument {
	id: number
	title: string
	pdf: string
	byteSize: number
	/** For people: "2 KB". */
	size: string
	sortOrder: number
	/** Kept for the original API's GetAllPdf; never used. */
	newDocId: number | null
	/** Whether the title is the English one on a page in another language (staff have not written it in it). */
	titleInEnglish: boolean
}

/** The documents in their order, each titled in the language where staff wrote it, else in English. */
export async function listDocuments(db: Db, language: Language = 'en'): Promise<HousekeepingDocument[]> {
	const rows = await db
		.selectFrom('documents')
		.leftJoin('document_translations as t', (join) =>
			join.onRef('t.document_id', '=', 'documents.id').on('t.language', '=', language),
		)
		.select([
			'documents.id',
			'documents.title',
			't.title as translated_title',
			'documents.pdf',
			'documents.byte_size',
			'documents.sort_order',
			'documents.new_doc_id',
		])
		.orderBy('documents.sort_order')
		.orderBy('documents.id')
		.execute()
	return rows.map((row) => ({
		id: row.id,
		title: row.translated_title ?? row.title,
		titleInEnglish: language !== 'en' && !row.translated_title,
		pdf: row.pdf,
		byteSize: row.byte_size,
		size: formatBytes(row.byte_size),
		sortOrder: row.sort_order,
		newDocId: row.new_doc_id,
	}))
}

/**
 * The PDF a housekeeping document or a job advert publishes under this exact file
 * name, with its bytes, or undefined. A name is only ever looked up, never used as a path.
 */
export async function readRegisteredPdf(db: Db, name: string) {
	if (!isSafePdfName(name)) return undefined
	const document = await db.selectFrom('documents').select('file_id').where('pdf', '=', name).executeTakeFirst()
	const fileId =
		document?.file_id ??
		(await db.selectFrom('jobs').select('pdf_file_id').where('pdf', '=', name).executeTakeFirst())?.pdf_file_id
	return fileId ? readStoredFile(db, fileId) : undefined
}

export async function requireDocument(db: Db, id: string) {
	const documentId = parseId(id)
	const document = documentId
		? await db.selectFrom('documents').selectAll().where('id', '=', documentId).executeTakeFirst()
		: undefined
	invariantResponse(document, 'There is no such document. It may have been deleted.')
	return document
}

/** A new document at the end of the list. */
export async function addDocument(
	db: Db,
	staff: Actor,
	{ title, pdf }: { title: string; pdf: { bytes: Buffer; name: string } },
	now = new Date(),
) {
	return inTransaction(db, async (trx) => {
		const fileId = await insertFile(
			trx,
			{ kind: 'document', name: pdf.name, mediaType: 'application/pdf', bytes: pdf.bytes },
			now,
		)
		const name = await uniquePdfName(trx, pdf.name, 'document')
		const last = await trx
			.selectFrom('documents')
			.select((eb) => eb.fn.max('sort_order').as('last'))
			.executeTakeFirst()
		const row = await trx
			.insertInto('documents')
			.values({
				title,
				pdf: name,
				file_id: fileId,
				byte_size: pdf.bytes.length,
				sort_order: Number(last?.last ?? 0) + 1,
				new_doc_id: null,
				created_at: now.toISOString(),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		await audit(
			trx,
			{ staff, action: 'document.create', subject: `document ${row.id}`, details: { title, pdf: name } },
			now,
		)
		return { id: row.id, pdf: name }
	})
}

/**
 * A document's title, and its titles in the other languages when given (an empty one
 * shows the English on that language's pages): one transaction.
 */
export async function renameDocument(
	db: Db,
	staff: Actor,
	document: { id: number; title: string },
	title: string,
	translations: Partial<Record<TranslatedLanguage, string>> = {},
	now = new Date(),
) {
	await inTransaction(db, async (trx) => {
		await trx.updateTable('documents').set({ title }).where('id', '=', document.id).execute()
		for (const [language, translated] of Object.entries(translations) as Array<[Language, string]>) {
			if (!translated) {
				await trx
					.deleteFrom('document_translations')
					.where('document_id', '=', document.id)
					.where('language', '=', language)
					.execute()
				continue
			}
			const values = { title: translated, updated_at: now.toISOString() }
			await trx
				.insertInto('document_translations')
				.values({ document_id: document.id, language, ...values })
				.onConflict((oc) => oc.columns(['document_id', 'language']).doUpdateSet(values))
				.execute()
		}
		await audit(
			trx,
			{
				staff,
				action: 'document.rename',
				subject: `document ${document.id}`,
				details: { from: document.title, to: title, ...translations },
			},
			now,
		)
	})
}

/** A document's titles in the other languages as the form edits them (empty where not written). */
export async function documentTranslations(db: Db, id: number) {
	const rows = await db
		.selectFrom('document_translations')
		.select(['language', 'title'])
		.where('document_id', '=', id)
		.execute()
	const title = (language: Language) => rows.find((row) => row.language === language)?.title ?? ''
	return forEachTranslation(title)
}

export async function deleteDocument(
	db: Db,
	staff: Actor,
	document: { id: number; title: string; pdf: string; file_id: string | null },
	now = new Date(),
) {
	await inTransaction(db, async (trx) => {
		await trx.deleteFrom('documents').where('id', '=', document.id).execute()
		if (document.file_id) await trx.deleteFrom('files').where('id', '=', document.file_id).execute()
		await audit(
			trx,
			{
				staff,
				action: 'document.delete',
				subject: `document ${document.id}`,
				details: { title: document.title, pdf: document.pdf },
			},
			now,
		)
	})
}

/** The order after moving one item a place up or down (unchanged at either end). */
export function moveInOrder<T>(items: readonly T[], index: number, direction: 'up' | 'down') {
	const target = direction === 'up' ? index - 1 : index + 1
	if (index < 0 || target < 0 || target >= items.length) return [...items]
	const next = [...items]
	;[next[index], next[target]] = [next[target]!, next[index]!]
	return next
}

/** Moves a document one place; the whole list is numbered 1, 2, 3… again, so that equal numbers never tie. */
export async function moveDocument(db: Db, staff: Actor, id: number, direction: 'up' | 'down', now = new Date()) {
	return inTransaction(db, async (trx) => {
		const rows = await trx
			.selectFrom('documents')
			.select(['id', 'sort_order'])
			.orderBy('sort_order')
			.orderBy('id')
			.execute()
		const ordered = moveInOrder(
			rows.map((row) => row.id),
			rows.findIndex((row) => row.id === id),
			direction,
		)
		for (const [index, rowId] of ordered.entries()) {
			if (rows.find((row) => row.id === rowId)?.sort_order !== index + 1) {
				await trx
					.updateTable('documents')
					.set({ sort_order: index + 1 })
					.where('id', '=', rowId)
					.execute()
			}
		}
		await audit(trx, { staff, action: 'document.move', subject: `document ${id}`, details: { direction } }, now)
	})
}
