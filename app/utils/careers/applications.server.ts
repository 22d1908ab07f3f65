import fs from 'node:fs/promises'
import path from 'node:path'
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely'
import type { Language } from '#app/i18n/languages.ts'
import type { ListState } from '#app/utils/common/admin-lists.ts'
import {
	defaultTemplates,
	fillMailBody,
	fillTemplate,
	isMailedStage,
	MAILED_STAGES,
	mobileDigits,
	templateName,
	type ApplicationFilters,
	type InterviewDetails,
	type MailedStage,
} from './applications.ts'
import { personKey } from '#app/utils/http/limits.server.ts'
import { audit, type StaffActor as Actor } from '#app/utils/db/audit.server.ts'
import { readJobTranslations } from './career.server.ts'
import { parseApplicationReference } from './career.ts'
import { endOfIndianDay, startOfIndianDay } from '#app/utils/common/dates.ts'
import { inTransaction, scrubErasedRows, usesPostgres, type Db } from '#app/utils/db/db.server.ts'
import type { Database, Staff } from '#app/utils/db/schema.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { invariantResponse, parseId } from '#app/utils/common/ids.ts'
import { LIMITS } from '#app/utils/http/limits.server.ts'
import { countAndPage } from '#app/utils/db/lists.server.ts'
import { containsPattern } from '#app/utils/common/office-lists.ts'
import { enqueueMail, pokeOutbox } from '#app/utils/messages/mail.server.ts'
import { canText, enqueueText } from '#app/utils/messages/sms.server.ts'
import { stageText, textLabel } from './text-messages.server.ts'
import { formatIndianMobile } from '#app/utils/common/validation.ts'
import type { Stage } from './stages.ts'
import { eraseJobAlertsOf } from './job-alerts.server.ts'

// The back office's reading and writing of applications: the filtered list (the
// page and the CSV export share it), one application with its history, and the
// stage mail templates.

export type ApplicationSort = 'date' | 'name'
export const APPLICATION_SORTS = ['date', 'name'] as const satisfies readonly ApplicationSort[]

/** LIKE with the user's own % and _ taken literally. */
type Joined =
	ReturnType<typeof fromApplications> extends SelectQueryBuilder<infer DB, infer TB, object>
		? { db: DB; tables: TB }
		: never

function filtered<O>(
	query: SelectQueryBuilder<Joined['db'], Joined['tables'], O>,
	filters: ApplicationFilters,
	postgres: boolean,
) {
	let q = query
	if (filters.job) q = q.where('a.job_id', '=', filters.job)
	if (filters.category) q = q.where('a.job_field', '=', filters.category)
	if (filters.stage === 'erased') q = q.where('a.erased_at', 'is not', null)
	else if (filters.stage) q = q.where('a.status', '=', filters.stage).where('a.erased_at', 'is', null)
	if (filters.from) q = q.where('a.created_at', '>=', startOfIndianDay(filters.from))
	if (filters.to) q = q.where('a.created_at', '<', endOfIndianDay(filters.to))
	const reference = filters.q ? parseApplicationReference(filters.q) : null
	if (reference) {
		// The reference the applicant was given: its number, sent in its year (Indian time).
		q = q
			.where('a.id', '=', reference.id)
			.where('a.created_at', '>=', startOfIndianDay(`${reference.year}-01-01`))
			.where('a.created_at', '<', endOfIndianDay(`${reference.year}-12-31`))
	} else if (filters.q) {
		q = q.where(matchingSearch(filters.q, postgres))
	}
	return q
}

/**
 * A part of a name or an e-mail address, or of a mobile number when the words are digits.
 * PostgreSQL answers these `like`s from trigram indexes (migration 019); SQLite from its
 * FTS5 trigram table, which needs three characters: a shorter search reads the table.
 */
function matchingSearch(text: string, postgres: boolean) {
	const pattern = containsPattern(text)
	const digits = mobileDigits(text)
	const words = text.trim().toLowerCase()
	return (eb: ExpressionBuilder<Joined['db'], 'a'>) => {
		if (!postgres && [...words].length >= 3) {
			const phrase = (value: string) => `"${value.replace(/"/g, '""')}"`
			const match = `{name email} : ${phrase(words)}${digits ? ` OR contact : ${phrase(digits)}` : ''}`
			return eb(
				'a.id',
				'in',
				sql<number>`(select rowid from applications_search where applications_search match ${match})`,
			)
		}
		return eb.or([
			eb(sql`lower(a.name)`, 'like', sql`${pattern} escape '\\'`),
			eb(sql`lower(a.email)`, 'like', sql`${pattern} escape '\\'`),
			...(digits ? [eb('a.contact', 'like', `%${digits}%`)] : []),
		])
	}
}

function fromApplications(db: Db) {
	return db.selectFrom('applications as a').leftJoin('jobs as j', 'j.id', 'a.job_id')
}

