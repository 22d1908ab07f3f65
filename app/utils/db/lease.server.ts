import crypto from 'node:crypto'
import os from 'node:os'
import { sql } from 'kysely'
import type { Db } from './db.server.ts'

// A lease lets one instance at a time do a piece of background work (the retention purge) that all could start
// together. It is a settings row holding when it runs out and who holds it: "<ISO time> <owner>". Taking it is one
// conditional update, so two instances cannot both win; only its holder renews or releases it, so one that stalled
// past its time can neither keep nor free the lease another instance has taken since. The time comes first and has
// a fixed length, so the row of an older release (the time alone) reads as a lease nobody holds.

const UNTIL_LENGTH = new Date(0).toISOString().length
const NOBODY = `${new Date(0).toISOString()} `

export interface Lease {
	/** Who takes, renews and releases it: this process, unless told otherwise. */
	readonly owner: string
	/** Takes the lease when it is free or run out (or already this owner's); true when it is this owner's now. */
	take(): Promise<boolean>
	/** Extends this owner's lease by its time; false when another has taken it (the work must stop). */
	renew(): Promise<boolean>
	/** Frees the lease when this owner holds it; another holder's lease stays. */
	release(): Promise<boolean>
}

/** A name for this process's leases: its machine, its process id and a random part (two instances never share one). */
export function leaseOwner() {
	return `${os.hostname()}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`
}

export function lease(db: Db, name: string, { owner = leaseOwner(), ttlMs }: { owner?: string; ttlMs: number }): Lease {
	if (!owner || /\s/.test(owner)) throw new Error('A lease owner is a name without spaces.')
	const heldBy = sql<string>`substr(value, ${UNTIL_LENGTH + 2})`
	const until = sql<string>`substr(value, 1, ${UNTIL_LENGTH})`
	async function write(value: string, where: 'free or mine' | 'mine') {
		const now = new Date().toISOString()
		const result = await db
			.updateTable('settings')
			.set({ value, updated_at: now })
			.where('name', '=', name)
			.where((eb) => (where === 'mine' ? eb(heldBy, '=', owner) : eb.or([eb(until, '<', now), eb(heldBy, '=', owner)])))
			.executeTakeFirst()
		return Number(result.numUpdatedRows) === 1
	}
	const held = () => `${new Date(Date.now() + ttlMs).toISOString()} ${owner}`
	return {
		owner,
		async take() {
			await db
				.insertInto('settings')
				.values({ name, value: NOBODY, updated_at: new Date().toISOString() })
				.onConflict((oc) => oc.column('name').doNothing())
				.execute()
			return write(held(), 'free or mine')
		},
		renew: () => write(held(), 'mine'),
		release: () => write(NOBODY, 'mine'),
	}
}
