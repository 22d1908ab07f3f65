import { startOfIndianDay, todayInIndia } from '#app/utils/common/dates.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import type { StaffRole } from '#app/utils/db/schema.ts'
import { STAGES } from './stages.ts'
import { canUse } from '#app/utils/staff/staff-roles.ts'
import { readTextBudget, type TextBudget, type TextBudgetFigures } from '#app/utils/messages/sms-budget.server.ts'

// The first page of the back office: a figure per part the person's role opens.

const INTERVIEWS = '/admin/applications?stage=Interview'
const REPORTS = '/admin/applications/reports?weeks=4#show-rate-title'

async function count(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) {
	return Number((await query.executeTakeFirstOrThrow()).n)
}

/** The dashboard's figures for a role: only those of the parts the role may open, each with the list behind it. */
export async function dashboardFigures(db: Db, role: StaffRole, now = new Date(), textBudget?: TextBudget) {
	// This week: today and the six days before it in India, as the applications list's "from" filter reads it.
	const weekStartDay = todayInIndia(new Date(now.getTime() - 6 * 86_400_000))
	const weekStart = startOfIndianDay(weekStartDay)
	const tiles: Array<{ label: string; value: number; to: string; tone?: 'alert' }> = []
	let stages: Array<{ stage: string; count: number }> = []
	let texts: TextBudgetFigures | null = null

	if (canUse(role, 'jobs')) {
		const open = await count(
			db
				.selectFrom('jobs')
				.select((eb) => eb.fn.countAll().as('n'))
				.where('published', '=', 1)
				.where('till_date', '>=', todayInIndia(now)),
		)
		tiles.push({ label: 'Open jobs', value: open, to: '/admin/jobs?state=open' })
	}
	if (canUse(role, 'applications')) {
		const rows = await db
			.selectFrom('applications')
			.select(['status', (eb) => eb.fn.countAll().as('n')])
			.where('created_at', '>=', weekStart)
			.where('erased_at', 'is', null)
			.groupBy('status')
			.execute()
		stages = STAGES.map((stage) => ({ stage, count: Number(rows.find((row) => row.status === stage)?.n ?? 0) }))
		tiles.push({
			label: 'Applications this week',
			value: stages.reduce((sum, s) => sum + s.count, 0),
			to: `/admin/applications?from=${weekStartDay}`,
		})
		const answers = await upcomingInterviewAnswers(db, now)
		tiles.push(
			{ label: 'Interviews to come without an answer', value: answers.none, to: INTERVIEWS },
			{
				label: 'Interviews to come that the applicant declined',
				value: answers.declined,
				to: INTERVIEWS,
				tone: answers.declined ? 'alert' : undefined,
			},
		)
		// Marked "did not come" on the day's list, for interviews of this week's days (the day's index reads them).
		const missed = await count(
			db
				.selectFrom('interview_attendance')
				.select((eb) => eb.fn.countAll().as('n'))
				.where('interview_date', '>=', weekStartDay)
				.where('came', '=', 0),
		)
		tiles.push({ label: 'Did not come to their interview this week', value: missed, to: REPORTS })
	}
	if (canUse(role, 'enquiries')) {
		const waiting = await count(
			db
				.selectFrom('enquiries')
				.select((eb) => eb.fn.countAll().as('n'))
				.where('handled_at', 'is', null),
		)
		tiles.push({ label: 'Enquiries waiting', value: waiting, to: '/admin/enquiries?status=waiting' })
	}
	if (canUse(role, 'content')) {
		const drafts = await count(db.selectFrom('content_drafts').select((eb) => eb.fn.countAll().as('n')))
		tiles.push({ label: 'Site content drafts not yet published', value: drafts, to: '/admin/content' })
	}
	if (canUse(role, 'mail')) {
		const failed = await count(
			db
				.selectFrom('outbox')
				.select((eb) => eb.fn.countAll().as('n'))
				.where('status', '=', 'failed'),
		)
		tiles.push({
			label: 'Mails that failed',
			value: failed,
			to: '/admin/mail?status=failed',
			tone: failed ? 'alert' : undefined,
		})
		// Mails the mail server has refused at least once: they go out by themselves once it takes them, but a
		// figure that stays up says, days before any mail is failed, that mail is not reaching anyone.
		const retrying = await count(
			db
				.selectFrom('outbox')
				.select((eb) => eb.fn.countAll().as('n'))
				.where('status', '=', 'pending')
				.where('attempts', '>', 0),
		)
		tiles.push({ label: 'Mails being retried', value: retrying, to: '/admin/mail?status=retrying' })
		// Texts are paid for: what the site's budget allows, what it sent, and visitors' texts it holds back.
		texts = await readTextBudget(db, textBudget, now)
		const spent = (window: { sent: number; budget: number }) => (window.sent >= window.budget ? 'alert' : undefined)
		const list = '/admin/mail?channel=sms'
		tiles.push(
			{
				label: `Texts in the last hour (budget ${texts.hour.budget})`,
				value: texts.hour.sent,
				to: list,
				tone: spent(texts.hour),
			},
			{
				label: `Texts in the last 24 hours (budget ${texts.day.budget})`,
				value: texts.day.sent,
				to: list,
				tone: spent(texts.day),
			},
			{ label: 'Texts waiting for the budget', value: texts.held, to: list, tone: texts.held ? 'alert' : undefined },
		)
	}
	return { tiles, stages, weekStartDay, texts }
}

/**
 * The interviews still to come whose applicant was asked (a link went), by answer: none yet, or declined. Each
 * application's newest invitation counts, while it is of the interview set now.
 */
async function upcomingInterviewAnswers(db: Db, now: Date) {
	const today = todayInIndia(now)
	const clock = new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(11, 16)
	const rows = await db
		.selectFrom('applications as a')
		.innerJoin('interview_invitations as i', (join) =>
			join
				.onRef('i.application_id', '=', 'a.id')
				.onRef('i.interview_date', '=', 'a.interview_date')
				.onRef('i.interview_time', '=', 'a.interview_time'),
		)
		.select(['a.id', 'i.answer'])
		.where('a.status', '=', 'Interview')
		.where('a.erased_at', 'is', null)
		.where((eb) =>
			eb.or([
				eb('a.interview_date', '>', today),
				eb.and([eb('a.interview_date', '=', today), eb('a.interview_time', '>', clock)]),
			]),
		)
		.where((eb) =>
			eb(
				'i.id',
				'=',
				eb
					.selectFrom('interview_invitations as n')
					.select((inner) => inner.fn.max('n.id').as('id'))
					.whereRef('n.application_id', '=', 'a.id'),
			),
		)
		.execute()
	return {
		none: rows.filter((row) => !row.answer).length,
		declined: rows.filter((row) => row.answer === 'declined').length,
	}
}
