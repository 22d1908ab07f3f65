import { AsyncLocalStorage } from 'node:async_hooks'
import { pino, type Logger } from 'pino'
import { loggableUrl, withoutSecretsInText } from './secret-paths.ts'

export { withoutQuery } from './secret-paths.ts'

// The one log: a JSON line per event (pino), `level` as a word ("info", "warn", "error"), `time` in ISO 8601 and
// `msg` the event; errors (and worse) go to stderr, everything else to stdout. LOG_LEVEL says from which level on
// lines are written (default info). A line written while a request is answered carries its `requestId`.
//
// No line carries personal data: the fields below are replaced by "[Redacted]" wherever a caller puts them (at the
// top of the line or one level down), and an address (`url` or `path`) is written without its query, which a form
// sent by GET or a link in a mail may fill with an e-mail address or a mobile number, and with the secret of a
// one-time link replaced by its route's parameter (`/admin/reset/:token`, secret-paths.ts); such a secret quoted
// anywhere else in a line (an error's message) is replaced too.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

const PERSONAL_FIELDS = [
	'email',
	'emails',
	'mobile',
	'phone',
	'name',
	'fullName',
	'firstName',
	'lastName',
	'aadhaar',
	'aadhar',
	'aadhaarNumber',
	'token',
	'password',
	'secret',
	'otp',
	'cookie',
	'cookies',
	'authorization',
]

/** What pino replaces (its `redact` paths): the fields above, and the headers of a request or answer. */
export const REDACTED_PATHS = [
	...PERSONAL_FIELDS,
	...PERSONAL_FIELDS.map((field) => `*.${field}`),
	'req.headers.cookie',
	'req.headers.authorization',
	'req.headers["x-xsrf-token"]',
	'res.headers["set-cookie"]',
	'headers.cookie',
	'headers.authorization',
	'headers["set-cookie"]',
]

// The one ambient store of a request's state left (the rest travels in React Router's context, app/context.ts):
// a log line is written by code deep below any loader (a query's outage, a mail queued) that has no context to
// read, and the request id only labels the line; nothing the request answers depends on it.
const requestIds = new AsyncLocalStorage<string>()

/** Runs a request's handling with its id, which every line logged meanwhile carries as `requestId`. */
export function withRequestId<T>(id: string, fn: () => T): T {
	return requestIds.run(id, fn)
}

function levelOf(value: string | undefined): LogLevel {
	const level = value?.trim().toLowerCase()
	return LOG_LEVELS.find((known) => known === level) ?? 'info'
}

// A line as one string without its newline, through the console as before (synchronous on files and pipes, so
// the last line before an exit is written; tests watch it).
const stdout = { write: (line: string) => console.log(line.replace(/\n$/, '')) }
const stderr = { write: (line: string) => console.error(line.replace(/\n$/, '')) }

export function createLogger(level: string | undefined = process.env.LOG_LEVEL) {
	return pino(
		{
			level: levelOf(level),
			// No pid or host name: the process manager and the log collector know them.
			base: undefined,
			timestamp: pino.stdTimeFunctions.isoTime,
			formatters: {
				level: (label) => ({ level: label }),
				log: (fields) => ({
					...fields,
					...(typeof fields.url === 'string' ? { url: loggableUrl(fields.url) } : {}),
					...(typeof fields.path === 'string' ? { path: loggableUrl(fields.path) } : {}),
				}),
			},
			mixin: () => {
				const requestId = requestIds.getStore()
				return requestId ? { requestId } : {}
			},
			redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
			hooks: { streamWrite: withoutSecretsInText },
		},
		pino.multistream(
			[
				{ level: 'trace', stream: stdout },
				{ level: 'error', stream: stderr },
			],
			{ dedupe: true },
		),
	)
}

let instance: Logger | undefined

/**
 * The process' logger, made at its first use: after the configuration is read (a LOG_LEVEL in the .env file
 * counts). Modules that log through `log()` below need not know it is pino.
 */
export function logger(): Logger {
	instance ??= createLogger()
	return instance
}

/** One line: `log('warn', 'what happened', { what: 'it concerns' })`. */
export function log(level: 'debug' | 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}) {
	logger()[level](fields, msg)
}
