import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Language } from '#app/i18n/languages.ts'
import { testDatabases } from '#tests/setup/databases.ts'
import { listOpenJobs, toPublicJobs } from './public-jobs.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { searchJobs } from './job-search.ts'
import { countOpenJobsByCategory, JOBS_PER_PAGE, listJobPage, type JobListRequest } from './job-list.server.ts'

/** A day in India, some days from today (YYYY-MM-DD). */
function isoDate(daysFromToday: number) {
	return new Date(Date.now() + 5.5 * 3600_000 + daysFromToday * 86_400_000).toISOString().slice(0, 10)
}

const KINDS = [
	{ title: 'Security Guard', designation: 'Unarmed Security Guard', category: 'Security' },
	{ title: 'Housekeeping Staff', designation: 'House Keeping Attendant', category: 'House Keeping' },
	{ title: 'Gardener', designation: 'Mali (Gardener)', category: 'Gardening' },
	{ title: 'Data Entry Operator', designation: 'Operator', category: 'Staffing' },
	{ title: 'Security Supervisor', designation: 'Supervisor', category: 'Security' },
]
const PLACES = ['Pune, Maharashtra', 'Mumbai, Maharashtra', 'Nagpur, Maharashtra', 'Jaipur, Rajasthan']

/**
 * Staff's Hindi words of three jobs (by number): a nasal vowel written with candrabindu, nukta
 * letters stored as one character (ज़ and फ़ as U+095B and U+095E), fields left empty.
 */
const HINDI = new Map([
	[0, { title: 'सिक्योरिटी गार्ड', designation: 'गार्ड', location: 'पुणे, महाराष्ट्र' }],
	[14, { title: 'सुपरवाइ\u095bर', designation: null, location: 'साँगली' }],
	[21, { title: 'सफ़ाई कर्मचारी', designation: '  ', location: '\u095eलटण' }],
])

