import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { parseEnv } from '#app/utils/core/env.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { startBackgroundWork } from './background-work.server.ts'
import { readPurgeStatus } from './retention.server.ts'

const DAY_MS = 86_400_000

describe.each(testDatabases())('The background work on $name', (kind) => {
	let db: Db
	let dataDir: string
	let destroy: () => Promise<void>

	beforeAll(async () => {
		;({ db, dataDir, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	const settings = (more: Record<string, string> = {}) =>
		parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, OUTBOX_POLL_MS: '50', JOB_ALERTS_POLL_MS: '50', ...more })
	const mail = (subject: string) =>
		enqueueMail(db, { kind: 'staff-invite', to: 'asha@brisk.test', subject, text: 'Hello' })
	const statusOf = async (subject: string) =>
		(await db.selectFrom('outbox').select('status').where('subject', '=', subject).executeTakeFirstOrThrow()).status
	/** An alert asked for and never confirmed, long enough ago that the alert round forgets it. */
	async function unconfirmedAlert(token: string) {
		await db
			.insertInto('job_alerts')
			.values({
				channel: 'mail',
				address: `${token}@brisk.test`,
				category: null,
				place: null,
				language: 'en',
				token,
				created_at: new Date(Date.now() - 8 * DAY_MS).toISOString(),
				confirmed_at: null,
				unsubscribed_at: null,
				last_sent_at: null,
			})
			.execute()
	}
	const alertKept = async (token: string) =>
		(await db.selectFrom('job_alerts').select('id').where('token', '=', token).executeTakeFirst()) !== undefined

	test('one call starts the outbox, the purge, the job alerts and the digest; stop() ends them all', async () => {
		await mail('Before the start')
		await unconfirmedAlert('forgotten-alert')
		const rounds: string[] = []
		const work = startBackgroundWork({ db, env: settings(), purgeDelayMs: 0, onRound: (task) => rounds.push(task) })
		try {
			await vi.waitFor(
				async () => {
					expect(await statusOf('Before the start')).toBe('sent')
					expect(await readPurgeStatus(db)).toMatchObject({ state: 'finished' })
					expect(await alertKept('forgotten-alert')).toBe(false)
					expect(new Set(rounds)).toEqual(new Set(['retention purge', 'job alerts', 'application digests']))
				},
				{ timeout: 15_000, interval: 50 },
			)
		} finally {
			await work.stop()
		}

		const roundsWhenStopped = rounds.length
		await mail('After the stop')
		await unconfirmedAlert('kept-alert')
		// Nothing is there to wait for: ten of the rounds' periods go by, and nothing moves.
		await new Promise((resolve) => setTimeout(resolve, 500))
		expect(await statusOf('After the stop')).toBe('pending')
		expect(await alertKept('kept-alert')).toBe(true)
		expect(rounds.length).toBe(roundsWhenStopped)
	})

	test('a process started with BACKGROUND_WORK=0 starts none of them', async () => {
		await db.deleteFrom('settings').where('name', '=', 'purge_status').execute()
		await mail('Nobody sends this')
		await unconfirmedAlert('not-forgotten')
		const rounds: string[] = []
		const work = startBackgroundWork({
			db,
			env: settings({ BACKGROUND_WORK: '0' }),
			purgeDelayMs: 0,
			onRound: (task) => rounds.push(task),
		})
		await new Promise((resolve) => setTimeout(resolve, 500))
		await work.stop()
		expect(await statusOf('Nobody sends this')).toBe('pending')
		expect(await readPurgeStatus(db)).toBeNull()
		expect(await alertKept('not-forgotten')).toBe(true)
		expect(rounds).toEqual([])
	})
})
