import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/utils/db/db.server.ts'
import { loadYearOfData, type YearOfData } from '#tests/fixtures/year-of-data.ts'
import { testDatabases } from '#tests/setup/databases.ts'

// The data the data-growth benchmark measures with (other/bench/data-growth.ts), at a small size.

async function count(query: { executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }> }) {
	return Number((await query.executeTakeFirstOrThrow()).n)
}

describe.each(testDatabases())('A year of data on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let loaded: YearOfData
	const progress: number[] = []
	const now = new Date('2027-03-01T06:00:00Z')

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		loaded = await loadYearOfData(db, {
			applications: 2000,
			expired: 1500,
			jobs: 40,
			enquiries: 300,
			now,
			onProgress: (done) => progress.push(done),
		})
	}, 60_000)
	afterAll(() => destroy())

	test('2,000 applications are stored, 1,500 of them older than the retention period and the rest within the year', async () => {
		expect(loaded.applicationIds).toHaveLength(2000)
		expect(new Set(loaded.applicationIds).size).toBe(2000)
		expect(loaded.expiredApplicationIds).toHaveLength(1500)
		expect(loaded.expiredBefore).toBe('2026-03-01T06:00:00.000Z')
		const applications = db.selectFrom('applications').select((eb) => eb.fn.countAll().as('n'))
		expect(await count(applications)).toBe(2000)
		expect(await count(applications.where('created_at', '<', loaded.expiredBefore))).toBe(1500)
		const twoYearsBefore = new Date(now.getTime() - 730 * 86_400_000).toISOString()
		expect(await count(applications.where('created_at', '<', twoYearsBefore))).toBe(0)
		expect(await count(applications.where('created_at', '>', now.toISOString()))).toBe(0)
		const expiredIds = await db
			.selectFrom('applications')
			.select('id')
			.where('created_at', '<', loaded.expiredBefore)
			.execute()
		expect(expiredIds.map((row) => row.id).sort((a, b) => a - b)).toEqual(
			[...loaded.expiredApplicationIds].sort((a, b) => a - b),
		)
		expect(progress.at(-1)).toBe(2000)
	})

	test('each application has its photo, resume and Aadhaar card, a stage, an audit entry and two sent mails', async () => {
		const files = await db
			.selectFrom('files')
			.select(['kind', (eb) => eb.fn.countAll().as('n')])
			.groupBy('kind')
			.execute()
		expect(Object.fromEntries(files.map((row) => [row.kind, Number(row.n)]))).toEqual({
			photo: 2000,
			resume: 2000,
			aadhaar: 2000,
		})
		expect(loaded.files).toBe(6000)
		expect(loaded.expiredFiles).toBe(4500)
		const attached = await db
			.selectFrom('applications as a')
			.innerJoin('files as p', 'p.id', 'a.photo_file_id')
			.innerJoin('files as r', 'r.id', 'a.resume_file_id')
			.innerJoin('files as c', 'c.id', 'a.aadhaar_file_id')
			.where('p.kind', '=', 'photo')
			.where('r.kind', '=', 'resume')
			.where('c.kind', '=', 'aadhaar')
			.whereRef('p.created_at', '=', 'a.created_at')
			.select((eb) => eb.fn.countAll().as('n'))
		expect(await count(attached)).toBe(2000)
		const file = await db.selectFrom('files').select(['bytes', 'byte_size', 'sha256']).executeTakeFirstOrThrow()
		expect(file.byte_size).toBe(file.bytes!.length)
		expect(file.sha256).toBe(crypto.createHash('sha256').update(file.bytes!).digest('hex'))

		const events = db.selectFrom('application_events').where('kind', '=', 'stage')
		expect(await count(events.select((eb) => eb.fn.countAll().as('n')))).toBe(2000)
		const audits = db.selectFrom('audit_log').where('subject', 'like', 'application %')
		expect(await count(audits.select((eb) => eb.fn.countAll().as('n')))).toBe(2000)
		const mails = await db
			.selectFrom('outbox')
			.select(['kind', 'status', (eb) => eb.fn.countAll().as('n')])
			.groupBy(['kind', 'status'])
			.execute()
		expect(mails.map((row) => [row.kind, row.status, Number(row.n)]).sort()).toEqual([
			['career-admin', 'sent', 2000],
			['career-candidate', 'sent', 2000],
		])
		const office = await db
			.selectFrom('outbox as o')
			.innerJoin('applications as a', 'a.email', 'o.reply_to')
			.where('o.kind', '=', 'career-admin')
			.select((eb) => eb.fn.countAll().as('n'))
		expect(await count(office)).toBe(2000)
		const named = db
			.selectFrom('outbox as o')
			.innerJoin('applications as a', 'a.id', 'o.application_id')
			.whereRef('o.created_at', '=', 'a.created_at')
			.select((eb) => eb.fn.countAll().as('n'))
		expect(await count(named)).toBe(4000)
	})

	test('applicants are varied people: unique e-mails per job, Indian mobiles, some names in Devanagari, three languages', async () => {
		const rows = await db
			.selectFrom('applications')
			.select(['job_id', 'name', 'contact', 'email', 'email_normalised', 'language', 'submission_key'])
			.execute()
		expect(new Set(rows.map((row) => `${row.job_id} ${row.email_normalised}`)).size).toBe(2000)
		expect(rows.every((row) => /^\+91[6-9]\d{9}$/.test(row.contact))).toBe(true)
		expect(rows.every((row) => row.email === row.email_normalised && row.submission_key === null)).toBe(true)
		expect(rows.filter((row) => /[\u0900-\u097f]/.test(row.name)).length).toBeGreaterThan(100)
		expect(new Set(rows.map((row) => row.name)).size).toBeGreaterThan(300)
		expect(new Set(rows.map((row) => row.language))).toEqual(new Set(['en', 'hi', 'mr']))
		expect(rows.some((row) => row.name === loaded.sample.name && row.contact === loaded.sample.mobile)).toBe(true)
	})

	test('the extra jobs are half open with a Hindi and a Marathi translation each, and 70% of the enquiries are handled', async () => {
		expect(loaded.jobIds).toHaveLength(40)
		const today = now.toISOString().slice(0, 10)
		const open = db
			.selectFrom('jobs')
			.where('published', '=', 1)
			.where('till_date', '>=', today)
			.select((eb) => eb.fn.countAll().as('n'))
		expect(await count(open)).toBe(20)
		const categories = await db.selectFrom('jobs').select('category').distinct().execute()
		expect(categories).toHaveLength(4)
		const translations = db.selectFrom('job_translations').select((eb) => eb.fn.countAll().as('n'))
		expect(await count(translations.where('language', '=', 'hi'))).toBe(40)
		expect(await count(translations.where('language', '=', 'mr'))).toBe(40)
		const enquiries = db.selectFrom('enquiries').select((eb) => eb.fn.countAll().as('n'))
		expect(await count(enquiries)).toBe(300)
		const handled = await count(enquiries.where('handled_at', 'is not', null))
		expect(handled).toBeGreaterThan(180)
		expect(handled).toBeLessThan(240)
	})
})
