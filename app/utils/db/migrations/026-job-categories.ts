import { sql, type Kysely } from 'kysely'
import { idColumn, isPostgres } from './helpers.ts'

// Job categories kept by staff: a category's stored value (the jobs', applications' job field's and
// alerts' category) never changes; its names in each language do. The original four keep the values
// the site always stored ("House Keeping", "Staffing", "Security", "Gardening"), so the rows that name
// them stay as they are, and are seeded with the names the catalogues gave them when this was written (written out
// here: a migration gives every database the same rows, whatever the catalogues or the languages say later). A job
// or alert that names any other value (written by hand before) gets a category of that name, so nothing is orphaned.
// A change bumps the content version, as a job's does: the career pages show it at once.

const ORIGINALS = [
	{
		value: 'House Keeping',
		name: 'House Keeping',
		// The Telugu joiner (U+200C) keeps two letters apart, as the word is written.
		translations: { hi: 'हाउसकीपिंग', mr: 'हाउसकीपिंग', te: 'హౌస్\u200cకీపింగ్' },
	},
	{
		value: 'Staffing',
		name: 'Staffing Solutions',
		translations: { hi: 'स्टाफ़िंग सेवाएँ', mr: 'मनुष्यबळ पुरवठा (स्टाफिंग)', te: 'సిబ్బంది సరఫరా (స్టాఫింగ్)' },
	},
	{
		value: 'Security',
		name: 'Security Services',
		translations: { hi: 'सुरक्षा सेवाएँ', mr: 'सुरक्षा (सिक्युरिटी)', te: 'భద్రతా సేవలు' },
	},
	{
		value: 'Gardening',
		name: 'Gardening Solutions',
		translations: { hi: 'बागवानी सेवाएँ', mr: 'बागकाम', te: 'తోటపని సేవలు' },
	},
] as const

export async function up(db: Kysely<unknown>) {
	await idColumn(db, db.schema.createTable('job_categories'))
		.addColumn('value', 'text', (c) => c.notNull().unique())
		// Its name in English; in the other languages in job_category_translations, as jobs' and documents' words are.
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('position', 'integer', (c) => c.notNull())
		.addColumn('retired_at', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull())
		.addColumn('updated_at', 'text', (c) => c.notNull())
		.execute()
	await db.schema
		.createTable('job_category_translations')
		.addColumn('category_id', 'integer', (c) => c.notNull().references('job_categories.id').onDelete('cascade'))
		.addColumn('language', 'text', (c) => c.notNull())
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('updated_at', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('job_category_translations_pk', ['category_id', 'language'])
		.execute()
	const now = new Date().toISOString()
	const rows: Array<{
		value: string
		name: string
		position: number
		translations: Array<{ language: string; name: string }>
	}> = ORIGINALS.map(({ value, name, translations }, index) => ({
		value,
		name,
		position: index + 1,
		translations: Object.entries(translations).map(([language, name]) => ({ language, name })),
	}))
	const { rows: others } = await sql<{ category: string }>`
		select distinct category from jobs where category is not null
		union select distinct job_field from applications where job_field is not null
		union select distinct category from job_alerts where category is not null`.execute(db)
	const known = new Set<string>(ORIGINALS.map((original) => original.value))
	for (const { category } of others.toSorted((a, b) => a.category.localeCompare(b.category))) {
		if (known.has(category) || category.trim() === '') continue
		known.add(category)
		rows.push({ value: category, name: category.trim().slice(0, 60), position: rows.length + 1, translations: [] })
	}
	for (const row of rows) {
		const { rows: inserted } = await sql<{ id: number }>`
			insert into job_categories (value, name, position, retired_at, created_at, updated_at)
			values (${row.value}, ${row.name}, ${row.position}, ${null}, ${now}, ${now}) returning id`.execute(db)
		for (const translation of row.translations) {
			await sql`insert into job_category_translations (category_id, language, name, updated_at)
				values (${inserted[0]!.id}, ${translation.language}, ${translation.name}, ${now})`.execute(db)
		}
	}
	if (isPostgres(db)) {
		await sql
			.raw(
				`create trigger job_categories_content_version after insert or update or delete on job_categories
				for each statement execute function bump_content_version()`,
			)
			.execute(db)
		await sql
			.raw(
				`create trigger job_category_translations_content_version after insert or update or delete on job_category_translations
				for each statement execute function bump_content_version()`,
			)
			.execute(db)
		return
	}
	for (const table of ['job_categories', 'job_category_translations']) {
		for (const event of ['insert', 'update', 'delete']) {
			await sql
				.raw(
					`create trigger ${table}_${event}_content_version after ${event} on ${table}
					begin
						update settings set value = cast(cast(value as integer) + 1 as text) where name = 'content_version';
					end`,
				)
				.execute(db)
		}
	}
}

export async function down(db: Kysely<unknown>) {
	if (isPostgres(db)) {
		await sql.raw('drop trigger job_categories_content_version on job_categories').execute(db)
		await sql.raw('drop trigger job_category_translations_content_version on job_category_translations').execute(db)
	} else {
		for (const table of ['job_categories', 'job_category_translations']) {
			for (const event of ['insert', 'update', 'delete']) {
				await sql.raw(`drop trigger ${table}_${event}_content_version`).execute(db)
			}
		}
	}
	await db.schema.dropTable('job_category_translations').execute()
	await db.schema.dropTable('job_categories').execute()
}
