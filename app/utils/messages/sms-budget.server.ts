import { sql } from 'kysely'
import { getEnv, type Env } from '#app/utils/core/env.server.ts'
import { inTransaction, usesPostgres, type Db } from '#app/utils/db/db.server.ts'
import type { OutboxMail } from '#app/utils/db/schema.ts'

// A ceiling on what texts cost. Every text is paid for, and two of them anyone may set off (a job alert's
// confirmation, an application's acknowledgement), so the site sends at most SMS_BUDGET_PER_HOUR texts in any hour
// and SMS_BUDGET_PER_DAY in any 24 hours. The worker that sends them decides, counting in the outbox itself, so the
// ceiling holds however many instances send. A visitor's text past the budget is not lost: it stays queued, in its
// place, and goes when the oldest counted texts leave the window. Staff's texts (a stage's news, an interview) and
// the alerts their jobs set off are never held, since an applicant must not miss an interview because strangers spent
// the budget; they count all the same, so the budget is what the site sends, and strangers get what is left.

export interface TextBudget {
	perHour: number
	perDay: number
}

const HOUR_MS = 3600_000
const DAY_MS = 24 * HOUR_MS

// Any fixed number names the lock; this one spells "texts" on a phone keypad.
const TEXT_BUDGET_LOCK = 83_987

export function siteTextBudget(env: Pick<Env, 'SMS_BUDGET_PER_HOUR' | 'SMS_BUDGET_PER_DAY'> = getEnv()): TextBudget {
	return { perHour: env.SMS_BUDGET_PER_HOUR, perDay: env.SMS_BUDGET_PER_DAY }
}

function windows(budget: TextBudget) {
	return [
		{ limit: budget.perHour, ms: HOUR_MS },
		{ limit: budget.perDay, ms: DAY_MS },
	]
}

async function countedSince(db: Db, since: Date) {
	const row = await db
		.selectFrom('outbox')
		.select((eb) => eb.fn.countAll().as('n'))
		.where('channel', '=', 'sms')
		.where('counted_at', '>', since.toISOString())
		.executeTakeFirstOrThrow()
	return Number(row.n)
}

/**
 * When the budget has room for one more text, or null when it has now: the moment enough of the counted texts
 * have left the hour (and the day) that fewer than the budget remain.
 */
async function budgetOpensAt(db: Db, budget: TextBudget, now: Date) {
	let opens: number | null = null
	for (const { limit, ms } of windows(budget)) {
		const since = new Date(now.getTime() - ms)
		const counted = await countedSince(db, since)
		if (counted < limit) continue
		const leaving = await db
			.selectFrom('outbox')
			.select('counted_at')
			.where('channel', '=', 'sms')
			.where('counted_at', '>', since.toISOString())
			.orderBy('counted_at')
			.limit(1)
			.offset(counted - limit)
			.executeTakeFirst()
		const at = leaving?.counted_at ? Date.parse(leaving.counted_at) + ms : now.getTime() + ms
		opens = Math.max(opens ?? 0, at, now.getTime() + 1000)
	}
	return opens === null ? null : new Date(opens)
}

/**
 * Counts a claimed text against the budget as it is about to be sent, or says until when it must wait: null when
 * it goes. A text counted on an earlier try (the provider failed) is not counted again. The count and the mark share
 * one transaction under one lock (PostgreSQL: an advisory lock; SQLite: its one writer), so two workers never both
 * take the last place.
 */
async function admitText(db: Db, text: OutboxMail, budget: TextBudget, now: Date): Promise<Date | null> {
	if (text.counted_at) return null
	const mark = (trx: Db) =>
		trx.updateTable('outbox').set({ counted_at: now.toISOString() }).where('id', '=', text.id).execute()
	if (text.origin !== 'visitor') {
		await mark(db)
		return null
	}
	return inTransaction(db, async (trx) => {
		if (usesPostgres(trx)) await sql`select pg_advisory_xact_lock(${TEXT_BUDGET_LOCK})`.execute(trx)
		else await sql`update outbox set id = id where 1 = 0`.execute(trx)
		const opens = await budgetOpensAt(trx, budget, now)
		if (!opens) await mark(trx)
		return opens
	})
}

/**
 * The text channel's admission (a Sender's admit): a claimed text is counted and goes, or, past the budget, it and
 * every other visitor's text due now are held until the budget opens, their claims released.
 */
export function textBudgetGate(budget: TextBudget) {
	return async function admit(db: Db, text: OutboxMail, { owner, now }: { owner: string; now: Date }) {
		const opens = await admitText(db, text, budget, now)
		if (!opens) return true
		await holdVisitorTexts(db, { claimed: text.id, owner, until: opens }, now)
		return false
	}
}

/**
 * Holds a visitor's text the budget has no room for, and with it every other visitor's text that is due now: all
 * wait until the budget opens, keep their places (the worker takes the oldest first), and take no try of their
 * three days. Holding them together leaves the round to the mails and staff's texts behind them.
 */
async function holdVisitorTexts(
	db: Db,
	{ claimed, owner, until }: { claimed: number; owner: string; until: Date },
	now: Date,
) {
	const nowIso = now.toISOString()
	await db
		.updateTable('outbox')
		.set((eb) => ({
			next_attempt_at: until.toISOString(),
			held_at: eb.fn.coalesce('held_at', eb.val(nowIso)),
			locked_by: null,
			locked_until: null,
		}))
		.where('channel', '=', 'sms')
		.where('status', '=', 'pending')
		.where('origin', '=', 'visitor')
		.where('counted_at', 'is', null)
		.where((eb) =>
			eb.or([
				eb.and([eb('id', '=', claimed), eb('locked_by', '=', owner)]),
				eb.and([
					eb('next_attempt_at', '<=', nowIso),
					eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]),
				]),
			]),
		)
		.execute()
}

export interface TextBudgetFigures {
	hour: { sent: number; budget: number }
	day: { sent: number; budget: number }
	/** Visitors' texts the budget holds back now. */
	held: number
	/** Whether a visitor's text queued now would wait: the budget is spent by the texts counted and queued before it. */
	spent: boolean
}

/** The budget as staff, the metrics and a visitor's page see it. */
export async function readTextBudget(db: Db, budget: TextBudget = siteTextBudget(), now = new Date()) {
	const [hour, day, waiting] = await Promise.all([
		countedSince(db, new Date(now.getTime() - HOUR_MS)),
		countedSince(db, new Date(now.getTime() - DAY_MS)),
		db
			.selectFrom('outbox')
			.select([(eb) => eb.fn.countAll().as('queued'), (eb) => eb.fn.count('held_at').as('held')])
			.where('channel', '=', 'sms')
			.where('status', '=', 'pending')
			.where('origin', '=', 'visitor')
			.where('counted_at', 'is', null)
			.executeTakeFirstOrThrow(),
	])
	const queued = Number(waiting.queued)
	return {
		hour: { sent: hour, budget: budget.perHour },
		day: { sent: day, budget: budget.perDay },
		held: Number(waiting.held),
		spent: hour + queued >= budget.perHour || day + queued >= budget.perDay,
	} satisfies TextBudgetFigures
}
