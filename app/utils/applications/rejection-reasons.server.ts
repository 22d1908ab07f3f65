import { sql } from 'kysely'
import { audit, type StaffActor } from '#app/utils/db/audit.server.ts'
import { inTransaction, isUniqueViolation, usesPostgres, type Db } from '#app/utils/db/db.server.ts'
import { REJECTION_REASON_MAX } from './rejection-reasons.ts'
import { reportWeeks } from './reports.ts'
import { startOfIndianDay } from '#app/utils/common/dates.ts'

// The office's list of reasons to reject an application (migration 033): HR choose one when they move an application
// to Rejected, alone or in bulk; the application keeps its words, for its history, the export and the reports. A
// reason taken off the list is retired, not deleted: the applications that name it keep reading it, and adding the
// same words again brings it back. Reasons are the office's record only: no mail or text to the applicant names one.

export interface RejectionReason {
	id: number
	label: string
	retired: boolean
}

/** The reasons HR may choose now, in the list's order; with `retired`, the retired ones after them. */
export async function listRejectionReasons(db: Db, { retired = false }: { retired?: boolean } = {}) {
	let query = db.selectFrom('rejection_reasons').select(['id', 'label', 'retired_at'])
	if (!retired) query = query.where('retired_at', 'is', null)
	const rows = await query.orderBy('position').orderBy('id').execute()
	const reasons = rows.map((row) => ({ id: row.id, label: row.label, retired: row.retired_at !== null }))
	return [...reasons.filter((reason) => !reason.retired), ...reasons.filter((reason) => reason.retired)]
}

/** A reason a rejection names, refused when it is not (or no longer) on the office's list. */
export class RejectionReasonRefused extends Error {
	constructor(label: string) {
		super(
			`“${label.slice(0, REJECTION_REASON_MAX)}” is not on the list of reasons (a colleague may have just taken it off): choose one from the list.`,
		)
	}
}

/** Throws RejectionReasonRefused unless the reason is on the list now: call it in the move's transaction. */
export async function requireRejectionReason(db: Db, label: string) {
	const row = await db
		.selectFrom('rejection_reasons')
		.select('id')
		.where('label', '=', label)
		.where('retired_at', 'is', null)
		.executeTakeFirst()
	if (!row) throw new RejectionReasonRefused(label)
}

export type ReasonOutcome = { ok: true; reason: RejectionReason } | { ok: false; error: string }

/**
 * A reason added last to the list; the same words as a retired one (in any case) bring that one back, last. Two
 * people adding the same words at once get one reason: the label is unique, and the second is told it is there.
 */
export async function addRejectionReason(
	db: Db,
	staff: StaffActor,
	label: string,
	now = new Date(),
): Promise<ReasonOutcome> {
	const words = label.replace(/\s+/g, ' ').trim()
	if (words.length < 3) return { ok: false, error: 'Write the reason in a few words, e.g. “Took another job”.' }
	if (words.length > REJECTION_REASON_MAX) {
		return { ok: false, error: `Keep the reason to ${REJECTION_REASON_MAX} characters: it is one line of a list.` }
	}
	try {
		return await inTransaction(db, async (trx): Promise<ReasonOutcome> => {
			if (usesPostgres(trx)) await sql`lock table rejection_reasons in share row exclusive mode`.execute(trx)
			const same = await trx
				.selectFrom('rejection_reasons')
				.select(['id', 'label', 'retired_at'])
				.where(sql<string>`lower(label)`, '=', words.toLowerCase())
				.executeTakeFirst()
			if (same && same.retired_at === null) return { ok: false, error: `“${same.label}” is already on the list.` }
			const last = await trx
				.selectFrom('rejection_reasons')
				.select((eb) => eb.fn.max('position').as('position'))
				.executeTakeFirst()
			const position = Number(last?.position ?? 0) + 1
			let id: number
			if (same) {
				await trx
					.updateTable('rejection_reasons')
					.set({ retired_at: null, position })
					.where('id', '=', same.id)
					.execute()
				id = same.id
			} else {
				const row = await trx
					.insertInto('rejection_reasons')
					.values({ label: words, position, created_at: now.toISOString() })
					.returning('id')
					.executeTakeFirstOrThrow()
				id = row.id
			}
			const shown = same?.label ?? words
			await audit(
				trx,
				{ staff, action: same ? 'rejection-reason.restore' : 'rejection-reason.add', subject: `reason “${shown}”` },
				now,
			)
			return { ok: true, reason: { id, label: shown, retired: false } }
		})
	} catch (error) {
		if (isUniqueViolation(error)) return { ok: false, error: `“${words}” is already on the list.` }
		throw error
	}
}

/** Takes a reason off the list HR choose from; the applications that name it keep it. */
export async function retireRejectionReason(
	db: Db,
	staff: StaffActor,
	id: number,
	now = new Date(),
): Promise<ReasonOutcome> {
	return inTransaction(db, async (trx): Promise<ReasonOutcome> => {
		const reason = await trx
			.selectFrom('rejection_reasons')
			.select(['id', 'label', 'retired_at'])
			.where('id', '=', id)
			.executeTakeFirst()
		if (!reason) return { ok: false, error: 'That reason is not on the list any more. Look at the list again.' }
		if (reason.retired_at === null) {
			await trx.updateTable('rejection_reasons').set({ retired_at: now.toISOString() }).where('id', '=', id).execute()
			await audit(trx, { staff, action: 'rejection-reason.retire', subject: `reason “${reason.label}”` }, now)
		}
		return { ok: true, reason: { id, label: reason.label, retired: true } }
	})
}

/** How many of the applications sent since then each reason rejected, most first; none given as null (reports). */
export async function countRejectionsByReason(db: Db, since: string) {
	const rows = await db
		.selectFrom('applications')
		.select(['rejection_reason', (eb) => eb.fn.countAll<number | string | bigint>().as('n')])
		.where('status', '=', 'Rejected')
		.where('created_at', '>=', since)
		.groupBy('rejection_reason')
		.execute()
	return rows
		.map((row) => ({ reason: row.rejection_reason, count: Number(row.n) }))
		.sort((a, b) => b.count - a.count || (a.reason ?? '~').localeCompare(b.reason ?? '~'))
}

/** The rejections by reason of the reports' period: the applications sent since its first Monday (India). */
export function rejectionsOfReportWeeks(db: Db, weekCount: number, now = new Date()) {
	return countRejectionsByReason(db, startOfIndianDay(reportWeeks(weekCount, now)[0]!))
}
