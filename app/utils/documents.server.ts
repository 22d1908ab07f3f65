import type { Language } from '#app/i18n/languages.ts'
import type { Db } from './db.server.ts'
import { readStoredFile } from './files.server.ts'
import { formatBytes } from './format.ts'

// Housekeeping documents and the PDFs the site serves at /Pdf/{name}: only a name
// registered by a document or a job is served, from the database.

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

/** A plain file name: letters, digits, dot, dash, underscore; no path, no "..". */
const SAFE_PDF_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.pdf$/i

export function isSafePdfName(name: string) {
	return SAFE_PDF_NAME.test(name) && !name.includes('..')
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
