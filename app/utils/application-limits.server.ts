import fs from 'node:fs/promises'
import { PostgresAdapter } from 'kysely'
import type { Db } from './db.server.ts'
import { getEnv } from './env.server.ts'
import { consumeLimit, LIMITS } from './limits.server.ts'
import { log } from './log.server.ts'
import { getSecret, signValue } from './secrets.server.ts'

// What keeps one client from filling the disk with applications: limits per client
// address and per person (e-mail, mobile), counted in the database so that every
// instance shares them, and a guard on the space all applicants' files take.

export type StoreRefusal = { reason: 'too-many'; retryAfterSeconds: number } | { reason: 'full' }

/** One step of each limit an application takes; the first refusal, or null when it may be stored. */
export async function applicationRefusal(
	db: Db,
	{ clientIp, email, mobile, bytes }: { clientIp: string; email: string; mobile: string; bytes: number },
): Promise<StoreRefusal | null> {
	if (bytes > 0 && (await storageIsFull(db, bytes))) return { reason: 'full' }
	const perHour = getEnv().APPLY_LIMIT_PER_HOUR
	const person = LIMITS.applicationsPerson(perHour)
	for (const [rule, key] of [
		[LIMITS.applicationsAddress(perHour), clientIp || 'unknown'],
		// An application without an e-mail (where the job allows it) is limited by its mobile number alone.
		...(email.trim() ? ([[person, personKey('email', email.trim().toLowerCase())]] as const) : []),
		[person, personKey('mobile', mobile.replace(/\D/g, '').slice(-10))],
	] as const) {
		const step = await consumeLimit(db, rule, key)
		if (!step.allowed) return { reason: 'too-many', retryAfterSeconds: step.retryAfterSeconds }
	}
	return null
}

/**
 * A person's counter is named by a keyed hash of their e-mail or mobile number, never
 * the address or number itself: the counters table holds nothing an erasure must reach,
 * and a ten-digit number's plain hash could be reversed by trying them all.
 */
export function personKey(kind: 'email' | 'mobile', value: string) {
	return `${kind}:${signValue(getSecret(), 'rate-limit-person', value)}`
}

/** Before the compatibility API stores an uploaded file (its applications come later, by reference). */
export async function apiUploadRefusal(db: Db, clientIp: string, bytes: number): Promise<StoreRefusal | null> {
	if (await storageIsFull(db, bytes)) return { reason: 'full' }
	const step = await consumeLimit(db, LIMITS.apiUploadsAddress(getEnv().APPLY_LIMIT_PER_HOUR), clientIp || 'unknown')
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
