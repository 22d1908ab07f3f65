import type { KyselyPlugin, RootOperationNode } from 'kysely'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import {
	APPLICATION_EXPORT_HEADINGS,
	applicationCsvStream,
	applicationExportFileName,
	startApplicationExport,
} from './application-export.server.ts'
import { readApplicationFilters, type ApplicationFilters } from './applications.ts'
import { CSV_BYTE_ORDER_MARK, csvLine } from '#app/utils/common/csv.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { insertJob } from '#tests/fixtures/application-records.ts'

/** The member of staff who exports, for the audit entry. */
const HR = { id: 1, email: 'hr@brisk.test' }

const HEADING_LINE = csvLine(APPLICATION_EXPORT_HEADINGS)

function filtersOf(query: string) {
	return readApplicationFilters(new URL(`http://localhost/admin/applications/export?${query}`))
}

/** The whole file, and how many chunks it came in. */
async function download(stream: ReadableStream<Uint8Array>) {
	const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
	let text = ''
	let chunks = 0
	const reader = stream.getReader()
	for (let next = await reader.read(); !next.done; next = await reader.read()) {
		text += decoder.decode(next.value, { stream: true })
		chunks++
	}
	return { text: text + decoder.decode(), chunks }
}

/** The data lines of a file that starts as the export's files do. */
function dataLines(text: string) {
	expect(text.startsWith(CSV_BYTE_ORDER_MARK + HEADING_LINE)).toBe(true)
	expect(text.endsWith('\r\n')).toBe(true)
	return text
		.slice(CSV_BYTE_ORDER_MARK.length + HEADING_LINE.length)
		.split('\r\n')
		.slice(0, -1)
}

const idOf = (line: string) => Number(line.slice(0, line.indexOf(',')))

/** Watches the queries a database runs, and can make one of them fail. */
function watched(db: Db, failAtQuery = Infinity) {
	const queries: RootOperationNode[] = []
	const plugin: KyselyPlugin = {
		transformQuery({ node }) {
			queries.push(node)
			if (queries.length >= failAtQuery) throw new Error('the database went away')
			return node
		},
		transformResult: async ({ result }) => result,
	}
	return { db: db.withPlugin(plugin), queries }
}

