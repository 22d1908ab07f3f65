import crypto from 'node:crypto'
import pg from 'pg'

/**
 * A new, empty PostgreSQL database beside the one TEST_DATABASE_URL names, for
 * servers under test (they migrate it themselves), and how to drop it.
 */
export async function createPostgresDatabase(baseUrl: string) {
	const name = `brisk_t_${crypto.randomBytes(6).toString('hex')}`
	const admin = new pg.Client({ connectionString: baseUrl })
	await admin.connect()
	await admin.query(`create database ${name}`)
	await admin.end()
	const url = new URL(baseUrl)
	url.pathname = `/${name}`
	return {
		url: url.toString(),
		async drop() {
			const client = new pg.Client({ connectionString: baseUrl })
			await client.connect()
			await client.query(`drop database if exists ${name} with (force)`)
			await client.end()
		},
	}
}
