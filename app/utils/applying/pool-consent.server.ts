import type { Language } from '#app/i18n/languages.ts'
import { formatIndianDate } from '#app/utils/common/dates.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { audit, type StaffActor } from '#app/utils/db/audit.server.ts'
import { inTransaction, isUniqueViolation, type Db } from '#app/utils/db/db.server.ts'
import { insertFile, readStoredFile } from '#app/utils/files/files.server.ts'
import type { UploadKind } from '#app/utils/files/file-formats.ts'
import { isJobOpen, jobWithPlace } from '#app/utils/jobs/jobs.ts'
import { readJobTranslations } from '#app/utils/jobs/public-jobs.server.ts'
import { queueNewApplicationNotices } from '#app/utils/applications/application-notices.server.ts'
import { addApplicationEvent } from '#app/utils/applications/applications.server.ts'
import { applicationReference } from '#app/utils/applications/references.ts'
import { newReferenceCode } from './reference-code.server.ts'
import { acknowledgementText, textLabel } from '#app/utils/applications/text-messages.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { canText, enqueueText } from '#app/utils/messages/sms.server.ts'
import { applicantIdentity, candidateMail } from './store-application.server.ts'

// A pool invitation's consent, and what HR do with it. The invitation's short link (/p/<token>) opens a page in the
// person's language that shows the job and asks: "put my earlier application forward for this job", or open the
// job's page to apply afresh. Opening it changes nothing (a mail scanner opens every link); only the button's post
// records the yes, once. With it HR may add the person's latest application to the job, once: a new application of
// its own (its own copies of the files, so that erasing either one leaves the other whole), at New, as if they had
// applied, its consent the time of their press.

const TOKEN = /^[\w-]{22}$/

export type PoolLinkState =
	| { state: 'invalid' }
	/** The job was closed, or its last day has passed. */
	| { state: 'closed'; job: string }
	| { state: 'open' | 'agreed'; invitationId: number; jobId: number; job: string; agreedAt: string | null }

/** The language of the person a link's token was sent to, for the short link's redirect. */
export async function poolLinkLanguage(db: Db, token: string): Promise<Language | undefined> {
	if (!TOKEN.test(token)) return undefined
	const row = await db
		.selectFrom('pool_invitations as p')
		.innerJoin('applications as a', 'a.id', 'p.application_id')
		.select('a.language')
		.where('p.token', '=', token)
		.executeTakeFirst()
	return row?.language
}

/** What a link's token leads to: the job to agree to, the yes already given, or why it no longer works. */
export async function readPoolLink(
	db: Db,
	token: string,
	language: Language,
	now = new Date(),
): Promise<PoolLinkState> {
	if (!TOKEN.test(token)) return { state: 'invalid' }
	const row = await db
		.selectFrom('pool_invitations as p')
		.innerJoin('applications as a', 'a.id', 'p.application_id')
		.innerJoin('jobs as j', 'j.id', 'p.job_id')
		.select(['p.id', 'p.job_id', 'p.consent_at', 'a.erased_at', 'j.title', 'j.location', 'j.till_date', 'j.published'])
		.where('p.token', '=', token)
		.executeTakeFirst()
	// An erased person's invitations are deleted with their application: their link is as unknown as a wrong one.
	if (!row || row.erased_at) return { state: 'invalid' }
	const words = (await readJobTranslations(db, [row.job_id], language)).get(row.job_id)
	const job = jobWithPlace(words?.title || row.title, words?.location || row.location)
	if (row.consent_at) {
		return { state: 'agreed', invitationId: row.id, jobId: row.job_id, job, agreedAt: row.consent_at }
	}
	if (!isJobOpen(row, now)) return { state: 'closed', job }
	return { state: 'open', invitationId: row.id, jobId: row.job_id, job, agreedAt: null }
}

