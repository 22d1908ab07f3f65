import { sql } from 'kysely'
import { inTransaction, usesPostgres, type Db } from '#app/utils/db/db.server.ts'

// Two editors of one section, or one editor's slow upload and another's publish, must
// not both pass the check "is the form's start still the section's?" and then both
// write: the later would silently undo the earlier. So the check and the write share
// one transaction that first takes the section's write lock, and whoever comes second
// reads what the first wrote.

// Any fixed number names the lock's kind; this one spells "content" on a phone keypad.
const CONTENT_LOCK = 2_668_368

/**
 * Runs fn in a transaction that holds the section's write lock until it ends. On
 * PostgreSQL an advisory lock per section: a second writer waits for the first to
 * commit, and its next statement (read committed) sees what was written. On SQLite the
 * transaction's first statement is a write, which takes the database's write lock at
 * once (as BEGIN IMMEDIATE would) rather than on a later write that another process'
 * commit could turn into a "database is busy" error.
 */
export async function inSectionTransaction<T>(db: Db, section: string, fn: (trx: Db) => Promise<T>): Promise<T> {
	if (db.isTransaction) throw new Error('A section is written in a transaction of its own')
	return inTransaction(db, async (trx) => {
		if (usesPostgres(trx)) await sql`select pg_advisory_xact_lock(${CONTENT_LOCK}, hashtext(${section}))`.execute(trx)
		else await sql`update content_drafts set section = section where 1 = 0`.execute(trx)
		return fn(trx)
	})
}

/**
 * What an editor's form must have started from for a write to go ahead, read in the
 * locked transaction: `edit` for a save, a publish or a discard (the draft's save, else
 * the live version, else the content files), `live` for a restore (which leaves the draft).
 */
export async function sectionBasesNow(trx: Db, section: string) {
	const [draft, live] = await Promise.all([
		trx.selectFrom('content_drafts').select('updated_at').where('section', '=', section).executeTakeFirst(),
		trx
			.selectFrom('content_versions')
			.select('id')
			.where('section', '=', section)
			.orderBy('id', 'desc')
			.limit(1)
			.executeTakeFirst(),
	])
	const liveBase = live ? `live:${live.id}` : 'files'
	return {
		edit: draft ? `draft:${draft.updated_at}` : liveBase,
		live: liveBase,
		draftStamp: draft?.updated_at ?? null,
	}
}

/**
 * A draft's save time, always later than the one it replaces: a form's start names the
 * draft by it, so two saves within one millisecond must not share it.
 */
export function nextDraftStamp(previous: string | null) {
	const now = Date.now()
	const after = previous ? Date.parse(previous) + 1 : 0
	return new Date(Number.isNaN(after) ? now : Math.max(now, after)).toISOString()
}
