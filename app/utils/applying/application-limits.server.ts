import fs from 'node:fs/promises'
import { PostgresAdapter } from 'kysely'
import type { Db } from '#app/utils/db/db.server.ts'
import { getEnv, type Env } from '#app/utils/core/env.server.ts'
import {
	consumeLimit,
	LIMITS,
	PERSON_ADDRESSES,
	takeSubmissionSteps,
	type SubmissionLimits,
} from '#app/utils/http/limits.server.ts'
import { log } from '#app/utils/core/log.server.ts'
import { personKeys } from '#app/utils/http/limits.server.ts'
import { getSecret } from '#app/utils/http/secrets.server.ts'
import { clientKey } from '#app/utils/http/spam.server.ts'

// What keeps one client from filling the disk with applications, or the site busy
// with their files: limits per client address and per person (e-mail, mobile),
// counted in the database so that every instance shares them and taken before any
// file is looked at, and a guard on the space all applicants' files take.

export type LimitRefusal = { reason: 'too-many'; retryAfterSeconds: number }
export type StoreRefusal = LimitRefusal | { reason: 'full' }

/** The limits of an application: the address's ceiling, and the person's at this address and overall. */
export function applicationLimits(env: Env = getEnv()): SubmissionLimits {
	return {
		address: LIMITS.applicationsAddress(env.APPLY_LIMIT_PER_ADDRESS_PER_HOUR),
		personAtAddress: LIMITS.applicationsPersonAtAddress(env.APPLY_LIMIT_PER_HOUR),
		person: LIMITS.applicationsPerson(env.APPLY_LIMIT_PER_HOUR * PERSON_ADDRESSES),
	}
}

/**
 * One step of each limit an application is held to, before its files are decoded or parsed:
 * the refusal, or the steps to give back (giveBack) when the application is then not stored.
 */
export async function takeApplicationSteps(
	db: Db,
	{ clientIp, email, mobile }: { clientIp: string; email: string; mobile: string },
	limits = applicationLimits(),
): Promise<{ ok: true; giveBack(): Promise<void> } | { ok: false; refusal: LimitRefusal }> {
	// The client as a keyed hash (an IPv6 client by its /64), as every counter keeps it.
	const client = clientKey(getSecret(), clientIp)
	const steps = await takeSubmissionSteps(db, limits, {
		address: client,
		addressHash: client,
		people: personKeys({ email, mobile }),
	})
	if (!steps.allowed) return { ok: false, refusal: { reason: 'too-many', retryAfterSeconds: steps.retryAfterSeconds } }
	return { ok: true, giveBack: steps.giveBack }
}

/**
 * A step of the compatibility API's per-address upload limit, taken before the file is
 * decoded or parsed: the refusal, or null.
 */
export async function apiUploadRefusal(db: Db, clientIp: string): Promise<LimitRefusal | null> {
	const rule = LIMITS.apiUploadsAddress(getEnv().APPLY_LIMIT_PER_ADDRESS_PER_HOUR)
	const step = await consumeLimit(db, rule, clientKey(getSecret(), clientIp))
	return step.allowed ? null : { reason: 'too-many', retryAfterSeconds: step.retryAfterSeconds }
}

let wasFull = false

/**
 * Whether these new bytes must be refused: all stored files and these together past
 * FILES_MAX_TOTAL_BYTES, or (SQLite, whose file holds them) the data folder's disk
 * below DISK_MIN_FREE_BYTES. One sum over the files' sizes, never their bytes.
 */
export async function storageIsFull(db: Db, incomingBytes: number) {
	const env = getEnv()
	const { total } = await db
		.selectFrom('files')
		.select((eb) => eb.fn.coalesce(eb.fn.sum<number>('byte_size'), eb.lit(0)).as('total'))
		.executeTakeFirstOrThrow()
	let full = Number(total) + incomingBytes > env.FILES_MAX_TOTAL_BYTES
	if (!full && !(db.getExecutor().adapter instanceof PostgresAdapter)) {
		const disk = await fs.statfs(env.DATA_DIR)
		full = disk.bavail * disk.bsize - incomingBytes < env.DISK_MIN_FREE_BYTES
	}
	if (full !== wasFull) {
		if (full) log('error', 'applicant file storage is full: new files are refused', { bytes: Number(total) })
		else log('info', 'applicant file storage has room again')
		wasFull = full
	}
	return full
}
