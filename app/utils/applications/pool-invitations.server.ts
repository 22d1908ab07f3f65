import crypto from 'node:crypto'
import { translate } from '#app/i18n/index.ts'
import { localizePath, type Language } from '#app/i18n/languages.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { formatIndianMobile } from '#app/utils/common/validation.ts'
import { audit, type StaffActor } from '#app/utils/db/audit.server.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import type { OutboxChannel } from '#app/utils/db/schema.ts'
import { isJobOpen } from '#app/utils/jobs/jobs.ts'
import { readJobTranslations } from '#app/utils/jobs/public-jobs.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { canText, enqueueText } from '#app/utils/messages/sms.server.ts'
import { withSource } from './application-source.ts'
import { addApplicationEvent } from './applications.server.ts'

// HR invite someone from a job's people to call back (talent-pool.server.ts) to apply to it: a mail to those who
// gave an address, else a text, in the language they applied in, with the job's page in it. Once per job and person:
// a second press, from any of their applications or by a colleague at the same moment, sends nothing. The message
// carries a short link (applying/pool-consent.server.ts) whose page lets them agree that HR put their earlier
// application forward for the job, or open the job's page to apply afresh.

export type PoolInvitationOutcome =
	| { ok: true; channel: OutboxChannel; to: string }
	| { ok: false; reason: 'job-closed' | 'not-found' | 'no-address' | 'already' }

/** The short link a pool invitation's mail or text carries, to its page (routes/career/pool-invitation.tsx). */
export function poolShortLink(publicUrl: string, token: string) {
	return `${publicUrl}/p/${token}`
}

/** The job's page, in the applicant's language: an application through it counts as the invitation's. */
export function invitationJobLink(jobId: number, language: Language) {
	return `${getEnv().PUBLIC_URL}${withSource(localizePath(`/career/${jobId}`, language), 'invitation')}`
}

export async function inviteToApply(
	db: Db,
	staff: StaffActor,
	{ jobId, applicationId }: { jobId: number; applicationId: number },
	now = new Date(),
): Promise<PoolInvitationOutcome> {
	return inTransaction(db, async (trx) => {
		const job = await trx
			.selectFrom('jobs')
			.select(['id', 'title', 'location', 'till_date', 'published'])
			.where('id', '=', jobId)
			.executeTakeFirst()
		if (!job) return { ok: false, reason: 'not-found' }
		if (!isJobOpen(job, now)) return { ok: false, reason: 'job-closed' }
		const person = await trx
			.selectFrom('applications')
			.select(['id', 'contact', 'email', 'language'])
			.where('id', '=', applicationId)
			.where('erased_at', 'is', null)
			.executeTakeFirst()
		if (!person) return { ok: false, reason: 'not-found' }
		const channel: OutboxChannel | null = person.email ? 'mail' : canText(person.contact) ? 'sms' : null
		if (!channel) return { ok: false, reason: 'no-address' }
		// The unique (job, mobile number) index decides between two presses at once: the second inserts nothing.
		const token = crypto.randomBytes(16).toString('base64url')
		const inserted = await trx
			.insertInto('pool_invitations')
			.values({
				job_id: job.id,
				application_id: person.id,
				contact: person.contact,
				channel,
				staff_id: staff.id,
				invited_at: now.toISOString(),
				token,
			})
			.onConflict((conflict) => conflict.columns(['job_id', 'contact']).doNothing())
			.executeTakeFirst()
		if (!Number(inserted.numInsertedOrUpdatedRows ?? 0)) return { ok: false, reason: 'already' }

		const language = person.language
		const words = (await readJobTranslations(trx, [job.id], language)).get(job.id)
		const values = {
			job: words?.title || job.title,
			place: words?.location || job.location,
			link: invitationJobLink(job.id, language),
			consent: poolShortLink(getEnv().PUBLIC_URL, token),
		}
		const to = channel === 'mail' ? person.email : person.contact
		if (channel === 'mail') {
			await enqueueMail(
				trx,
				{
					kind: 'pool-invitation',
					to,
					replyTo: getEnv().COMPANY_INBOX,
					applicationId: person.id,
					subject: translate(language, 'pool.mail.subject', values),
					text: translate(language, 'pool.mail.body', values),
				},
				now,
			)
		} else {
			await enqueueText(
				trx,
				{
					kind: 'text-pool-invitation',
					origin: 'staff',
					to,
					applicationId: person.id,
					label: 'Text: invitation to apply',
					// A text has room for one link: the short one, whose page offers both the consent and the job's page.
					text: translate(language, 'pool.text', { ...values, link: values.consent }),
				},
				now,
			)
		}
		const shown = channel === 'mail' ? to : formatIndianMobile(to)
		await addApplicationEvent(
			trx,
			{
				applicationId: person.id,
				kind: channel === 'mail' ? 'mail' : 'text',
				text: `Invited to apply to job ${job.id} (${job.title}), to ${shown}`,
				staff,
			},
			now,
		)
		await audit(
			trx,
			{ staff, action: 'pool.invite', subject: `application ${person.id}`, details: { job: job.id, channel } },
			now,
		)
		return { ok: true, channel, to: shown }
	})
}

/** The people of a job's pool already invited to it, by mobile number: when, and when they agreed to be added. */
export async function invitedTo(db: Db, jobId: number) {
	const rows = await db
		.selectFrom('pool_invitations')
		.select(['contact', 'invited_at', 'consent_at'])
		.where('job_id', '=', jobId)
		.execute()
	return new Map(rows.map((row) => [row.contact, { invitedAt: row.invited_at, consentAt: row.consent_at }]))
}
