import '#app/i18n/all.server.ts'
import { translate, type MessageKey } from '#app/i18n/index.ts'
import type { Language } from '#app/i18n/languages.ts'
import {
	fillMailBody,
	fillTemplate,
	interviewWords,
	isMailedStage,
	type InterviewDetails,
	type MailedStage,
} from './applications.ts'
import { addApplicationEvent, applicationsForBulkMove } from './applications.server.ts'
import { BULK_MOVE_LIMIT, type BulkChoice, type BulkRowOutcome } from './bulk-moves.ts'
import { audit, type StaffActor as Actor } from '#app/utils/db/audit.server.ts'
import { readJobTranslations } from '#app/utils/jobs/public-jobs.server.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import { isDatabaseUnavailable } from '#app/utils/db/db-health.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { canText, enqueueText } from '#app/utils/messages/sms.server.ts'
import { stageText, textLabel } from './text-messages.server.ts'
import { applicationReference } from './references.ts'
import { interviewInvitation } from './interview-invitation.ts'
import { invitationOf, mailRecruiterCalendar } from './interview-calendar.server.ts'
import { interviewSlot } from './interview-slots.ts'
import { mailRecruiterDay, slotsRefusal, type DayEntry } from './interview-day-mail.server.ts'
import { interviewShortLink, newInterviewLink, withReplyWords } from './interview-answers.server.ts'
import { formatIndianMobile } from '#app/utils/common/validation.ts'
import type { Stage } from './stages.ts'
import { RejectionReasonRefused, requireRejectionReason } from './rejection-reasons.server.ts'
import { readStageTemplates } from './stage-templates.server.ts'

// What the back office writes into an application's history: a stage change with
// its mail or text to the applicant, and a note; and the stage mail templates,
// HR's words for those mails.

/** What {stage} says in a stage's mail, in the applicant's language. */
const STAGE_WORDS: Record<MailedStage, MessageKey> = {
	Shortlisted: 'stageMail.stage.shortlisted',
	Interview: 'stageMail.stage.interview',
	Hired: 'stageMail.stage.hired',
	Rejected: 'stageMail.stage.rejected',
}

