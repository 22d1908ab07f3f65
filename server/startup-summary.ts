import path from 'node:path'
import type { Env } from '#app/utils/core/env.server.ts'
import { FIRST_ADMIN_HINT } from '#app/utils/staff/staff.server.ts'

/**
 * The one line an operator reads after `npm start`: where the site answers, which
 * database it uses, where its mails go and, on a new site, how to sign in for the first
 * time. Written once for all worker processes, by the one that runs the background work.
 */
export function startupSummary({
	env,
	port,
	workers,
	hasStaff,
}: {
	env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'SMTP_URL' | 'SMS_URL' | 'PUBLIC_URL'>
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
