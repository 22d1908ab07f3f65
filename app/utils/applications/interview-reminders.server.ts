import '#app/i18n/all.server.ts'
import { translate } from '#app/i18n/index.ts'
import { LOCALES, type Language } from '#app/i18n/languages.ts'
import { interviewWords } from './applications.ts'
import { interviewShortLink } from './interview-answers.server.ts'
import { interviewTimes } from './interview-invitation.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import type { Lease } from '#app/utils/db/lease.server.ts'
import { readJobTranslations } from '#app/utils/jobs/public-jobs.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { canText, enqueueText } from '#app/utils/messages/sms.server.ts'

// Reminders of an interview, in the applicant's language, by text (or by mail to an applicant with e-mail): one the
// evening before, from 18:00 India time (until 21:00: nobody is woken), and one about two hours before, at any hour.
// Never for an interview declined, moved (its invitation is no longer the application's), called off or gone by.
// Sent by a round of the background work every minute, so an interview set less than two hours ahead gets its
// reminder within a minute or two. One instance sends (the round's lease), and each reminder is marked in the
// transaction that queues it, the mark taking only while it is unset: two rounds at once send it once.

const HOUR_MS = 3600_000
/** How often the round looks for reminders due. */
export const REMINDERS_POLL_MS = 60_000

export type ReminderKind = 'evening' | 'soon'

/** "2036-12-03" for "2036-12-04": the day before a day. */
function dayBefore(date: string) {
	return new Date(Date.parse(`${date}T00:00:00Z`) - 24 * HOUR_MS).toISOString().slice(0, 10)
}

/** India's date at an instant, and plus some days. */
function indiaDate(at: Date, plusDays = 0) {
	return new Date(at.getTime() + 5.5 * HOUR_MS + plusDays * 24 * HOUR_MS).toISOString().slice(0, 10)
}

/** The reminder an interview is due at this instant, if any: the two-hour one first, the evening's from 18:00 to 21:00. */
export function dueReminder(
	interview: { date: string; time: string },
	sent: { evening: boolean; soon: boolean },
	now: Date,
): ReminderKind | null {
	const { start } = interviewTimes(interview)
	if (now >= start) return null
	if (!sent.soon && now.getTime() >= start.getTime() - 2 * HOUR_MS) return 'soon'
	const evening = dayBefore(interview.date)
	const from = new Date(`${evening}T18:00:00+05:30`)
	const until = new Date(`${evening}T21:00:00+05:30`)
	if (!sent.evening && now >= from && now < until) return 'evening'
	return null
}

/** A day as a reminder says it: "Friday, 4 December"; "शुक्रवार, 4 दिसंबर". */
function dayWords(date: string, language: Language) {
	return new Intl.DateTimeFormat(LOCALES[language], {
		weekday: 'long',
		day: 'numeric',
		month: 'long',
		timeZone: 'UTC',
		numberingSystem: 'latn',
	}).format(new Date(`${date}T00:00:00Z`))
}

