import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import type { OutboxMail, TextOrigin } from '#app/utils/db/schema.ts'
import { enqueueMail } from './mail.server.ts'
import { deliverDueMessages, type Sender } from './outbox.server.ts'
import { readTextBudget, textBudgetGate, type TextBudget } from './sms-budget.server.ts'
import { enqueueText } from './sms.server.ts'

// The site sends at most its budget of texts in any hour and any 24 hours; a visitor's text past it waits in the
// outbox, in its place, and goes when the budget opens; staff's texts never wait, and count.

const T0 = Date.parse('2026-12-01T06:00:00.000Z')
const at = (minutes: number) => new Date(T0 + minutes * 60_000)

describe.each(testDatabases())('The text budget on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	const delivered: OutboxMail[] = []
	// The provider is outside this machine: a sender that takes every text and keeps it.
	const provider: Sender = {
		send: async (row) => {
			delivered.push(row)
			return { ok: true }
		},
	}

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())
	beforeEach(async () => {
		delivered.length = 0
		await db.deleteFrom('outbox').execute()
	})

	async function queueTexts(count: number, { origin, minute = 0 }: { origin?: TextOrigin; minute?: number } = {}) {
		const ids: number[] = []
		for (let i = 0; i < count; i++) {
			const to = `+9198765${String(ids.length + minute * 100).padStart(5, '0')}`
			ids.push(await enqueueText(db, { kind: 'text-received', to, label: 'Text', text: 'Hello', origin }, at(minute)))
		}
		return ids
	}

	function send(now: Date, textBudget: TextBudget, owner = 'one') {
		const sms = { ...provider, admit: textBudgetGate(textBudget) }
		return deliverDueMessages(db, { mail: provider, sms }, now, { owner, batchSize: 50 })
	}

	async function rows(ids: number[]) {
		return db.selectFrom('outbox').selectAll().where('id', 'in', ids).orderBy('id').execute()
	}

	test('With a budget of 3 an hour, 8 visitors’ texts: 3 go, 5 wait, none is lost, and they go in order the next hour', async () => {
		const budget = { perHour: 3, perDay: 100 }
		const ids = await queueTexts(8)
		expect(await send(at(1), budget)).toEqual({ sent: 3, failed: 0 })
		expect(delivered.map((row) => row.id)).toEqual(ids.slice(0, 3))
		const held = (await rows(ids)).slice(3)
		expect(held).toHaveLength(5)
		for (const row of held) {
			expect(row).toMatchObject({ status: 'pending', attempts: 0, counted_at: null, held_at: at(1).toISOString() })
			// They wait for the hour of the first counted text to end, not for a retry's pause.
			expect(row.next_attempt_at).toBe(at(61).toISOString())
		}
		expect(await readTextBudget(db, budget, at(2))).toEqual({
			hour: { sent: 3, budget: 3 },
			day: { sent: 3, budget: 100 },
			held: 5,
			spent: true,
		})
		// Rounds within the hour send nothing more, however often they run.
		expect(await send(at(30), budget)).toEqual({ sent: 0, failed: 0 })
		expect(await send(at(60), budget)).toEqual({ sent: 0, failed: 0 })

		expect(await send(at(61), budget)).toEqual({ sent: 3, failed: 0 })
		expect(await send(at(122), budget)).toEqual({ sent: 2, failed: 0 })
		expect(delivered.map((row) => row.id)).toEqual(ids)
		expect((await rows(ids)).map((row) => row.status)).toEqual(Array(8).fill('sent'))
		expect((await readTextBudget(db, budget, at(123))).held).toBe(0)
	})

	test('The day’s budget holds texts over the hours, until 24 hours after the first', async () => {
		const budget = { perHour: 100, perDay: 4 }
		const ids = await queueTexts(6)
		expect(await send(at(1), budget)).toEqual({ sent: 4, failed: 0 })
		expect(await send(at(61), budget)).toEqual({ sent: 0, failed: 0 })
		expect(await send(at(23 * 60), budget)).toEqual({ sent: 0, failed: 0 })
		expect(await send(at(24 * 60 + 1), budget)).toEqual({ sent: 2, failed: 0 })
		expect(delivered.map((row) => row.id)).toEqual(ids)
	})

	test('Staff’s texts go while the budget is spent, and count; mails queued behind held texts go at once', async () => {
		const budget = { perHour: 2, perDay: 100 }
		const visitors = await queueTexts(4)
		expect(await send(at(2), budget)).toEqual({ sent: 2, failed: 0 })
		const staff = await queueTexts(2, { origin: 'staff', minute: 10 })
		const mail = await enqueueMail(
			db,
			{ kind: 'staff-reset', to: 'x@brisk.test', subject: 'A reset', text: 'x' },
			at(10),
		)
		expect(await send(at(10), budget)).toEqual({ sent: 3, failed: 0 })
		expect(delivered.map((row) => row.id)).toEqual([...visitors.slice(0, 2), ...staff, mail])
		expect(await readTextBudget(db, budget, at(11))).toMatchObject({ hour: { sent: 4, budget: 2 }, held: 2 })
		// Staff's texts took places too: the visitors' texts wait until fewer than 2 counted remain in the hour.
		expect(await send(at(62), budget)).toEqual({ sent: 0, failed: 0 })
		expect(await send(at(70), budget)).toEqual({ sent: 2, failed: 0 })
		expect(delivered.map((row) => row.id).slice(-2)).toEqual(visitors.slice(2))
	})

	test('A text the provider refused is counted once: its retry is not held, nor counted again', async () => {
		const budget = { perHour: 1, perDay: 100 }
		const [first, second] = await queueTexts(2)
		const failing: Sender = { send: async () => ({ ok: false, error: 'provider down' }), admit: textBudgetGate(budget) }
		expect(await deliverDueMessages(db, { sms: failing }, at(1))).toEqual({ sent: 0, failed: 1 })
		const [retry] = await rows([first!])
		expect(retry).toMatchObject({ status: 'pending', attempts: 1, counted_at: at(1).toISOString() })
		expect(await send(at(5), budget)).toEqual({ sent: 1, failed: 0 })
		expect(delivered.map((row) => row.id)).toEqual([first])
		expect((await rows([second!]))[0]).toMatchObject({ status: 'pending', counted_at: null })
		expect((await readTextBudget(db, budget, at(6))).hour.sent).toBe(1)
	})

	test('Two workers (two instances) at once never send more than the budget between them', async () => {
		const budget = { perHour: 3, perDay: 100 }
		await queueTexts(12)
		const rounds = await Promise.all([
			send(at(1), budget, 'one'),
			send(at(1), budget, 'two'),
			send(at(1), budget, 'three'),
		])
		expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(3)
		expect(delivered).toHaveLength(3)
		expect((await readTextBudget(db, budget, at(2))).held).toBe(9)
	})
})