/** The yes of the link's button, once, while the job is open. True when this press recorded it. */
export async function agreeByLink(db: Db, invitationId: number, now = new Date()) {
	return inTransaction(db, async (trx) => {
		const row = await trx
			.selectFrom('pool_invitations as p')
			.innerJoin('jobs as j', 'j.id', 'p.job_id')
			.select(['p.application_id', 'p.job_id', 'j.title', 'j.till_date', 'j.published'])
			.where('p.id', '=', invitationId)
			.executeTakeFirst()
		if (!row || !isJobOpen(row, now)) return false
		const result = await trx
			.updateTable('pool_invitations')
			.set({ consent_at: now.toISOString(), consent_by: 'link' })
			.where('id', '=', invitationId)
			.where('consent_at', 'is', null)
			.executeTakeFirst()
		if (Number(result.numUpdatedRows) !== 1) return false
		// Their own words, in the application's history: HR see when and how they agreed.
		await trx
			.insertInto('application_events')
			.values({
				application_id: row.application_id,
				kind: 'note',
				stage: null,
				text: `Agreed by the invitation's link to have this application put forward for job ${row.job_id} (${row.title})`,
				staff_id: null,
				staff_name: null,
				at: now.toISOString(),
			})
			.execute()
		return true
	})
}

export type AddToJobOutcome =
	/** acknowledged: how the person was told of the new application and its reference (null: no way to). */
	| { ok: true; applicationId: number; reference: string; acknowledged: 'mail' | 'text' | null }
	| { ok: false; reason: 'job-closed' | 'not-found' | 'erased' | 'no-consent' | 'already' }

/** Thrown inside the transaction to undo the new application when another press added it first. */
class AddedAlready extends Error {}

const FILE_COLUMNS = { photo: 'photo_file_id', resume: 'resume_file_id', aadhaar: 'aadhaar_file_id' } as const

/**
 * "Add to this job": a new application for the job from the person's latest application, with their consent; once
 * per job and person. `applicationId` is the application HR see on the pool page (the person's newest).
 */