/** Changed (its news mailed, or texted to a person without e-mail), or not: the stage it is at, and whether erased. */
export type StageChange =
	{ changed: true; mailed: boolean; texted: boolean } | { changed: false; stage: string; erased: boolean }

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
		rejectionReason,
		staff,
		recruiterEntry = true,
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
			/** When it was sent: the reference the recruiter's invitation names. */
			created_at?: string
			reference_code?: string | null
			/** The interview set before (a move away from Interview takes it out of the calendars again). */
			interview_date?: string | null
			interview_time?: string | null
			interview_place?: string | null
		}
		stage: Stage
		sendMail: boolean
		interview?: InterviewDetails
		/** Why, for a move to Rejected: one of the office's list (refused with RejectionReasonRefused otherwise). */
		rejectionReason?: string
		staff: Actor
		/** The recruiter's own calendar entry of the interview set: a bulk move sends one for the whole day instead. */
		recruiterEntry?: boolean
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
	// An interview set before and now called off (the application leaves Interview).
	const cancelled =
		application.status === 'Interview' &&
		stage !== 'Interview' &&
		application.interview_date &&
		application.interview_time &&
		application.interview_place
			? { date: application.interview_date, time: application.interview_time, place: application.interview_place }
			: null
	const reason = (stage === 'Rejected' && rejectionReason) || null
	const outcome = await inTransaction(db, async (trx): Promise<StageChange> => {
		if (reason) await requireRejectionReason(trx, reason)
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
				// Only a rejection keeps its reason: moved on again, the application has none.
				rejection_reason: reason,
			})
			.where('id', '=', application.id)
			.where('status', '=', application.status)
			// Not to the stage it is at (a reload, a second caller): nothing changes, no news is sent again.
			.where('status', '!=', stage)
			.where('erased_at', 'is', null)
			.executeTakeFirst()
		if (Number(result.numUpdatedRows) === 0) {
			const current = await trx
				.selectFrom('applications')
				.select(['status', 'erased_at'])
				.where('id', '=', application.id)
				.executeTakeFirst()
			return { changed: false, stage: current?.status ?? application.status, erased: Boolean(current?.erased_at) }
		}
		await addApplicationEvent(
			trx,
			{ applicationId: application.id, kind: 'stage', stage, text: reason ?? undefined, staff },
			now,
		)
		// Each interview the applicant is told of gets its answer link (I will come, I cannot come), which the text and the
		// mail carry, and its reminders.
		const link =
			stage === 'Interview' && interview && (texting || (mailing && application.email))
				? interviewShortLink(getEnv().PUBLIC_URL, await newInterviewLink(trx, application.id, interview, now))
				: undefined
		// An applicant who gave no e-mail (where the job asked for none) gets the news by text instead.
		if (texting && isMailedStage(stage)) {
			const label = textLabel(stage)
			await enqueueText(
				trx,
				{
					kind: 'text-stage',
					origin: 'staff',
					to: application.contact!,
					applicationId: application.id,
					label,
					text: withReplyWords(
						stageText({
							stage,
							job: translatedTitle || application.job_title || translate(language, 'stageMail.jobFallback'),
							interview,
							language,
						}),
						link,
						language,
					),
				},
				now,
			)
			const text = `${label} to ${formatIndianMobile(application.contact!)}`
			await addApplicationEvent(trx, { applicationId: application.id, kind: 'text', stage, text, staff }, now)
		}
		if (templates && isMailedStage(stage) && application.email) {
			const job = translatedTitle || application.job_title || translate(language, 'stageMail.jobFallback')
			// The typed name, never confirmed by the address's owner, stays out of the mail and its calendar entry.
			const name = translate(language, 'stageMail.applicant')
			const values = { name, job, stage: translate(language, STAGE_WORDS[stage]) }
			const subject = fillTemplate(templates[stage].subject, values, interview, language)
			const filled = fillMailBody(templates[stage].body, values, interview, language)
			const text = link ? `${filled}\n\n${translate(language, 'mail.interviewAnswer', { link })}` : filled
			await enqueueMail(
				trx,
				{
					kind: 'application-stage',
					to: application.email,
					// The jobs name no recruiter: an answer to a stage mail reaches the office's inbox, read by people.
					replyTo: getEnv().COMPANY_INBOX,
					applicationId: application.id,
					subject,
					text,
					// An interview goes into the candidate's calendar, with a reminder on the day; one called off leaves it.
					calendar:
						cancelled && stage !== 'Interview'
							? interviewInvitation({
									...invitationOf(application.id, 'candidate', now),
									interview: cancelled,
									// The entry the phone keeps is the interview's: called off under its own title, never as
									// a cancelled "Welcome to Brisk".
									summary: fillTemplate(
										templates.Interview.subject,
										{ ...values, stage: translate(language, STAGE_WORDS.Interview) },
										cancelled,
										language,
									),
									// What a phone shows of the cancelled entry says so first, in the applicant's language.
									description: `${translate(language, 'stageMail.calledOff')}\n\n${text}`,
									attendee: { email: application.email },
									method: 'CANCEL',
									now,
								})
							: stage === 'Interview' && interview
								? interviewInvitation({
										...invitationOf(application.id, 'candidate', now),
										interview,
										summary: subject,
										description: text,
										attendee: { email: application.email },
										now,
									})
								: undefined,
				},
				now,
			)
			await addApplicationEvent(trx, { applicationId: application.id, kind: 'mail', stage, text: subject, staff }, now)
		}
		// The recruiter's entry of an interview called off goes too (whoever moves it on). One a bulk move set was only in the
		// day's entry: the CANCEL still goes, its subject the news; a calendar drops a CANCEL of an entry it lacks (RFC 5546).
		if (cancelled && stage !== 'Interview' && staff.email) {
			const summary = `Interview called off: ${application.name}, ${application.job_title || 'a job'}`
			const text = `${application.name} was moved to ${stage}: the interview of ${cancelled.date} at ${cancelled.time} is off.`
			await mailRecruiterCalendar(trx, {
				applicationId: application.id,
				staff: { name: staff.name, email: staff.email },
				interview: cancelled,
				summary,
				text,
				method: 'CANCEL',
				now,
			})
		}
		// The recruiter who set the interview gets it in their own calendar too (whether the candidate
		// was told by mail, by text or not at all), to plan the day and print the gate's list.
		if (stage === 'Interview' && interview && staff.email && recruiterEntry) {
			const reference = application.created_at
				? applicationReference(application.id, application.created_at, application.reference_code)
				: `application ${application.id}`
			const job = application.job_title || 'a job'
			const summary = `Interview: ${application.name}, ${job} (${reference})`
			const words = interviewWords(interview, 'en')
			const text = [
				`${application.name} is to come for an interview for ${job} on ${words.date} at ${words.time}.`,
				`Place: ${interview.place}${interview.askFor ? ` (ask for ${interview.askFor})` : ''}`,
				`Mobile: ${application.contact ? formatIndianMobile(application.contact) : 'not given'}`,
				`Application: ${getEnv().PUBLIC_URL}/admin/applications/${application.id}`,
			].join('\n')
			await mailRecruiterCalendar(trx, {
				applicationId: application.id,
				staff: { name: staff.name, email: staff.email },
				interview,
				summary,
				text,
				method: 'REQUEST',
				now,
			})
		}
		await audit(
			trx,
			{
				staff,
				action: 'application.stage-changed',
				subject: `application ${application.id}`,
				details: {
					from: application.status,
					to: stage,
					mailed: mailing && !!application.email,
					texted: texting,
					...(reason ? { reason } : {}),
				},
			},
			now,
		)
		return { changed: true, mailed: mailing && !!application.email, texted: texting }
	})
	return outcome
}

