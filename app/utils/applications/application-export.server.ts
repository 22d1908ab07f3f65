import { setImmediate as nextTurn } from 'node:timers/promises'
import { sql } from 'kysely'
import { filtersQuery, type ApplicationFilters } from './applications.ts'
import { filteredApplicationRows } from './applications.server.ts'
import { applicationReference } from './references.ts'
import { LANGUAGE_NAMES_IN_ENGLISH } from '#app/i18n/languages.ts'
import { CSV_BYTE_ORDER_MARK, csvLine, spreadsheetMobile } from '#app/utils/common/csv.ts'
import { spreadsheetIndianTime, todayInIndia } from '#app/utils/common/dates.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import type { Staff } from '#app/utils/db/schema.ts'
import { log } from '#app/utils/core/log.server.ts'

// The back office's applications export: the filtered list as one CSV file, every
// row of it however many there are, sent while it is read. Rows are read a page at a
// time after the last one sent (keyset pagination: an OFFSET would make the database
// walk past every row already sent, and slip when rows arrive), and a page is read
// only when the connection has taken the one before, so the worker holds one page
// whatever the size of the file. On SQLite each read blocks the process, so a page
// is small and the event loop gets a turn between two of them (health checks and
// other visitors are answered meanwhile).
//
// The file says how many rows it holds in its name, counted when the export starts.
// It has no closing "Rows: n" line: a spreadsheet, a filter or an import into another
// tool would read that line as one more applicant. A download cut short (the database
// failed, the server stopped) ends the connection without its last chunk, and the
// browser reports the download as failed rather than keeping a short file.
//
// No transaction holds the rows still for the length of a download (a slow client
// would keep a pooled connection for minutes, and PostgreSQL ends a transaction idle
// for half a minute): applications received after the start are left out by their
// number, and one whose stage changes meanwhile is listed as it is when its page is
// read. On PostgreSQL an application numbered just before the start and saved just
// after it would be listed without being counted; an application is saved in
// milliseconds, so that stays a rare and small difference.

export const APPLICATION_EXPORT_HEADINGS = [
	'Id',
	'Reference',
	'Applied (India time)',
	'Name',
	'E-mail',
	'Mobile',
	'Job',
	'Place',
	'Language',
	'Category',
	'Stage',
	'Rejection reason',
	'Location',
	'Qualification',
	'Experience',
	'Employer',
	'Current salary',
	'Expected salary',
	'Last work (no resume)',
	'Years of work (no resume)',
	'Languages spoken (no resume)',
	'Erased',
] as const

/** Rows a page: about 150 kB of CSV, read by SQLite in a few milliseconds. */
export const EXPORT_PAGE_SIZE = 1000

/** What an export holds, fixed when it starts: how many rows, and where the rows it may list end. */
export interface ApplicationExportStart {
	rows: number
	/** The latest time any application had been received at the start (null when there was none). */
	newestAt: string | null
	/** The highest application number given at the start (0 when there was none). */
	upToId: number
}

/**
 * Marks where the export ends (the newest application received so far), then counts
 * the rows the filters keep up to that mark: the count is of exactly the rows the
 * pages will read, whatever arrives between the two statements.
 */
export async function startApplicationExport(
	db: Db,
	staff: Pick<Staff, 'id' | 'email'>,
	filters: ApplicationFilters,
): Promise<ApplicationExportStart> {
	const start = await exportBounds(db, filters)
	// Written before the first row leaves: an export cut short was still an export of these rows.
	await audit(db, {
		staff,
		action: 'applications.exported',
		subject: 'applications',
		details: { rows: start.rows, filters: filtersQuery(filters) },
	})
	return start
}

/** How many rows the export holds, and the newest it reaches, fixed when it starts (rows added later are left out). */
async function exportBounds(db: Db, filters: ApplicationFilters): Promise<ApplicationExportStart> {
	// Two sub-selects rather than one max() beside another: each is then one step down an index.
	const newest = await db
		.selectNoFrom((eb) => [
			eb
				.selectFrom('applications')
				.select((a) => a.fn.max<string | null>('created_at').as('at'))
				.as('newest_at'),
			eb
				.selectFrom('applications')
				.select((a) => a.fn.max<number | null>('id').as('id'))
				.as('up_to_id'),
		])
		.executeTakeFirstOrThrow()
	if (newest.newest_at === null || newest.up_to_id === null) return { rows: 0, newestAt: null, upToId: 0 }
	const bounds = { newestAt: newest.newest_at, upToId: Number(newest.up_to_id) }
	const counted = await withinStart(filteredApplicationRows(db, filters), bounds)
		.clearSelect()
		.select((eb) => eb.fn.countAll().as('rows'))
		.executeTakeFirstOrThrow()
	return { rows: Number(counted.rows), ...bounds }
}

/** The name HR's browser saves the file under: the day in India and the number of rows. */
export function applicationExportFileName(rows: number, now = new Date()) {
	return `applications-${todayInIndia(now)}-${rows}-${rows === 1 ? 'row' : 'rows'}.csv`
}

