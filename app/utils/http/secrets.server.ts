import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import type { Env } from '#app/utils/core/env.server.ts'
import { log } from '#app/utils/core/log.server.ts'
import { pauseDuringOutage } from '#app/utils/db/db-health.server.ts'
import { processSlot } from '#app/utils/core/singleton.server.ts'

// The site's secret signs anti-forgery tokens and the contact form's time stamp.
// Every instance must use the same one, or a token issued by one is refused by the
// next: it is SESSION_SECRET when set, otherwise generated once into the database
// by whichever instance starts first. After a rotation the secret it replaced is
// still accepted for a grace period, so that open pages and forms keep working.

const CURRENT = 'session_secret'
const PREVIOUS = 'session_secret_previous'
/** As long as an anti-forgery cookie lives. */
export const ROTATION_GRACE_MS = 7 * 24 * 3600_000

export interface SiteSecrets {
	/** Signs everything new. */
	current: string
	/** Also accepted when checking a signature. */
	accepted: string[]
}

type SecretSettings = Pick<Env, 'SESSION_SECRET' | 'SESSION_SECRET_PREVIOUS' | 'DATA_DIR'>

const secretsSlot = processSlot<SiteSecrets>('secrets')

/** The secret in use; loadSecrets must have run (the server does it at start). */
export function getSecret() {
	return requireSecrets().current
}

/** Every secret a signature may have been made with: the current one first. */
export function getAcceptedSecrets() {
	return requireSecrets().accepted
}

function requireSecrets() {
	const secrets = secretsSlot.value
	if (!secrets) throw new Error('The site secret is not loaded yet (loadSecrets runs at start)')
	return secrets
}

export function keepSecrets(secrets: SiteSecrets) {
	secretsSlot.value = secrets
}

/** Reads (or, on the very first start, creates) the shared secret, and keeps it for getSecret. */
export async function loadSecrets(db: Db, env: SecretSettings, now = new Date()) {
	const secrets = env.SESSION_SECRET
		? {
				current: env.SESSION_SECRET,
				accepted: [env.SESSION_SECRET, ...(env.SESSION_SECRET_PREVIOUS ? [env.SESSION_SECRET_PREVIOUS] : [])],
			}
		: await storedSecrets(db, env.DATA_DIR, now)
	keepSecrets(secrets)
	return secrets
}

async function storedSecrets(db: Db, dataDir: string, now: Date): Promise<SiteSecrets> {
	// An instance set up before secrets moved to the database keeps its secret (open forms stay valid).
	const legacy = readLegacySecretFile(dataDir)
	await db
		.insertInto('settings')
		.values({ name: CURRENT, value: legacy ?? crypto.randomBytes(32).toString('hex'), updated_at: now.toISOString() })
		.onConflict((oc) => oc.column('name').doNothing())
		.execute()
	const rows = await db
		.selectFrom('settings')
		.select(['name', 'value', 'updated_at'])
		.where('name', 'in', [CURRENT, PREVIOUS])
		.execute()
	const current = rows.find((row) => row.name === CURRENT)!
	const previous = rows.find((row) => row.name === PREVIOUS)
	const previousValid = previous && now.getTime() - Date.parse(previous.updated_at) < ROTATION_GRACE_MS
	return { current: current.value, accepted: previousValid ? [current.value, previous.value] : [current.value] }
}

function readLegacySecretFile(dataDir: string) {
	try {
		const value = fs.readFileSync(path.join(dataDir, 'secret.key'), 'utf8').trim()
		return value.length >= 32 ? value : undefined
	} catch {
		return undefined
	}
}

/**
 * Replaces the stored secret with a new one; the old one stays accepted for the
 * grace period. Every instance picks the change up within a minute (refreshSecrets).
 */
export async function rotateSecret(db: Db, now = new Date()) {
	await inTransaction(db, async (trx) => {
		const current = await trx.selectFrom('settings').select('value').where('name', '=', CURRENT).executeTakeFirst()
		if (!current) throw new Error('There is no stored secret to rotate: start the server once first.')
		const stamp = now.toISOString()
		await trx
			.insertInto('settings')
			.values({ name: PREVIOUS, value: current.value, updated_at: stamp })
			.onConflict((oc) => oc.column('name').doUpdateSet({ value: current.value, updated_at: stamp }))
			.execute()
		await trx
			.updateTable('settings')
			.set({ value: crypto.randomBytes(32).toString('hex'), updated_at: stamp })
			.where('name', '=', CURRENT)
			.execute()
	})
}

/** Reads the secrets again every minute, so that a rotation reaches every instance. */
export function refreshSecrets(db: Db, env: SecretSettings, everyMs = 60_000) {
	const outage = pauseDuringOutage('refreshing the site secret')
	const timer = setInterval(() => {
		loadSecrets(db, env)
			.then(() => outage.succeeded())
			.catch(
				(error) => outage.failed(error) || log('warn', 'could not refresh the site secret', { error: String(error) }),
			)
	}, everyMs)
	timer.unref()
	return () => clearInterval(timer)
}

/** HMAC-SHA256 of a value for one purpose (the purpose keeps signatures of different uses apart). */
export function signValue(secret: string, purpose: string, value: string) {
	return crypto.createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url')
}

/** True when the signature is one of the secrets' for this purpose and value, compared in constant time. */
export function isSignatureOf(secrets: string | readonly string[], purpose: string, value: string, signature: string) {
	const given = Buffer.from(signature)
	return (typeof secrets === 'string' ? [secrets] : secrets).some((secret) => {
		const expected = Buffer.from(signValue(secret, purpose, value))
		return expected.length === given.length && crypto.timingSafeEqual(expected, given)
	})
}
