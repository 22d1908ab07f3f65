import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from './db.server.ts'
import { isSafePdfName, listDocuments, readRegisteredPdf } from './documents.server.ts'
import { insertFile } from './files.server.ts'
import { formatBytes } from './format.ts'
import { seed } from './seed.server.ts'

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

describe('File names and sizes', () => {
	test('only plain PDF file names are safe', () => {
		expect(isSafePdfName('housekeeping-sop-office-cleaning.pdf')).toBe(true)
		for (const name of [
			'../brisk.db',
			'..\\brisk.db',
			'a/b.pdf',
			'.hidden.pdf',
			'brisk.db',
			'a..pdf',
			'',
			'x.pdf\u0000.txt',
		]) {
			expect(isSafePdfName(name), name).toBe(false)
		}
	})

	test('sizes read as B, KB or MB', () => {
		expect(formatBytes(512)).toBe('512 B')
		expect(formatBytes(2100)).toBe('2 KB')
		expect(formatBytes(1_500_000)).toBe('1.4 MB')
		expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB')
	})
})
