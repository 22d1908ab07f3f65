import { countRows, insertJob, uniqueEmail } from '#tests/fixtures/career.ts'
import { expect, test, uniqueIp } from './fixtures.ts'
import { antiForgery, expectFieldErrors, record, storedFiles } from './api-career-helpers.ts'

// Contract tests of the compatibility API: same methods, paths
// and field names; bad input answers 400 with a list of field errors, stores
// nothing, and never 5xx.

test.describe('GET Job/GetAllJobs', () => {
	test('An existing client lists the open jobs in the original field names', async ({ request }) => {
		const expired = insertJob({ deadlineInDays: -1 })
		const response = await request.get('/api/Job/GetAllJobs')
		expect(response.status()).toBe(200)
		const jobs = (await response.json()) as Array<Record<string, unknown>>
		const guard = jobs.find((job) => job.JobTittle === 'Security Guard')
		expect(guard).toMatchObject({
			Designation: 'Unarmed Security Guard',
			Location: 'Jaipur, Rajasthan',
			Category: 'Security',
			Pdf: 'advert-security-guard-jaipur.pdf',
		})
		expect(Object.keys(guard!).sort()).toEqual([
			'Category',
			'Description',
			'Designation',
			'JobId',
			'JobTittle',
			'Location',
			'Pdf',
			'Phone',
			'Tilldate',
		])
		expect(String(guard!.Tilldate)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
		expect(jobs.some((job) => job.JobId === expired.id)).toBe(false)
	})
})

test.describe('The apply calls', () => {
	test('A job that does not require a resume or an e-mail takes an application without them; one that requires a resume refuses it', async ({
		request,
		mailbox,
	}) => {
		const headers = await antiForgery(request)
		const guardJob = insertJob({ optional: ['resume', 'email'] })
		const { Resume: _resume, ...photoAndCard } = await storedFiles(request, headers, guardJob.id)
		const { Email: _email, ...withoutEmail } = record(guardJob.id, '', { ...photoAndCard, Resume: '' })
		const answers = { LastWork: 'Guard at a housing society', WorkYears: '5', LanguagesSpoken: 'Marathi, Hindi' }
		const added = await request.post('/api/Career/AddCareer', {
			headers,
			data: { ...withoutEmail, Resume: null, ...answers, Contact: '98220 12345' },
		})
		expect(added.status(), await added.text()).toBe(200)
		expect(await added.json()).toMatchObject({
			JobId: guardJob.id,
			Contact: '+919822012345',
			...answers,
			Status: 'New',
		})
		expect(countRows('applications', 'job_id = ? and resume_file_id is null and email = ?', guardJob.id, '')).toBe(1)
		const admin = await mailbox.wait(
			(m) => m.envelopeTo.includes('office@brisk.test') && m.text.includes('+919822012345'),
		)
		expect(admin.text).toContain('No resume: last work: Guard at a housing society')
		// The same mobile again is the same person.
		const again = await request.post('/api/Career/AddCareer', {
			headers,
			data: {
				...withoutEmail,
				...(await storedFiles(request, headers, guardJob.id)),
				Contact: '+91 98220 12345',
			},
		})
		const errors = await expectFieldErrors(again, 409, ['Contact'])
		expect(errors[0]!.message).toBe('You have already applied for this job.')

		// A job that requires a resume (the default) refuses an application without one, and stores nothing.
		const job = insertJob()
		const files = await storedFiles(request, headers, job.id)
		const refused = await request.post('/api/Career/AddCareer', {
			headers,
			data: { ...record(job.id, uniqueEmail('api'), files), Resume: null, ...answers },
		})
		const resumeErrors = await expectFieldErrors(refused, 400, ['Resume'])
		expect(resumeErrors.find((e) => e.field === 'Resume')!.message).toBe('Please upload resume.')
		const { Email: _e, ...noEmail } = record(job.id, '', files)
		await expectFieldErrors(await request.post('/api/Career/AddCareer', { headers, data: noEmail }), 400, ['Email'])
		expect(countRows('applications', 'job_id = ?', job.id)).toBe(0)
	})

	test('An existing client uploads three files, adds the application, confirms both mails and is then told it already applied', async ({
		request,
		mailbox,
	}) => {
		const headers = await antiForgery(request)
		const job = insertJob()
		const email = uniqueEmail('api')
		const before = await request.get(
			`/api/Career/GetAllEmailandJobId?JobId=${job.id}&Email=${encodeURIComponent(email)}`,
		)
		expect(await before.json()).toEqual([])

		const files = await storedFiles(request, headers, job.id)
		for (const ref of Object.values(files)) expect(ref).toMatch(/^[0-9a-f]{32}$/)
		const added = await request.post('/api/Career/AddCareer', { headers, data: record(job.id, email, files) })
		expect(added.status(), await added.text()).toBe(200)
		expect(await added.json()).toMatchObject({
			JobId: job.id,
			Email: email,
			Contact: '+919876543210',
			Status: 'New',
			...files,
		})

		const after = await request.get(
			`/api/Career/GetAllEmailandJobId?JobId=${job.id}&Email=${encodeURIComponent(email.toUpperCase())}`,
		)
		expect(await after.json()).toEqual([{ JobId: job.id, Email: email }])

		for (const path of ['SendApplyEmailToAdmin', 'SendApplyEmailToCandidate']) {
			const sent = await request.post(`/api/Career/${path}`, { headers, data: record(job.id, email, files) })
			expect(sent.status()).toBe(200)
			expect(await sent.text()).toBe('Success')
		}
		const candidate = await mailbox.wait((m) => m.envelopeTo.includes(email))
		expect(candidate.text).toContain(job.title)
		const admin = await mailbox.wait((m) => m.envelopeTo.includes('office@brisk.test') && m.text.includes(email))
		expect(admin.text).toContain('Anil Pawar')
		await new Promise((r) => setTimeout(r, 1000))
		expect((await mailbox.all()).filter((m) => m.envelopeTo.includes(email))).toHaveLength(1)

		const again = await request.post('/api/Career/AddCareer', {
			headers,
			data: record(job.id, email.toUpperCase(), await storedFiles(request, headers, job.id)),
		})
		const errors = await expectFieldErrors(again, 409, ['Email'])
		expect(errors[0]!.message).toBe('You have already applied for this job.')
		expect(countRows('applications', 'email_normalised = ?', email)).toBe(1)
	})

	test('The original client\u2019s "Guardening" is accepted as the Gardening job field', async ({ request }) => {
		const headers = await antiForgery(request)
		const job = insertJob({ category: 'Gardening' })
		const files = await storedFiles(request, headers, job.id)
		const email = `garden-${Date.now()}@example.com`
		const response = await request.post('/api/Career/AddCareer', {
			headers,
			data: { ...record(job.id, email, files), JobTittle: 'Guardening' },
		})
		expect(response.status(), await response.text()).toBe(200)
		expect((await response.json()).JobTittle).toBe('Gardening')
	})

	test('Two concurrent AddCareer calls with the same e-mail and job store exactly one application', async ({
		request,
	}) => {
		const headers = await antiForgery(request)
		const job = insertJob()
		const email = uniqueEmail('race')
		const [a, b] = [await storedFiles(request, headers, job.id), await storedFiles(request, headers, job.id)]
		const answers = await Promise.all([
			request.post('/api/Career/AddCareer', { headers, data: record(job.id, email, a) }),
			request.post('/api/Career/AddCareer', { headers, data: record(job.id, email.toUpperCase(), b) }),
		])
		expect(answers.map((r) => r.status()).sort()).toEqual([200, 409])
		expect(countRows('applications', 'email_normalised = ?', email)).toBe(1)
		expect(countRows('outbox', 'to_address = ? or to_address = ?', email, email.toUpperCase())).toBe(1)
	})

	test('AddCareer refuses each missing field, wrong types, a too-long value and bad file references, storing nothing', async ({
		request,
	}) => {
		const headers = await antiForgery(request)
		const job = insertJob()
		const email = uniqueEmail('bad')
		const files = await storedFiles(request, headers, job.id)
		const good = record(job.id, email, files)
		const required = [
			'JobId',
			'Name',
			'Contact',
			'Email',
			'Location',
			'JobTittle',
			'Photo',
			'Resume',
			'Aadhar',
		] as const
		for (const field of required) {
			const body: Record<string, unknown> = { ...good }
			delete body[field]
			await expectFieldErrors(await request.post('/api/Career/AddCareer', { headers, data: body }), 400, [field])
		}
		const wrong: Array<[Record<string, unknown>, string]> = [
			[{ Name: 123 }, 'Name'],
			[{ JobId: 'abc' }, 'JobId'],
			[{ JobId: 1.5 }, 'JobId'],
			[{ Email: 'not-an-email' }, 'Email'],
			[{ Contact: '12345' }, 'Contact'],
			[{ JobTittle: 'Gardening Services' }, 'JobTittle'],
			[{ Consent: 'yes' }, 'Consent'],
			[{ Name: 'A'.repeat(101) }, 'Name'],
			[{ Experience: 'x'.repeat(5000) }, 'Experience'],
			[{ Photo: '../../etc/passwd' }, 'Photo'],
			[{ Photo: 'f'.repeat(32) }, 'Photo'],
			[{ Photo: files.Resume, Resume: files.Photo }, 'Photo'],
			[{ JobId: 999_999 }, 'JobId'],
			[{ JobId: insertJob({ deadlineInDays: -2 }).id }, 'JobId'],
		]
		for (const [change, field] of wrong) {
			await expectFieldErrors(
				await request.post('/api/Career/AddCareer', { headers, data: { ...good, ...change } }),
				400,
				[field],
			)
		}
		const json = { ...headers, 'Content-Type': 'application/json' }
		await expectFieldErrors(await request.post('/api/Career/AddCareer', { headers: json, data: '{"JobId": 1,' }), 400, [
			'body',
		])
		await expectFieldErrors(await request.post('/api/Career/AddCareer', { headers, data: [] }), 400, ['body'])
		// A web form is not JSON: the content type itself is refused.
		await expectFieldErrors(
			await request.post('/api/Career/AddCareer', { headers, form: { JobId: String(job.id) } }),
			415,
			['body'],
		)
		expect(countRows('applications', 'email_normalised = ?', email)).toBe(0)
		expect(countRows('outbox', 'to_address = ?', email)).toBe(0)

		const noToken = await request.post('/api/Career/AddCareer', {
			headers: { 'X-Forwarded-For': uniqueIp() },
			data: good,
		})
		expect(noToken.status()).toBe(403)
		expect(countRows('applications', 'email_normalised = ?', email)).toBe(0)
	})

	test('The already-applied check and the mail confirmations validate their input', async ({ request }) => {
		const headers = await antiForgery(request)
		await expectFieldErrors(await request.get('/api/Career/GetAllEmailandJobId'), 400, ['JobId', 'Email'])
		await expectFieldErrors(await request.get('/api/Career/GetAllEmailandJobId?JobId=abc&Email=a@example.com'), 400, [
			'JobId',
		])
		await expectFieldErrors(await request.get('/api/Career/GetAllEmailandJobId?JobId=1&Email=nope'), 400, ['Email'])
		const job = insertJob()
		const stranger = record(job.id, uniqueEmail('stranger'), {
			Photo: 'a'.repeat(32),
			Resume: 'b'.repeat(32),
			Aadhar: 'c'.repeat(32),
		})
		await expectFieldErrors(
			await request.post('/api/Career/SendApplyEmailToCandidate', { headers, data: stranger }),
			400,
			['Email'],
		)
		await expectFieldErrors(
			await request.post('/api/Career/SendApplyEmailToAdmin', { headers, data: { ...stranger, Name: '' } }),
			400,
			['Name'],
		)
		expect((await request.post('/api/Career/SendApplyEmailToCandidate', { data: stranger })).status()).toBe(403)
		expect(countRows('outbox', 'to_address = ?', stranger.Email)).toBe(0)
	})
})
