import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely'
import { PAGE_SIZE, type ListState } from '#app/utils/common/admin-lists.ts'
import { mobileDigits, type ApplicationFilters } from './applications.ts'
import { applicationReference, parseApplicationReference } from './references.ts'
import { endOfIndianDay, startOfIndianDay } from '#app/utils/common/dates.ts'
import { usesPostgres, type Db } from '#app/utils/db/db.server.ts'
import type { Staff } from '#app/utils/db/schema.ts'
import { invariantResponse, parseId } from '#app/utils/common/ids.ts'
import { countAndPage } from '#app/utils/db/lists.server.ts'
import { containsPattern } from '#app/utils/common/office-lists.ts'
import { jobWithPlace } from '#app/utils/jobs/jobs.ts'
import { isStage, STAGES, type Stage } from './stages.ts'

// The back office's reading of applications: the filtered list (the page and the
// CSV export share it), one application, and its history. A stage change, a note
// and the stage mail templates are in application-stages.server.ts; an erasure in
// application-erasure.server.ts.

export type ApplicationSort = 'date' | 'name'
export const APPLICATION_SORTS = ['date', 'name'] as const satisfies readonly ApplicationSort[]

/** LIKE with the user's own % and _ taken literally. */
type Joined =
	ReturnType<typeof fromApplications> extends SelectQueryBuilder<infer DB, infer TB, object>
		? { db: DB; tables: TB }
		: never

function filtered<O>(
	query: SelectQueryBuilder<Joined['db'], Joined['tables'], O>,
	filters: ApplicationFilters,
	postgres: boolean,
) {
	let q = query
	if (filters.job) q = q.where('a.job_id', '=', filters.job)
	if (filters.category) q = q.where('a.job_field', '=', filters.category)
	if (filters.stage === 'erased') q = q.where('a.erased_at', 'is not', null)
	else if (filters.stage) q = q.where('a.status', '=', filters.stage).where('a.erased_at', 'is', null)
	if (filters.from) q = q.where('a.created_at', '>=', startOfIndianDay(filters.from))
	if (filters.to) q = q.where('a.created_at', '<', endOfIndianDay(filters.to))
	if (filters.answer) q = q.where(answeredInterview(filters.answer))
	const reference = filters.q ? parseApplicationReference(filters.q) : null
	if (reference) {
		// The reference the applicant was given: its number, sent in its year (Indian time); staff need not type its code.
		q = q
			.where('a.id', '=', reference.id)
			.where('a.created_at', '>=', startOfIndianDay(`${reference.year}-01-01`))
			.where('a.created_at', '<', endOfIndianDay(`${reference.year}-12-31`))
	} else if (filters.q) {
		q = q.where(matchingSearch(filters.q, postgres))
	}
	return q
}

/**
 * A part of a name or an e-mail address, or of a mobile number when the words are digits.
 * PostgreSQL answers these `like`s from trigram indexes (migration 019); SQLite from its
 * FTS5 trigram table, which needs three characters: a shorter search reads the table.
 */
function matchingSearch(text: string, postgres: boolean) {
	const pattern = containsPattern(text)
	const digits = mobileDigits(text)
	const words = text.trim().toLowerCase()
	return (eb: ExpressionBuilder<Joined['db'], 'a'>) => {
		if (!postgres && [...words].length >= 3) {
			const phrase = (value: string) => `"${value.replace(/"/g, '""')}"`
			const match = `{name email} : ${phrase(words)}${digits ? ` OR contact : ${phrase(digits)}` : ''}`
			return eb(
				'a.id',
				'in',
				sql<number>`(select rowid from applications_search where applications_search match ${match})`,
			)
		}
		return eb.or([
			eb(sql`lower(a.name)`, 'like', sql`${pattern} escape '\\'`),
			eb(sql`lower(a.email)`, 'like', sql`${pattern} escape '\\'`),
			...(digits ? [eb('a.contact', 'like', `%${digits}%`)] : []),
		])
	}
}

/**
 * At Interview, with the applicant's answer to the invitation of that interview: the application's newest invitation,
 * still of the interview's day and time (as the day's list reads it). The stage's index finds the applications at
 * Interview; each is then one step down the invitations' index on (application_id, id).
 */