/**
 * The file as text, a page of rows at a time, newest application first: the byte
 * order mark and the headings, then each page of lines as it is read. Once the
 * signal is aborted, no page is read.
 */
export async function* applicationCsvChunks(
	db: Db,
	filters: ApplicationFilters,
	start: ApplicationExportStart,
	{ pageSize = EXPORT_PAGE_SIZE, signal }: ExportOptions = {},
): AsyncGenerator<string, void, undefined> {
	yield CSV_BYTE_ORDER_MARK + csvLine(APPLICATION_EXPORT_HEADINGS)
	if (start.newestAt === null) return
	const bounds = { newestAt: start.newestAt, upToId: start.upToId }
	let after: PageEnd | null = null
	while (!signal?.aborted) {
		const page = await readPage(db, filters, bounds, after, pageSize)
		// Reading and writing a page each hold the process (SQLite reads synchronously): a turn between them.
		await nextTurn()
		if (page.length > 0) yield page.map(exportLine).join('')
		const last = page.at(-1)
		if (!last || page.length < pageSize) return
		after = { created_at: last.created_at, id: last.id }
		await nextTurn()
	}
}

/**
 * The file as a response body. The stream is pulled: a page is read when the
 * connection wants more (Node stops pulling while the client is slow), and reading
 * stops when the client leaves (cancel). A database error ends the body with that
 * error, so the connection is cut and the download fails where HR sees it; the
 * error is logged here, and the server goes on.
 */
export function applicationCsvStream(
	db: Db,
	filters: ApplicationFilters,
	start: ApplicationExportStart,
	{ pageSize = EXPORT_PAGE_SIZE }: Pick<ExportOptions, 'pageSize'> = {},
): ReadableStream<Uint8Array> {
	const left = new AbortController()
	const chunks = applicationCsvChunks(db, filters, start, { pageSize, signal: left.signal })
	const encoder = new TextEncoder()
	return new ReadableStream<Uint8Array>(
		{
			async pull(controller) {
				try {
					const next = await chunks.next()
					if (left.signal.aborted) return
					if (next.done) controller.close()
					else controller.enqueue(encoder.encode(next.value))
				} catch (error) {
					if (left.signal.aborted) return
					log('error', 'the applications export stopped before its end: the download is cut', {
						error: String(error),
						rows: start.rows,
					})
					controller.error(error)
				}
			},
			async cancel() {
				left.abort()
				// Waits for a page being read, if one is, then reads no other.
				await chunks.return()
			},
		},
		// Nothing is read ahead of what the connection asks for.
		{ highWaterMark: 0 },
	)
}

export interface ExportOptions {
	pageSize?: number
	signal?: AbortSignal
}

interface PageEnd {
	created_at: string
	id: number
}

type ExportBounds = Pick<ApplicationExportStart, 'upToId'> & { newestAt: string }

/** The rows there were at the start of the export, of those a query selects. */
function withinStart(query: ReturnType<typeof filteredApplicationRows>, { newestAt, upToId }: ExportBounds) {
	// The unary + keeps SQLite from reaching for the primary key to find the rows, and then sorting
	// every row below the mark for each page; the rows are found through created_at, in the order they
	// are sent: https://sqlite.org/optoverview.html#disqualifying_where_clause_terms_using_unary_
	return query.where('a.created_at', '<=', newestAt).where(sql<number>`+${sql.ref('a.id')}`, '<=', upToId)
}

function readPage(db: Db, filters: ApplicationFilters, bounds: ExportBounds, after: PageEnd | null, size: number) {
	let query = withinStart(filteredApplicationRows(db, filters), bounds)
	if (after) {
		// After the last row sent, in (created_at, id) order: "created_at <= last, and not that
		// row or one before it", said so that the index on created_at has a range to start from.
		query = query
			.where('a.created_at', '<=', after.created_at)
			.where((eb) => eb.or([eb('a.created_at', '<', after.created_at), eb('a.id', '<', after.id)]))
	}
	return query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(size).execute()
}

type ExportRow = Awaited<ReturnType<typeof readPage>>[number]

function exportLine(row: ExportRow) {
	return csvLine([
		row.id,
		applicationReference(row.id, row.created_at, row.reference_code),
		spreadsheetIndianTime(row.created_at),
		row.name,
		row.email,
		spreadsheetMobile(row.contact),
		row.job_title ?? '',
		row.job_location ?? '',
		LANGUAGE_NAMES_IN_ENGLISH[row.language],
		row.job_field,
		row.status,
		row.rejection_reason ?? '',
		row.location,
		row.qualification,
		row.experience,
		row.employer,
		row.current_salary,
		row.expected_salary,
		row.last_work ?? '',
		row.work_years ?? '',
		row.languages_spoken ?? '',
		row.erased_at ? 'Yes' : '',
	])
}
