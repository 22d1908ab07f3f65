import fs from 'node:fs'
import { z } from 'zod'
import { LOG_LEVELS } from './log.server.ts'
// The one import against the flow: ADMIN_PASSWORD is refused at start-up by the same rule as every staff password.
// eslint-disable-next-line no-restricted-imports
import { passwordProblem } from '#app/utils/staff/passwords.server.ts'
import { processSlot } from './singleton.server.ts'

/** The name the first administrator (ADMIN_EMAIL) gets until they change it. */
export const FIRST_ADMIN_NAME = 'Administrator'

// Every setting the server reads, parsed once at start. A wrong value stops the
// server with a message that names the variable (the README's configuration table).
const EnvSchema = z
	.object({
		NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
		PORT: z.coerce.number().int().min(0).max(65535).default(3000),
		HOST: z.string().min(1).default('0.0.0.0'),
		PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
		/** Other names of the site's host (host[:port], comma-separated): their pages redirect to PUBLIC_URL. */
		HOST_ALIASES: z
			.string()
			.default('')
			.transform((value) =>
				value
					.split(',')
					.map((host) => host.trim())
					.filter(Boolean),
			),
		DATA_DIR: z.string().min(1).default('./data'),
		DATABASE_URL: z
			.string()
			.regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
			.optional(),
		/** PostgreSQL: how long a request waits to open a connection or for a free one in the pool. */
		DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
		/** PostgreSQL: the longest one statement may run (statement_timeout); the client gives up a second later. */
		DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
		/** SQLite: how long a write waits for another process' lock on the file (busy_timeout). */
		DATABASE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
		/** How long start-up keeps trying to reach the database before the process gives up (0: for ever). */
		DATABASE_START_TIMEOUT_SECONDS: z.coerce.number().int().min(0).default(300),
		SMTP_URL: z
			.string()
			.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
			.optional(),
		MAIL_FROM: z.string().min(3).default('Brisk Facility Services <no-reply@brisk.example>'),
		COMPANY_INBOX: z.email().default('office@brisk.example'),
		/** A Twilio-style Messages endpoint for text messages, https:// (or http:// to a gateway on a private network). */
		SMS_URL: z.url({ protocol: /^https?$/, error: 'must be an https:// or http:// address' }).optional(),
		/** The sender of text messages: a registered sender ID (BRISK) or the provider's number. */
		SMS_FROM: z.string().min(3).max(20).default('BRISK'),
		/** Also text the acknowledgement to applicants who gave an e-mail address (those without one always get it). */
		SMS_ACK_WITH_EMAIL: z
			.enum(['true', 'false'])
			.default('false')
			.transform((value) => value === 'true'),
		/** Texts the site sends in any hour; past it, texts visitors set off wait (staff's go, and count). */
		SMS_BUDGET_PER_HOUR: z.coerce.number().int().min(1).default(60),
		/** Texts the site sends in any 24 hours, the same way. */
		SMS_BUDGET_PER_DAY: z.coerce.number().int().min(1).default(300),
		SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
		/** The secret SESSION_SECRET replaced: still accepted, so that open pages keep working after a rotation. */
		SESSION_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
		TRUST_PROXY: z
			.enum(['true', 'false', '0', '1', '2', '3'])
			.default('false')
			.transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
		RATE_LIMIT_POSTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
		/** Enquiries per hour for one e-mail address or mobile number from one client address. */
		CONTACT_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
		/** Enquiries per hour from one client address, whoever sends them (unset: 30, or CONTACT_LIMIT_PER_HOUR if higher). */
		CONTACT_LIMIT_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).optional(),
		FORM_MIN_SECONDS: z.coerce.number().min(0).default(3),
		/** Applications per hour for one e-mail address or mobile number from one client address. */
		APPLY_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
		/** Applications per hour from one client address, whoever sends them (unset: 60, or APPLY_LIMIT_PER_HOUR if higher). */
		APPLY_LIMIT_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).optional(),
		/** All applicants' files together may take at most this much; past it, new files are refused (503). */
		FILES_MAX_TOTAL_BYTES: z.coerce
			.number()
			.int()
			.min(1)
			.default(20 * 1024 ** 3),
		/** New applicants' files are refused while the data folder's disk has less free space than this. */
		DISK_MIN_FREE_BYTES: z.coerce
			.number()
			.int()
			.min(0)
			.default(1024 ** 3),
		OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(5000),
		/** How often the job alerts' sender looks for newly opened jobs (five minutes). */
		JOB_ALERTS_POLL_MS: z.coerce.number().int().min(50).default(300_000),
		/** 0: this process sends no mail or text and runs no purge, job alert or digest round (background-work.server.ts). */
		BACKGROUND_WORK: z
			.enum(['0', '1'])
			.default('1')
			.transform((value) => value === '1'),
		UPLOAD_MAX_BYTES: z.coerce
			.number()
			.int()
			.min(1024)
			.default(5 * 1024 * 1024),
		BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
		RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
		/** Days the back office's audit log keeps an entry. */
		AUDIT_DAYS: z.coerce.number().int().min(1).default(730),
		/** From which level on the log writes lines: fatal, error, warn, info (the default), debug, trace or silent. */
		LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
		/** Turns on /metrics (Prometheus), answered only with `Authorization: Bearer <METRICS_TOKEN>`; unset: 404. */
		METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
		/** The first administrator, created at start when no administrator exists. */
		ADMIN_EMAIL: z.email().optional(),
		ADMIN_PASSWORD: z.string().optional(),
	})
	.superRefine((env, context) => {
		// The same rule as every other staff password: a weak one would stay until someone changes it.
		const problem =
			env.ADMIN_PASSWORD && passwordProblem(env.ADMIN_PASSWORD, { email: env.ADMIN_EMAIL, name: FIRST_ADMIN_NAME }, env)
		if (problem) context.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: problem })
	})
	.transform((env) => ({
		...env,
		PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
		// The per-person limits were once per address too: a server that raised them keeps at least that per address.
		CONTACT_LIMIT_PER_ADDRESS_PER_HOUR:
			env.CONTACT_LIMIT_PER_ADDRESS_PER_HOUR ?? Math.max(30, env.CONTACT_LIMIT_PER_HOUR),
		APPLY_LIMIT_PER_ADDRESS_PER_HOUR: env.APPLY_LIMIT_PER_ADDRESS_PER_HOUR ?? Math.max(60, env.APPLY_LIMIT_PER_HOUR),
	}))

export type Env = z.infer<typeof EnvSchema>

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
	// Empty strings in .env files mean "not set".
	const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
	const result = EnvSchema.safeParse(cleaned)
	if (!result.success) {
		const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`)
		throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
	}
	return result.data
}

const envSlot = processSlot<Env>('env')

export function getEnv(): Env {
	// A .env file in the working folder fills in what the environment leaves unset.
	if (!envSlot.value && process.env.NODE_ENV !== 'test' && fs.existsSync('.env')) process.loadEnvFile('.env')
	envSlot.value ??= parseEnv(process.env)
	return envSlot.value
}

/** Values the browser may see. Nothing else of the environment is sent to it. */
export function getPublicEnv(env: Env = getEnv()) {
	return { PUBLIC_URL: env.PUBLIC_URL }
}

/** The largest file staff may upload in the back office (a camera's photo, a long PDF). */
export function adminUploadMaxBytes(env: Env = getEnv()) {
	return env.UPLOAD_MAX_BYTES * 4
}
