import '#app/i18n/all.server.ts'
import { translator, type Translate } from '#app/i18n/index.ts'
import type { Language } from '#app/i18n/languages.ts'
import type { OutboxChannel } from '#app/utils/db/schema.ts'
import { categoryKey } from '#app/utils/jobs/jobs.ts'

// The words of job alerts, in the language the visitor subscribed in: the confirmation, and the
// alert itself (one job, or a digest). Every alert ends with its way out: a mail with the link to
// stop it (and the List-Unsubscribe headers), a text with "To stop: <link>".

export interface AlertJob {
	id: number
	title: string
	location: string
	/** The job's words in Hindi and Marathi where staff wrote them. */
	words: Partial<Record<Language, { title: string | null; location: string | null }>>
}

export interface AlertLinks {
	confirm: string
	unsubscribe: string
	/** The same pages by short links, for texts. */
	shortConfirm: string
	shortUnsubscribe: string
	job(id: number): string
	list(category: string | null): string
}

interface AlertWhat {
	language: Language
	channel: OutboxChannel
	category: string | null
	/** The category's name in the alert's language, as staff keep it (job-categories.server.ts). */
	categoryName?: string
	/** Stored lower-case; '' for anywhere. */
	place: string
}

/** "Security Services in pune" / "all kinds of job in any city": what an alert is about, in its language. */
export function describeAlert(
	t: Translate,
	{ category, categoryName, place }: { category: string | null; categoryName?: string; place: string },
) {
	const what = categoryWords(t, { category, categoryName })
	return place ? t('alerts.describe', { category: what, place }) : t('alerts.describeAnywhere', { category: what })
}

/** The category's name: staff's name for it, the original four's words, or "all kinds of job". */
function categoryWords(t: Translate, { category, categoryName }: { category: string | null; categoryName?: string }) {
	const key = category ? categoryKey(category) : undefined
	return categoryName || (key ? t(key) : category || t('alerts.anyCategory'))
}

/**
 * The confirmation goes to whatever address was typed, before its owner said anything: it carries only the site's
 * own words. A typed place could be "Pune, call 99999 99999 for a fee refund", so the mail says a place was chosen
 * and the confirm page, which only the link's holder opens, shows it.
 */
export function confirmationMessage(alert: AlertWhat, links: AlertLinks) {
	const t = translator(alert.language)
	const what = alert.place
		? t('alerts.describeChosenPlace', { category: categoryWords(t, alert) })
		: describeAlert(t, alert)
	return alert.channel === 'mail'
		? { subject: t('alerts.mail.confirmSubject'), text: t('alerts.mail.confirmBody', { what, url: links.confirm }) }
		: { subject: '', text: t('alerts.sms.confirm', { url: links.shortConfirm }) }
}

function shown(job: AlertJob, language: Language) {
	const words = job.words[language]
	return { title: words?.title || job.title, location: words?.location || job.location }
}

/** One job's news, or a digest of up to five (of `total`) with the career page's link for all. */
export function alertMessage(alert: AlertWhat, jobs: readonly AlertJob[], total: number, links: AlertLinks) {
	const t = translator(alert.language)
	const what = describeAlert(t, alert)
	const first = shown(jobs[0]!, alert.language)
	if (alert.channel === 'sms') {
		const text =
			total === 1
				? t('alerts.sms.one', { title: first.title, place: first.location, url: links.job(jobs[0]!.id) })
				: t('alerts.sms.digest', { count: total, url: links.list(alert.category) })
		return { subject: '', text: `${text} ${t('alerts.sms.stop', { url: links.shortUnsubscribe })}` }
	}
	const lines = jobs.map((job) => {
		const words = shown(job, alert.language)
		return `- ${words.title}, ${words.location}\n  ${links.job(job.id)}`
	})
	const text = [
		t(total === 1 ? 'alerts.mail.introOne' : 'alerts.mail.introDigest', { what }),
		'',
		...lines,
		'',
		...(total > jobs.length ? [t('alerts.mail.more', { url: links.list(alert.category) }), ''] : []),
		t('alerts.mail.stop', { url: links.unsubscribe }),
	].join('\n')
	return {
		subject:
			total === 1
				? t('alerts.mail.subjectOne', { title: first.title })
				: t('alerts.mail.subjectDigest', { count: total }),
		text,
	}
}
