import crypto from 'node:crypto'
import type { Db } from '#app/utils/db/db.server.ts'
import type { StaffRole } from '#app/utils/db/schema.ts'
import { createSession, sessionCookieName } from '#app/utils/staff/sessions.server.ts'
import { createStaff } from '#app/utils/staff/staff.server.ts'
import { newTotpSecret } from '#app/utils/staff/totp.server.ts'
import { antiForgery, freshIp, multipartBody, send } from './http.ts'

// A member of staff signed in to a running server without a browser: the account
// and a session (second factor done) written in the server's database, and the
// anti-forgery cookie the server gives, so that raw requests reach the back office's actions.

export async function signedInStaff(db: Db, baseUrl: string, role: StaffRole = 'admin') {
	const tag = crypto.randomBytes(4).toString('hex')
	const email = `${role}-${tag}@brisk.test`
	const id = await createStaff(db, { email, name: `Raw ${role} ${tag}`, role, passwordHash: 'not used' })
	const stamp = new Date().toISOString()
	await db
		.updateTable('staff')
		.set({ totp_secret: newTotpSecret(), totp_enabled_at: stamp })
		.where('id', '=', id)
		.execute()
	const token = await createSession(db, id, { secondFactorDone: true })
	const csrf = await antiForgery(baseUrl)
	const cookie = `${csrf.Cookie}; ${sessionCookieName(false)}=${token}`
	return {
		id,
		email,
		cookie,
		csrf: csrf.token,
		/** A back-office form as a browser without JavaScript posts it, with its anti-forgery field. */
		post(path: string, fields: Record<string, string>, server = baseUrl) {
			return send(server, {
				method: 'POST',
				path,
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
					Cookie: cookie,
					'X-Forwarded-For': freshIp(),
				},
				body: new URLSearchParams({ _csrf: csrf.token, ...fields }).toString(),
			})
		},
		/** The same as a form that may carry files posts it (multipart): the Site content editor. */
		postMultipart(path: string, fields: Record<string, string>, server = baseUrl) {
			const boundary = `----brisk${crypto.randomBytes(8).toString('hex')}`
			const parts = Object.entries({ _csrf: csrf.token, ...fields }).map(([name, value]) => ({ name, value }))
			return send(server, {
				method: 'POST',
				path,
				headers: {
					'Content-Type': `multipart/form-data; boundary=${boundary}`,
					Cookie: cookie,
					'X-Forwarded-For': freshIp(),
				},
				body: multipartBody(boundary, parts),
			})
		},
	}
}

/** A job, an application to it at "New" and an enquiry, for the back office's forms to work on. */
export async function backOfficeRecords(db: Db) {
	const tag = crypto.randomBytes(3).toString('hex')
	const stamp = new Date().toISOString()
	const job = await db
		.insertInto('jobs')
		.values({
			title: `Raw Guard ${tag}`,
			designation: 'Guard',
			description: 'Night shifts.',
			location: 'Pune',
			phone: '',
			category: 'Security',
			till_date: '2099-12-31',
			pdf: null,
			opened_at: stamp,
			created_at: stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	const application = await db
		.insertInto('applications')
		.values({
			job_id: job.id,
			name: `Raw Applicant ${tag}`,
			contact: '+919800000001',
			email: `raw-${tag}@example.com`,
			email_normalised: `raw-${tag}@example.com`,
			location: 'Pune',
			job_field: 'Security',
			status: 'New',
			language: 'en',
			created_at: stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	const enquiry = await db
		.insertInto('enquiries')
		.values({
			name: `Raw Enquirer ${tag}`,
			email: `enquirer-${tag}@example.com`,
			mobile: '+919876543210',
			subject: 'Guards',
			message: 'We need guards.',
			service: 'Security Services',
			find: 'Google',
			created_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return { jobId: job.id, applicationId: application.id, enquiryId: enquiry.id }
}