export async function addToJob(
	db: Db,
	staff: StaffActor,
	{ jobId, applicationId }: { jobId: number; applicationId: number },
	now = new Date(),
): Promise<AddToJobOutcome> {
	try {
		return await inTransaction(db, async (trx): Promise<AddToJobOutcome> => {
			const job = await trx
				.selectFrom('jobs')
				.select(['id', 'title', 'location', 'category', 'till_date', 'published'])
				.where('id', '=', jobId)
				.executeTakeFirst()
			if (!job) return { ok: false, reason: 'not-found' }
			if (!isJobOpen(job, now)) return { ok: false, reason: 'job-closed' }
			const shown = await trx
				.selectFrom('applications')
				.select(['contact', 'erased_at'])
				.where('id', '=', applicationId)
				.executeTakeFirst()
			if (!shown) return { ok: false, reason: 'not-found' }
			if (shown.erased_at) return { ok: false, reason: 'erased' }
			const invitation = await trx
				.selectFrom('pool_invitations')
				.select(['id', 'consent_at', 'added_application_id'])
				.where('job_id', '=', job.id)
				.where('contact', '=', shown.contact)
				.executeTakeFirst()
			if (invitation?.added_application_id) return { ok: false, reason: 'already' }
			if (!invitation?.consent_at) return { ok: false, reason: 'no-consent' }
			// Their latest application that is not erased: what they told us last.
			const source = await trx
				.selectFrom('applications')
				.selectAll()
				.where('contact', '=', shown.contact)
				.where('erased_at', 'is', null)
				.orderBy('created_at', 'desc')
				.orderBy('id', 'desc')
				.executeTakeFirst()
			if (!source) return { ok: false, reason: 'erased' }
			const applied = await trx
				.selectFrom('applications')
				.select('id')
				.where('job_id', '=', job.id)
				.where((eb) =>
					eb.or([eb('contact', '=', source.contact), eb('email_normalised', '=', applicantIdentity(source))]),
				)
				.executeTakeFirst()
			if (applied) return { ok: false, reason: 'already' }

			// Copies of the files, not the same rows: an erasure deletes its application's files.
			const fileIds: Record<UploadKind, string | null> = { photo: null, resume: null, aadhaar: null }
			for (const [kind, column] of Object.entries(FILE_COLUMNS) as Array<
				[UploadKind, (typeof FILE_COLUMNS)[UploadKind]]
			>) {
				const id = source[column]
				const file = id ? await readStoredFile(trx, id) : undefined
				if (file) {
					fileIds[kind] = await insertFile(
						trx,
						{ kind, name: file.original_name, mediaType: file.media_type, bytes: file.bytes },
						now,
					)
				}
			}
			const stamp = now.toISOString()
			const referenceCode = newReferenceCode()
			const row = await trx
				.insertInto('applications')
				.values({
					job_id: job.id,
					name: source.name,
					contact: source.contact,
					email: source.email,
					email_normalised: applicantIdentity(source),
					qualification: source.qualification,
					location: source.location,
					experience: source.experience,
					// The job's own field, as the apply form sets it.
					job_field: job.category || source.job_field,
					employer: source.employer,
					current_salary: source.current_salary,
					expected_salary: source.expected_salary,
					last_work: source.last_work,
					work_years: source.work_years,
					languages_spoken: source.languages_spoken,
					aadhaar_number: source.aadhaar_number,
					photo_file_id: fileIds.photo,
					resume_file_id: fileIds.resume,
					aadhaar_file_id: fileIds.aadhaar,
					consent_at: invitation.consent_at,
					language: source.language,
					reference_code: referenceCode,
					source: 'invitation',
					created_at: stamp,
					updated_at: stamp,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
			// Two presses at once: the row decides, and the later press's application is undone.
			const marked = await trx
				.updateTable('pool_invitations')
				.set({ added_application_id: row.id })
				.where('id', '=', invitation.id)
				.where('added_application_id', 'is', null)
				.executeTakeFirst()
			if (Number(marked.numUpdatedRows) !== 1) throw new AddedAlready()

			const agreed = formatIndianDate(invitation.consent_at)
			await addApplicationEvent(
				trx,
				{
					applicationId: row.id,
					kind: 'note',
					text: `Added from the people to call back, with their agreement of ${agreed} (from application ${source.id})`,
					staff,
				},
				now,
			)
			await addApplicationEvent(
				trx,
				{
					applicationId: source.id,
					kind: 'note',
					text: `Put forward for job ${job.id} (${job.title}) with their agreement of ${agreed}: application ${row.id}`,
					staff,
				},
				now,
			)
			const reference = applicationReference(row.id, now, referenceCode)
			await queueNewApplicationNotices(
				trx,
				{ id: row.id, reference, name: source.name, job: { id: job.id, title: job.title, location: job.location } },
				{ publicUrl: getEnv().PUBLIC_URL, now },
			)
			const acknowledged = await acknowledge(trx, { applicationId: row.id, job, source, reference }, now)
			await audit(
				trx,
				{
					staff,
					action: 'pool.add',
					subject: `application ${row.id}`,
					details: { job: job.id, from: source.id, consent: invitation.consent_at },
				},
				now,
			)
			return { ok: true, applicationId: row.id, reference, acknowledged }
		})
	} catch (error) {
		if (error instanceof AddedAlready || isUniqueViolation(error)) return { ok: false, reason: 'already' }
		throw error
	}
}

/**
 * The added application's acknowledgement, as if they had applied: the job in their language and the new reference,
 * by mail, or by text to a number that takes texts (a text HR set off: it goes whatever the visitors' budget). Where
 * it went, for HR's answer; null when they gave neither.
 */
async function acknowledge(
	trx: Db,
	{
		applicationId,
		job,
		source,
		reference,
	}: {
		applicationId: number
		job: { id: number; title: string; location: string }
		source: { email: string; contact: string; language: Language }
		reference: string
	},
	now: Date,
): Promise<'mail' | 'text' | null> {
	const { language } = source
	const words = (await readJobTranslations(trx, [job.id], language)).get(job.id)
	const shown = { title: words?.title || job.title, location: words?.location || job.location }
	if (source.email) {
		const mail = candidateMail({ job: shown, details: source, reference, now, language })
		await enqueueMail(trx, { ...mail, applicationId }, now)
		return 'mail'
	}
	if (!canText(source.contact)) return null
	await enqueueText(
		trx,
		{
			kind: 'text-received',
			origin: 'staff',
			to: source.contact,
			label: textLabel('received', reference),
			text: acknowledgementText({ title: shown.title, reference, language, publicUrl: getEnv().PUBLIC_URL }),
			applicationId,
		},
		now,
	)
	return 'text'
}
