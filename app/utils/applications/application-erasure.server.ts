import fs from 'node:fs/promises'
import path from 'node:path'
import { sql, type ExpressionBuilder } from 'kysely'
import { LIMITS, personKey } from '#app/utils/http/limits.server.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import { inTransaction, scrubErasedRows, type Db } from '#app/utils/db/db.server.ts'
import type { Database, Staff } from '#app/utils/db/schema.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { canText } from '#app/utils/messages/sms.server.ts'
import { eraseJobAlertsOf } from '#app/utils/alerts/job-alerts.server.ts'
import { eraseFromDayMails } from './interview-day-mail.server.ts'

// An applicant's erasure on request: the application, its history, the mails and
// texts about them, the audit details naming them, their counters and job alerts, the texts they sent back.

/**
 * Erases an applicant on request (India's DPDP Act 2023 gives the right): the
 * personal fields are blanked, the files deleted, the record and its history
 * stay (anonymised) so that the numbers and the audit trail still add up. Staff's
 * notes and the subjects of mails in its history lose their words; the outbox's
 * copies of the mails to and about this address lose theirs too, and those not
 * sent yet are never sent; audit entries whose details name the person (their
 * name, e-mail or mobile number) lose their details; the mails written as .eml
 * files into the data folder (when there is no SMTP server) are deleted. The
 * audit entry of the erasure is written in the same transaction.
 * docs/admin.md says what a backup still holds.
 */
export async function eraseApplication(
	db: Db,
	application: {
		id: number
		name: string
		contact: string
		email_normalised: string
		photo_file_id: string | null
		resume_file_id: string | null
		aadhaar_file_id: string | null
	},
	staff: Pick<Staff, 'id' | 'email'>,
	{
		now = new Date(),
		mailDir = path.join(getEnv().DATA_DIR, 'mail'),
		smsDir = path.join(getEnv().DATA_DIR, 'sms'),
	}: { now?: Date; mailDir?: string; smsDir?: string } = {},
) {
	const stamp = now.toISOString()
	const fileIds = [application.photo_file_id, application.resume_file_id, application.aadhaar_file_id].filter(
		(id): id is string => Boolean(id),
	)
	const email = application.email_normalised
	const erased = await inTransaction(db, async (trx) => {
		await trx
			.updateTable('applications')
			.set({
				name: 'Erased applicant',
				contact: '',
				email: '',
				// Unique with the job: a placeholder of its own, so the same person may apply again.
				email_normalised: `erased-${application.id}`,
				qualification: '',
				location: '',
				experience: '',
				employer: '',
				current_salary: '',
				expected_salary: '',
				aadhaar_number: null,
				// The three answers a job without a resume asks instead of one.
				last_work: null,
				work_years: null,
				languages_spoken: null,
				// An interview's arrangements: nothing of the person, but nothing of theirs needs them either.
				interview_date: null,
				interview_time: null,
				interview_place: null,
				interview_ask_for: null,
				photo_file_id: null,
				resume_file_id: null,
				aadhaar_file_id: null,
				erased_at: stamp,
				updated_at: stamp,
			})
			.where('id', '=', application.id)
			.execute()
		if (fileIds.length > 0) await trx.deleteFrom('files').where('id', 'in', fileIds).execute()
		// The person's application counters (named by keyed hashes of their e-mail and mobile number).
		const counters = [
			...(email.includes('@') ? [personKey('email', email)] : []),
			personKey('mobile', application.contact.replace(/\D/g, '').slice(-10)),
		]
		// Counted over all addresses, and at each address (the person's key, then the address's hash).
		const atAddress = counters.map((key) => `${LIMITS.applicationsPersonAtAddress(0).name}:${key}:`)
		await trx
			.deleteFrom('rate_limits')
			.where((eb) =>
				eb.or([
					eb(
						'key',
						'in',
						counters.map((key) => `${LIMITS.applicationsPerson(0).name}:${key}`),
					),
					...atAddress.map((prefix) => eb(eb.fn('substr', ['key', eb.lit(1), eb.lit(prefix.length)]), '=', prefix)),
				]),
			)
			.execute()

		// Staff's notes ("Called Meera on 97…") and mail subjects filled with the name: their words go.
		await trx
			.updateTable('application_events')
			.set({ text: 'Erased on request.' })
			.where('application_id', '=', application.id)
			.where('kind', 'in', ['note', 'mail', 'text'])
			.execute()
		// Not the name: a short or common one ("Ail") would match entries about other people.
		await eraseFromAuditDetails(trx, `application ${application.id}`, [
			...(email.includes('@') ? [email] : []),
			application.contact.replace(/\D/g, '').slice(-10),
		])

		// The mails and texts about the application name it; older ones (and those about the same person's other
		// applications) are addressed to them (their e-mail, or their mobile number for a text), or have them as
		// reply-to. Each test is an index's.
		const mobile = canText(application.contact) ? application.contact : null
		// Job alerts to the same e-mail address or mobile number go with them.
		await eraseJobAlertsOf(trx, { email, mobile })
		// The texts they sent back about this application, and their words with a declined interview.
		await trx.deleteFrom('inbound_texts').where('application_id', '=', application.id).execute()
		// The invitations HR sent them to apply to other jobs name their mobile number.
		await trx.deleteFrom('pool_invitations').where('application_id', '=', application.id).execute()
		// Whether they came to their interviews.
		await trx.deleteFrom('interview_attendance').where('application_id', '=', application.id).execute()
		await trx
			.updateTable('interview_invitations')
			.set({ answer_note: null })
			.where('application_id', '=', application.id)
			.execute()
		const aboutThem = (eb: ExpressionBuilder<Database, 'outbox'>) =>
			eb.or([
				eb('application_id', '=', application.id),
				...(email.includes('@')
					? [eb(eb.fn('lower', ['to_address']), '=', email), eb(eb.fn('lower', ['reply_to']), '=', email)]
					: []),
				...(mobile ? [eb(eb.fn('lower', ['to_address']), '=', mobile)] : []),
			])
		const mailIds = await trx.selectFrom('outbox').select('id').where(aboutThem).execute()
		// The recruiter's mails of a bulk move's interviews name them among others: their lines go, the others' stay.
		mailIds.push(...(await eraseFromDayMails(trx, application.id)).map((id) => ({ id })))
		const unsent = await trx.deleteFrom('outbox').where(aboutThem).where('status', '!=', 'sent').executeTakeFirst()
		const sent = await trx
			.updateTable('outbox')
			.where(aboutThem)
			.set((eb) => ({
				to_address: eb
					.case()
					.when(eb.fn('lower', ['to_address']), '=', email)
					.then('')
					.when('channel', '=', 'sms')
					.then('')
					.else(eb.ref('to_address'))
					.end(),
				reply_to: null,
				subject: 'Erased on request',
				text_body: 'Erased on request.',
				html_body: null,
				calendar: null,
			}))
			.executeTakeFirst()
		const mails = Number(unsent.numDeletedRows) + Number(sent.numUpdatedRows)
		// After the details of the entries about the application were cleared: this one's hold no personal data.
		await audit(
			trx,
			{
				staff,
				action: 'application.erased',
				subject: `application ${application.id}`,
				details: { reason: 'erased on request', filesDeleted: fileIds.length, mailsErased: mails },
			},
			now,
		)
		return { files: fileIds.length, mails, mailIds: mailIds.map((row) => row.id) }
	})
	const { mailIds, ...counts } = erased
	await deleteMailFiles(mailDir, mailIds)
	await deleteMailFiles(smsDir, mailIds)
	await scrubErasedRows(db, [
		'applications',
		'application_events',
		'outbox',
		'audit_log',
		'files',
		'rate_limits',
		'job_alerts',
		'inbound_texts',
		'interview_invitations',
	])
	return counts
}

