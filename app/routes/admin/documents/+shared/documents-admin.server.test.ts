import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db.server.ts'
import { listDocuments, readRegisteredPdf } from '#app/utils/documents.server.ts'
import { seed } from '#app/utils/seed.server.ts'
import {
	addDocument,
	deleteDocument,
	documentTranslations,
	moveDocument,
	moveInOrder,
	renameDocument,
	requireDocument,
} from './documents-admin.server.ts'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1')

describe('moving a document in the list', () => {
	test('swaps it with its neighbour', () => {
		expect(moveInOrder(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c'])
		expect(moveInOrder(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b'])
	})

	test('leaves the list as it is at either end or for an unknown item', () => {
		expect(moveInOrder(['a', 'b'], 0, 'up')).toEqual(['a', 'b'])
		expect(moveInOrder(['a', 'b'], 1, 'down')).toEqual(['a', 'b'])
		expect(moveInOrder(['a', 'b'], -1, 'down')).toEqual(['a', 'b'])
	})
})

describe.each(testDatabases())('Housekeeping documents written from the back office on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
		await seed(db)
	})
	afterEach(async () => destroy())

	test('a new document goes to the end of the public list under a name of its own', async () => {
		const a = await addDocument(db, { title: 'Checklist', pdf: { bytes: PDF, name: 'Checklist.pdf' } })
		const b = await addDocument(db, { title: 'Checklist again', pdf: { bytes: PDF, name: 'checklist.PDF' } })
		expect([a.pdf, b.pdf]).toEqual(['checklist.pdf', 'checklist-2.pdf'])
		const titles = (await listDocuments(db)).map((doc) => doc.title)
		expect(titles.slice(-2)).toEqual(['Checklist', 'Checklist again'])
		expect((await readRegisteredPdf(db, 'checklist-2.pdf'))?.bytes.equals(PDF)).toBe(true)
	})

	test('a title written in Hindi shows on Hindi pages; one not written shows the English, marked as such', async () => {
		const doc = await addDocument(db, { title: 'Uniform rules', pdf: { bytes: PDF, name: 'uniform.pdf' } })
		await renameDocument(db, doc.id, 'Uniform rules', { hi: 'वर्दी के नियम', mr: '' })
		const shown = async (language: 'en' | 'hi' | 'mr') =>
			(await listDocuments(db, language)).find((listed) => listed.id === doc.id)
		expect(await shown('hi')).toMatchObject({ title: 'वर्दी के नियम', titleInEnglish: false })
		expect(await shown('mr')).toMatchObject({ title: 'Uniform rules', titleInEnglish: true })
		expect(await shown('en')).toMatchObject({ title: 'Uniform rules', titleInEnglish: false })
		expect(await documentTranslations(db, doc.id)).toEqual({ hi: 'वर्दी के नियम', mr: '' })
		// Emptied, the Hindi title is gone; deleting the document takes its titles along.
		await renameDocument(db, doc.id, 'Uniform rules', { hi: '' })
		expect((await shown('hi'))?.titleInEnglish).toBe(true)
		await renameDocument(db, doc.id, 'Uniform rules', { mr: 'गणवेशाचे नियम' })
		await deleteDocument(db, await requireDocument(db, String(doc.id)))
		expect(
			await db.selectFrom('document_translations').selectAll().where('document_id', '=', doc.id).execute(),
		).toEqual([])
	})

	test('the sample documents come with their Hindi and Marathi titles', async () => {
		for (const language of ['hi', 'mr'] as const) {
			const titles = (await listDocuments(db, language)).map((doc) => doc.title)
			expect(
				titles.every((title) => /[\u0900-\u097f]/.test(title)),
				language,
			).toBe(true)
		}
	})

	test('moving, renaming and deleting show in the public list', async () => {
		const [first, second] = await listDocuments(db)
		await moveDocument(db, second!.id, 'up')
		expect((await listDocuments(db)).map((doc) => [doc.id, doc.sortOrder])).toEqual([
			[second!.id, 1],
			[first!.id, 2],
			[expect.any(Number), 3],
		])
		await renameDocument(db, first!.id, 'Renamed')
		expect((await listDocuments(db))[1]!.title).toBe('Renamed')
		await deleteDocument(db, await requireDocument(db, String(first!.id)))
		expect((await listDocuments(db)).map((doc) => doc.id)).not.toContain(first!.id)
		expect(await readRegisteredPdf(db, first!.pdf)).toBeUndefined()
	})
})
