import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { inTransaction, usesPostgres, type Db } from '#app/utils/db/db.server.ts'
import { addCategory, setCategoryRetired } from './job-categories.server.ts'
import type { JobInput } from './job-schema.ts'
import { createJob, requireJob, setJobOpen, updateJob } from './jobs.server.ts'

// The rules of publishing a job are decided by the job's own functions, inside the transaction of the change,
// whoever calls them (the back office's pages, the compatibility API, a script): an open job stays in a category
// visitors can choose, and no job is given, nor opened again with, a last day to apply that has passed.

const staff = { id: 4, email: 'hr@brisk.test' }

const input: JobInput = {
	title: 'Pipe Fitter',
	designation: 'Plumber',
	category: 'Security',
	location: 'Pune, Maharashtra',
	phone: '+91 20 4000 1000',
	tillDate: '2099-12-31',
	description: 'Fits and mends pipes in housing societies.',
}

describe.each(testDatabases())('The rules of publishing a job, on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterEach(async () => destroy())

	async function newJob(values: Partial<JobInput> = {}, now?: Date) {
		const created = await createJob(db, staff, { ...input, ...values }, now)
		if (!created.ok) throw new Error(`The job was refused: ${created.reason}`)
		return created.id
	}

	/** A category staff added, then retired (it has no open job, so retiring it is allowed). */
	async function retiredCategory() {
		const added = await addCategory(db, staff, { en: 'Plumbing', hi: '', mr: '', te: '' })
		if (!added.ok) throw new Error('The category was refused.')
		expect((await setCategoryRetired(db, staff, added.category.id, true)).ok).toBe(true)
		return added.category.value
	}

	async function auditedActions(id: number) {
		const rows = await db.selectFrom('audit_log').select('action').where('subject', '=', `job ${id}`).execute()
		return rows.map((row) => row.action)
	}

	test('An open job moved to a category retired since the form was shown is refused: the job and its record stay as they were', async () => {
		const id = await newJob()
		const plumbing = await retiredCategory()
		const saved = await updateJob(db, staff, id, { ...input, title: 'Pipe Fitter (moved)', category: plumbing })
		expect(saved).toEqual({ ok: false, reason: 'category-retired', category: 'Plumbing' })
		expect(await requireJob(db, String(id))).toMatchObject({ title: 'Pipe Fitter', category: 'Security' })
		expect(await auditedActions(id)).toEqual(['job.create'])

		// A closed job may go there (it keeps a retired category while closed), but it is not opened again in it.
		expect(await setJobOpen(db, staff, id, false)).toEqual({ ok: true })
		expect(await updateJob(db, staff, id, { ...input, category: plumbing })).toEqual({ ok: true })
		expect(await setJobOpen(db, staff, id, true)).toEqual({
			ok: false,
			reason: 'category-retired',
			category: 'Plumbing',
		})
		expect(await requireJob(db, String(id))).toMatchObject({ published: 0, category: plumbing })
		expect(await auditedActions(id)).toEqual(['job.create', 'job.close', 'job.update'])

		// A category that does not exist is refused for any job; a new job is never created in a retired one.
		expect(await updateJob(db, staff, id, { ...input, category: 'Cooking' })).toEqual({
			ok: false,
			reason: 'category-unknown',
		})
		expect(await createJob(db, staff, { ...input, category: plumbing })).toEqual({
			ok: false,
			reason: 'category-retired',
			category: 'Plumbing',
		})
	})

	test('A category being retired while an open job is moved into it: the move waits for it, then is refused', async () => {
		const id = await newJob()
		const added = await addCategory(db, staff, { en: 'Plumbing', hi: '', mr: '', te: '' })
		if (!added.ok) throw new Error('The category was refused.')
		let release = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		let retiredInside = () => {}
		const retiring = new Promise<void>((resolve) => (retiredInside = resolve))
		// Retired in a transaction that stays open until the move has started.
		const retire = inTransaction(db, async (trx) => {
			expect((await setCategoryRetired(trx, staff, added.category.id, true)).ok).toBe(true)
			retiredInside()
			await held
		})
		await retiring
		const moved = updateJob(db, staff, id, { ...input, category: added.category.value })
		// PostgreSQL: the move is waiting for the categories' lock (SQLite runs one transaction at a time anyway).
		if (usesPostgres(db)) {
			await vi.waitFor(
				async () => {
					const waiting = await sql<{ n: number | string }>`select count(*) as n from pg_locks
						where not granted and relation = to_regclass('job_categories')`.execute(db)
					expect(Number(waiting.rows[0]?.n)).toBeGreaterThan(0)
				},
				{ timeout: 10_000, interval: 20 },
			)
		}
		release()
		await retire
		expect(await moved).toEqual({ ok: false, reason: 'category-retired', category: 'Plumbing' })
		expect(await requireJob(db, String(id))).toMatchObject({ category: 'Security', published: 1 })
		expect(await auditedActions(id)).toEqual(['job.create'])
	})

	test('A closed job whose last day has passed is not opened again until it is given a later one', async () => {
		const opened = new Date('2026-11-01T06:00:00Z')
		const id = await newJob({ tillDate: '2026-11-20' }, opened)
		expect(await setJobOpen(db, staff, id, false, opened)).toEqual({ ok: true })
		// 21 Nov in India: the last day has passed.
		const later = new Date('2026-11-21T06:00:00Z')
		expect(await setJobOpen(db, staff, id, true, later)).toEqual({ ok: false, reason: 'deadline-passed' })
		expect(await requireJob(db, String(id))).toMatchObject({ published: 0 })
		expect(await auditedActions(id)).toEqual(['job.create', 'job.close'])
		// Its own old day may be kept when it is saved closed; a new day that has passed may not be given.
		expect(await updateJob(db, staff, id, { ...input, tillDate: '2026-11-20', title: 'Kept' }, later)).toEqual({
			ok: true,
		})
		expect(await updateJob(db, staff, id, { ...input, tillDate: '2026-11-19' }, later)).toEqual({
			ok: false,
			reason: 'deadline-passed',
		})
		// The last day itself still counts: given today, it opens.
		expect(await updateJob(db, staff, id, { ...input, tillDate: '2026-11-21' }, later)).toEqual({ ok: true })
		expect(await setJobOpen(db, staff, id, true, later)).toEqual({ ok: true })
		expect(await requireJob(db, String(id))).toMatchObject({ published: 1, till_date: '2026-11-21' })
	})

	test('A new job whose last day has passed is refused and not stored', async () => {
		const now = new Date('2026-11-21T06:00:00Z')
		expect(await createJob(db, staff, { ...input, tillDate: '2026-11-20' }, now)).toEqual({
			ok: false,
			reason: 'deadline-passed',
		})
		const stored = await db.selectFrom('jobs').select('id').where('title', '=', input.title).execute()
		expect(stored).toEqual([])
	})
})
