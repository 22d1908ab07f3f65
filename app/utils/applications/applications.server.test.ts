import { applicationReference } from './references.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { applicationCsvStream, startApplicationExport } from './application-export.server.ts'
import { readApplicationFilters } from './applications.ts'
import { otherApplicationsOf, requireApplication } from './applications.server.ts'
import { insertApplication, insertJob, listedNames, type TestApplication } from '#tests/fixtures/application-records.ts'
import type { Db } from '#app/utils/db/db.server.ts'

/** The member of staff who exports, for the audit entry. */
const HR = { id: 1, email: 'hr@brisk.test' }

describe.each(testDatabases())('Applications in the back office on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let jobs: { guard: number; gardener: number }

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		jobs = { guard: await job('Security Guard', 'Security'), gardener: await job('Gardener', 'Gardening') }
	})
	afterAll(() => destroy())

	const job = (title: string, category: string) => insertJob(db, title, category)
	const application = (name: string, fields: TestApplication) => insertApplication(db, name, fields)
	const names = (query: string) => listedNames(db, query)

	test('The filters find applications by job, category, stage, dates in India and text', async () => {
		await application('Asha Patil', {
			jobId: jobs.guard,
			field: 'Security',
			createdAt: '2026-11-01T10:00:00.000Z',
			contact: '+919876543210',
		})
		await application('Bala 100%_Kumar', {
			jobId: jobs.gardener,
			field: 'Gardening',
			createdAt: '2026-11-10T19:00:00.000Z',
			contact: '+919123456789',
			status: 'Interview',
		})
		const chitra = await application('Chitra Rao', {
			jobId: jobs.guard,
			field: 'Security',
			createdAt: '2026-11-20T10:00:00.000Z',
			contact: '+918888877777',
			status: 'Hired',
		})
		// The reference the applicant was given finds their application, however it is typed, with its code or
		// without (staff are trusted); another year's does not.
		const { reference_code: code } = await db
			.selectFrom('applications')
			.select('reference_code')
			.where('id', '=', chitra)
			.executeTakeFirstOrThrow()
		const reference = applicationReference(chitra, '2026-11-20T10:00:00.000Z', code)
		expect(reference).toMatch(/^BR-2026-\d{6}-[A-Z][0-9A-Z]{4}$/)
		expect(
			await names(`q=${encodeURIComponent(applicationReference(chitra, '2026-11-20T10:00:00.000Z', null))}`),
		).toEqual(['Chitra Rao'])
		expect(await names(`q=${encodeURIComponent(reference)}`)).toEqual(['Chitra Rao'])
		expect(await names(`q=${encodeURIComponent(reference.toLowerCase().replaceAll('-', ' '))}`)).toEqual(['Chitra Rao'])
		expect(await names(`q=${encodeURIComponent(reference.replace('2026', '2025'))}`)).toEqual([])

		expect(await names('')).toEqual(['Chitra Rao', 'Bala 100%_Kumar', 'Asha Patil'])
		expect(await names('sort=name&dir=asc')).toEqual(['Asha Patil', 'Bala 100%_Kumar', 'Chitra Rao'])
		expect(await names(`job=${jobs.guard}`)).toEqual(['Chitra Rao', 'Asha Patil'])
		expect(await names('category=Gardening')).toEqual(['Bala 100%_Kumar'])
		expect(await names('stage=Hired')).toEqual(['Chitra Rao'])
		// 19:00 UTC on the 10th is already the 11th in India.
		expect(await names('from=2026-11-11&to=2026-11-20')).toEqual(['Chitra Rao', 'Bala 100%_Kumar'])
		expect(await names('to=2026-11-10')).toEqual(['Asha Patil'])
		expect(await names('q=ASHA')).toEqual(['Asha Patil'])
		expect(await names('q=chitra%40example')).toEqual(['Chitra Rao'])
		expect(await names('q=91234 56789')).toEqual(['Bala 100%_Kumar'])
		expect(await names('q=%2B91 88888 77777')).toEqual(['Chitra Rao'])
		expect(await names('q=100%25_')).toEqual(['Bala 100%_Kumar'])
		expect(await names('q=%25')).toEqual(['Bala 100%_Kumar'])
		// The CSV export keeps the same rows (application-export.server.test.ts tests it at length).
		const interview = readApplicationFilters(new URL('http://x/?stage=Interview'))
		const csv = await new Response(
			applicationCsvStream(db, interview, await startApplicationExport(db, HR, interview)),
		).text()
		expect(
			csv
				.trimEnd()
				.split('\r\n')
				.slice(1)
				.map((line) => line.split(',')[6]),
		).toEqual(['Gardener'])
	})

	test('The list shows 25 applications a page', async () => {
		const jobId = await job('Housekeeper', 'House Keeping')
		for (let i = 1; i <= 26; i++) {
			await application(`Paged${i} Person`, {
				jobId,
				field: 'House Keeping',
				createdAt: `2026-10-01T10:${String(i).padStart(2, '0')}:00.000Z`,
				contact: `+9170000000${String(i).padStart(2, '0')}`,
			})
		}
		const first = await names(`job=${jobId}`)
		expect(first).toHaveLength(25)
		expect(first[0]).toBe('Paged26 Person')
		expect(await names(`job=${jobId}&page=2`)).toEqual(['Paged1 Person'])
		expect(await names(`job=${jobId}&page=2&dir=asc`)).toEqual(['Paged26 Person'])
	})

	test('An address that names no application is a 404', async () => {
		for (const id of ['0', '1e3', '99999999', 'abc', '']) {
			await expect(requireApplication(db, id), id).rejects.toMatchObject({ status: 404 })
		}
	})

	test('The same mobile number or e-mail address is one person: their other applications, newest first', async () => {
		const guard = await application('Ramesh Twice', {
			jobId: jobs.guard,
			field: 'Security',
			createdAt: '2026-10-01T10:00:00.000Z',
			contact: '+919822012345',
		})
		const gardener = await application('Ramesh Twice', {
			jobId: jobs.gardener,
			field: 'Gardening',
			createdAt: '2026-10-05T10:00:00.000Z',
			contact: '+919822012345',
			status: 'Shortlisted',
		})
		// Another number, but the same e-mail address (ramesh@example.com), for a third job.
		const supervisor = await job('Security Supervisor', 'Security')
		const byMail = await application('Ramesh Other', {
			jobId: supervisor,
			field: 'Security',
			createdAt: '2026-10-07T10:00:00.000Z',
			contact: '+919822099999',
		})
		await application('Someone Else', {
			jobId: jobs.guard,
			field: 'Security',
			createdAt: '2026-10-08T10:00:00.000Z',
			contact: '+919822055555',
		})
		const first = await requireApplication(db, String(guard))
		const others = await otherApplicationsOf(db, first)
		expect(others.map((other) => [other.id, other.job, other.stage])).toEqual([
			[byMail, 'Security Supervisor — Pune', 'New'],
			[gardener, 'Gardener — Pune', 'Shortlisted'],
		])
		expect(others[1]!.reference).toMatch(/^BR-2026-/)
		// An erased person is nobody's other application, and has none.
		await db
			.updateTable('applications')
			.set({ erased_at: new Date().toISOString() })
			.where('id', '=', gardener)
			.execute()
		expect((await otherApplicationsOf(db, first)).map((other) => other.id)).toEqual([byMail])
		expect(await otherApplicationsOf(db, await requireApplication(db, String(gardener)))).toEqual([])
	})
})
