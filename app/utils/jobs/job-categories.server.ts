import { forEachLanguage, LANGUAGES, TRANSLATED_LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import { sql } from 'kysely'
import { inTransaction, usesPostgres, type Db } from '#app/utils/db/db.server.ts'
import type { Staff } from '#app/utils/db/schema.ts'
import { todayInIndia } from '#app/utils/common/dates.ts'
import { invariantResponse } from '#app/utils/common/ids.ts'
import {
	CATEGORY_NAME_LABELS,
	CATEGORY_NAME_MAX,
	categorySlug,
	sameName,
	type CategoryNames,
	type CategoryRecord,
} from './job-categories.ts'
import { categoryNameProblem, normaliseCategoryName } from './job-categories-names.ts'
import type { CategoryNamesInput } from './job-categories-schema.ts'
import { JOB_CATEGORIES } from './jobs.ts'

// The job categories staff keep (migration 026): added, renamed, retired and brought back from the
// back office, each change with its audit entry in one transaction. Their table's triggers bump the
// content version, so the career pages show a change at their next request.

type Actor = Pick<Staff, 'id' | 'email'>

/** What a category form's fields are named: its names by language. */
export type CategoryErrors = Partial<Record<Language, string[]>>

type Row = { id: number; value: string; name: string; retired_at: string | null }

const COLUMNS = ['id', 'value', 'name', 'retired_at'] as const

/** Categories with their names: the English in the row, the others from their translations (one query for all). */
async function withNames(db: Db, rows: Row[]): Promise<CategoryRecord[]> {
	const translations =
		rows.length === 0
			? []
			: await db
					.selectFrom('job_category_translations')
					.select(['category_id', 'language', 'name'])
					.where(
						'category_id',
						'in',
						rows.map((row) => row.id),
					)
					.execute()
	return rows.map((row) => ({
		id: row.id,
		value: row.value,
		names: forEachLanguage((language) =>
			language === 'en'
				? row.name
				: (translations.find((t) => t.category_id === row.id && t.language === language)?.name ?? ''),
		),
		retired: row.retired_at !== null,
	}))
}

/** The categories in their order; retired ones only when asked for (staff's lists, an old job's page). */
export async function listCategories(db: Db, { retired = false }: { retired?: boolean } = {}) {
	let query = db.selectFrom('job_categories').select(COLUMNS)
	if (!retired) query = query.where('retired_at', 'is', null)
	return withNames(db, await query.orderBy('position').orderBy('id').execute())
}

export async function findCategory(db: Db, value: string) {
	const row = await db.selectFrom('job_categories').select(COLUMNS).where('value', '=', value).executeTakeFirst()
	return row ? (await withNames(db, [row]))[0] : undefined
}

async function requireCategory(db: Db, id: number) {
	const row = await db.selectFrom('job_categories').select(COLUMNS).where('id', '=', id).executeTakeFirst()
	invariantResponse(row, 'There is no such category.')
	return (await withNames(db, [row]))[0]!
}

function namesOf(input: CategoryNamesInput): CategoryNames {
	return forEachLanguage((language) => normaliseCategoryName(input[language] ?? ''))
}

/** The form's rules of names, held here too, so that no caller stores a name that could pass for another. */
function nameProblems(names: CategoryNames): CategoryErrors | null {
	const errors: CategoryErrors = {}
	for (const language of LANGUAGES) {
		const problem =
			names[language].length > CATEGORY_NAME_MAX
				? `Please keep the name to ${CATEGORY_NAME_MAX} characters.`
				: categoryNameProblem(names[language])
		if (problem) errors[language] = [problem]
	}
	return Object.keys(errors).length > 0 ? errors : null
}

/** Whether two names are the same text, case and spacing aside (else they only look alike). */
function sameText(a: string, b: string) {
	const key = (name: string) => normaliseCategoryName(name).replace(/\s+/g, ' ').toLocaleLowerCase('en')
	return key(a) === key(b)
}

/** A category's names in the other languages, as written (an empty one is no row: the English shows). */
async function writeTranslations(db: Db, id: number, names: CategoryNames, now: Date) {
	await db.deleteFrom('job_category_translations').where('category_id', '=', id).execute()
	const rows = TRANSLATED_LANGUAGES.filter((language) => names[language] !== '').map((language) => ({
		category_id: id,
		language,
		name: names[language],
		updated_at: now.toISOString(),
	}))
	if (rows.length > 0) await db.insertInto('job_category_translations').values(rows).execute()
}

/** A name another active category has in the same language, one message per language. */
async function clashes(db: Db, names: CategoryNames, exceptId?: number): Promise<CategoryErrors | null> {
	const others = (await listCategories(db)).filter((category) => category.id !== exceptId)
	const errors: CategoryErrors = {}
	for (const language of LANGUAGES) {
		const other = others.find((category) => sameName(category.names[language], names[language]))
		if (!other) continue
		const label = CATEGORY_NAME_LABELS[language]
		errors[language] = [
			sameText(other.names[language], names[language])
				? `Another category is already called “${names[language]}” in ${label}: “${other.names.en}”. Please choose another name.`
				: `“${names[language]}” reads the same as “${other.names[language]}”, the name in ${label} of another category: “${other.names.en}”. Please choose another name.`,
		]
	}
	// The original four keep their first names in the compatibility API ("Security" for "Security Services"),
	// where a new category of that English name could not be told apart from them.
	const original = errors.en ? undefined : others.find((category) => sameName(apiName(category.value), names.en))
	if (original) {
		const api = apiName(original.value)
		errors.en = [
			sameText(api, names.en)
				? `Apps that read the old job list know “${original.names.en}” as “${names.en}”, so the two could not be told apart there. Please choose another name.`
				: `Apps that read the old job list know “${original.names.en}” as “${api}”, which “${names.en}” reads the same as. Please choose another name.`,
		]
	}
	return Object.keys(errors).length > 0 ? errors : null
}

/** The name the compatibility API gives an original category (its stored value); '' for the others. */
function apiName(value: string) {
	return JOB_CATEGORIES.some((original) => original.value === value) ? value : ''
}

/** A value no category has yet (retired ones included): the English name as a slug, numbered if taken. */
async function freeValue(db: Db, english: string) {
	const taken = new Set(
		(await db.selectFrom('job_categories').select('value').execute()).map((row) => row.value.toLowerCase()),
	)
	const slug = categorySlug(english)
	let value = slug
	for (let n = 2; taken.has(value); n++) value = `${slug}-${n}`
	return value
}

type Outcome = { ok: true; category: CategoryRecord } | { ok: false; errors: CategoryErrors }

/**
 * One change of names at a time, whichever instance makes it: the check for a name another category has and
 * the write that follows happen under a lock that a second change waits for, so two people adding "Plumbing" at
 * once get one category and a refusal in words. SQLite's transactions are one at a time already.
 */
async function oneNameChangeAtATime(trx: Db) {
	if (usesPostgres(trx)) await sql`lock table job_categories in share row exclusive mode`.execute(trx)
}

/** A new category, last in the order, under a value made from its English name. */
export async function addCategory(db: Db, staff: Actor, input: CategoryNamesInput, now = new Date()): Promise<Outcome> {
	const names = namesOf(input)
	return inTransaction(db, async (trx) => {
		await oneNameChangeAtATime(trx)
		const errors = nameProblems(names) ?? (await clashes(trx, names))
		if (errors) return { ok: false, errors }
		const value = await freeValue(trx, names.en)
		const last = await trx
			.selectFrom('job_categories')
			.select((eb) => eb.fn.max('position').as('position'))
			.executeTakeFirst()
		const stamp = now.toISOString()
		const row = await trx
			.insertInto('job_categories')
			.values({
				value,
				name: names.en,
				position: Number(last?.position ?? 0) + 1,
				retired_at: null,
				created_at: stamp,
				updated_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		await writeTranslations(trx, row.id, names, now)
		await audit(trx, { staff, action: 'job-category.add', subject: `category ${value}`, details: names }, now)
		return { ok: true, category: { id: row.id, value, names, retired: false } }
	})
}

/** New names for a category; its value, and so its jobs, applications and alerts, stay as they are. */
export async function renameCategory(
	db: Db,
	staff: Actor,
	id: number,
	input: CategoryNamesInput,
	now = new Date(),
): Promise<Outcome> {
	const names = namesOf(input)
	return inTransaction(db, async (trx) => {
		await oneNameChangeAtATime(trx)
		const category = await requireCategory(trx, id)
		const errors = nameProblems(names) ?? (category.retired ? null : await clashes(trx, names, id))
		if (errors) return { ok: false, errors }
		await trx
			.updateTable('job_categories')
			.set({ name: names.en, updated_at: now.toISOString() })
			.where('id', '=', id)
			.execute()
		await writeTranslations(trx, id, names, now)
		await audit(
			trx,
			{
				staff,
				action: 'job-category.rename',
				subject: `category ${category.value}`,
				details: { from: category.names, to: names },
			},
			now,
		)
		return { ok: true, category: { ...category, names } }
	})
}

/**
 * Retires a category: visitors no longer see it among the choices; its jobs and applications keep it.
 * Or brings it back, when its names are free among the active ones.
 */
export async function setCategoryRetired(
	db: Db,
	staff: Actor,
	id: number,
	retired: boolean,
	now = new Date(),
): Promise<Outcome> {
	return inTransaction(db, async (trx) => {
		await oneNameChangeAtATime(trx)
		const category = await requireCategory(trx, id)
		if (!retired) {
			const errors = await clashes(trx, category.names, id)
			if (errors) return { ok: false, errors }
		}
		// An open job stays in a category visitors can choose: it is closed or moved first.
		const open = retired ? await countOpenJobs(trx, category.value, now) : 0
		if (open > 0) {
			const jobs = open === 1 ? '1 open job' : `${open} open jobs`
			return {
				ok: false,
				errors: {
					en: [
						`“${category.names.en}” still has ${jobs}: close them or move them to another category, then retire it.`,
					],
				},
			}
		}
		await trx
			.updateTable('job_categories')
			.set({ retired_at: retired ? now.toISOString() : null, updated_at: now.toISOString() })
			.where('id', '=', id)
			.execute()
		await audit(
			trx,
			{
				staff,
				action: retired ? 'job-category.retire' : 'job-category.restore',
				subject: `category ${category.value}`,
			},
			now,
		)
		return { ok: true, category: { ...category, retired } }
	})
}

/** How many of a category's jobs visitors can apply to now (published, the last day not past in India). */
async function countOpenJobs(db: Db, value: string, now: Date) {
	const row = await db
		.selectFrom('jobs')
		.select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
		.where('category', '=', value)
		.where('published', '=', 1)
		.where('till_date', '>=', todayInIndia(now))
		.executeTakeFirstOrThrow()
	return Number(row.n)
}

/** How many jobs (open or not) each category holds, for staff's list of categories. */
export async function countJobsByCategory(db: Db) {
	const rows = await db
		.selectFrom('jobs')
		.select(['category', (eb) => eb.fn.countAll<number | string | bigint>().as('n')])
		.groupBy('category')
		.execute()
	return Object.fromEntries(rows.map((row) => [row.category, Number(row.n)])) as Record<string, number>
}

/** Why a job may not be in this category: none has this value, or (for a job visitors see) it is retired. */
export type CategoryRefusal = { reason: 'category-unknown' } | { reason: 'category-retired'; category: string }

/**
 * Whether a job may be written in this category, decided in the transaction of the job's write: the category
 * must exist, and a job that is published (created, saved open or opened again) must be in one visitors can
 * choose. For a published job, PostgreSQL holds the categories in share mode until the caller commits, so that a
 * category cannot be retired between this check and the write: retiring waits for the write, then counts the job
 * as open. SQLite's transactions are one at a time already.
 */
export async function categoryRefusal(
	db: Db,
	value: string,
	{ published }: { published: boolean },
): Promise<CategoryRefusal | null> {
	// The caller's transaction, whose write the lock guards (alone, the lock lasts as long as this read).
	return inTransaction(db, async (trx) => {
		if (published && usesPostgres(trx)) await sql`lock table job_categories in share mode`.execute(trx)
		const category = await trx
			.selectFrom('job_categories')
			.select(['name', 'retired_at'])
			.where('value', '=', value)
			.executeTakeFirst()
		if (!category) return { reason: 'category-unknown' }
		if (published && category.retired_at !== null) return { reason: 'category-retired', category: category.name }
		return null
	})
}

/**
 * The job editor's choice of category, by English name: the active ones, and a job's own category when
 * it is retired (marked so; the job keeps it while closed, and must be moved to be published again).
 */
export async function categoryChoices(db: Db, current?: string) {
	const categories = await listCategories(db, { retired: true })
	return categories
		.filter((category) => !category.retired || category.value === current)
		.map((category) => ({
			value: category.value,
			label: category.retired ? `${category.names.en} (retired)` : category.names.en,
		}))
}
