import crypto from 'node:crypto'
import pg from 'pg'

/**
 * A new, empty PostgreSQL database beside the one TEST_DATABASE_URL names, for
 * servers under test (they migrate it themselves), and how to drop it.
 */
export async function createPostgresDatabase(baseUrl: string) {
	const name = `brisk_t_${crypto.randomBytes(6).toString('hex')}`
	await onServer(baseUrl, (client) => client.query(`create database ${name}`))
	return {
		url: databaseUrl(baseUrl, name),
		async drop() {
			await onServer(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
		},
	}
}

/**
 * The database of one test worker of one run, beside the one TEST_DATABASE_URL names, created when first asked for.
 * Workers run files side by side; what PostgreSQL shares across a database's schemas (advisory locks, the
 * connections it lists) then stays within one worker. `dropRunDatabases` ends them when the run ends.
 */
export async function workerDatabaseUrl(baseUrl: string, runId: string, worker: string) {
	const name = `${runPrefix(baseUrl, runId)}w${worker.replace(/\D/g, '')}`
	await onServer(baseUrl, async (client) => {
		const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
		if (rowCount) return
		// Never two workers of one number at once, so nothing else creates this one meanwhile.
		await client.query(`create database "${name}"`)
	})
	return databaseUrl(baseUrl, name)
}

/** Drops the databases of a run's workers (see workerDatabaseUrl). */
export async function dropRunDatabases(baseUrl: string, runId: string) {
	await onServer(baseUrl, async (client) => {
		const { rows } = await client.query<{ datname: string }>(
			"select datname from pg_database where starts_with(datname, $1) and datname ~ '_w[0-9]+$'",
			[runPrefix(baseUrl, runId)],
		)
		for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`)
	})
}

/** `<base>_<run>_`, the base's name cut so that a worker's database name stays within PostgreSQL's 63 characters. */
function runPrefix(baseUrl: string, runId: string) {
	const base = decodeURIComponent(new URL(baseUrl).pathname.slice(1)).replace(/\W/g, '_').toLowerCase() || 'brisk'
	return `${base.slice(0, 40)}_${runId}_`
}

function databaseUrl(baseUrl: string, name: string) {
	const url = new URL(baseUrl)
	url.pathname = `/${name}`
	return url.toString()
}

async function onServer<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>) {
	const client = new pg.Client({ connectionString: baseUrl })
	await client.connect()
	try {
		return await work(client)
	} finally {
		await client.end()
	}
}