// When the database goes away during a bulk move: the row being moved (its change may or may not have been
// committed as the connection went) and the rows after it (not tried).
const LOST_REASON =
	'not confirmed, as our records could not be reached while it was moved; look at its stage in a minute'
const UNREACHABLE_REASON = 'not changed, as our records could not be reached; move it again in a minute'
const ERASED_REASON = 'erased on request, not changed'
const REASON_RETIRED = 'not changed, as its reason was taken off the list meanwhile; choose another and move it again'

/** A bulk move refused as a whole, before any row changed: too many, twice the same, an unknown application. */
export class BulkMoveRefused extends Error {}

/**
 * Moves many applications to one stage, each as changeApplicationStage moves one: its own
 * transaction with its history, its mail or text in the applicant's language (an interview's
 * calendar invitation) and its audit entry, so a row is never half-applied. A row a colleague
 * moved since the recruiter saw it, one already at the stage and an erased one are left as they
 * are and reported by name; the others go. Refused as a whole (nothing changes) beyond
 * BULK_MOVE_LIMIT, with an application twice, or with one that does not exist. When the database
 * goes away part of the way through, the rows already moved stay moved and are reported, and the
 * rest are named as not changed, to be moved again (before any row moved, the outage is thrown).
 * Interviews go one every `every` minutes (0: all at once) in the order chosen; the recruiter gets one mail of the day.
 */
