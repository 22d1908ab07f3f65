// The data-growth bench's tables (data-growth.ts): one per database, and its pages' when they were measured.
import type { DatabaseResult } from './data-growth.ts'
import { SAMPLES } from './data-growth-pages.ts'
import { READY_LIMIT_MS } from './data-growth-purge.ts'

/** One database's figures as a table, then its pages' when they were measured. */
export function printResult(result: DatabaseResult) {
	const name = result.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'
	if ('skipped' in result) return console.log(`${name}: skipped (${result.skipped})\n`)
	if ('failed' in result) return console.log(`${name}: failed: ${result.failed}\n${result.serverLog}\n`)
	const { purge, healthz, export: csv } = result
	const notWithin = `not within ${purge.timeoutSeconds + READY_LIMIT_MS / 1000} s`
	const rss = csv?.rssMB.before ? `RSS ${csv.rssMB.before} → ${csv.rssMB.peak} → ${csv.rssMB.after} MB` : 'RSS not read'
	const lines = csv && `${csv.lines.toLocaleString('en')} of ${csv.expectedLines.toLocaleString('en')} lines`
	console.log(name)
	console.table([
		{ figure: 'load the data', value: `${result.loadSeconds} s` },
		{ figure: 'port answers, after start', value: timeOr(result.portAnswersSeconds, notWithin) },
		{ figure: 'ready (/readyz 200), after start', value: timeOr(result.readySeconds, notWithin) },
		{
			figure: 'expired applicants’ files gone, after start',
			value: timeOr(purge.seconds, `not finished in ${purge.timeoutSeconds} s`),
		},
		{ figure: 'the purge by its own record', value: purge.record },
		{
			figure: '/healthz every 100 ms meanwhile',
			value: `max ${healthz.maxMs ?? '-'} ms, p99 ${healthz.p99Ms ?? '-'} ms, ${healthz.failed} of ${healthz.requests} failed`,
		},
		{
			figure: 'CSV export of every application',
			value: csv ? `${csv.seconds} s, ${csv.status}, ${lines}, ${csv.MB} MB, ${rss}` : 'not measured (not ready)',
		},
	])
	if (!result.pages.length) return
	console.log(`${name}: pages, ${SAMPLES} requests each after one warm-up (ms)`)
	console.table(result.pages)
}

function timeOr(value: number | null, otherwise: string) {
	return value === null ? otherwise : `${value} s`
}
