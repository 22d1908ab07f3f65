import { AsyncResource } from 'node:async_hooks'
import crypto from 'node:crypto'
import os from 'node:os'
import type { Env } from '#app/utils/core/env.server.ts'
import { log } from '#app/utils/core/log.server.ts'
import { describeError, pauseDuringOutage } from '#app/utils/db/db-health.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { createMailSender } from './mail.server.ts'
import {
	deliverDueMessages,
	POKE_MESSAGE,
	setActiveOutboxWorker,
	type OutboxWorker,
	type Senders,
} from './outbox.server.ts'
import { siteTextBudget } from './sms-budget.server.ts'
import { createTextSender } from './sms.server.ts'

/**
 * The outbox of this process, as the server runs it: a worker with a Sender for each channel, built from the
 * environment, woken by what this process queues and by what another worker process asks for. stop() lets the
 * round in progress finish.
 */
export function startOutbox({
	db,
	env,
}: {
	db: Db
	env: Pick<
		Env,
		| 'SMTP_URL'
		| 'MAIL_FROM'
		| 'SMS_URL'
		| 'SMS_FROM'
		| 'DATA_DIR'
		| 'OUTBOX_POLL_MS'
		| 'SMS_BUDGET_PER_HOUR'
		| 'SMS_BUDGET_PER_DAY'
	>
}): OutboxWorker {
	const worker = startOutboxWorker({
		db,
		senders: {
			mail: createMailSender({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR }),
			sms: createTextSender({
				smsUrl: env.SMS_URL,
				from: env.SMS_FROM,
				dataDir: env.DATA_DIR,
				budget: siteTextBudget(env),
			}),
		},
		pollMs: env.OUTBOX_POLL_MS,
	})
	setActiveOutboxWorker(worker)
	// Another worker process queued a message (pokeOutbox): send it now rather than at the next poll.
	const relayedPoke = (message: unknown) => {
		if ((message as { type?: unknown } | null)?.type === POKE_MESSAGE) worker.poke()
	}
	process.on('message', relayedPoke)
	return {
		poke: () => worker.poke(),
		async stop() {
			process.off('message', relayedPoke)
			setActiveOutboxWorker(undefined)
			await worker.stop()
		},
	}
}

/** Delivers due messages every pollMs, and at once when poked; one round at a time. */
export function startOutboxWorker({
	db,
	senders,
	pollMs,
	onError = (error: unknown) => log('error', 'outbox round failed', { error: describeError(error) }),
}: {
	db: Db
	senders: Senders
	pollMs: number
	onError?: (error: unknown) => void
}): OutboxWorker {
	let running: Promise<unknown> | null = null
	let stopped = false
	// While the database is away every round fails the same way: one line when it pauses, one when it resumes.
	const outage = pauseDuringOutage('mail delivery')
	let again = false
	// Names this worker's leases: another instance's worker never renews or finishes a message this one claimed.
	const owner = `${os.hostname()}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`

	function round(asked = false) {
		if (stopped || (!asked && outage.resting())) return
		if (running) {
			again = true
			return
		}
		running = deliverDueMessages(db, senders, new Date(), { owner })
			.then(() => outage.succeeded())
			.catch((error) => outage.failed(error) || onError(error))
			.finally(() => {
				running = null
				if (again) {
					again = false
					round(true)
				}
			})
	}

	const timer = setInterval(round, pollMs)
	timer.unref()
	round()
	// A poke comes from inside a request (after its transaction committed); the round it starts is the worker's
	// own, as if started here: its log lines carry no request's id, and it meets an outage as the worker does.
	const roundAsked = AsyncResource.bind(() => round(true))

	return {
		// A request that just stored a message found the database there: no need to rest.
		poke() {
			setImmediate(roundAsked)
		},
		async stop() {
			stopped = true
			clearInterval(timer)
			await running
			for (const sender of Object.values(senders)) sender.close?.()
		},
	}
}
