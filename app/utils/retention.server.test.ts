import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from './db.server.ts'
import { purgeExpiredFiles } from './retention.server.ts'
import { seed } from './seed.server.ts'

describe.each(testDatabases())('Retention of applicants\u2019 files on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		await seed(db)
	})
	afterAll(() => destroy())

	async function storedFile(id: string, createdAt: string) {
		await db
			.insertInto('files')
			.values({
				id,
				kind: 'resume',
				original_name: 'cv.pdf',
				media_type: 'application/pdf',
				byte_size: 5,
				bytes: Buffer.from('bytes'),
				created_at: createdAt,
			})
			.execute()
	}

	async function application(email: string, createdAt: string, fileId: string) {
		const job = await db.selectFrom('jobs').select('id').executeTakeFirstOrThrow()
		const row = await db
			.insertInto('applications')
			.values({
				job_id: job.id,
				name: 'A',
				contact: '+919876543210',
				email,
				email_normalised: email,
				location: 'Pune',
				job_field: 'Security',
				resume_file_id: fileId,
				created_at: createdAt,
				updated_at: createdAt,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		return row.id
	}

	test('files of applications older than the retention period are deleted; newer ones and the applications stay', async () => {
		const now = new Date('2027-06-01T00:00:00Z')
		const old = '2026-01-01T00:00:00.000Z'
		const recent = '2027-05-01T00:00:00.000Z'
		await storedFile('a'.repeat(32), old)
		await storedFile('b'.repeat(32), recent)
		await storedFile('c'.repeat(32), old) // never attached
		const oldApplication = await application('old@example.com', old, 'a'.repeat(32))
		const newApplication = await application('new@example.com', recent, 'b'.repeat(32))

		expect(await purgeExpiredFiles(db, 365, now)).toBe(2)

		const left = await db.selectFrom('files').select('id').where('kind', '=', 'resume').execute()
		expect(left.map((f) => f.id)).toEqual(['b'.repeat(32)])
		// Job adverts and housekeeping documents belong to their records, not to applications.
		const published = await db.selectFrom('files').select('id').where('kind', 'in', ['advert', 'document']).execute()
		expect(published.length).toBeGreaterThan(0)
		const rows = await db
			.selectFrom('applications')
			.select(['id', 'resume_file_id'])
			.where('id', 'in', [oldApplication, newApplication])
			.orderBy('id')
			.execute()
		expect(rows).toEqual([
			{ id: oldApplication, resume_file_id: null },
			{ id: newApplication, resume_file_id: 'b'.repeat(32) },
		])
		expect(await purgeExpiredFiles(db, 365, now)).toBe(0)
	})
})