async function insertJob(db: Db, i: number, { deadlineInDays = 30, published = 1 } = {}) {
	const kind = KINDS[i % KINDS.length]!
	const stamp = new Date().toISOString()
	const row = await db
		.insertInto('jobs')
		.values({
			...kind,
			title: `${kind.title} ${i}`,
			description: 'A job of the listing tests.',
			location: PLACES[i % PLACES.length]!,
			phone: '+91 20 4000 1000',
			till_date: isoDate(deadlineInDays),
			pdf: null,
			// Three jobs a day, so that the order falls back on the id within a day.
			opened_at: isoDate(-Math.floor(i / 3)),
			published,
			created_at: stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

describe.each(testDatabases())('The job list on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		// 45 open jobs, and jobs the list never shows: past their deadline, or not published.
		const ids = []
		for (let i = 0; i < 45; i++) ids.push(await insertJob(db, i))
		for (const i of [45, 46]) await insertJob(db, i, { deadlineInDays: -1 })
		await insertJob(db, 47, { published: 0 })
		const stamp = new Date().toISOString()
		for (const [n, words] of HINDI) {
			await db
				.insertInto('job_translations')
				.values({ job_id: ids[n]!, language: 'hi', description: null, updated_at: stamp, ...words })
				.execute()
		}
	})
	afterAll(async () => destroy())

	/** Every page of a search, one after the other. */
	async function allPages(request: Omit<JobListRequest, 'page'>) {
		const first = await listJobPage(db, { ...request, page: 1 })
		const rest = []
		for (let page = 2; page <= first.pages; page++) rest.push(await listJobPage(db, { ...request, page }))
		return [first, ...rest]
	}

	test('45 open jobs make three pages of 20, 20 and 5, newest first, each job once', async () => {
		const pages = await allPages({ language: 'en' })
		expect(pages.map((list) => [list.page, list.pages, list.total, list.jobs.length])).toEqual([
			[1, 3, 45, 20],
			[2, 3, 45, 20],
			[3, 3, 45, 5],
		])
		const listed = pages.flatMap((list) => list.jobs.map((job) => job.id))
		// The order of the whole list as the page showed it before it had pages.
		expect(listed).toEqual((await listOpenJobs(db)).map((job) => job.id))
		expect(JOBS_PER_PAGE).toBe(20)
	})

	test('A page past the last gives the last; a page below the first gives the first', async () => {
		const last = await listJobPage(db, { language: 'en', page: 99 })
		expect([last.page, last.jobs.length]).toEqual([3, 5])
		expect((await listJobPage(db, { language: 'en', page: 0 })).page).toBe(1)
		expect((await listJobPage(db, { language: 'en', page: Number.NaN })).page).toBe(1)
	})

	test('A category is counted and cut to pages in the database', async () => {
		const counts = await countOpenJobsByCategory(db)
		expect(counts).toEqual({ Security: 18, 'House Keeping': 9, Gardening: 9, Staffing: 9 })
		const security = await allPages({ language: 'en', category: 'Security' })
		expect(security.map((list) => list.jobs.length)).toEqual([18])
		expect(security[0]!.jobs.every((job) => job.category === 'Security')).toBe(true)
		const unknown = await listJobPage(db, { language: 'en', category: 'Plumbing' })
		expect([unknown.total, unknown.pages, unknown.jobs]).toEqual([0, 1, []])
	})

	test('A search runs across pages: every page holds its share of the matches', async () => {
		const pune = await allPages({ language: 'en', query: 'pune' })
		expect(pune.map((list) => list.total)).toEqual([12])
		const guards = await allPages({ language: 'en', query: 'security' })
		expect(guards.map((list) => [list.page, list.total, list.jobs.length])).toEqual([[1, 18, 18]])
		const staff = await allPages({ language: 'en', query: 'maharashtra' })
		expect(staff.map((list) => list.jobs.length)).toEqual([20, 14])
		expect(new Set(staff.flatMap((list) => list.jobs.map((job) => job.id))).size).toBe(34)
	})

	test('A search that finds nothing gives one empty page', async () => {
		const none = await listJobPage(db, { language: 'en', query: 'astronaut', page: 4 })
		expect([none.total, none.page, none.pages, none.jobs]).toEqual([0, 1, 1, []])
	})

	test('A long or strange query is cut and answered, never an error', async () => {
		const long = await listJobPage(db, { language: 'en', query: 'q='.repeat(3000) })
		expect(long.total).toBe(0)
		// LIKE's wildcards are no letters: they are no search words at all.
		expect((await listJobPage(db, { language: 'en', query: '% _ \\' })).total).toBe(45)
		expect((await listJobPage(db, { language: 'hi', query: 'guard\u0000pune' })).total).toBe(3)
	})

	// The page used to search every open job in the browser (searchJobs): the server finds the same jobs.
	const QUERIES = [
		'guard',
		'GUARD',
		'guards',
		'house keeping',
		'housekeeping',
		'data-entry',
		'dataentry',
		'staffing solutions',
		'guard jobs in pune',
		'security mumbai',
		'supervisor nagpur',
		'पुणे',
		'पुण्यात',
		'सुरक्षा',
		'माळी',
		'माली',
		'गार्ड',
		'सुपरवाइजर',
		'सुपरवाइज़र',
		'सांगली',
		'सफाई',
		'फलटण',
		'हाउसकीपिंग',
		'सिक्योरिटी गार्ड पुणे',
		'बागकाम',
		'jobs in',
		'astronaut',
		'',
	]
	for (const language of ['en', 'hi', 'mr'] as Language[]) {
		test(`Every search in ${language} finds what the search in the browser found, in the same order`, async () => {
			const open = await toPublicJobs(db, await listOpenJobs(db), language)
			for (const category of ['', 'Security']) {
				for (const query of QUERIES) {
					const expected = searchJobs(open, query, category, language).map((job) => job.id)
					const pages = await allPages({ language, query, category })
					const found = pages.flatMap((list) => list.jobs.map((job) => job.id))
					expect(found, `${language} "${query}" in "${category}"`).toEqual(expected)
					expect(pages[0]!.total).toBe(expected.length)
				}
			}
		})
	}

	test('Hindi words staff wrote find their job on the Hindi list, whatever their spelling', async () => {
		const titles = async (query: string) =>
			(await listJobPage(db, { language: 'hi', query })).jobs.map((job) => job.title).sort()
		expect(await titles('सुपरवाइजर')).toContain('Security Supervisor 14')
		expect(await titles('सांगली')).toEqual(['Security Supervisor 14'])
		expect(await titles('फलटण')).toEqual(['Housekeeping Staff 21'])
		expect(await titles('गार्ड पुणे')).toEqual(['Security Guard 0', 'Security Guard 20', 'Security Guard 40'])
		// On the English list the job has only its English words.
		expect((await listJobPage(db, { language: 'en', query: 'सांगली' })).total).toBe(0)
	})
})
