import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { insertApplication, insertJob } from '#tests/fixtures/application-records.ts'
import { alertLinks } from '#app/utils/alerts/job-alerts.server.ts'
import { applicationSources, sourceReportLines } from '#app/utils/applications/source-report.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { linkedSource, withSource } from '#app/utils/applications/application-source.ts'
import { readApplicationSource } from './application-source.server.ts'
import type { ApplicantDetails } from './apply-schema.ts'
import { storeApplication } from './store-application.server.ts'

const details: ApplicantDetails = {
	name: 'Asha Patil',
	email: '',
	contact: '+919876500001',
	location: 'Pune',
	jobField: 'Security',
	qualification: '',
	experience: '',
	employer: '',
	currentSalary: '',
	expectedSalary: '',
}

test('the apply form’s "from" field is one of the closed set; anything else is the career pages', () => {
	for (const source of ['career', 'alert', 'feed', 'invitation'] as const)
		expect(readApplicationSource(source)).toBe(source)
	for (const other of [null, '', 'ALERT', 'alert ', 'newsletter', '<script>']) {
		expect(readApplicationSource(other)).toBe('career')
	}
	expect(linkedSource('feed')).toBe('feed')
	expect(linkedSource('career')).toBeNull()
	expect(linkedSource('x')).toBeNull()
	expect(withSource('/mr/career/7', 'alert')).toBe('/mr/career/7?from=alert')
	expect(withSource('/mr/career/7?x=1', 'feed')).toBe('/mr/career/7?x=1&from=feed')
	expect(withSource('/career/7', 'career')).toBe('/career/7')
	expect(withSource('/career/7', null)).toBe('/career/7')
})

test('a job alert’s link to a job says it came from the alert', () => {
	expect(alertLinks('https://brisk.example', 'te', 't'.repeat(22)).job(7)).toBe(
		'https://brisk.example/te/career/7?from=alert',
	)
})

describe.each(testDatabases())('Where applications come from, on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] })
	})
	afterAll(() => destroy())

	test('an application keeps the source its link gave, the career pages by default', async () => {
		const jobId = await insertJob(db, 'Security Guard', 'Security')
		const job = await db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow()
		const stored = []
		for (const [index, source] of (['alert', 'feed', 'invitation', undefined] as const).entries()) {
			const result = await storeApplication(db, {
				job,
				details: { ...details, name: `Person ${index}`, contact: `+91987650010${index}` },
				files: {},
				consentAt: new Date().toISOString(),
				source,
			})
			if (result.status !== 'submitted') throw new Error(result.status)
			stored.push(result.applicationId)
		}
		const rows = await db
			.selectFrom('applications')
			.select(['id', 'source'])
			.where('id', 'in', stored)
			.orderBy('id')
			.execute()
		expect(rows.map((row) => row.source)).toEqual(['alert', 'feed', 'invitation', 'career'])
	})

	test('the report counts each source per week and for the period, its share, and its hires', async () => {
		await db.deleteFrom('application_events').execute()
		await db.deleteFrom('outbox').execute()
		await db.deleteFrom('applications').execute()
		const now = new Date('2026-11-25T06:00:00Z') // a Wednesday
		const jobId = await insertJob(db, 'Night Guard', 'Security')
		let people = 0
		const add = async (name: string, createdAt: string, source: string, hired = false) => {
			people += 1
			const id = await insertApplication(db, name, {
				jobId,
				field: 'Security',
				createdAt,
				contact: `+91987651${String(people).padStart(4, '0')}`,
			})
			await db.updateTable('applications').set({ source }).where('id', '=', id).execute()
			if (hired) {
				await db
					.insertInto('application_events')
					.values({
						application_id: id,
						kind: 'stage',
						stage: 'Hired',
						text: null,
						staff_id: 1,
						staff_name: 'Hema',
						at: now.toISOString(),
					})
					.execute()
			}
		}
		// This week (from Monday 23 November in India) and last week; one too old to count.
		await add('Anil Career', '2026-11-24T05:00:00Z', 'career', true)
		await add('Bina Career', '2026-11-17T05:00:00Z', 'career')
		await add('Chetan Alert', '2026-11-24T06:00:00Z', 'alert', true)
		await add('Divya Alert', '2026-11-18T06:00:00Z', 'alert')
		await add('Ehsan Alert', '2026-11-19T06:00:00Z', 'alert')
		await add('Farah Feed', '2026-11-25T05:00:00Z', 'feed')
		await add('Gopal Invited', '2026-11-24T07:00:00Z', 'invitation', true)
		await add('Old Alert', '2026-10-01T06:00:00Z', 'alert', true)

		const report = await applicationSources(db, 2, now)
		expect(report.weeks).toEqual(['2026-11-16', '2026-11-23'])
		expect(report.total).toBe(7)
		expect(
			report.sources.map(({ source, counts, total, percent, hired }) => ({ source, counts, total, percent, hired })),
		).toEqual([
			{ source: 'career', counts: [1, 1], total: 2, percent: 28.6, hired: 1 },
			{ source: 'alert', counts: [2, 1], total: 3, percent: 42.9, hired: 1 },
			{ source: 'feed', counts: [0, 1], total: 1, percent: 14.3, hired: 0 },
			{ source: 'invitation', counts: [0, 1], total: 1, percent: 14.3, hired: 1 },
		])
		expect(sourceReportLines(report)).toEqual([
			['Source', 'Applications', 'Share %', 'Hired', 'Week of 2026-11-16', 'Week of 2026-11-23'],
			['Career pages', 2, 28.6, 1, 1, 1],
			['Job alerts', 3, 42.9, 1, 2, 1],
			['Job feed', 1, 14.3, 0, 0, 1],
			['Invitations to people to call back', 1, 14.3, 1, 0, 1],
			['All sources', 7, 100, 3, 3, 4],
		])
	})
})
