import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { applicationsHoldingFilesBefore, loadYearOfData } from '#tests/fixtures/year-of-data.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { purgeExpiredFiles, readPurgeStatus, runPurge, type PurgeOutcome } from './retention.server.ts'
import { seed } from '#app/utils/jobs/seed.server.ts'

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

describe.each(testDatabases())('The daily purge with many applications on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	const now = new Date('2027-06-01T00:00:00Z')

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	test('works through more expired applications than one batch holds, keeps the rest, and records its outcome', async () => {
		const data = await loadYearOfData(db, { applications: 1500, expired: 1200, jobs: 10, enquiries: 10, now })
		// An audit entry past AUDIT_DAYS, and a spent rate-limit counter that names a person.
		await db
			.insertInto('audit_log')
			.values({ at: '2020-01-01T00:00:00.000Z', staff_id: null, staff_email: null, action: 'sign-in', subject: null })
			.execute()
		await db
			.insertInto('rate_limits')
			.values([
				{ key: 'apply-person:mobile:9876543210', points: 1, expire: now.getTime() - 1000 },
				{ key: 'apply-person:mobile:9876543211', points: 1, expire: now.getTime() + 60_000 },
			])
			.execute()
		const progress: number[] = []

		const outcome = await runPurge(db, {
			retentionDays: 365,
			auditDays: 730,
			now,
			pauseMs: 0,
			onProgress: (counts) => progress.push(counts.files),
		})

		expect(outcome).toMatchObject({
			ran: true,
			counts: { applications: 1200, files: 3600, auditEntries: 1, rateLimits: 1 },
		})
		expect(await applicationsHoldingFilesBefore(db, data.expiredBefore)).toBe(0)
		const kept = await db
			.selectFrom('files')
			.select((eb) => eb.fn.countAll().as('n'))
			.where('kind', 'in', ['photo', 'resume', 'aadhaar'])
			.executeTakeFirstOrThrow()
		expect(Number(kept.n)).toBe(900)
		// The applications themselves stay, with their words.
		const expired = await db
			.selectFrom('applications')
			.select(['name', 'photo_file_id'])
			.where('id', '=', data.expiredApplicationIds[0]!)
			.executeTakeFirstOrThrow()
		expect(expired.name).not.toBe('')
		expect(expired.photo_file_id).toBeNull()
		expect(progress.length).toBeGreaterThan(5)
		const limits = await db.selectFrom('rate_limits').select('key').execute()
		expect(limits.map((row) => row.key)).toEqual(['apply-person:mobile:9876543211'])
		expect(await readPurgeStatus(db)).toMatchObject({ state: 'finished', files: 3600, applications: 1200, error: null })

		const again = await runPurge(db, { retentionDays: 365, auditDays: 730, now, pauseMs: 0 })
		expect(again).toMatchObject({ ran: true, counts: { applications: 0, files: 0 } })
	})

	test('a second purge started while one runs (another instance) waits for the next day instead', async () => {
		await loadYearOfData(db, { applications: 600, expired: 600, jobs: 2, enquiries: 0, now })
		// The second starts while the first pauses between two batches: not after a guess of time, which a fast or a
		// busy machine would miss.
		let midway!: () => void
		const running = new Promise<void>((resolve) => (midway = resolve))
		const first = runPurge(db, { retentionDays: 365, auditDays: 730, now, pauseMs: 20, onProgress: () => midway() })
		await running
		const second = await runPurge(db, { retentionDays: 365, auditDays: 730, now, pauseMs: 0 })
		expect(second).toMatchObject({ ran: false, status: { state: 'running' } })
		expect(await first).toMatchObject({ ran: true, counts: { applications: 600, files: 1800 } })
	})

	test('a purge stopped with its server stops between two batches; the next one takes its lease and continues', async () => {
		const data = await loadYearOfData(db, { applications: 600, expired: 600, jobs: 2, enquiries: 0, now })
		const options = { retentionDays: 365, auditDays: 730, now, pauseMs: 0 }
		const stopping = new AbortController()
		const stopped = await runPurge(db, { ...options, signal: stopping.signal, onProgress: () => stopping.abort() })
		expect(stopped).toMatchObject({ ran: false, status: { state: 'running' } })
		expect(stopped).not.toHaveProperty('lost')
		expect(await runPurge(db, options)).toMatchObject({ ran: true, counts: { applications: 400 } })
		expect(await applicationsHoldingFilesBefore(db, data.expiredBefore)).toBe(0)
	})

	describe('a purge that stalls past its lease', () => {
		afterEach(() => vi.useRealTimers())

		test('stops when another instance took over, and leaves that one its lease and its status', async () => {
			const data = await loadYearOfData(db, { applications: 600, expired: 600, jobs: 2, enquiries: 0, now })
			const options = { retentionDays: 365, auditDays: 730, now, pauseMs: 0 }
			let second: Promise<PurgeOutcome> | undefined
			let secondRunning!: () => void
			const secondStarted = new Promise<void>((resolve) => (secondRunning = resolve))
			let firstStopped!: () => void
			const firstDone = new Promise<void>((resolve) => (firstStopped = resolve))
			const first = runPurge(db, {
				...options,
				onProgress: async () => {
					if (second) return
					// Stalled after its first batch (a long lock, a paused machine) until its lease ran out: another
					// instance's purge takes over, and is still running when the first wakes up.
					vi.useFakeTimers({ toFake: ['Date'] })
					vi.setSystemTime(Date.now() + 3 * 60_000)
					second = runPurge(db, {
						...options,
						onProgress: async () => {
							secondRunning()
							await firstDone
						},
					})
					await secondStarted
				},
			})

			expect(await first).toMatchObject({ ran: false, lost: true, status: { state: 'running' } })
			// The lease is still the second's: a third instance does not start.
			expect(await runPurge(db, options)).toMatchObject({ ran: false })
			firstStopped()
			expect(await second).toMatchObject({ ran: true })
			expect(await applicationsHoldingFilesBefore(db, data.expiredBefore)).toBe(0)
			expect(await readPurgeStatus(db)).toMatchObject({ state: 'finished', startedAt: new Date().toISOString() })
		})
	})

	test.runIf(kind.name === 'sqlite')(
		'finds the applications still holding files by an index, not by reading them all',
		async () => {
			const plan = await sql<{ detail: string }>`explain query plan
			select id from applications where created_at < ${now.toISOString()}
			and (photo_file_id is not null or resume_file_id is not null or aadhaar_file_id is not null)
			order by created_at, id limit 200`.execute(db)
			expect(plan.rows.map((row) => row.detail).join('\n')).toContain('USING INDEX applications_holding_files')
		},
	)
})
