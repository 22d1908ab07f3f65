import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { forEachTranslation, LANGUAGE_INFO, SCRIPT_LETTERS, TRANSLATED_LANGUAGES } from '#app/i18n/languages.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import {
	addDocument,
	deleteDocument,
	documentTranslations,
	listDocuments,
	moveDocument,
	moveInOrder,
	readRegisteredPdf,
	renameDocument,
	requireDocument,
} from './documents.server.ts'
import { insertFile } from '#app/utils/files/files.server.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { seed } from '#app/utils/jobs/seed.server.ts'

describe.each(testDatabases())('Housekeeping documents and /Pdf/ files on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
		await seed(db, new Date('2025-01-10T08:00:00Z'))
	})
	afterEach(async () => destroy())

	test("the list comes in the office's order, with a size a person can read", async () => {
		const documents = await listDocuments(db)
		expect(documents.map((d) => d.title)).toEqual([
			'Daily cleaning checklist',
			'Standard operating procedure: office cleaning',
			'Housekeeping services overview',
		])
		expect(documents[0]!.size).toMatch(/^\d+ KB$/)
	})

	test('a registered document and a job advert are read from the database', async () => {
		const doc = await readRegisteredPdf(db, 'housekeeping-sop-office-cleaning.pdf')
		expect(doc?.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
		const advert = await readRegisteredPdf(db, 'advert-housekeeping-attendant-pune.pdf')
		expect(advert?.bytes.length).toBeGreaterThan(500)
	})

	test('a stored file that no document or job publishes is not served by name', async () => {
		await insertFile(db, {
			kind: 'resume',
			name: 'private-notes.pdf',
			mediaType: 'application/pdf',
			bytes: Buffer.from('%PDF-1.7 private'),
		})
		expect(await readRegisteredPdf(db, 'private-notes.pdf')).toBeUndefined()
	})

	test('a registered name that is a path is never looked up', async () => {
		const fileId = await insertFile(db, {
			kind: 'document',
			name: 'x.pdf',
			mediaType: 'application/pdf',
			bytes: Buffer.from('%PDF-1.7 x'),
		})
		await db
			.insertInto('documents')
			.values({
				title: 'Bad',
				pdf: '../secret.key.pdf',
				file_id: fileId,
				byte_size: 1,
				sort_order: 9,
				created_at: '2025-01-10T08:00:00Z',
			})
			.execute()
		expect(await readRegisteredPdf(db, '../secret.key.pdf')).toBeUndefined()
	})
})

describe('File sizes', () => {
	test('sizes read as B, KB or MB', () => {
		expect(formatBytes(512)).toBe('512 B')
		expect(formatBytes(2100)).toBe('2 KB')
		expect(formatBytes(1_500_000)).toBe('1.4 MB')
		expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB')
	})
})

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1')
const staff = { id: 3, email: 'office@brisk.test' }

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
		const a = await addDocument(db, staff, { title: 'Checklist', pdf: { bytes: PDF, name: 'Checklist.pdf' } })
		const b = await addDocument(db, staff, { title: 'Checklist again', pdf: { bytes: PDF, name: 'checklist.PDF' } })
		expect([a.pdf, b.pdf]).toEqual(['checklist.pdf', 'checklist-2.pdf'])
		const titles = (await listDocuments(db)).map((doc) => doc.title)
		expect(titles.slice(-2)).toEqual(['Checklist', 'Checklist again'])
		expect((await readRegisteredPdf(db, 'checklist-2.pdf'))?.bytes.equals(PDF)).toBe(true)
	})

	test('a title written in Hindi shows on Hindi pages; one not written shows the English, marked as such', async () => {
		const doc = await addDocument(db, staff, { title: 'Uniform rules', pdf: { bytes: PDF, name: 'uniform.pdf' } })
		const document = { id: doc.id, title: 'Uniform rules' }
		await renameDocument(db, staff, document, 'Uniform rules', { hi: 'वर्दी के नियम', mr: '' })
		const shown = async (language: 'en' | 'hi' | 'mr') =>
			(await listDocuments(db, language)).find((listed) => listed.id === doc.id)
		expect(await shown('hi')).toMatchObject({ title: 'वर्दी के नियम', titleInEnglish: false })
		expect(await shown('mr')).toMatchObject({ title: 'Uniform rules', titleInEnglish: true })
		expect(await shown('en')).toMatchObject({ title: 'Uniform rules', titleInEnglish: false })
		expect(await documentTranslations(db, doc.id)).toEqual({ ...forEachTranslation(() => ''), hi: 'वर्दी के नियम' })
		// Emptied, the Hindi title is gone; deleting the document takes its titles along.
		await renameDocument(db, staff, document, 'Uniform rules', { hi: '' })
		expect((await shown('hi'))?.titleInEnglish).toBe(true)
		await renameDocument(db, staff, document, 'Uniform rules', { mr: 'गणवेशाचे नियम' })
		await deleteDocument(db, staff, await requireDocument(db, String(doc.id)))
		expect(
			await db.selectFrom('document_translations').selectAll().where('document_id', '=', doc.id).execute(),
		).toEqual([])
	})

	test('the sample documents come with their Hindi and Marathi titles', async () => {
		for (const language of TRANSLATED_LANGUAGES) {
			const titles = (await listDocuments(db, language)).map((doc) => doc.title)
			expect(
				titles.every((title) => SCRIPT_LETTERS[LANGUAGE_INFO[language].script].test(title)),
				language,
			).toBe(true)
		}
	})

	test('moving, renaming and deleting show in the public list', async () => {
		const [first, second] = await listDocuments(db)
		await moveDocument(db, staff, second!.id, 'up')
		expect((await listDocuments(db)).map((doc) => [doc.id, doc.sortOrder])).toEqual([
			[second!.id, 1],
			[first!.id, 2],
			[expect.any(Number), 3],
		])
		await renameDocument(db, staff, first!, 'Renamed')
		expect((await listDocuments(db))[1]!.title).toBe('Renamed')
		await deleteDocument(db, staff, await requireDocument(db, String(first!.id)))
		expect((await listDocuments(db)).map((doc) => doc.id)).not.toContain(first!.id)
		expect(await readRegisteredPdf(db, first!.pdf)).toBeUndefined()
	})

	test('each change writes its audit entry, naming who made it', async () => {
		const added = await addDocument(db, staff, { title: 'Checklist', pdf: { bytes: PDF, name: 'checklist.pdf' } })
		const subject = `document ${added.id}`
		await renameDocument(db, staff, { id: added.id, title: 'Checklist' }, 'Daily checklist', { hi: 'सूची', mr: '' })
		await moveDocument(db, staff, added.id, 'up')
		await deleteDocument(db, staff, await requireDocument(db, String(added.id)))
		const entries = await db
			.selectFrom('audit_log')
			.select(['staff_id', 'staff_email', 'action', 'details'])
			.where('subject', '=', subject)
			.orderBy('id')
			.execute()
		expect(entries.map((entry) => [entry.action, JSON.parse(entry.details ?? 'null')])).toEqual([
			['document.create', { title: 'Checklist', pdf: 'checklist.pdf' }],
			['document.rename', { from: 'Checklist', to: 'Daily checklist', hi: 'सूची', mr: '' }],
			['document.move', { direction: 'up' }],
			['document.delete', { title: 'Daily checklist', pdf: 'checklist.pdf' }],
		])
		expect(entries.every((entry) => entry.staff_id === staff.id && entry.staff_email === staff.email)).toBe(true)
	})
})
