import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, type Db } from '#app/utils/db/db.server.ts'
import { abortUpload, failureCollector, freshIp, isHealthy, sendRaw, suiteServers, type Send } from './http.ts'
import { backOfficeRecords, signedInStaff } from './staff.ts'

// The back office's forms and lists under a hostile client with a valid session:
// truncated, chunked, aborted, oversized and wrong-typed bodies, NUL, wrong methods
// and encoded paths. Every answer comes (no dropped connection), none is a 5xx,
// nothing is stored or half-written, the server stays healthy, and a well-formed
// form sent in chunks is still taken.

describe.each(suiteServers())('The back office’s forms under a hostile client on $name', (server) => {
	const base = server.baseUrl
	let db: Db
	let staff: Awaited<ReturnType<typeof signedInStaff>>
	let records: Awaited<ReturnType<typeof backOfficeRecords>>
	let colleague: Awaited<ReturnType<typeof signedInStaff>>
	const { failures, check } = failureCollector(base, () => ({ Cookie: staff.cookie }))

	beforeAll(async () => {
		db = createDatabase({ databaseUrl: server.databaseUrl || undefined, dataDir: server.dataDir })
		staff = await signedInStaff(db, base)
		colleague = await signedInStaff(db, base, 'office')
		records = await backOfficeRecords(db)
	})
	afterAll(async () => db.destroy())

	/** What any of these forms could change. */
	async function trail() {
		const [application, events, enquiry, notes, mails, audit, people, colleagueRole, versions, drafts, reasons, pool] =
			await Promise.all([
				db
					.selectFrom('applications')
					.select('status')
					.where('id', '=', records.applicationId)
					.executeTakeFirstOrThrow(),
				db.selectFrom('application_events').select('id').where('application_id', '=', records.applicationId).execute(),
				db
					.selectFrom('enquiries')
					.select(['handled_at', 'assigned_to'])
					.where('id', '=', records.enquiryId)
					.executeTakeFirstOrThrow(),
				db.selectFrom('enquiry_events').select('id').where('enquiry_id', '=', records.enquiryId).execute(),
				db.selectFrom('outbox').select('id').execute(),
				db.selectFrom('audit_log').select('action').where('staff_id', '=', staff.id).execute(),
				db.selectFrom('staff').select('id').execute(),
				db.selectFrom('staff').select('role').where('id', '=', colleague.id).executeTakeFirstOrThrow(),
				db.selectFrom('content_versions').select('id').execute(),
				db.selectFrom('content_drafts').select('section').execute(),
				db.selectFrom('rejection_reasons').select(['label', 'retired_at']).orderBy('id').execute(),
				db.selectFrom('pool_invitations').select(['id', 'consent_at', 'added_application_id']).execute(),
			])
		return {
			stage: application.status,
			events: events.length,
			enquiry,
			notes: notes.length,
			mails: mails.length,
			changes: audit.filter((entry) => !/opened|exported|revealed|sign-in/.test(entry.action)).length,
			people: people.length,
			colleagueRole: colleagueRole.role,
			contentVersions: versions.length,
			contentDrafts: drafts.length,
			reasons,
			pool,
		}
	}

	function targets(): Array<{ path: string; fields: Record<string, string> }> {
		return [
			{
				path: `/admin/applications/${records.applicationId}`,
				fields: { intent: 'stage', stage: 'Hired', sendMail: 'on' },
			},
			{ path: `/admin/applications/${records.applicationId}`, fields: { intent: 'note', note: 'A note' } },
			{ path: `/admin/enquiries/${records.enquiryId}`, fields: { intent: 'assign', assignee: String(colleague.id) } },
			{ path: `/admin/enquiries/${records.enquiryId}`, fields: { intent: 'handled' } },
			{ path: '/admin/mail', fields: { intent: 'retry', id: '1' } },
			{ path: '/admin/galleries/projects', fields: { intent: 'up', id: '1' } },
			{ path: '/admin/galleries/projects/999999', fields: { alt: 'A gate', caption: '' } },
			{ path: `/admin/staff/${colleague.id}`, fields: { intent: 'role', role: 'hr' } },
			{ path: '/admin/staff/new', fields: { name: 'Raw Invitee', email: 'raw-invitee@brisk.test', role: 'office' } },
			{ path: '/admin/content/home', fields: { intent: 'publish', 'en:whoWeAre': 'Hostile words.' } },
			{ path: '/admin/content/home/history', fields: { intent: 'restore', version: 'first' } },
			// Recruiting at volume: a bulk move, a job category, a saved filter.
			{
				path: '/admin/applications/bulk',
				fields: { application: `${records.applicationId}:New`, stage: 'Hired', sendMail: 'on' },
			},
			{ path: '/admin/jobs/categories', fields: { intent: 'add', en: 'Hostile Trade' } },
			{ path: '/admin/applications/saved-filters', fields: { intent: 'save', name: 'Hostile', query: 'stage=New' } },
			// The office's reasons for rejecting, and the pool's invitation and its "Add to this job".
			{ path: '/admin/applications/reasons', fields: { intent: 'add', label: 'Hostile reason' } },
			{ path: '/admin/applications/reasons', fields: { intent: 'retire', id: '1' } },
			{
				path: `/admin/jobs/${records.jobId}/pool`,
				fields: { intent: 'invite', applicationId: String(records.applicationId) },
			},
			{
				path: `/admin/jobs/${records.jobId}/pool`,
				fields: { intent: 'add', applicationId: String(records.applicationId) },
			},
		]
	}

	// About 330 requests, an 8 s stalled body among them: a time limit against a hang on a busy machine.
	test(
		'hostile bodies, methods and paths change nothing, and the server stays healthy',
		{ timeout: 240_000 },
		async () => {
			const before = await trail()
			const form = 'application/x-www-form-urlencoded'
			for (const { path, fields } of targets()) {
				const good = new URLSearchParams({ _csrf: staff.csrf, ...fields }).toString()
				const hostile: Array<{ label: string; type: string; body: Send['body'] }> = [
					{ label: 'without the anti-forgery field', type: form, body: new URLSearchParams(fields).toString() },
					{ label: 'with a forged anti-forgery field', type: form, body: good.replace(staff.csrf, `${staff.csrf}x`) },
					{ label: 'as JSON', type: 'application/json', body: JSON.stringify({ _csrf: staff.csrf, ...fields }) },
					{ label: 'as text', type: 'text/plain', body: good },
					{
						label: 'chunked, without the field',
						type: form,
						body: [Buffer.from('intent=sta'), Buffer.from('ge&stage=Hired')],
					},
					{
						label: 'NUL in every value',
						type: form,
						body: `${good.replace(/=([^&]*)/g, '=$1%00')}&_csrf=${staff.csrf}`,
					},
					{ label: 'a broken percent-encoding', type: form, body: `_csrf=${staff.csrf}&intent=%E0%A4&note=%ZZ` },
					{
						label: 'oversized (4 MB)',
						type: form,
						body: `_csrf=${encodeURIComponent(staff.csrf)}&intent=note&note=${'x'.repeat(4 * 1024 * 1024)}`,
					},
					{
						label: 'multipart cut inside a field',
						type: 'multipart/form-data; boundary=XX',
						body: `--XX\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${staff.csrf}\r\n--XX\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsta`,
					},
					{ label: 'an unknown intent', type: form, body: `_csrf=${staff.csrf}&intent=drop-everything&id=1` },
				]
				for (const { label, type, body } of hostile) {
					await check(`POST ${path} ${label}`, { method: 'POST', path, headers: { 'Content-Type': type }, body })
				}
				for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
					await check(`${method} ${path}`, { method, path, headers: { 'Content-Type': form }, body: good })
				}
				// Cut off: the connection drops with most of the declared body unsent.
				await abortUpload(base, path, {
					headers: { 'Content-Type': form, Cookie: staff.cookie, 'X-Forwarded-For': freshIp() },
					totalBytes: 1024 * 1024,
					sentBytes: 128 * 1024,
					prefix: `_csrf=${staff.csrf}&intent=note&note=`,
				})
			}
			// Encoded paths that are not the records' addresses.
			for (const path of [
				`/admin/applications/${records.applicationId}%00`,
				`/admin/applications/%2e%2e`,
				`/admin/applications/${records.applicationId}%2f..%2f1`,
				`/admin/enquiries/${'9'.repeat(12)}`,
				`/admin/enquiries/1e3`,
				`/admin/staff/0x10`,
				`/admin/galleries/%2e%2e%2fprojects`,
				`/admin/content/%2e%2e%2fhome`,
				`/admin/content/home%00`,
				`/admin/content/home%2fhistory`,
				`/admin/applications/reasons%00`,
				`/admin/applications/%2e%2e%2freasons`,
				`/admin/jobs/${records.jobId}%2f..%2f1/pool`,
				`/admin/jobs/1e3/pool`,
			]) {
				await check(`POST ${path}`, {
					method: 'POST',
					path,
					headers: { 'Content-Type': form },
					body: `_csrf=${staff.csrf}&intent=note&note=probe`,
				})
			}
			// A body that stops short of its declared length and then waits: answered when the server stops waiting.
			const stalled = await sendRaw(
				base,
				[
					`POST /admin/enquiries/${records.enquiryId} HTTP/1.1`,
					`Host: x`,
					`Content-Type: ${form}`,
					`Cookie: ${staff.cookie}`,
					'Content-Length: 500',
					'',
					`_csrf=${staff.csrf}&intent=handled`,
				].join('\r\n'),
				{ waitMs: 8000 },
			)
			expect(stalled).not.toMatch(/^HTTP\/1\.1 5/)

			expect(failures).toEqual([])
			expect(await trail()).toEqual(before)
			expect(await isHealthy(base)).toBe(true)
		},
	)

	test('hostile list addresses answer the list, never an error', async () => {
		for (const path of [
			'/admin/jobs?q=%00&sort=zz&dir=sideways&page=-1&state=..%2f',
			'/admin/jobs?q=%25_&sort=applications&dir=asc&page=99999999999',
			'/admin/audit?person=1e3&from=2024-02-31&to=%00&action=%27%20or%201=1--',
			'/admin/applications?job=0x10&from=2024-02-31&stage=%3Cscript%3E&q=%25_%5C',
			'/admin/enquiries?assigned=%00&status=x&q=' + '%F0%9F%98%80'.repeat(200),
			'/admin/mail?status=%27&page=' + '9'.repeat(30),
			'/admin/applications?answer=%00&reason=%27%20or%201=1--&source=..%2f&stage=Rejected',
			'/admin/applications/reports?table=%00&weeks=-1&from=2024-02-31',
			'/admin/applications/interviews?day=2024-02-31&attended=%00',
			`/admin/jobs/${records.jobId}/pool?q=%25_%5C&page=-1`,
		]) {
			const response = await check(`GET ${path.slice(0, 60)}`, { path })
			expect(response?.status, path).toBe(200)
		}
		expect(failures).toEqual([])
	})

	test('a well-formed form sent in chunks is taken, once, with its history and audit entry', async () => {
		const before = await trail()
		const body = new URLSearchParams({ _csrf: staff.csrf, intent: 'stage', stage: 'Shortlisted' }).toString()
		const response = await check('chunked stage change', {
			method: 'POST',
			path: `/admin/applications/${records.applicationId}`,
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: [Buffer.from(body.slice(0, 7)), Buffer.from(body.slice(7, 40)), Buffer.from(body.slice(40))],
		})
		expect(response?.status).toBe(302)
		expect(await trail()).toEqual({
			...before,
			stage: 'Shortlisted',
			events: before.events + 1,
			changes: before.changes + 1,
		})
		expect(failures).toEqual([])
	})

	test('a reason for rejecting sent in chunks is added once, with its audit entry; sent again, it is refused in words', async () => {
		const before = await trail()
		const label = `Chunked reason ${crypto.randomBytes(3).toString('hex')}`
		const body = new URLSearchParams({ _csrf: staff.csrf, intent: 'add', label }).toString()
		const chunks = () => [Buffer.from(body.slice(0, 9)), Buffer.from(body.slice(9, 50)), Buffer.from(body.slice(50))]
		const path = '/admin/applications/reasons'
		const headers = { 'Content-Type': 'application/x-www-form-urlencoded' }
		const added = await check('chunked reason', { method: 'POST', path, headers, body: chunks() })
		expect(added?.status).toBe(200)
		expect(added?.text).toContain(`“${label}” is on the list.`)
		const again = await check('the same reason again', { method: 'POST', path, headers, body: chunks() })
		expect(again?.status).toBe(400)
		expect(await trail()).toEqual({
			...before,
			changes: before.changes + 1,
			reasons: [...before.reasons, { label, retired_at: null }],
		})
		expect(failures).toEqual([])
	})

	test('a job’s and a document’s Hindi and Marathi words under a hostile client: refused in words, nothing stored', async () => {
		const form = 'application/x-www-form-urlencoded'
		const job = (extra: Record<string, string>) =>
			new URLSearchParams({
				_csrf: staff.csrf,
				intent: 'save',
				title: 'Hostile Translation Guard',
				designation: 'Guard',
				category: 'Security',
				location: 'Pune, Maharashtra',
				phone: '+91 20 4000 1000',
				tillDate: '2099-12-31',
				description: 'Night shifts.',
				...extra,
			}).toString()
		const jobs = async () =>
			(await db.selectFrom('jobs').select('id').where('title', '=', 'Hostile Translation Guard').execute()).length
		const translations = async () => (await db.selectFrom('job_translations').select('job_id').execute()).length
		const [jobsBefore, translationsBefore] = [await jobs(), await translations()]
		for (const [label, extra, status] of [
			['a NUL in the Hindi title', { 'hi.title': 'गार्ड\u0000' }, 400],
			['a Marathi place past its limit', { 'mr.location': 'पुणे'.repeat(40) }, 400],
			['a language the site does not have', { 'xx.title': 'Garde' }, 302],
		] as const) {
			const response = await check(`POST /admin/jobs/new ${label}`, {
				method: 'POST',
				path: '/admin/jobs/new',
				headers: { 'Content-Type': form },
				body: job(extra),
			})
			expect(response?.status, label).toBe(status)
			if (status === 400) expect(response?.text, label).toMatch(/characters/)
		}
		// The unknown language is ignored: the job is stored with no words in a language the site does not have.
		expect(await jobs()).toBe(jobsBefore + 1)
		expect(await translations()).toBe(translationsBefore)
		// A document's Hindi title with a control character, and a mail template in an unknown language.
		const document = await db.selectFrom('documents').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow()
		const refusedTitle = await check('POST a document’s Hindi title with a NUL', {
			method: 'POST',
			path: `/admin/documents/${document.id}`,
			headers: { 'Content-Type': form },
			body: new URLSearchParams({
				_csrf: staff.csrf,
				intent: 'rename',
				title: document.title,
				'hi.title': 'सूची\u0000',
			}).toString(),
		})
		expect(refusedTitle?.status).toBe(400)
		const template = await check('POST a mail template in an unknown language', {
			method: 'POST',
			path: '/admin/applications/templates',
			headers: { 'Content-Type': form },
			body: new URLSearchParams({
				_csrf: staff.csrf,
				stage: 'Hired',
				language: 'xx',
				subject: 'S',
				body: 'B',
			}).toString(),
		})
		expect(template?.status).toBe(400)
		expect(
			await db.selectFrom('document_translations').selectAll().where('document_id', '=', document.id).execute(),
		).toEqual(expect.not.arrayContaining([expect.objectContaining({ title: 'सूची\u0000' })]))
		expect(await db.selectFrom('mail_templates').select('name').where('name', 'like', '%.xx').execute()).toEqual([])
		expect(failures).toEqual([])
	})
})