export async function changeApplicationStages(
	db: Db,
	{
		choices,
		stage,
		sendMail,
		interview,
		rejectionReason,
		every = 0,
		staff,
	}: {
		choices: readonly BulkChoice[]
		stage: Stage
		sendMail: boolean
		interview?: InterviewDetails
		rejectionReason?: string
		every?: number
		staff: Actor
	},
	now = new Date(),
): Promise<BulkRowOutcome[]> {
	if (choices.length === 0) throw new BulkMoveRefused('Choose at least one application to move.')
	if (choices.length > BULK_MOVE_LIMIT) {
		throw new BulkMoveRefused(`At most ${BULK_MOVE_LIMIT} applications can be moved at once, not ${choices.length}.`)
	}
	const ids = choices.map((choice) => choice.id)
	const twice = ids.find((id, index) => ids.indexOf(id) !== index)
	if (twice !== undefined) throw new BulkMoveRefused(`Application ${twice} was chosen twice.`)
	// A reason not on the list refuses the move as a whole, before any row changes (each row checks it again).
	const reason = (stage === 'Rejected' && rejectionReason) || undefined
	if (reason) {
		try {
			await requireRejectionReason(db, reason)
		} catch (error) {
			if (error instanceof RejectionReasonRefused) throw new BulkMoveRefused(error.message)
			throw error
		}
	}
	const rows = new Map((await applicationsForBulkMove(db, ids)).map((row) => [row.id, row]))
	const unknown = ids.filter((id) => !rows.has(id))
	if (unknown.length > 0) {
		const listed = unknown.slice(0, 10).join(', ')
		throw new BulkMoveRefused(
			`${unknown.length === 1 ? 'There is no application' : 'There are no applications'} ${listed}${unknown.length > 10 ? ', …' : ''}.`,
		)
	}
	const setting = stage === 'Interview' && interview ? interview : undefined
	const pastMidnight = setting && slotsRefusal(choices, rows, { stage, time: setting.time, every })
	if (pastMidnight) throw new InterviewSlotsRefused(pastMidnight)
	const outcomes: BulkRowOutcome[] = []
	const day: DayEntry[] = []
	let unreachable = false
	let reasonRetired = false
	for (const { id, seen } of choices) {
		const row = rows.get(id)!
		if (row.erased_at) {
			outcomes.push({ id, name: `Erased applicant (${id})`, moved: false, reason: ERASED_REASON })
			continue
		}
		const name = row.name
		if (row.status !== seen || seen === stage) {
			outcomes.push({ id, name, moved: false, reason: `already at ${row.status}, not changed` })
			continue
		}
		if (unreachable) {
			outcomes.push({ id, name, moved: false, reason: UNREACHABLE_REASON })
			continue
		}
		if (reasonRetired) {
			outcomes.push({ id, name, moved: false, reason: REASON_RETIRED })
			continue
		}
		let change: Awaited<ReturnType<typeof changeApplicationStage>>
		// The next slot: a row left as it is (a colleague moved it meanwhile) takes none, so the slots close up.
		const own = setting ? interviewSlot(setting, day.length, every) : interview
		try {
			change = await changeApplicationStage(
				db,
				{
					application: { ...row, status: seen },
					stage,
					sendMail,
					interview: own,
					rejectionReason: reason,
					staff,
					recruiterEntry: !setting,
				},
				now,
			)
		} catch (error) {
			// The reason taken off the list part of the way through: this row and the rest stay as they are.
			if (error instanceof RejectionReasonRefused && outcomes.some((outcome) => outcome.moved)) {
				outcomes.push({ id, name, moved: false, reason: REASON_RETIRED })
				reasonRetired = true
				continue
			}
			if (error instanceof RejectionReasonRefused) throw new BulkMoveRefused(error.message)
			// The rows already moved stay moved and are reported; the outage itself is thrown when none has.
			if (!isDatabaseUnavailable(error) || !outcomes.some((outcome) => outcome.moved)) throw error
			unreachable = true
			outcomes.push({ id, name, moved: false, reason: LOST_REASON })
			continue
		}
		if (change.changed && own && setting) day.push({ row, interview: own })
		outcomes.push(
			change.changed
				? { id, name, moved: true, ...(own && setting ? { time: own.time } : {}) }
				: change.erased
					? { id, name: `Erased applicant (${id})`, moved: false, reason: ERASED_REASON }
					: { id, name, moved: false, reason: `already at ${change.stage}, not changed` },
		)
	}
	if (setting) await mailRecruiterDay(db, { day, every, staff, now })
	return outcomes
}

/** Interviews one every so many minutes that would run past midnight: refused before any row moves. */
export class InterviewSlotsRefused extends BulkMoveRefused {}

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
