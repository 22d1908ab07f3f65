import fs from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from './db.server.ts'
import { formatFileSize, isSafePdfName, listDocuments, readRegisteredPdf } from './documents.server.ts'
import { pdfDir, seed } from './seed.server.ts'

describe.each(testDatabases())('Housekeeping documents and /Pdf/ files on $name', (kind) => {
	let db: Db
	let dataDir: string
	let destroy: () => Promise<void>

	beforeEach(async () => {
		;({ db, dataDir, destroy } = await kind.create())
		await seed(db, dataDir, new Date('2025-01-10T08:00:00Z'))
	})
	afterEach(async () => destroy())

	test('the list comes in the office\'s order, with a size a person can read', async () => {
		const documents = await listDocuments(db)
		expect(documents.map((d) => d.title)).toEqual([
			'Daily cleaning checklist',
			'Standard operating procedure: office cleaning',
			'Housekeeping services overview',
		])
		expect(documents[0]!.size).toMatch(/^\d+ KB$/)
	})

	test('a registered document and a job advert are read from the pdf folder', async () => {
		const doc = await readRegisteredPdf(db, dataDir, 'housekeeping-sop-office-cleaning.pdf')
		expect(doc?.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
		const advert = await readRegisteredPdf(db, dataDir, 'advert-housekeeping-attendant-pune.pdf')
		expect(advert?.size).toBeGreaterThan(500)
	})

	test('an unregistered file in the same folder is not served', async () => {
		await fs.writeFile(path.join(pdfDir(dataDir), 'private-notes.pdf'), '%PDF-1.7 private')
		expect(await readRegisteredPdf(db, dataDir, 'private-notes.pdf')).toBeNull()
	})

	test('a registered name whose file has gone missing is not served (404, not an error)', async () => {
		await fs.rm(path.join(pdfDir(dataDir), 'housekeeping-services-overview.pdf'))
		expect(await readRegisteredPdf(db, dataDir, 'housekeeping-services-overview.pdf')).toBeNull()
	})

	test('a registered name that is a path is never followed', async () => {
		await db.insertInto('documents').values({ title: 'Bad', pdf: '../secret.key.pdf', byte_size: 1, sort_order: 9, created_at: '2025-01-10T08:00:00Z' }).execute()
		await fs.writeFile(path.join(dataDir, 'secret.key.pdf'), '%PDF-1.7 secret')
		expect(await readRegisteredPdf(db, dataDir, '../secret.key.pdf')).toBeNull()
	})
})

describe('File names and sizes', () => {
	test('only plain PDF file names are safe', () => {
		expect(isSafePdfName('housekeeping-sop-office-cleaning.pdf')).toBe(true)
		for (const name of ['../brisk.db', '..\\brisk.db', 'a/b.pdf', '.hidden.pdf', 'brisk.db', 'a..pdf', '', 'x.pdf\u0000.txt']) {
			expect(isSafePdfName(name), name).toBe(false)
		}
	})

	test('sizes read as B, KB or MB', () => {
		expect(formatFileSize(512)).toBe('512 B')
		expect(formatFileSize(2100)).toBe('2 KB')
		expect(formatFileSize(1_500_000)).toBe('1.4 MB')
	})
})
