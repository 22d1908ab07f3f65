import path from 'node:path'
import type { Env } from '#app/utils/core/env.server.ts'
import { log } from '#app/utils/core/log.server.ts'
import { isDatabaseUnavailable } from '#app/utils/db/db-health.server.ts'
import { createDatabase, databaseOptions, migrateToLatest, withStartupLock, type Db } from '#app/utils/db/db.server.ts'
import { loadSecrets } from '#app/utils/http/secrets.server.ts'
import { seedIfEmpty } from '#app/utils/jobs/seed.server.ts'
import { ensureFirstAdmin, FIRST_ADMIN_HINT, hasStaffAccount } from '#app/utils/staff/staff.server.ts'

/**
 * Migrates, seeds, loads the shared secret and creates the first administrator, under
 * the start-up lock, on a connection of its own without a statement time limit (a
 * migration may take long). While the database cannot be reached it tries again,
 * waiting 1, 2, 4… up to 30 seconds between tries, for DATABASE_START_TIMEOUT_SECONDS
 * (0: for ever), and says so through onWaiting; any other failure (a migration that
 * does not apply) stops at once.
 */
export async function prepareDatabase(env: Env, onWaiting: () => void) {
	const started = Date.now()
	const limitMs = env.DATABASE_START_TIMEOUT_SECONDS * 1000
	for (let attempt = 1; ; attempt++) {
		const setupDb = createDatabase({ ...databaseOptions(env), statementTimeoutMs: 0 })
		try {
			await withStartupLock(setupDb, async () => {
				const applied = await migrateToLatest(setupDb)
				if (applied.length) log('info', 'migrations applied', { applied })
				if (await seedIfEmpty(setupDb)) log('info', 'sample jobs and documents seeded')
				await loadSecrets(setupDb, env)
				if (await ensureFirstAdmin(setupDb, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })) {
					log('info', 'the first administrator was created from ADMIN_EMAIL', { email: env.ADMIN_EMAIL })
				}
			})
			if (attempt > 1) log('info', 'the database is reachable: starting')
			return
		} catch (error) {
			const waitMs = Math.min(30_000, 1000 * 2 ** (attempt - 1))
			const outOfTime = limitMs > 0 && Date.now() - started + waitMs > limitMs
			if (!isDatabaseUnavailable(error) || outOfTime) throw error
			onWaiting()
			log('warn', 'the database is not reachable yet; trying again', {
				attempt,
				retryInSeconds: waitMs / 1000,
				error: String(error instanceof Error ? error.message : error),
			})
			await new Promise((resolve) => setTimeout(resolve, waitMs))
		} finally {
			await setupDb.destroy().catch(() => {})
		}
	}
}

type SummaryEnv = Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'SMTP_URL' | 'SMS_URL' | 'PUBLIC_URL'>

/**
 * The one line an operator reads after `npm start`: where the site answers, which
 * database it uses, where its mails go and, on a new site, how to sign in for the first
 * time. Written once for all worker processes, by the one that runs the background work.
 */
export async function startupSummary({ db, ...facts }: { db: Db; env: SummaryEnv; port: number; workers: number }) {
	// A database that fails this one question is not worth a start-up error: the hint is only left out.
	return summaryOf({ ...facts, hasStaff: await hasStaffAccount(db).catch(() => true) })
}

export function summaryOf({
	env,
	port,
	workers,
	hasStaff,
}: {
	env: SummaryEnv
	port: number
	workers: number
	hasStaff: boolean
}) {
	const address = `http://localhost:${port}`
	const database = env.DATABASE_URL
		? `PostgreSQL at ${safeHost(env.DATABASE_URL)}`
		: `SQLite in ${path.join(env.DATA_DIR, 'brisk.db')}`
	const mail = env.SMTP_URL
		? `sent through ${safeHost(env.SMTP_URL)}`
		: `written as files to ${path.join(env.DATA_DIR, 'mail')} (set SMTP_URL to send them)`
	const texts = env.SMS_URL
		? `sent through ${safeHost(env.SMS_URL)}`
		: `written as files to ${path.join(env.DATA_DIR, 'sms')} (set SMS_URL to send them)`
	const sentences = [
		`Brisk is running at ${address}${env.PUBLIC_URL !== address ? ` (public address ${env.PUBLIC_URL})` : ''}` +
			`${workers > 1 ? ` in ${workers} worker processes` : ''}.`,
		`Database: ${database}.`,
		`Mails: ${mail}.`,
		`Text messages: ${texts}.`,
		hasStaff ? `Back office: ${env.PUBLIC_URL}/admin.` : FIRST_ADMIN_HINT,
	]
	return {
		message: sentences.join(' '),
		fields: {
			url: address,
			publicUrl: env.PUBLIC_URL,
			workers,
			database: env.DATABASE_URL ? 'postgresql' : 'sqlite',
			mail: env.SMTP_URL ? 'smtp' : 'eml files',
			texts: env.SMS_URL ? 'provider' : 'files',
			staffAccounts: hasStaff,
		},
	}
}

/** The host and port of a connection address, never its user name or password. */
function safeHost(url: string) {
	try {
		const parsed = new URL(url)
		return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname
	} catch {
		return 'the configured address'
	}
}
