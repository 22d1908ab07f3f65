/** The one logger: a JSON line per event, errors to stderr. */
export function log(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}) {
	const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
	if (level === 'error') console.error(line)
	else console.log(line)
}