describe.each(testDatabases())('The applications export on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	const job = (title: string, category: string) => insertJob(db, title, category)

	interface Applicant {
		name?: string
		createdAt: string
		status?: string
		employer?: string
		contact?: string
	}

	let applied = 0

	/** Applications for a job, 500 an insert in one transaction; their ids in the order given. */
	async function applications(jobId: number, category: string, applicants: Applicant[]) {
		const ids: number[] = []
		await db.transaction().execute(async (trx) => {
			for (let from = 0; from < applicants.length; from += 500) {
				const rows = await trx
					.insertInto('applications')
					.values(
						applicants.slice(from, from + 500).map((applicant) => {
							const email = `person${++applied}@example.com`
							return {
								job_id: jobId,
								name: applicant.name ?? `Person ${applied}`,
								contact: applicant.contact ?? '+919876543210',
								email,
								email_normalised: email,
								location: 'Pune',
								job_field: category,
								employer: applicant.employer ?? '',
								status: applicant.status ?? 'New',
								created_at: applicant.createdAt,
								updated_at: applicant.createdAt,
							}
						}),
					)
					.returning('id')
					.execute()
				ids.push(...rows.map((row) => row.id))
			}
		})
		return ids
	}

	/** Three applications a second: the pages' edges fall between applications sent in the same second. */
	function everyThirdSecond(count: number, from: string) {
		const start = Date.parse(from)
		return Array.from({ length: count }, (_, i) => ({
			createdAt: new Date(start + Math.floor(i / 3) * 1000).toISOString(),
		}))
	}

	async function exportOf(filters: ApplicationFilters, options?: { pageSize?: number }, database = db) {
		const start = await startApplicationExport(database, HR, filters)
		return { start, stream: applicationCsvStream(database, filters, start, options) }
	}

	test('HR exports every one of 25,000 applications once, newest first, with the count in the file name', async () => {
		const busy = await job('Housekeeping Staff', 'House Keeping')
		const other = await job('Driver', 'Driving')
		const applicants = everyThirdSecond(25_000, '2026-01-01T00:00:00.000Z')
		const ids = await applications(busy, 'House Keeping', applicants)
		await applications(other, 'Driving', everyThirdSecond(300, '2026-01-01T00:00:00.000Z'))

		const { start, stream } = await exportOf(filtersOf(`job=${busy}`))
		expect(start.rows).toBe(25_000)
		expect(applicationExportFileName(start.rows, new Date('2026-11-26T20:00:00.000Z'))).toBe(
			'applications-2026-11-27-25000-rows.csv',
		)
		const { text, chunks } = await download(stream)
		// The byte order mark and headings, then 25 pages of 1000 rows, sent one by one.
		expect(chunks).toBe(26)
		const expected = ids
			.map((id, i) => ({ id, at: applicants[i]!.createdAt }))
			.sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1))
			.map((row) => row.id)
		expect(dataLines(text).map(idOf)).toEqual(expected)
	})

	test('The export holds only the rows the filters keep; an empty one is its headings', async () => {
		const guard = await job('Security Guard', 'Security')
		await applications(guard, 'Security', [
			{ name: 'Asha Patil', createdAt: '2026-11-01T10:00:00.000Z' },
			{ name: 'Bala Kumar', createdAt: '2026-11-10T19:00:00.000Z', status: 'Interview' },
			{ name: 'Chitra Rao', createdAt: '2026-11-20T10:00:00.000Z', status: 'Interview' },
			{ name: 'Deepa Shah', createdAt: '2026-11-21T10:00:00.000Z', status: 'Hired' },
		])
		const names = async (query: string) => {
			const { start, stream } = await exportOf(filtersOf(`job=${guard}&${query}`))
			const lines = dataLines((await download(stream)).text)
			expect(lines).toHaveLength(start.rows)
			return lines.map((line) => line.split(',')[3])
		}
		expect(await names('stage=Interview')).toEqual(['Chitra Rao', 'Bala Kumar'])
		// 19:00 UTC on the 10th is already the 11th in India.
		expect(await names('from=2026-11-11&to=2026-11-20')).toEqual(['Chitra Rao', 'Bala Kumar'])
		expect(await names('q=asha')).toEqual(['Asha Patil'])

		const { start, stream } = await exportOf(filtersOf(`job=${guard}&stage=Rejected`))
		expect(start.rows).toBe(0)
		expect(applicationExportFileName(0)).toMatch(/^applications-\d{4}-\d{2}-\d{2}-0-rows\.csv$/)
		expect((await download(stream)).text).toBe(CSV_BYTE_ORDER_MARK + HEADING_LINE)
	})

	test('An application received while the export runs is not in it, so the count in the name stays true', async () => {
		const cook = await job('Cook', 'Catering')
		await applications(cook, 'Catering', everyThirdSecond(250, '2026-06-01T00:00:00.000Z'))
		const { start, stream } = await exportOf(filtersOf(`job=${cook}`), { pageSize: 100 })
		const reader = stream.getReader()
		const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
		let text = ''
		for (let i = 0; i < 2; i++) text += decoder.decode((await reader.read()).value)
		// One newer than every row, one older than every row (on a page not read yet), one among them.
		const late = await applications(cook, 'Catering', [
			{ name: 'Newest Late', createdAt: '2026-12-01T00:00:00.000Z' },
			{ name: 'Oldest Late', createdAt: '2020-01-01T00:00:00.000Z' },
			{ name: 'Middle Late', createdAt: '2026-06-01T00:00:30.000Z' },
		])
		for (let next = await reader.read(); !next.done; next = await reader.read()) text += decoder.decode(next.value)
		const ids = dataLines(text).map(idOf)
		expect(ids).toHaveLength(250)
		expect(start.rows).toBe(250)
		expect(new Set(ids).size).toBe(250)
		for (const id of late) expect(ids).not.toContain(id)
	})

	test('A formula an applicant typed stays text; mobile numbers and times read as people write them', async () => {
		const gardener = await job('Gardener', 'Gardening')
		await applications(gardener, 'Gardening', [
			{
				name: '=cmd|"/c calc"!A1',
				createdAt: '2026-11-23T20:15:00.000Z',
				employer: '=HYPERLINK("http://evil.example","Click")',
				contact: '+919876543210',
			},
			{ name: '@SUM(A1)', createdAt: '2026-11-22T10:00:00.000Z', employer: '+91 ltd', contact: '-1+2' },
		])
		const { stream } = await exportOf(filtersOf(`job=${gardener}`))
		const [first, second] = dataLines((await download(stream)).text)
		expect(first).toMatch(/^\d+,BR-2026-\d{6},2026-11-24 01:45,"'=cmd\|""\/c calc""!A1",/)
		expect(first).toContain(`,98765 43210,Gardener,Pune,English,Gardening,New,,Pune,`)
		expect(first).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",`)
		expect(second).toMatch(/^\d+,BR-2026-\d{6},2026-11-22 15:30,'@SUM\(A1\),/)
		expect(second).toContain(`,'-1+2,`)
		expect(second).toContain(`,'+91 ltd,`)
	})

	test('A formula typed with a full-width sign, a pipe or spaces before it stays text too', async () => {
		const driver = await job('Van Driver', 'Driving')
		await applications(driver, 'Driving', [
			{
				name: '\uFF1DHYPERLINK("http://evil.example","Click")',
				createdAt: '2026-11-23T10:00:00.000Z',
				employer: '|calc!A0',
			},
			{ name: ' =1+1', createdAt: '2026-11-22T10:00:00.000Z', employer: '\uFF20SUM(A1)' },
		])
		const { stream } = await exportOf(filtersOf(`job=${driver}`))
		const [first, second] = dataLines((await download(stream)).text)
		expect(first).toMatch(
			/^\d+,BR-2026-\d{6},2026-11-23 15:30,"'\uFF1DHYPERLINK\(""http:\/\/evil\.example"",""Click""\)",/,
		)
		expect(first).toContain(`,'|calc!A0,`)
		expect(second).toMatch(/^\d+,BR-2026-\d{6},2026-11-22 15:30,' =1\+1,/)
		expect(second).toContain(`,'\uFF20SUM(A1),`)
	})

	test('When HR’s browser leaves the download, the export reads no further page', async () => {
		const cleaner = await job('Cleaner', 'House Keeping')
		await applications(cleaner, 'House Keeping', everyThirdSecond(500, '2026-03-01T00:00:00.000Z'))
		const { db: counted, queries } = watched(db)
		const { stream } = await exportOf(filtersOf(`job=${cleaner}`), { pageSize: 100 }, counted)
		const reader = stream.getReader()
		await reader.read()
		await reader.read()
		const read = queries.length
		await reader.cancel()
		await new Promise((resolve) => setTimeout(resolve, 50))
		expect(queries).toHaveLength(read)
		// Each page starts after the last row sent: no query skips rows by OFFSET.
		expect(queries.some((node) => node.kind === 'SelectQueryNode' && node.offset)).toBe(false)
	})

	test('A database failure mid-export cuts the download and is logged; the server goes on', async () => {
		const porter = await job('Porter', 'Logistics')
		await applications(porter, 'Logistics', everyThirdSecond(300, '2026-04-01T00:00:00.000Z'))
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
		try {
			// A page read fails after the export has started (its bounds, its count and its audit entry).
			const { db: failing } = watched(db, 4)
			const { stream } = await exportOf(filtersOf(`job=${porter}`), { pageSize: 100 }, failing)
			await expect(download(stream)).rejects.toThrow('the database went away')
			expect(logged).toHaveBeenCalledTimes(1)
			expect(JSON.parse(String(logged.mock.calls[0]![0]))).toMatchObject({
				level: 'error',
				error: 'Error: the database went away',
				rows: 300,
			})
		} finally {
			logged.mockRestore()
		}
		// The same database still answers.
		expect((await startApplicationExport(db, HR, filtersOf(`job=${porter}`))).rows).toBe(300)
	})
})
