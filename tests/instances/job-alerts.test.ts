import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { type Db } from '#app/utils/db/db.server.ts'
import { antiForgery, freshIp, send } from '#tests/abuse/http.ts'
import { readMailbox } from '#tests/setup/smtp-sink.ts'
import { startTwoInstances, type Server, type TwoInstances } from '#tests/setup/two-instances.ts'

// Two production servers on one PostgreSQL database, both running the job alerts' sender every
// tenth of a second: a subscription sent to both at once is stored once, and a confirmed alert
// gets one mail for a matching job, never one from each.

async function settle(condition: () => Promise<boolean>, timeoutMs = 10_000) {
	const until = Date.now() + timeoutMs
	while (Date.now() < until && !(await condition())) await new Promise((r) => setTimeout(r, 100))
}

describe.skipIf(!inject('postgresUrl'))('Job alerts on two instances', () => {
	let instances: TwoInstances
	let a: Server
	let b: Server
	let db: Db
	let mailDir: string

	beforeAll(async () => {
		instances = await startTwoInstances({
			name: 'alert-instances',
			mail: {},
			oneAfterTheOther: true,
			env: {
				OUTBOX_POLL_MS: '100',
				JOB_ALERTS_POLL_MS: '100',
				TRUST_PROXY: 'true',
				SESSION_SECRET: 'x'.repeat(40),
			},
		})
		;({ a, b, db, mailDir } = instances)
	})

	afterAll(async () => {
		await instances?.stop()
	})

	test('one subscription sent to both, one confirmation, one alert for the job HR open', async () => {
		const address = `both-${Date.now()}@example.com`
		const token = await antiForgery(a.baseUrl)
		const body = new URLSearchParams({ _csrf: token.token, category: 'Gardening', place: 'Lonavala', address })
		const answers = await Promise.all(
			[a, b].map((server) =>
				send(server.baseUrl, {
					method: 'POST',
					path: '/career/alerts',
					headers: {
						Cookie: token.Cookie,
						'Content-Type': 'application/x-www-form-urlencoded',
						'X-Forwarded-For': freshIp(),
					},
					body: body.toString(),
				}),
			),
		)
		expect(answers.map((answer) => answer.status)).toEqual([200, 200])
		const alerts = await db.selectFrom('job_alerts').selectAll().where('address', '=', address).execute()
		expect(alerts).toHaveLength(1)

		const mailsTo = async () => (await readMailbox(mailDir)).filter((mail) => mail.envelopeTo.includes(address))
		await settle(async () => (await mailsTo()).length > 0)
		expect((await mailsTo()).map((mail) => mail.subject)).toEqual(['Brisk: please confirm your job alerts'])
		await db
			.updateTable('job_alerts')
			.set({ confirmed_at: new Date(Date.now() - 60_000).toISOString() })
			.where('id', '=', alerts[0]!.id)
			.execute()

		const stamp = new Date().toISOString()
		await db
			.insertInto('jobs')
			.values({
				title: 'Garden Supervisor',
				designation: 'Supervisor',
				description: 'Lawns and hedges of a resort.',
				location: 'Lonavala, Pune district',
				phone: '+91 20 4000 1000',
				category: 'Gardening',
				till_date: '2099-12-31',
				pdf: null,
				pdf_file_id: null,
				opened_at: stamp,
				created_at: stamp,
				updated_at: stamp,
			})
			.execute()
		await settle(async () => (await mailsTo()).length > 1)
		// Both senders have had many rounds since: still one alert.
		await new Promise((r) => setTimeout(r, 1500))
		const mails = await mailsTo()
		expect(mails.map((mail) => mail.subject)).toEqual([
			'Brisk: please confirm your job alerts',
			'Brisk: new job: Garden Supervisor',
		])
	})
})