const LIST_COLUMNS = [
	'a.id',
	'a.name',
	'a.email',
	'a.contact',
	'a.job_field',
	'a.status',
	'a.created_at',
	'a.erased_at',
	'a.location',
	'a.qualification',
	'a.experience',
	'a.employer',
	'a.current_salary',
	'a.expected_salary',
	'j.title as job_title',
] as const

export async function listApplications(db: Db, filters: ApplicationFilters, list: ListState<ApplicationSort>) {
	return countAndPage(filtered(fromApplications(db), filters, usesPostgres(db)), list.page, (query) =>
		query
			.select(LIST_COLUMNS)
			.orderBy(list.sort === 'name' ? 'a.name' : 'a.created_at', list.dir)
			.orderBy('a.id', list.dir),
	)
}

/** The jobs an applications list can be filtered by: every job, newest first, closed and removed-from-view ones too. */
export async function jobsToFilterBy(db: Db) {
	return db.selectFrom('jobs').select(['id', 'title']).orderBy('opened_at', 'desc').orderBy('id', 'desc').execute()
}

/**
 * The filtered list's rows with the list's columns, not yet ordered or cut: the
 * CSV export reads it page by page (application-export.server.ts).
 */
export function filteredApplicationRows(db: Db, filters: ApplicationFilters) {
	return filtered(fromApplications(db).select(LIST_COLUMNS), filters, usesPostgres(db))
}

/** One application with its job's title, or a 404 response. */
export async function requireApplication(db: Db, id: string) {
	const applicationId = parseId(id)
	const row = applicationId
		? await fromApplications(db)
				.selectAll('a')
				.select('j.title as job_title')
				.where('a.id', '=', applicationId)
				.executeTakeFirst()
		: undefined
	invariantResponse(row, 'There is no such application.')
	return row
}

export async function applicationEvents(db: Db, applicationId: number) {
	return db
		.selectFrom('application_events')
		.select(['id', 'kind', 'stage', 'text', 'staff_name', 'at'])
		.where('application_id', '=', applicationId)
		.orderBy('at', 'desc')
		.orderBy('id', 'desc')
		.execute()
}

export async function addApplicationEvent(
	db: Db,
	event: {
		applicationId: number
		kind: 'stage' | 'note' | 'mail' | 'text'
		stage?: string
		text?: string
		staff: Pick<Staff, 'id' | 'name'>
	},
	now = new Date(),
) {
	await db
		.insertInto('application_events')
		.values({
			application_id: event.applicationId,
			kind: event.kind,
			stage: event.stage ?? null,
			text: event.text ?? null,
			staff_id: event.staff.id,
			staff_name: event.staff.name,
			at: now.toISOString(),
		})
		.execute()
}

/** mailed or texted: the stage's news went to the applicant by mail, or by text to a person without e-mail. */
export type StageChange = { changed: true; mailed: boolean; texted: boolean } | { changed: false; stage: string }

/**
 * Moves an application to a stage: the change, its history event, the stage's mail
 * to the applicant (HR's template, with an interview's day, time and place) and the
 * audit entry are one transaction, so a crash never leaves a change without its record.
 * The change is made only from the stage the person saw: when a colleague moved the
 * application meanwhile, nothing changes and the answer names the stage it is at now.
 */