function answeredInterview(answer: 'confirmed' | 'declined' | 'none') {
	return (eb: ExpressionBuilder<Joined['db'], 'a'>) =>
		eb.and([
			eb('a.status', '=', 'Interview'),
			eb('a.erased_at', 'is', null),
			eb.exists(
				eb
					.selectFrom('interview_invitations as i')
					.select(sql<number>`1`.as('one'))
					.whereRef('i.application_id', '=', 'a.id')
					.whereRef('i.interview_date', '=', 'a.interview_date')
					.whereRef('i.interview_time', '=', 'a.interview_time')
					.where('i.answer', answer === 'none' ? 'is' : '=', answer === 'none' ? null : answer)
					.where((inner) =>
						inner.not(
							inner.exists(
								inner
									.selectFrom('interview_invitations as n')
									.select(sql<number>`1`.as('one'))
									.whereRef('n.application_id', '=', 'a.id')
									.whereRef('n.id', '>', 'i.id'),
							),
						),
					),
			),
		])
}

function fromApplications(db: Db) {
	return db.selectFrom('applications as a').leftJoin('jobs as j', 'j.id', 'a.job_id')
}

const LIST_COLUMNS = [
	'a.id',
	'a.name',
	'a.email',
	'a.contact',
	'a.job_field',
	'a.status',
	'a.created_at',
	'a.reference_code',
	'a.erased_at',
	'a.location',
	'a.qualification',
	'a.experience',
	'a.employer',
	'a.current_salary',
	'a.expected_salary',
	'a.language',
	'a.last_work',
	'a.work_years',
	'a.languages_spoken',
	'a.rejection_reason',
	'j.title as job_title',
	'j.location as job_location',
] as const

export async function listApplications(db: Db, filters: ApplicationFilters, list: ListState<ApplicationSort>) {
	if (filters.person === 'one') return listPeople(db, filters, list)
	const { total, rows } = await countAndPage(
		filtered(fromApplications(db), filters, usesPostgres(db)),
		list.page,
		(query) =>
			query
				.select(LIST_COLUMNS)
				.orderBy(list.sort === 'name' ? 'a.name' : 'a.created_at', list.dir)
				.orderBy('a.id', list.dir),
		list.size,
	)
	return { total, rows: rows.map((row) => ({ ...row, more: 0 })) }
}

/**
 * How many applications each stage holds, and how many were erased, within the list's other filters (its stage
 * aside): the figures of the list's stage tabs. An erased application keeps its last stage, so it counts as erased
 * only. Read from the applications alone. SQLite answers every stage's count from the index on the stage without
 * reading a row, and the erased ones' through the index on the mobile number, which an erasure blanks
 * (application-erasure.server.ts): 8 ms at a year of data, where one pass reading the erased column took 115.
 * PostgreSQL counts both in that one pass (55 ms there; its two counts took 84).
 */
export async function countByStage(db: Db, filters: ApplicationFilters) {
	const postgres = usesPostgres(db)
	const alone = () =>
		filtered(
			db.selectFrom('applications as a') as unknown as ReturnType<typeof fromApplications>,
			{ ...filters, stage: '' },
			postgres,
		)
	const count = sql<number | string | bigint>`count(*)`
	const [every, erased] = postgres
		? await alone()
				.select(['a.status', count.as('n'), sql<number | string | bigint>`count(a.erased_at)`.as('erased')])
				.groupBy('a.status')
				.execute()
				.then((rows) => [rows, rows.map((row) => ({ status: row.status, n: row.erased }))] as const)
		: await Promise.all([
				alone()
					.select(['a.status', count.as('n')])
					.groupBy('a.status')
					.execute(),
				alone()
					.where('a.contact', '=', '')
					.where('a.erased_at', 'is not', null)
					.select(['a.status', count.as('n')])
					.groupBy('a.status')
					.execute(),
			])
	const counts = Object.fromEntries([...STAGES, 'erased'].map((key) => [key, 0])) as Record<Stage | 'erased', number>
	let all = 0
	for (const row of every) {
		all += Number(row.n)
		if (isStage(row.status)) counts[row.status] += Number(row.n)
	}
	for (const row of erased) {
		counts.erased += Number(row.n)
		if (isStage(row.status)) counts[row.status] -= Number(row.n)
	}
	return { all, ...counts }
}

