import { sql, type Kysely } from 'kysely'
import { isPostgres } from './helpers.ts'

// A number that grows whenever something the public pages show changes in the
// database (jobs, housekeeping documents, gallery photos). The render cache keys
// pages by it; triggers keep it, so that no code path that writes those tables can
// forget to, and every instance sees a change at its next look (once a second).
const TABLES = ['jobs', 'documents', 'gallery_items']

export async function up(db: Kysely<unknown>) {
	const now = new Date().toISOString()
	await sql`insert into settings (name, value, updated_at) values ('content_version', '1', ${now})`.execute(db)
	if (isPostgres(db)) {
		await sql
			.raw(
				`create function bump_content_version() returns trigger language plpgsql as $$
				begin
					update settings set value = (value::bigint + 1)::text where name = 'content_version';
					return null;
				end $$`,
			)
			.execute(db)
		for (const table of TABLES) {
			await sql
				.raw(
					`create trigger ${table}_content_version after insert or update or delete on ${table}
					for each statement execute function bump_content_version()`,
				)
				.execute(db)
		}
		return
	}
	for (const table of TABLES) {
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
		for (const table of TABLES) await sql.raw(`drop trigger ${table}_content_version on ${table}`).execute(db)
		await sql.raw('drop function bump_content_version()').execute(db)
	} else {
		for (const table of TABLES) {
			for (const event of ['insert', 'update', 'delete']) {
				await sql.raw(`drop trigger ${table}_${event}_content_version`).execute(db)
			}
		}
	}
	await sql`delete from settings where name = 'content_version'`.execute(db)
}