export async function changeApplicationStage(
	db: Db,
	{
		application,
		stage,
		sendMail,
		interview,
		staff,
	}: {
		application: {
			id: number
			status: string
			name: string
			email: string
			/** The mobile number, +91 and 10 digits: the news goes there by text when there is no e-mail. */
			contact?: string
			job_id?: number | null
			job_title: string | null
			/** The language the person applied in: the stage's mail is in it, with the job's title in it where written. */
			language?: Language
		}
		stage: Stage
		sendMail: boolean
		interview?: InterviewDetails
		staff: Actor
	},
	now = new Date(),
): Promise<StageChange> {
	const mailing = sendMail && isMailedStage(stage)
	const texting = mailing && !application.email && canText(application.contact ?? '')
	const language = application.language ?? 'en'
	const templates = mailing ? await readStageTemplates(db, language) : null
	const translatedTitle =
		mailing && application.job_id
			? (await readJobTranslations(db, [application.job_id], language)).get(application.job_id)?.title
			: null
	const outcome = await inTransaction(db, async (trx): Promise<StageChange> => {
		const result = await trx
			.updateTable('applications')
			.set({
				status: stage,
				updated_at: now.toISOString(),
				// Kept for the applicant's status page while the application is at Interview; any other stage clears them.
				interview_date: interview && stage === 'Interview' ? interview.date : null,
				interview_time: interview && stage === 'Interview' ? interview.time : null,
				interview_place: interview && stage === 'Interview' ? interview.place : null,
				interview_ask_for: (stage === 'Interview' && interview?.askFor) || null,
			})
			.where('id', '=', application.id)
			.where('status', '=', application.status)
			.where('erased_at', 'is', null)
			.executeTakeFirst()
		if (Number(result.numUpdatedRows) === 0) {
			const current = await trx
				.selectFrom('applications')
				.select('status')
				.where('id', '=', application.id)
				.executeTakeFirst()
			return { changed: false, stage: current?.status ?? application.status }
		}
		await addApplicationEvent(trx, { applicationId: application.id, kind: 'stage', stage, staff }, now)
		// An applicant who gave no e-mail (where the job asked for none) gets the news by text instead.
		if (texting && isMailedStage(stage)) {
			const label = textLabel(stage)
			await enqueueText(
				trx,
				{
					kind: 'text-stage',
					to: application.contact!,
					applicationId: application.id,
					label,
					text: stageText({
						stage,
						job: translatedTitle || application.job_title || 'the job',
						interview,
						language,
					}),
				},
				now,
			)
			const text = `${label} to ${formatIndianMobile(application.contact!)}`
			await addApplicationEvent(trx, { applicationId: application.id, kind: 'text', stage, text, staff }, now)
		}
		if (templates && isMailedStage(stage) && application.email) {
			const values = { name: application.name, job: translatedTitle || application.job_title || 'the job', stage }
			const subject = fillTemplate(templates[stage].subject, values, interview, language)
			await enqueueMail(
				trx,
				{
					kind: 'application-stage',
					to: application.email,
					// The jobs name no recruiter: an answer to a stage mail reaches the office's inbox, read by people.
					replyTo: getEnv().COMPANY_INBOX,
					applicationId: application.id,
					subject,
					text: fillMailBody(templates[stage].body, values, interview, language),
				},
				now,
			)
			await addApplicationEvent(trx, { applicationId: application.id, kind: 'mail', stage, text: subject, staff }, now)
		}
		await audit(
			trx,
			{
				staff,
				action: 'application.stage-changed',
				subject: `application ${application.id}`,
				details: { from: application.status, to: stage, mailed: mailing && !!application.email, texted: texting },
			},
			now,
		)
		return { changed: true, mailed: mailing && !!application.email, texted: texting }
	})
	if (outcome.changed && (outcome.mailed || outcome.texted)) pokeOutbox()
	return outcome
}

/** A note of HR's on an application, in its history, with its audit entry. */
export async function addApplicationNote(
	db: Db,
	{ applicationId, text, staff }: { applicationId: number; text: string; staff: Actor },
	now = new Date(),
) {
	await inTransaction(db, async (trx) => {
		await addApplicationEvent(trx, { applicationId, kind: 'note', text, staff }, now)
		await audit(trx, { staff, action: 'application.note-added', subject: `application ${applicationId}` }, now)
	})
}

/** Each stage's mail in a language: HR's own words when saved, the defaults otherwise. */
export async function readStageTemplates(db: Db, language: Language = 'en') {
	const rows = await db
		.selectFrom('mail_templates')
		.select(['name', 'subject', 'body', 'updated_at'])
		.where(
			'name',
			'in',
			MAILED_STAGES.map((stage) => templateName(stage, language)),
		)
		.execute()
	return Object.fromEntries(
		MAILED_STAGES.map((stage) => {
			const saved = rows.find((row) => row.name === templateName(stage, language))
			return [
				stage,
				saved
					? { subject: saved.subject, body: saved.body, updatedAt: saved.updated_at }
					: { ...defaultTemplates()[language][stage], updatedAt: null },
			]
		}),
	) as Record<MailedStage, { subject: string; body: string; updatedAt: string | null }>
}

/** Saves the office's words for one stage's mail in one language, with the audit entry. */
export async function saveStageTemplate(
	db: Db,
	{
		stage,
		language = 'en',
		subject,
		body,
		staff,
	}: { stage: MailedStage; language?: Language; subject: string; body: string; staff: Pick<Staff, 'id' | 'email'> },
	now = new Date(),
) {
	const values = { subject, body, updated_at: now.toISOString(), updated_by: staff.id }
	await inTransaction(db, async (trx) => {
		await trx
			.insertInto('mail_templates')
			.values({ name: templateName(stage, language), ...values })
			.onConflict((oc) => oc.column('name').doUpdateSet(values))
			.execute()
		await audit(
			trx,
			{ staff, action: 'mail-template.saved', subject: `mail template ${stage}`, details: { language } },
			now,
		)
	})
}

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
		const aboutThem = (eb: ExpressionBuilder<Database, 'outbox'>) =>
			eb.or([
				eb('application_id', '=', application.id),
				...(email.includes('@')
					? [eb(eb.fn('lower', ['to_address']), '=', email), eb(eb.fn('lower', ['reply_to']), '=', email)]
					: []),
				...(mobile ? [eb(eb.fn('lower', ['to_address']), '=', mobile)] : []),
			])
		const mailIds = await trx.selectFrom('outbox').select('id').where(aboutThem).execute()
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
