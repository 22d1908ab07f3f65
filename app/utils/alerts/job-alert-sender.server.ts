import { todayInIndia } from '#app/utils/common/dates.ts'
import { listCategories } from '#app/utils/jobs/job-categories.server.ts'
import { showCategoryOf } from '#app/utils/jobs/job-categories.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import { alertMessage, type AlertJob } from './job-alert-messages.server.ts'
import { alertLinks, normalisePlace } from './job-alerts.server.ts'
import { isInPlace } from './place-names.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { enqueueText } from '#app/utils/messages/sms.server.ts'

// The sender of job alerts: a round every few minutes, on the instance that sends the mail, queues one
// message per confirmed alert whose matching jobs opened since its last one. After an alert the next
// waits a day, so several jobs opened the same day make one digest.

/** After a message, the next to the same alert waits this long: a day's new jobs make one digest. */
export const ALERT_GAP_MS = 24 * 3600_000
/** A digest lists this many jobs, newest first, and links to the career page for the rest. */
export const DIGEST_MAX_JOBS = 5
/**
 * A job is news for a round once it opened this long ago: a publish whose stamp was taken just
 * before the round but stored just after is still read by the next one, never skipped.
 */
const SETTLE_MS = 5_000
/** An alert nobody confirmed is forgotten, with its address, this long after it was last asked for. */
export const UNCONFIRMED_KEPT_MS = 7 * 24 * 3600_000

interface OpenJob extends AlertJob {
	category: string
	opened_at: string
	/** The job's location in every language, lower-case, for the place's match. */
	places: string[]
}

async function openJobsSince(db: Db, since: string, until: string, now: Date) {
	const jobs = await db
		.selectFrom('jobs')
		.select(['id', 'title', 'location', 'category', 'opened_at'])
		.where('published', '=', 1)
		.where('till_date', '>=', todayInIndia(now))
		.where('opened_at', '>', since)
		.where('opened_at', '<=', until)
		.orderBy('opened_at', 'desc')
		.orderBy('id', 'desc')
		.execute()
	if (jobs.length === 0) return []
	const translations = await db
		.selectFrom('job_translations')
		.select(['job_id', 'language', 'title', 'location'])
		.where(
			'job_id',
			'in',
			jobs.map((job) => job.id),
		)
		.execute()
	return jobs.map((job): OpenJob => {
		const own = translations.filter((row) => row.job_id === job.id)
		return {
			...job,
			words: Object.fromEntries(
				own.map((row) => [row.language, { title: row.title?.trim() || null, location: row.location?.trim() || null }]),
			),
			places: [job.location, ...own.map((row) => row.location ?? '')].map(normalisePlace).filter(Boolean),
		}
	})
}

function matches(alert: { category: string | null; place: string | null }, job: OpenJob) {
	if (alert.category && alert.category !== job.category) return false
	// A place in any script: an alert for "पुणे" matches a job HR placed in "Pune" (place-names.ts).
	return !alert.place || isInPlace(job.places, alert.place)
}

/**
 * One round of the sender: for every confirmed alert whose day's wait is over, the matching jobs
 * opened since its last message; one message for them (a job, or a digest). Marking the alert sent
 * and queueing its message are one transaction, and the mark only takes when last_sent_at is still
 * what this round read: two instances running the round together queue each message once.
 */
export async function sendJobAlerts(db: Db, { publicUrl, now = new Date() }: { publicUrl: string; now?: Date }) {
	const until = new Date(now.getTime() - SETTLE_MS).toISOString()
	const dueBefore = new Date(now.getTime() - ALERT_GAP_MS).toISOString()
	const alerts = await db
		.selectFrom('job_alerts')
		.selectAll()
		.where('confirmed_at', 'is not', null)
		.where('unsubscribed_at', 'is', null)
		.where((eb) => eb.or([eb('last_sent_at', 'is', null), eb('last_sent_at', '<=', dueBefore)]))
		.orderBy('id')
		.execute()
	if (alerts.length === 0) return { queued: 0 }
	const sinceOf = (alert: (typeof alerts)[number]) => alert.last_sent_at ?? alert.confirmed_at!
	const since = alerts.map(sinceOf).reduce((a, b) => (a < b ? a : b))
	const jobs = await openJobsSince(db, since, until, now)
	if (jobs.length === 0) return { queued: 0 }

	const categories = await listCategories(db, { retired: true })
	let queued = 0
	for (const alert of alerts) {
		const news = jobs.filter((job) => job.opened_at > sinceOf(alert) && matches(alert, job))
		if (news.length === 0) continue
		const done = await inTransaction(db, async (trx) => {
			const marked = await trx
				.updateTable('job_alerts')
				.set({ last_sent_at: until })
				.where('id', '=', alert.id)
				.where('unsubscribed_at', 'is', null)
				.where((eb) =>
					alert.last_sent_at === null ? eb('last_sent_at', 'is', null) : eb('last_sent_at', '=', alert.last_sent_at),
				)
				.executeTakeFirst()
			if (Number(marked.numUpdatedRows) === 0) return false
			const links = alertLinks(publicUrl, alert.language, alert.token)
			const message = alertMessage(
				{
					language: alert.language,
					channel: alert.channel,
					category: alert.category,
					categoryName: alert.category ? showCategoryOf(categories, alert.category, alert.language).name : undefined,
					place: alert.place ?? '',
				},
				news.slice(0, DIGEST_MAX_JOBS),
				news.length,
				links,
			)
			if (alert.channel === 'mail') {
				await enqueueMail(
					trx,
					{
						kind: 'job-alert',
						to: alert.address,
						subject: message.subject,
						text: message.text,
						// RFC 8058: a mail program offers "unsubscribe", and its one-click POST needs no page.
						headers: {
							'List-Unsubscribe': `<${links.unsubscribe}>`,
							'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
						},
					},
					now,
				)
			} else {
				await enqueueText(
					trx,
					{ kind: 'job-alert', origin: 'staff', to: alert.address, label: 'Text: job alert', text: message.text },
					now,
				)
			}
			return true
		})
		if (done) queued++
	}
	return { queued }
}

/** Forgets the alerts asked for and never confirmed: an address someone typed is not kept for nothing. */
export async function forgetUnconfirmedAlerts(db: Db, now = new Date()) {
	const result = await db
		.deleteFrom('job_alerts')
		.where('confirmed_at', 'is', null)
		.where('created_at', '<', new Date(now.getTime() - UNCONFIRMED_KEPT_MS).toISOString())
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}
