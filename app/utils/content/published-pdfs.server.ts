import type { Db } from '#app/utils/db/db.server.ts'
import { adminUploadMaxBytes } from '#app/utils/core/env.server.ts'
import type { ReadFormResult } from '#app/utils/http/forms.server.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { checkPublishedPdf } from '#app/utils/files/upload-checks.server.ts'

// The PDFs staff publish from the back office (job adverts, housekeeping
// documents): read from a multipart form by readForm, checked by their content,
// and given a public name of their own under /Pdf/ that no other document or
// advert has.

export type PdfUpload = { ok: true; bytes: Buffer; name: string } | { ok: false; message: string }

/** What readForm reads of a back-office form with one PDF: the field `pdf`, up to the back office's file limit. */
export function pdfFormFiles() {
	return { fields: ['pdf'], maxFileBytes: adminUploadMaxBytes() }
}

/** The PDF of a form read with pdfFormFiles, checked by its content. */
export async function checkPdfField(form: Pick<ReadFormResult, 'files' | 'tooLarge'>): Promise<PdfUpload> {
	const maxBytes = adminUploadMaxBytes()
	if (form.tooLarge.includes('pdf')) return { ok: false, message: `The file is larger than ${formatBytes(maxBytes)}.` }
	const file = form.files.pdf
	const bytes = file?.bytes ?? Buffer.alloc(0)
	const check = await checkPublishedPdf(bytes, maxBytes)
	return check.ok ? { ok: true, bytes, name: file?.name ?? 'document.pdf' } : check
}

/** A plain file name: letters, digits, dot, dash, underscore; no path, no "..". */
const SAFE_PDF_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.pdf$/i

/** Whether a name may be a published PDF's: a name is only ever looked up, never used as a path. */
export function isSafePdfName(name: string) {
	return SAFE_PDF_NAME.test(name) && !name.includes('..')
}

/** "Brochure (final) 2026.PDF" -> "brochure-final-2026": letters, digits and dashes only. */
export function pdfSlug(originalName: string, fallback: string) {
	const slug = originalName
		.replace(/\.pdf$/i, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 80)
		.replace(/-+$/, '')
	return slug || fallback
}

/** A public file name no housekeeping document nor job advert uses yet. */
export async function uniquePdfName(db: Db, originalName: string, fallback: string) {
	const base = pdfSlug(originalName, fallback)
	for (let n = 1; n < 1000; n++) {
		const name = n === 1 ? `${base}.pdf` : `${base}-${n}.pdf`
		if (!isSafePdfName(name)) continue
		const taken =
			(await db.selectFrom('documents').select('id').where('pdf', '=', name).executeTakeFirst()) ??
			(await db.selectFrom('jobs').select('id').where('pdf', '=', name).executeTakeFirst())
		if (!taken) return name
	}
	throw new Error(`no free PDF name for ${base}`)
}
