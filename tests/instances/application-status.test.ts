import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { applicationReference } from '#app/utils/applications/references.ts'
import { newReferenceCode } from '#app/utils/applying/reference-code.server.ts'
import { type Db } from '#app/utils/db/db.server.ts'
import { antiForgery, freshIp, send } from '#tests/abuse/http.ts'
import { startTwoInstances, type Server, type TwoInstances } from '#tests/setup/two-instances.ts'

// The application status page on two instances of one PostgreSQL database: either answers
// the same, and the tries from one address are counted once for both.

describe.skipIf(!inject('postgresUrl'))('The application status page on two instances', () => {
	let instances: TwoInstances
	let servers: Server[] = []
	let db: Db

	beforeAll(async () => {
		instances = await startTwoInstances({ name: 'status', env: { TRUST_PROXY: 'true', SESSION_SECRET: '' } })
		servers = [instances.a, instances.b]
		db = instances.db
	})

	afterAll(async () => {
		await instances?.stop()
	})

	async function application(contact: string, status: string) {
		const job = await db.selectFrom('jobs').select('id').executeTakeFirstOrThrow()
		const at = new Date().toISOString()
		const email = `status-${Math.random().toString(36).slice(2)}@example.com`
		const code = newReferenceCode()
		const { id } = await db
			.insertInto('applications')
			.values({
				job_id: job.id,
				name: 'Vijay More',
				contact,
				email,
				email_normalised: email,
				location: 'Nashik',
				job_field: 'Security',
				status,
				reference_code: code,
				created_at: at,
				updated_at: at,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		return applicationReference(id, at, code)
	}

	async function lookUp(baseUrl: string, reference: string, mobile: string, ip = freshIp()) {
		const token = await antiForgery(baseUrl)
		const response = await send(baseUrl, {
			method: 'POST',
			path: '/mr/career/status',
			headers: {
				Cookie: token.Cookie,
				'Content-Type': 'application/x-www-form-urlencoded',
				'X-Forwarded-For': ip,
			},
			body: new URLSearchParams({ _csrf: token.token, reference, mobile }).toString(),
		})
		// What the page says, without the form's own fields (its token and what was typed).
		const said =
			/<div class="notice notice-error" role="alert">[^]*?<\/div><\/div>|<section class="status-answer"[^]*?<\/section>/.exec(
				response.text,
			)?.[0]
		return { status: response.status, said }
	}

	test('either instance shows the stage for the right pair, and the one answer for a wrong pair or an unknown reference', async () => {
		const reference = await application('+919822054321', 'Hired')
		const [a, b] = servers.map((server) => server.baseUrl) as [string, string]
		const right = await lookUp(b, reference, '९८२२० ५४३२१')
		expect(right.status).toBe(200)
		expect(right.said).toContain('तुमची निवड झाली आहे.')
		expect(right.said).not.toContain('Vijay')

		const wrong = await lookUp(a, reference, '9822054322')
		const unknown = await lookUp(b, `BR-${reference.slice(3, 7)}-987654-${reference.slice(-5)}`, '9822054321')
		expect([wrong.status, unknown.status]).toEqual([404, 404])
		expect(wrong.said).toContain('आम्हाला कोणताही अर्ज सापडला नाही')
		expect(unknown.said).toBe(wrong.said)
	})

	test('tries from one address count once for both instances; strangers’ tries never hold the owner back', async () => {
		const reference = await application('+919811112222', 'New')
		const ip = freshIp()
		const statuses: number[] = []
		for (let n = 0; n < 20; n++) {
			statuses.push((await lookUp(servers[n % 2]!.baseUrl, reference, `98111${String(n).padStart(5, '0')}`, ip)).status)
		}
		expect(statuses).toEqual(Array(20).fill(404))
		for (const server of servers) {
			const next = await lookUp(server.baseUrl, reference, '9811112222', ip)
			expect(next.status).toBe(429)
			expect(next.said).toContain('तुम्ही बऱ्याच वेळा प्रयत्न केला आहे.')
		}
		// Ten wrong tries on the reference from ten other addresses: the owner's right pair from a new one is found.
		for (let n = 0; n < 10; n++) {
			expect((await lookUp(servers[n % 2]!.baseUrl, reference, `98111${String(n).padStart(5, '0')}`)).status).toBe(404)
		}
		for (const server of servers) expect((await lookUp(server.baseUrl, reference, '9811112222')).status).toBe(200)
	})
})
