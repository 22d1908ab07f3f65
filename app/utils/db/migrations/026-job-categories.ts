import { sql, type Kysely } from 'kysely'
import { career as hi } from '#app/i18n/hi/career.ts'
import { career as mr } from '#app/i18n/mr/career.ts'
import { career as te } from '#app/i18n/te/career.ts'
import { career as en } from '#app/i18n/en/career.ts'
import { idColumn, isPostgres } from './helpers.ts'

// Job categories kept by staff: a category's stored value (the jobs', applications' job field's and
// alerts' category) never changes; its names in each language do. The original four keep the values
// the site always stored ("House Keeping", "Staffing", "Security", "Gardening"), so the rows that name
// them stay as they are, and are seeded with the names the catalogues give them. A job or alert that
// names any other value (written by hand before) gets a category of that name, so nothing is orphaned.
// A change bumps the content version, as a job's does: the career pages show it at once.

const ORIGINALS = [
	{ value: 'House Keeping', key: 'career.category.houseKeeping' },
	{ value: 'Staffing', key: 'career.category.staffing' },
	{ value: 'Security', key: 'career.category.security' },
	{ value: 'Gardening', key: 'career.category.gardening' },
] as const

export async function up(db: Kysely<unknown>) {
	await idColumn(db, db.schema.createTable('job_categories'))
		.addColumn('value', 'text', (c) => c.notNull().unique())
		.addColumn('name_en', 'text', (c) => c.notNull())
		.addColumn('name_hi', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('name_mr', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('name_te', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('position', 'integer', (c) => c.notNull())
		.addColumn('retired_at', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull())
		.addColumn('updated_at', 'text', (c) => c.notNull())
		.execute()
	const now = new Date().toISOString()
	const rows: Array<Record<string, string | number | null>> = ORIGINALS.map(({ value, key }, index) => ({
		value,
		name_en: en[key],
		name_hi: hi[key],
		name_mr: mr[key],
		name_te: te[key],
		position: index + 1,
		retired_at: null,
		created_at: now,
		updated_at: now,
	}))
	const { rows: others } = await sql<{ category: string }>`
		select distinct category from jobs where category is not null
		union select distinct job_field from applications where job_field is not null
		union select distinct category from job_alerts where category is not null`.execute(db)
	const known = new Set<string>(ORIGINALS.map((original) => original.value))
	for (const { category } of others.toSorted((a, b) => a.category.localeCompare(b.category))) {
		if (known.has(category) || category.trim() === '') continue
		known.add(category)
		rows.push({
			value: category,
			name_en: category.trim().slice(0, 60),
			name_hi: '',
			name_mr: '',
			name_te: '',
			position: rows.length + 1,
			retired_at: null,
			created_at: now,
			updated_at: now,
		})
	}
	await sql`insert into job_categories (value, name_en, name_hi, name_mr, name_te, position, retired_at, created_at, updated_at) values ${sql.join(
		rows.map(
			(row) =>
				sql`(${row.value}, ${row.name_en}, ${row.name_hi}, ${row.name_mr}, ${row.name_te}, ${row.position}, ${row.retired_at}, ${row.created_at}, ${row.updated_at})`,
		),
	)}`.execute(db)
	if (isPostgres(db)) {
		await sql
			.raw(
				`create trigger job_categories_content_version after insert or update or delete on job_categories
				for each statement execute function bump_content_version()`,
			)
			.execute(db)
		return
	}
	for (const event of ['insert', 'update', 'delete']) {
		await sql
			.raw(
				`create trigger job_categories_${event}_content_version after ${event} on job_categories
				begin
					update settings set value = cast(cast(value as integer) + 1 as text) where name = 'content_version';
				end`,
			)
			.execute(db)
	}
}

export async function down(db: Kysely<unknown>) {
	if (isPostgres(db)) {
		await sql.raw('drop trigger job_categories_content_version on job_categories').execute(db)
	} else {
		for (const event of ['insert', 'update', 'delete']) {
			await sql.raw(`drop trigger job_categories_${event}_content_version`).execute(db)
		}
	}
	await db.schema.dropTable('job_categories').execute()
}