/** Queues the reminders due now; the number queued. Without the lease (another instance holds it) nothing. */
export async function sendInterviewReminders(
	db: Db,
	{ publicUrl, lease }: { publicUrl: string; lease?: Lease },
	now = new Date(),
) {
	if (lease && !(await lease.take())) return { queued: 0 }
	try {
		const rows = await db
			.selectFrom('interview_invitations as i')
			.innerJoin('applications as a', 'a.id', 'i.application_id')
			.leftJoin('jobs as j', 'j.id', 'a.job_id')
			.select([
				'i.id',
				'i.token',
				'i.application_id',
				'i.interview_date',
				'i.interview_time',
				'i.answer',
				'i.evening_reminder_at',
				'i.soon_reminder_at',
				'a.email',
				'a.contact',
				'a.language',
				'a.job_id',
				'a.interview_place',
				'a.interview_ask_for',
				'j.title',
			])
			.where('i.interview_date', 'in', [indiaDate(now), indiaDate(now, 1)])
			.where('a.status', '=', 'Interview')
			.where('a.erased_at', 'is', null)
			.whereRef('a.interview_date', '=', 'i.interview_date')
			.whereRef('a.interview_time', '=', 'i.interview_time')
			.where((eb) => eb.or([eb('i.answer', 'is', null), eb('i.answer', '=', 'confirmed')]))
			.where((eb) => eb.or([eb('i.evening_reminder_at', 'is', null), eb('i.soon_reminder_at', 'is', null)]))
			.orderBy('i.id', 'desc')
			.limit(1000)
			.execute()
		const newest = await db
			.selectFrom('interview_invitations')
			.select(['application_id', (eb) => eb.fn.max('id').as('id')])
			.where('application_id', 'in', rows.length ? rows.map((row) => row.application_id) : [0])
			.groupBy('application_id')
			.execute()
		const current = new Set(newest.map((row) => Number(row.id)))
		let queued = 0
		for (const row of rows) {
			if (!current.has(row.id)) continue
			const interview = { date: row.interview_date, time: row.interview_time }
			const due = dueReminder(interview, { evening: !!row.evening_reminder_at, soon: !!row.soon_reminder_at }, now)
			if (due && (await remind(db, row, due, publicUrl, now))) queued += 1
		}
		return { queued }
	} finally {
		await lease?.release()
	}
}

interface ReminderRow {
	id: number
	token: string
	application_id: number
	interview_date: string
	interview_time: string
	answer: string | null
	email: string
	contact: string
	language: Language
	job_id: number | null
	interview_place: string | null
	interview_ask_for: string | null
	title: string | null
}

/** Marks one reminder sent and queues it, in one transaction: false when another round marked it first. */
async function remind(db: Db, row: ReminderRow, due: ReminderKind, publicUrl: string, now: Date) {
	const byText = !row.email && canText(row.contact)
	if (!row.email && !byText) return false
	const language = row.language
	const translated = row.job_id ? (await readJobTranslations(db, [row.job_id], language)).get(row.job_id)?.title : null
	const job = translated || row.title || translate(language, 'stageMail.jobFallback')
	const interview = { date: row.interview_date, time: row.interview_time, place: row.interview_place ?? '' }
	const text = translate(language, due === 'evening' ? 'sms.reminderEvening' : 'sms.reminderSoon', {
		job,
		date: dayWords(row.interview_date, language),
		time: interviewWords(interview, language).time,
		place: interview.place,
		askFor: row.interview_ask_for ? translate(language, 'sms.interviewAskFor', { name: row.interview_ask_for }) : '',
	})
	const column = due === 'evening' ? 'evening_reminder_at' : 'soon_reminder_at'
	return inTransaction(db, async (trx) => {
		const marked = await trx
			.updateTable('interview_invitations')
			.set({ [column]: now.toISOString() })
			.where('id', '=', row.id)
			.where(column, 'is', null)
			.executeTakeFirst()
		if (Number(marked.numUpdatedRows) !== 1) return false
		if (byText) {
			const label = `Text: interview reminder (${due === 'evening' ? 'the evening before' : 'two hours before'})`
			await enqueueText(
				trx,
				{
					kind: 'text-interview-reminder',
					origin: 'staff',
					to: row.contact,
					applicationId: row.application_id,
					label,
					text,
				},
				now,
			)
		} else {
			// A mail has room for the answer link, while nobody has answered.
			const link = row.answer
				? ''
				: `\n\n${translate(language, 'mail.interviewAnswer', { link: interviewShortLink(publicUrl, row.token) })}`
			await enqueueMail(
				trx,
				{
					kind: 'interview-reminder',
					to: row.email,
					applicationId: row.application_id,
					subject: translate(language, 'mail.reminderSubject', { job }),
					text: text + link,
				},
				now,
			)
		}
		return true
	})
}