/**
 * One row per person: of the applications the filters keep, the newest of each mobile number,
 * with how many more that number sent (within the same filters). The total counts people.
 * Read as "no newer application of the same number", one step down the index on the mobile
 * number (migration 024) for each row of the page, so a page costs what the plain list's
 * does; a window over every row the filters keep would sort them all for each page.
 */
async function listPeople(db: Db, filters: ApplicationFilters, list: ListState<ApplicationSort>) {
	const postgres = usesPostgres(db)
	const size = list.size ?? PAGE_SIZE
	const kept = keptIds(db, filters, postgres)
	const [counted, rows] = await Promise.all([
		countPeople(db, filters, postgres),
		filtered(fromApplications(db), filters, postgres)
			.where((eb) => eb.not(eb.exists(newerOfSamePerson(eb, kept))))
			.select(LIST_COLUMNS)
			.select((eb) =>
				eb
					.selectFrom('applications as b')
					.select(sql<number | string | bigint>`count(*)`.as('n'))
					.whereRef('b.contact', '=', 'a.contact')
					.$if(kept !== null, (q) => q.where('b.id', 'in', kept!))
					.as('person_total'),
			)
			.orderBy(list.sort === 'name' ? 'a.name' : 'a.created_at', list.dir)
			.orderBy('a.id', list.dir)
			.limit(size)
			.offset((list.page - 1) * size)
			.execute(),
	])
	return {
		total: Number(counted.n),
		rows: rows.map(({ person_total, ...row }) => ({ ...row, more: Math.max(0, Number(person_total) - 1) })),
	}
}

/**
 * How many mobile numbers the filters keep. Read from the applications alone: SQLite keeps an
 * unused join to the jobs in a count(distinct), which then costs a look-up per row (150 ms at a
 * year of data instead of 5). The filters read the applications' own columns only.
 */
function countPeople(db: Db, filters: ApplicationFilters, postgres: boolean) {
	const alone = db.selectFrom('applications as a') as unknown as ReturnType<typeof fromApplications>
	return filtered(alone, filters, postgres)
		.select(sql<number | string | bigint>`count(distinct a.contact)`.as('n'))
		.executeTakeFirstOrThrow()
}

/** The ids the filters keep, as a sub-query, or null when no filter narrows the list (every application counts). */
function keptIds(db: Db, filters: ApplicationFilters, postgres: boolean) {
	const narrowed = Object.entries(filters).some(([name, value]) => name !== 'person' && value !== '' && value !== null)
	return narrowed ? filtered(fromApplications(db), filters, postgres).select('a.id') : null
}

/** A newer application (later, or as late with a higher number) of the same mobile number, among those kept. */
function newerOfSamePerson(eb: ExpressionBuilder<Joined['db'], 'a'>, kept: ReturnType<typeof keptIds>) {
	return eb
		.selectFrom('applications as b')
		.select(sql<number>`1`.as('one'))
		.whereRef('b.contact', '=', 'a.contact')
		.where((inner) =>
			inner.or([
				inner('b.created_at', '>', inner.ref('a.created_at')),
				inner.and([inner('b.created_at', '=', inner.ref('a.created_at')), inner('b.id', '>', inner.ref('a.id'))]),
			]),
		)
		.$if(kept !== null, (q) => q.where('b.id', 'in', kept!))
}

/** The jobs an applications list can be filtered by: every job, newest first, closed and removed-from-view ones too. */
export async function jobsToFilterBy(db: Db) {
	return db
		.selectFrom('jobs')
		.select(['id', 'title', 'location'])
		.orderBy('opened_at', 'desc')
		.orderBy('id', 'desc')
		.execute()
}

/**
 * The applications a bulk move names, as they are now, with what a stage change needs
 * (the same columns changeApplicationStage reads from one application).
 */
export async function applicationsForBulkMove(db: Db, ids: readonly number[]) {
	if (ids.length === 0) return []
	return fromApplications(db)
		.select([
			'a.id',
			'a.status',
			'a.name',
			'a.email',
			'a.contact',
			'a.job_id',
			'a.language',
			'a.created_at',
			'a.reference_code',
			'a.interview_date',
			'a.interview_time',
			'a.interview_place',
			'a.erased_at',
			'j.title as job_title',
		])
		.where('a.id', 'in', [...ids])
		.execute()
}

