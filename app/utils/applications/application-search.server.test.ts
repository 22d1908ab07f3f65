import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadYearOfData } from '#tests/fixtures/year-of-data.ts'
import { testDatabases } from '#tests/setup/databases.ts'
import { readListState } from '#app/utils/common/admin-lists.ts'
import { readApplicationFilters } from './applications.ts'
import { eraseApplication } from './application-erasure.server.ts'
import { APPLICATION_SORTS, listApplications, requireApplication } from './applications.server.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { takeApplicationSteps } from '#app/utils/applying/application-limits.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'

/** The member of staff who erases, for the audit entry. */
const office = { id: 1, email: 'office@brisk.test' }

// Searching a year of applications (a text index on each database) and erasing one
// applicant among them by the index's look-ups.

describe.each(testDatabases())('Searching and erasing among many applications on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let jobId: number
	let dataDir: string

	beforeAll(async () => {
		keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] })
		;({ db, destroy, dataDir } = await kind.create())
		const data = await loadYearOfData(db, { applications: 3000, expired: 0, jobs: 4, enquiries: 0 })
		jobId = data.jobIds[0]!
	})
	afterAll(() => destroy())

	async function applicant(name: string, email: string, contact: string) {
		const stamp = new Date().toISOString()
		const row = await db
			.insertInto('applications')
			.values({
				job_id: jobId,
				name,
				contact,
				email,
				email_normalised: email || `mobile:${contact}`,
				location: 'Pune',
				job_field: 'Security',
				photo_file_id: null,
				resume_file_id: null,
				aadhaar_file_id: null,
				last_work: email ? null : 'Watchman at a housing society',
				work_years: email ? null : '4',
				languages_spoken: email ? null : 'Marathi, Hindi',
				created_at: stamp,
				updated_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		return row.id
	}

	async function found(q: string) {
		const url = new URL(`http://localhost/admin/applications?q=${encodeURIComponent(q)}`)
		const list = readListState(url, { sorts: APPLICATION_SORTS, defaultSort: 'date' })
		const { rows, total } = await listApplications(db, readApplicationFilters(url), list)
		return { total, names: rows.map((row) => row.name) }
	}

	test('a part of a name, an e-mail address or a mobile number finds the applicant among thousands', async () => {
		await applicant('Zubeida Qureshi', 'zubeida.q@example.org', '+919812345670')
		await applicant('ज़ुबैदा क़ुरैशी', 'zq.hindi@example.org', '+919812345671')

		expect(await found('zubeida')).toEqual({ total: 1, names: ['Zubeida Qureshi'] })
		expect(await found('BEIDA QUR')).toEqual({ total: 1, names: ['Zubeida Qureshi'] })
		expect(await found('q@example.org')).toEqual({ total: 1, names: ['Zubeida Qureshi'] })
		expect(await found('क़ुरैशी')).toEqual({ total: 1, names: ['ज़ुबैदा क़ुरैशी'] })
		expect((await found('98123 4567')).total).toBe(2)
		expect(await found('+91 98123-45670')).toEqual({ total: 1, names: ['Zubeida Qureshi'] })
		// Shorter than the index's three characters, quotes and the index's own words are searched as typed.
		expect((await found('zq')).names).toContain('ज़ुबैदा क़ुरैशी')
		expect(await found('"zubeida')).toEqual({ total: 0, names: [] })
		expect(await found('zubeida OR NOT x')).toEqual({ total: 0, names: [] })
	})

	test.runIf(kind.name === 'sqlite')('the search reads the text index, not every application', async () => {
		const plan = await sql<{ detail: string }>`explain query plan
			select id from applications where id in
			(select rowid from applications_search where applications_search match '{name email} : "zubeida"')`.execute(db)
		expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(/VIRTUAL TABLE INDEX/)
	})

	test.runIf(kind.name === 'postgres')('the search reads the trigram indexes, not every application', async () => {
		// Three thousand rows are read faster than an index; the planner must still be able to use it.
		const plan = await db.transaction().execute(async (trx) => {
			await sql`set local enable_seqscan = off`.execute(trx)
			return sql<{ 'QUERY PLAN': string }>`explain
				select id from applications where lower(name) like '%zubeida%' or lower(email) like '%zubeida%'`.execute(trx)
		})
		expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('applications_name_trigrams')
	})

	test('erasing an applicant without e-mail leaves nothing of them in the mails, the answers or unrelated audit entries', async () => {
		const id = await applicant('Ail Kumar', '', '+919000011111')
		const notice = await enqueueMail(db, {
			kind: 'career-admin',
			to: 'office@brisk.test',
			subject: 'New application: Ail Kumar',
			text: 'Ail Kumar, +919000011111',
			applicationId: id,
		})
		await db.updateTable('outbox').set({ status: 'sent' }).where('id', '=', notice).execute()
		await audit(db, { action: 'staff.invited', subject: 'staff 9', details: { email: 'gail@brisk.test' } })

		await eraseApplication(db, await requireApplication(db, String(id)), office)

		const mails = await db.selectFrom('outbox').selectAll().where('application_id', '=', id).execute()
		expect(mails.map((mail) => [mail.subject, mail.text_body])).toEqual([['Erased on request', 'Erased on request.']])
		const record = await requireApplication(db, String(id))
		expect([record.last_work, record.work_years, record.languages_spoken]).toEqual([null, null, null])
		const invitation = await db
			.selectFrom('audit_log')
			.select('details')
			.where('action', '=', 'staff.invited')
			.executeTakeFirstOrThrow()
		expect(invitation.details).toContain('gail@brisk.test')
		expect((await found('Ail Kumar')).total).toBe(0)
	})

	test('an applicant\u2019s counters hold no e-mail, mobile number or client address, and all of them go with the erasure', async () => {
		const id = await applicant('Counted Person', 'counted.person@example.org', '+919123400001')
		await takeApplicationSteps(db, {
			clientIp: '203.0.113.9',
			email: 'Counted.Person@example.org',
			mobile: '+91 91234 00001',
		})
		const keys = async (prefix: string) =>
			(await db.selectFrom('rate_limits').select('key').where('key', 'like', `${prefix}:%`).execute()).map(
				(row) => row.key,
			)
		const stored = await keys('apply-person')
		expect(stored).toHaveLength(2)
		const atAddress = await keys('apply-person-address')
		expect(atAddress).toHaveLength(2)
		expect([...stored, ...atAddress].join(' ')).not.toMatch(/counted|9123400001|203\.0\.113/i)

		await eraseApplication(db, await requireApplication(db, String(id)), office)
		expect(await keys('apply-person')).toEqual([])
		expect(await keys('apply-person-address')).toEqual([])
	})

	test.runIf(kind.name === 'sqlite')('an erased applicant is not left in the database file or its log', async () => {
		const id = await applicant('Radhika Unforgettable', 'radhika.unforgettable@example.org', '+919123400002')
		await enqueueMail(db, {
			kind: 'career-admin',
			to: 'office@brisk.test',
			subject: 'x',
			text: 'Radhika Unforgettable',
			applicationId: id,
		})
		await eraseApplication(db, await requireApplication(db, String(id)), office)
		for (const file of ['brisk.db', 'brisk.db-wal']) {
			const where = path.join(dataDir, file)
			const bytes = fs.existsSync(where) ? fs.readFileSync(where) : Buffer.alloc(0)
			expect(bytes.includes('Unforgettable'), file).toBe(false)
		}
	})

	test.runIf(kind.name === 'postgres')(
		'the old versions of an erased applicant\u2019s rows are vacuumed away',
		async () => {
			const id = await applicant('Vacuumed Person', 'vacuumed@example.org', '+919123400003')
			await eraseApplication(db, await requireApplication(db, String(id)), office)
			const { rows } = await sql<{ relname: string; last_vacuum: Date | null }>`
			select relname, last_vacuum from pg_stat_user_tables
			where schemaname = current_schema() and relname in ('applications', 'outbox', 'application_events')`.execute(db)
			expect(rows).toHaveLength(3)
			for (const row of rows) expect(row.last_vacuum, row.relname).not.toBeNull()
		},
	)
})
