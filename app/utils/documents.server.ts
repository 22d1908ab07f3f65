import fs from 'node:fs/promises'
import path from 'node:path'
import type { Db } from './db.server.ts'
import { pdfDir } from './seed.server.ts'

// Housekeeping documents (spec sections 2, 3 and 7) and the PDFs the site
// serves at /Pdf/{name}. Only a name registered in the database is served, and
// only from the data folder's pdf directory: a request can never name a path.

export interface HousekeepingDocument {
	id: number
	title: string
	pdf: string
	byteSize: number
	/** For people: "2 KB". */
	size: string
}

export async function listDocuments(db: Db): Promise<HousekeepingDocument[]> {
	const rows = await db
		.selectFrom('documents')
		.select(['id', 'title', 'pdf', 'byte_size'])
		.orderBy('sort_order')
		.orderBy('id')
		.execute()
	return rows.map((row) => ({ id: row.id, title: row.title, pdf: row.pdf, byteSize: row.byte_size, size: formatFileSize(row.byte_size) }))
}

/** A plain file name: letters, digits, dot, dash, underscore; no path, no "..". */
const SAFE_PDF_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.pdf$/i

export function isSafePdfName(name: string) {
	return SAFE_PDF_NAME.test(name) && !name.includes('..')
}

/** True when a housekeeping document or a job advert has this exact file name. */
export async function isRegisteredPdf(db: Db, name: string) {
	const document = await db.selectFrom('documents').select('id').where('pdf', '=', name).executeTakeFirst()
	if (document) return true
	const job = await db.selectFrom('jobs').select('id').where('pdf', '=', name).executeTakeFirst()
	return Boolean(job)
}

/** The registered PDF's bytes and file facts, or null when it is not ours to serve or is missing. */
export async function readRegisteredPdf(db: Db, dataDir: string, name: string) {
	if (!isSafePdfName(name) || !(await isRegisteredPdf(db, name))) return null
	// The name has no separator and no "..", so the file is inside the pdf folder.
	const file = path.join(pdfDir(dataDir), name)
	try {
		const stat = await fs.stat(file)
		if (!stat.isFile()) return null
		return { bytes: await fs.readFile(file), modified: stat.mtime, size: stat.size }
	} catch {
		return null
	}
}

/** "2 KB", "1.4 MB": the size a visitor reads before downloading. */
export function formatFileSize(bytes: number) {
	if (bytes < 1024) return `${bytes} B`
	if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
	return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
