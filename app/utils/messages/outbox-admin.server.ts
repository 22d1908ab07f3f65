import { audit } from '#app/utils/db/audit.server.ts'
import { afterCommit, inTransaction, type Db } from '#app/utils/db/db.server.ts'
import { countAndPage } from '#app/utils/db/lists.server.ts'
import type { OutboxChannel } from '#app/utils/db/schema.ts'
import { pokeOutbox } from './outbox.server.ts'

// The outbox as the back office's Mail page shows it, mails and texts alike: who a message is for, its kind and
// its subject (a text's label), never its body, which carries applicants' and senders' data.

export type OutboxStatus = 'pending' | 'failed' | 'sent'

/** The back office's lists of the outbox: a status, or the pending messages already tried at least once. */
export type OutboxFilter = OutboxStatus | 'retrying'

/** One page of the outbox, newest first. */
export async function listOutbox(
	db: Db,
	{ status, channel = '', page }: { status: OutboxFilter | ''; channel?: OutboxChannel | ''; page: number },
) {
	const outbox = channel ? db.selectFrom('outbox').where('channel', '=', channel) : db.selectFrom('outbox')
	const filtered =
		status === 'retrying'
			? outbox.where('status', '=', 'pending').where('attempts', '>', 0)
			: status
				? outbox.where('status', '=', status)
				: outbox
	return countAndPage(filtered, page, (query) =>
		query
			.select([
				'id',
				'channel',
				'kind',
				'to_address',
				'subject',
				'status',
				'attempts',
				'last_error',
				'created_at',
				'next_attempt_at',
				'sent_at',
			])
			// The sent ones by when they went, so that a message sent again just now is at the top.
			.orderBy(status === 'sent' ? 'sent_at' : 'created_at', 'desc')
			.orderBy('id', 'desc'),
	)
}

/**
 * Sends a failed message again (one more attempt; the count is kept), with its audit entry; the worker is woken
 * once that is committed. False when the message is not a failed one (sent meanwhile, or no such message).
 */
export async function retryFailedMessage(
	db: Db,
	{ id, staff }: { id: number; staff: { id: number; email: string } },
	now = new Date(),
) {
	return inTransaction(db, async (trx) => {
		const result = await trx
			.updateTable('outbox')
			.set({ status: 'pending', next_attempt_at: now.toISOString(), locked_until: null, locked_by: null })
			.where('id', '=', id)
			.where('status', '=', 'failed')
			.executeTakeFirst()
		if (Number(result.numUpdatedRows) === 0) return false
		await audit(trx, { staff, action: 'mail.retried', subject: `mail ${id}` }, now)
		afterCommit(trx, pokeOutbox)
		return true
	})
}
