import '#app/i18n/all.server.ts'
import { translator, type MessageKey } from '#app/i18n/index.ts'
import { LOCALES, type Language } from '#app/i18n/languages.ts'
import { company } from '#content/company.ts'
import { smsSize } from '#app/utils/messages/sms.ts'
import { interviewWords, type MailedStage } from './applications.ts'

/** The parts an applicant's text may take at most. */
export const TEXT_PARTS = 2

// The words of the text messages (SMS) an applicant gets, in the language they applied in. Only
// our own words, the job's title, the reference and what HR typed for an interview; the only links are our own pages
// (the status page in the acknowledgement, an interview's answer link).

const STAGE_KEYS: Record<MailedStage, MessageKey> = {
	Shortlisted: 'sms.shortlisted',
	Interview: 'sms.interview',
	Hired: 'sms.hired',
	Rejected: 'sms.rejected',
}

/** The status page's short address in a language (/s/te), which leads to it (routes/career/status-short-link.ts). */
export function statusShortLink(publicUrl: string, language: Language) {
	return `${publicUrl}/s${language === 'en' ? '' : `/${language}`}`
}

/** The parts an acknowledgement may take: the status page and the office's number cost a third in Devanagari. */
export const ACKNOWLEDGEMENT_TEXT_PARTS = 3

/**
 * "Brisk: we received your application for Security Guard. Reference BR-2026-000123. We will call you. Check it at
 * https://…/career/status or call +91 20 4000 1000. Brisk never asks for money." For many a guard without e-mail the
 * text is the only record of the application: it names the status page (in his language) and the office's number
 * where its parts have room, else the number alone; the job, the reference and the money warning always stay.
 */
export function acknowledgementText({
	title,
	reference,
	language,
	publicUrl,
}: {
	title: string
	reference: string
	language: Language
	/** The site's address, for the status page's link. */
	publicUrl: string
}) {
	const t = translator(language)
	const phone = company.phone
	const link = statusShortLink(publicUrl, language)
	const choices = [t('sms.receivedMore', { link, phone }), t('sms.receivedPhone', { phone }), ''].map((more) =>
		t('sms.received', { title, reference, more }),
	)
	return choices.find((text) => smsSize(text).parts <= ACKNOWLEDGEMENT_TEXT_PARTS) ?? choices.at(-1)!
}

export interface InterviewForText {
	/** YYYY-MM-DD */
	date: string
	/** HH:MM, 24 hours */
	time: string
	place: string
	askFor?: string
}

/** A stage's news as a text: an interview's day, time, place and whom to ask for in few words. */
export function stageText({
	stage,
	job,
	interview,
	language,
}: {
	stage: MailedStage
	job: string
	interview?: InterviewForText
	language: Language
}) {
	const t = translator(language)
	if (stage === 'Rejected') {
		// A rejected applicant is whom "pay and we will get you in" is told to: the money warning stays where two parts
		// have room for it, the invitation to other jobs gives way first.
		const words = (more: boolean, noFee: boolean) =>
			t('sms.rejected', { job, more: more ? t('sms.rejectedMore') : '', noFee: noFee ? t('sms.rejectedNoFee') : '' })
		const choices = [words(true, true), words(false, true), words(true, false), words(false, false)]
		return choices.find((text) => smsSize(text).parts <= TEXT_PARTS) ?? choices.at(-1)!
	}
	if (stage !== 'Interview' || !interview) {
		// An interview without its details (HR left them out) is news without a day: the shortlisted words.
		return t(stage === 'Interview' ? 'sms.shortlisted' : STAGE_KEYS[stage], { job })
	}
	// A text is paid by its parts: the fullest words that fit two parts, else the shortest. The day, time, place and whom
	// to ask for always stay; the Aadhaar reminder goes first, then the weekday's long name.
	const words = (weekday: 'long' | 'short', bring: boolean) =>
		t(STAGE_KEYS.Interview, {
			job,
			date: shortDay(interview.date, language, weekday),
			time: interviewWords(interview, language).time,
			place: interview.place,
			askFor: interview.askFor ? t('sms.interviewAskFor', { name: interview.askFor }) : '',
			bring: bring ? t('sms.interviewBring') : '',
		})
	const choices = [words('long', true), words('short', true), words('long', false), words('short', false)]
	return choices.find((text) => smsSize(text).parts <= TEXT_PARTS) ?? choices.at(-1)!
}

/**
 * A day as a text says it, with its weekday (guards plan by it) and without the year, in the order of the mail and the
 * status page: "Tue, 1 Dec"; "गुरुवार, 10 दिसंबर"; "గురువారం, 10 డిసెంబర్".
 */
function shortDay(date: string, language: Language, weekday: 'long' | 'short') {
	const english = language === 'en'
	const parts = Object.fromEntries(
		new Intl.DateTimeFormat(LOCALES[language], {
			weekday: english ? 'short' : weekday,
			month: english ? 'short' : 'long',
			day: 'numeric',
			timeZone: 'UTC',
			numberingSystem: 'latn',
		})
			.formatToParts(new Date(`${date}T00:00:00Z`))
			.map((part) => [part.type, part.value]),
	)
	return `${parts.weekday}, ${parts.day} ${parts.month}`
}

/** What the back office's Mail page shows of a text in its Subject column: no words of the applicant. */
export function textLabel(news: 'received' | MailedStage, reference?: string) {
	return news === 'received' ? `Text: application ${reference} received` : `Text: ${news}`
}