/**
 * The applications the list shows with these filters, as a bulk move takes them: at most `limit`,
 * newest first, and how many in all (with one row per person, each person's newest).
 */
export async function applicationsMatching(db: Db, filters: ApplicationFilters, limit: number) {
	const postgres = usesPostgres(db)
	if (filters.person === 'one') {
		const kept = keptIds(db, filters, postgres)
		const [counted, rows] = await Promise.all([
			countPeople(db, filters, postgres),
			filtered(fromApplications(db), filters, postgres)
				.where((eb) => eb.not(eb.exists(newerOfSamePerson(eb, kept))))
				.select(['a.id', 'a.name', 'a.status', 'a.erased_at'])
				.orderBy('a.created_at', 'desc')
				.orderBy('a.id', 'desc')
				.limit(limit)
				.execute(),
		])
		return { total: Number(counted.n), rows }
	}
	const [counted, rows] = await Promise.all([
		filtered(fromApplications(db), filters, postgres)
			.select(sql<number | string | bigint>`count(*)`.as('n'))
			.executeTakeFirstOrThrow(),
		filtered(fromApplications(db), filters, postgres)
			.select(['a.id', 'a.name', 'a.status', 'a.erased_at'])
			.orderBy('a.created_at', 'desc')
			.orderBy('a.id', 'desc')
			.limit(limit)
			.execute(),
	])
	return { total: Number(counted.n), rows }
}
/**
 * The filtered list's rows with the list's columns, not yet ordered or cut: the
 * CSV export reads it page by page (application-export.server.ts).
 */
export function filteredApplicationRows(db: Db, filters: ApplicationFilters) {
	return filtered(fromApplications(db).select(LIST_COLUMNS), filters, usesPostgres(db))
}

/** One application with its job's title, or a 404 response. */
export async function requireApplication(db: Db, id: string) {
	const applicationId = parseId(id)
	const row = applicationId
		? await fromApplications(db)
				.selectAll('a')
				.select('j.title as job_title')
				.where('a.id', '=', applicationId)
				.executeTakeFirst()
		: undefined
	invariantResponse(row, 'There is no such application.')
	return row
}

export async function applicationEvents(db: Db, applicationId: number) {
	return db
		.selectFrom('application_events')
		.select(['id', 'kind', 'stage', 'text', 'staff_name', 'at'])
		.where('application_id', '=', applicationId)
		.orderBy('at', 'desc')
		.orderBy('id', 'desc')
		.execute()
}

export async function addApplicationEvent(
	db: Db,
	event: {
		applicationId: number
		kind: 'stage' | 'note' | 'mail' | 'text' | 'attendance'
		stage?: string
		text?: string
		staff: Pick<Staff, 'id' | 'name'>
	},
	now = new Date(),
) {
	await db
		.insertInto('application_events')
		.values({
			application_id: event.applicationId,
			kind: event.kind,
			stage: event.stage ?? null,
			text: event.text ?? null,
			staff_id: event.staff.id,
			staff_name: event.staff.name,
			at: now.toISOString(),
		})
		.execute()
}

/**
 * The person's other applications: the same mobile number or the same e-mail address is the
 * same person (a guard who applied to two jobs), newest first. Read by two index steps.
 */
export async function otherApplicationsOf(
	db: Db,
	application: { id: number; contact: string; email_normalised: string | null; erased_at: string | null },
) {
	if (application.erased_at) return []
	const rows = await fromApplications(db)
		.select([
			'a.id',
			'a.created_at',
			'a.reference_code',
			'a.status',
			'j.title as job_title',
			'j.location as job_location',
		])
		.where('a.id', '!=', application.id)
		.where('a.erased_at', 'is', null)
		.where((eb) =>
			eb.or([
				eb('a.contact', '=', application.contact),
				...(application.email_normalised?.includes('@')
					? [eb('a.email_normalised', '=', application.email_normalised)]
					: []),
			]),
		)
		.orderBy('a.created_at', 'desc')
		.limit(50)
		.execute()
	return rows.map((row) => ({
		id: row.id,
		reference: applicationReference(row.id, row.created_at, row.reference_code),
		job: jobWithPlace(row.job_title, row.job_location),
		stage: row.status,
		appliedAt: row.created_at,
	}))
}
