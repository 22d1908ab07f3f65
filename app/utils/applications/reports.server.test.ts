import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { insertApplication, insertJob } from '#tests/fixtures/application-records.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { applicationReports } from './reports.server.ts'
import { readReportWeeks, reportWeeks } from './reports.ts'

// Wednesday 2 December 2026, 11:30 in India.
const NOW = new Date('2026-12-02T06:00:00Z')

test('A report’s weeks start on Monday in India, this week last; the period is one of the offered lengths', () => {
	expect(reportWeeks(4, NOW)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30'])
	// Sunday 29 November, 20:00 UTC is already Monday 30 November in India.
	expect(reportWeeks(1, new Date('2026-11-29T20:00:00Z'))).toEqual(['2026-11-30'])
	expect(readReportWeeks(new URL('http://x/r?weeks=26'))).toBe(26)
	expect(readReportWeeks(new URL('http://x/r?weeks=1000'))).toBe(12)
	expect(readReportWeeks(new URL('http://x/r'))).toBe(12)
})

describe.each(testDatabases())('The recruiters’ reports on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(async () => destroy())

	async function hire(applicationId: number, at: string) {
		await db
			.insertInto('application_events')
			.values({
				application_id: applicationId,
				kind: 'stage',
				stage: 'Hired',
				text: null,
				staff_id: null,
				staff_name: 'HR',
				at,
			})
			.execute()
		await db.updateTable('applications').set({ status: 'Hired' }).where('id', '=', applicationId).execute()
	}

	test('count each job’s applications per India week, time each hire in days, and say where the period’s applications stand', async () => {
		const guard = await insertJob(db, 'Security Guard', 'Security')
		const cleaner = await insertJob(db, 'Housekeeping Staff', 'Housekeeping')
		const contact = '+919822033355'
		// Monday 30 November 00:30 in India, though still the 29th in UTC.
		await insertApplication(db, 'Asha One', {
			jobId: guard,
			field: 'Security',
			createdAt: '2026-11-29T19:00:00Z',
			contact,
		})
		await insertApplication(db, 'Bala Two', {
			jobId: guard,
			field: 'Security',
			createdAt: '2026-12-01T10:00:00Z',
			contact,
			status: 'Rejected',
		})
		const hiredGuard = await insertApplication(db, 'Chand Three', {
			jobId: guard,
			field: 'Security',
			createdAt: '2026-11-16T05:00:00Z',
			contact,
		})
		const hiredCleaner = await insertApplication(db, 'Devi Four', {
			jobId: cleaner,
			field: 'Housekeeping',
			createdAt: '2026-11-23T05:00:00Z',
			contact,
		})
		// Before the period: not counted.
		await insertApplication(db, 'Esha Five', {
			jobId: cleaner,
			field: 'Housekeeping',
			createdAt: '2026-10-01T05:00:00Z',
			contact,
		})
		await hire(hiredGuard, '2026-11-20T05:00:00Z')
		await hire(hiredCleaner, '2026-11-25T17:00:00Z')

		const reports = await applicationReports(db, 4, NOW)
		expect(reports.weeks).toEqual(['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30'])
		expect(reports.weekly).toEqual([
			{ jobId: guard, title: 'Security Guard', location: 'Pune', counts: [0, 1, 0, 2], total: 3 },
			{ jobId: cleaner, title: 'Housekeeping Staff', location: 'Pune', counts: [0, 0, 1, 0], total: 1 },
		])
		expect(reports.weeklyTotals).toEqual([0, 1, 1, 2])
		expect(reports.hires).toEqual([
			{
				jobId: cleaner,
				title: 'Housekeeping Staff',
				location: 'Pune',
				hired: 1,
				medianDays: 2.5,
				fastestDays: 2.5,
				slowestDays: 2.5,
			},
			{
				jobId: guard,
				title: 'Security Guard',
				location: 'Pune',
				hired: 1,
				medianDays: 4,
				fastestDays: 4,
				slowestDays: 4,
			},
		])
		expect(reports.stages).toEqual([
			{ stage: 'New', count: 1, percent: 25 },
			{ stage: 'Shortlisted', count: 0, percent: 0 },
			{ stage: 'Interview', count: 0, percent: 0 },
			{ stage: 'Hired', count: 2, percent: 50 },
			{ stage: 'Rejected', count: 1, percent: 25 },
		])
	})
})
