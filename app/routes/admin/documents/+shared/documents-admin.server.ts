import type { Language } from '#app/i18n/languages.ts'
import { inTransaction, type Db } from '#app/utils/db.server.ts'
import { insertFile } from '#app/utils/files.server.ts'
import { uniquePdfName } from '#app/utils/published-pdfs.server.ts'
import { invariantResponse, parseId } from '#app/utils/ids.ts'

// Writing the housekeeping documents from the back office. The public list
// (the housekeeping page, /Pdf/{name}, the API's GetAllPdf) reads the same rows.

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
		return { id: row.id, pdf: name }
	})
}

/**
 * A document's title, and its titles in Hindi and Marathi when given (an empty one
 * shows the English on that language's pages): one transaction.
 */
export async function renameDocument(
	db: Db,
	id: number,
	title: string,
	translations: Partial<Record<Exclude<Language, 'en'>, string>> = {},
	now = new Date(),
) {
	await inTransaction(db, async (trx) => {
		await trx.updateTable('documents').set({ title }).where('id', '=', id).execute()
		for (const [language, translated] of Object.entries(translations) as Array<[Language, string]>) {
			if (!translated) {
				await trx
					.deleteFrom('document_translations')
					.where('document_id', '=', id)
					.where('language', '=', language)
					.execute()
				continue
			}
			const values = { title: translated, updated_at: now.toISOString() }
			await trx
				.insertInto('document_translations')
				.values({ document_id: id, language, ...values })
				.onConflict((oc) => oc.columns(['document_id', 'language']).doUpdateSet(values))
				.execute()
		}
	})
}

/** A document's titles in Hindi and Marathi as the form edits them (empty where not written). */
export async function documentTranslations(db: Db, id: number) {
	const rows = await db
		.selectFrom('document_translations')
		.select(['language', 'title'])
		.where('document_id', '=', id)
		.execute()
	const title = (language: Language) => rows.find((row) => row.language === language)?.title ?? ''
	return { hi: title('hi'), mr: title('mr') }
}

export async function deleteDocument(db: Db, document: { id: number; file_id: string | null }) {
	await inTransaction(db, async (trx) => {
		await trx.deleteFrom('documents').where('id', '=', document.id).execute()
		if (document.file_id) await trx.deleteFrom('files').where('id', '=', document.file_id).execute()
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
export async function moveDocument(db: Db, id: number, direction: 'up' | 'down') {
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
	})
}
