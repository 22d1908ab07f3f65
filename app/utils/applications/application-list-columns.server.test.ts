import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { readListState } from '#app/utils/common/admin-lists.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import {
	APPLICATION_EXPORT_HEADINGS,
	applicationCsvStream,
	startApplicationExport,
} from './application-export.server.ts'
import { insertApplication, insertJob, listedNames, office } from '#tests/fixtures/application-records.ts'
import { readApplicationFilters } from './applications.ts'
import { APPLICATION_SORTS, applicationsMatching, jobsToFilterBy, listApplications } from './applications.server.ts'
import { jobWithPlace } from '#app/utils/jobs/jobs.ts'

// The applications list as a recruiter reads it: the reference, the job's place and the
// language applied in; two jobs of one title told apart by their place; one row per person;
// a mobile number found however it is typed; and the same columns in the CSV.

describe.each(testDatabases())('The applications list’s columns on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let pune: number
	let hyderabad: number

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		pune = await insertJob(db, 'Security Guard', 'Security')
		hyderabad = await insertJob(db, 'Security Guard', 'Security')
		await db.updateTable('jobs').set({ location: 'Hyderabad' }).where('id', '=', hyderabad).execute()
		const ravi = { field: 'Security', contact: '+919822012345' }
		// Ravi applied three times (two jobs, once again later), from one mobile number, in Marathi.
		const first = await insertApplication(db, 'Ravi Kumar', {
			...ravi,
			jobId: pune,
			createdAt: '2026-11-01T10:00:00.000Z',
		})
		const second = await insertApplication(db, 'Ravindra Kumar', {
			...ravi,
			jobId: hyderabad,
			createdAt: '2026-11-05T10:00:00.000Z',
		})
		const third = await insertApplication(db, 'Ravi K', {
			...ravi,
			jobId: hyderabad,
			createdAt: '2026-11-09T10:00:00.000Z',
			status: 'Shortlisted',
		})
		await db
			.updateTable('applications')
			.set({ language: 'mr', last_work: 'Guard at a society', work_years: '4', languages_spoken: 'Marathi, Hindi' })
			.where('id', 'in', [first, second, third])
			.execute()
		await insertApplication(db, 'Asha Patil', {
			field: 'Security',
			jobId: pune,
			contact: '+919000000002',
			createdAt: '2026-11-07T10:00:00.000Z',
		})
	})
	afterAll(() => destroy())

	const list = (query: string) => {
		const url = new URL(`http://localhost/admin/applications?${query}`)
		return listApplications(
			db,
			readApplicationFilters(url),
			readListState(url, { sorts: APPLICATION_SORTS, defaultSort: 'date' }),
		)
	}

	test('Two jobs of one title are named with their place', async () => {
		const jobs = await jobsToFilterBy(db)
		const labels = jobs
			.filter((job) => job.id === pune || job.id === hyderabad)
			.map((job) => jobWithPlace(job.title, job.location))
		expect(labels.sort()).toEqual(['Security Guard — Hyderabad', 'Security Guard — Pune'])
		expect(jobWithPlace(null, 'Pune')).toBe('A removed job')
	})

	test('A row has the job’s place, the language applied in and the no-resume answers', async () => {
		const { rows, total } = await list('')
		expect(total).toBe(4)
		const ravi = rows.find((row) => row.name === 'Ravi Kumar')!
		expect(ravi).toMatchObject({
			job_location: 'Pune',
			language: 'mr',
			last_work: 'Guard at a society',
			work_years: '4',
			languages_spoken: 'Marathi, Hindi',
			more: 0,
		})
	})

	test('One row per person: the newest of each mobile number, with how many more', async () => {
		const { rows, total } = await list('person=one')
		expect(total).toBe(2)
		expect(rows.map((row) => [row.name, row.more])).toEqual([
			['Ravi K', 2],
			['Asha Patil', 0],
		])
		// With a filter, the person's applications that it keeps.
		const inHyderabad = await list(`person=one&job=${hyderabad}`)
		expect(inHyderabad.rows.map((row) => [row.name, row.more])).toEqual([['Ravi K', 1]])
		const byName = await list('person=one&sort=name&dir=asc')
		expect(byName.rows.map((row) => row.name)).toEqual(['Asha Patil', 'Ravi K'])
		// "Everything this list shows" takes the same rows.
		const matching = await applicationsMatching(db, readApplicationFilters(new URL('http://x/?person=one')), 500)
		expect(matching.total).toBe(2)
		expect(matching.rows.map((row) => row.name)).toEqual(['Ravi K', 'Asha Patil'])
	})

	test('A mobile number is found however it is typed', async () => {
		const all = ['Ravi K', 'Ravindra Kumar', 'Ravi Kumar']
		for (const typed of [
			'9822012345',
			'98220 12345',
			'+91-9822012345',
			'+91 98220-12345',
			'९८२२० १२३४५',
			'౯౮౨౨౦౧౨౩౪౫',
		]) {
			expect(await listedNames(db, `q=${encodeURIComponent(typed)}`), typed).toEqual(all)
		}
		expect(await listedNames(db, `q=${encodeURIComponent('९८२२० १२३४५')}&person=one`)).toEqual(['Ravi K'])
	})

	test('The CSV has the reference, the job’s place, the language and the three no-resume answers', async () => {
		const filters = readApplicationFilters(new URL(`http://x/?job=${pune}&q=Ravi`))
		const csv = await new Response(
			applicationCsvStream(db, filters, await startApplicationExport(db, office, filters)),
		).text()
		const [heading, line] = csv
			.replace(/^\uFEFF/, '')
			.trimEnd()
			.split('\r\n')
		expect(heading!.split(',')).toEqual([...APPLICATION_EXPORT_HEADINGS])
		expect(APPLICATION_EXPORT_HEADINGS).toEqual(
			expect.arrayContaining([
				'Reference',
				'Place',
				'Language',
				'Last work (no resume)',
				'Years of work (no resume)',
				'Languages spoken (no resume)',
			]),
		)
		const cells = Object.fromEntries(
			APPLICATION_EXPORT_HEADINGS.map((name, index) => [
				name,
				line!.match(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)![index]!.replace(/,$/, ''),
			]),
		)
		expect(cells).toMatchObject({
			Reference: expect.stringMatching(/^BR-2026-\d{6}-[A-Z][0-9A-Z]{4}$/),
			Name: 'Ravi Kumar',
			Job: 'Security Guard',
			Place: 'Pune',
			Language: 'Marathi',
			'Last work (no resume)': 'Guard at a society',
			'Years of work (no resume)': '4',
			'Languages spoken (no resume)': '"Marathi, Hindi"',
		})
	})
})