/** The entries whose details hold words someone typed: the search of an export, the address tried at sign-in. */
const TYPED_AUDIT_ACTIONS = ['applications.exported', 'sign-in.failed', 'sign-in.throttled', 'password.reset-requested']

/**
 * Audit entries about the application keep that they happened, by whom and when, not
 * their details; so do the entries holding typed words that hold the person's e-mail
 * address or mobile number.
 * Both are looked up by index (subject, action), never by reading the whole log.
 */
async function eraseFromAuditDetails(db: Db, subject: string, terms: string[]) {
	await db.updateTable('audit_log').set({ details: null }).where('subject', '=', subject).execute()
	const wanted = terms.map((term) => term.trim().toLowerCase()).filter((term) => term.length >= 3)
	if (wanted.length === 0) return
	const escape = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
	await db
		.updateTable('audit_log')
		.set({ details: null })
		.where('action', 'in', TYPED_AUDIT_ACTIONS)
		.where((eb) => eb.or(wanted.map((term) => sql<boolean>`lower(details) like ${escape(term)} escape '\\'`)))
		.execute()
}

/** The copies of these outbox rows (named <time>-<id>-<kind>.eml, or .txt for a text), when written to the data folder. */
async function deleteMailFiles(mailDir: string, ids: number[]) {
	if (ids.length === 0) return
	const names = await fs.readdir(mailDir).catch(() => [] as string[])
	const wanted = new Set(ids.map(String))
	for (const name of names) {
		const id = /^[\dT-]+Z-(\d+)-[\w-]+\.(eml|txt)$/.exec(name)?.[1]
		if (id && wanted.has(id)) await fs.rm(path.join(mailDir, name), { force: true })
	}
}
