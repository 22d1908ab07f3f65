import { z } from 'zod'
import { company } from '#content/company.ts'
import { translate, type MessageKey } from '#app/i18n/index.ts'
import {
	forEachLanguage,
	LANGUAGE_NAMES,
	LANGUAGE_NAMES_IN_ENGLISH,
	LOCALES,
	westernDigits,
	type Language,
} from '#app/i18n/languages.ts'
import { listParam, readListQuery } from '#app/utils/common/admin-lists.ts'
import { looksLikeCategoryValue } from '#app/utils/jobs/job-categories.ts'
import { STAGES, type Stage } from './stages.ts'

// What the back office's applications pages share with their tests: the list's
// filters as an address carries them, the masked Aadhaar number and the mail
// templates a stage change may send.

/** The applications list's filters, as its address carries them. */
export const APPLICATION_FILTERS = z.object({
	job: listParam.id(),
	/** A stored category (staff keep them; the list's page offers theirs). */
	category: z.string().refine(looksLikeCategoryValue).catch(''),
	stage: listParam.oneOf([...STAGES, 'erased']),
	/** Days in India, YYYY-MM-DD. */
	from: listParam.day(),
	to: listParam.day(),
	/** Free text over the name, the e-mail and the mobile number. */
	q: listParam.search(),
	/** "one": one row per person (the same mobile number), the newest of their applications. */
	person: listParam.oneOf(['one']),
	/** The answer to the invitation of the current interview: "none" is asked and not answered yet. */
	answer: listParam.oneOf(['confirmed', 'declined', 'none']),
})
export type ApplicationFilters = z.output<typeof APPLICATION_FILTERS>

/** The filters an address asks for; anything unknown is ignored, never an error. */
export function readApplicationFilters(url: URL): ApplicationFilters {
	return readListQuery(url, { filters: APPLICATION_FILTERS, sorts: [], defaultSort: '' }).filters
}

/** The filters as address parameters (for the CSV link of the same list). */
export function filtersQuery(filters: ApplicationFilters) {
	const params = new URLSearchParams()
	if (filters.job) params.set('job', String(filters.job))
	for (const name of ['category', 'stage', 'from', 'to', 'q', 'person', 'answer'] as const) {
		if (filters[name]) params.set(name, filters[name])
	}
	return params.toString()
}

/**
 * The digits a mobile-number search looks for: the number without +91 or a leading 0, spaces and dashes, if it
 * looks like one, typed in any of the site's scripts (९८२२०, ౯౮౨౨౦).
 */
export function mobileDigits(query: string) {
	const western = westernDigits(query)
	if (!/^[\d\s+\-()]+$/.test(western)) return ''
	const digits = western.replace(/\D/g, '')
	// A whole number as India writes it: +91 or 91 before it, or the trunk prefix 0 (09822012345).
	const local =
		digits.length === 12 && digits.startsWith('91')
			? digits.slice(2)
			: digits.length === 11 && digits.startsWith('0')
				? digits.slice(1)
				: digits
	return local.length >= 4 ? local : ''
}

/** "XXXX XXXX 1234": only the last four digits, as UIDAI's own masked Aadhaar shows them. */
export function maskAadhaar(number: string) {
	const digits = number.replace(/\D/g, '')
	return `XXXX XXXX ${digits.slice(-4)}`
}

/** "1234 5678 9012", as the card prints it. */
export function formatAadhaar(number: string) {
	return number
		.replace(/\D/g, '')
		.replace(/(\d{4})(?=\d)/g, '$1 ')
		.trim()
}

/** The stages a mail to the applicant may go with (a new application already got its own). */
export const MAILED_STAGES = ['Shortlisted', 'Interview', 'Hired', 'Rejected'] as const satisfies readonly Stage[]
export type MailedStage = (typeof MAILED_STAGES)[number]

export function isMailedStage(stage: string): stage is MailedStage {
	return (MAILED_STAGES as readonly string[]).includes(stage)
}

export const TEMPLATE_PLACEHOLDERS = ['{name}', '{job}', '{stage}', '{date}', '{time}', '{place}', '{askFor}'] as const

type StageTemplates = Record<MailedStage, { subject: string; body: string }>

/** The catalogue's words of each stage's mail (stage-mails.ts in each language's catalogue). */
const STAGE_MAIL_KEYS: Record<MailedStage, { subject: MessageKey; body: MessageKey }> = {
	Shortlisted: { subject: 'stageMail.shortlisted.subject', body: 'stageMail.shortlisted.body' },
	Interview: { subject: 'stageMail.interview.subject', body: 'stageMail.interview.body' },
	Hired: { subject: 'stageMail.hired.subject', body: 'stageMail.hired.body' },
	Rejected: { subject: 'stageMail.rejected.subject', body: 'stageMail.rejected.body' },
}

/**
 * The words of each stage's mail, in each language an applicant may apply in, until HR
 * writes their own on the templates page. An applicant gets the mail in the language
 * they applied in. Made when a mail is written: the phone number is the one published now.
 */
export function defaultTemplates(): Record<Language, StageTemplates> {
	return forEachLanguage((language) => {
		const signature = translate(language, 'stageMail.signature', { company: company.legalName, phone: company.phone })
		const words = (key: MessageKey) => translate(language, key, { signature })
		const templates = {} as StageTemplates
		for (const stage of MAILED_STAGES) {
			const keys = STAGE_MAIL_KEYS[stage]
			templates[stage] = { subject: words(keys.subject), body: words(keys.body) }
		}
		return templates
	})
}

/**
 * A typed answer as HR read it: digits typed on a Telugu or Devanagari keyboard get the digits 0-9 beside them,
 * "౩ (3)", "५ साल (5 साल)"; an answer without them is as typed.
 */
export function withWesternDigits(answer: string | null | undefined) {
	if (!answer) return answer ?? ''
	const western = westernDigits(answer)
	return western === answer ? answer : `${answer} (${western})`
}

/** The word of respect an interview text adds after whom to ask for, where the language adds one. */
const ASK_FOR_RESPECT: Partial<Record<Language, string>> = { te: 'గారు', mr: 'यांना' }

/**
 * What HR read under an interview's place and whom to ask for: the applicant's language, so that the place is written
 * in a script they read, and a name without Mr or Mrs where the applicant's text adds its own word of respect.
 */
export function interviewFieldHints(language: Language) {
	const named = `${LANGUAGE_NAMES_IN_ENGLISH[language]} (${LANGUAGE_NAMES[language]})`
	const respect = ASK_FOR_RESPECT[language]
	return {
		place:
			language === 'en'
				? "The office's address."
				: `The office's address. The applicant reads ${named}: their text and mail are in it, so write the place in ${LANGUAGE_NAMES_IN_ENGLISH[language]}, or in both scripts.`,
		askFor: respect
			? `A name or a desk, without Mr or Mrs: the ${LANGUAGE_NAMES_IN_ENGLISH[language]} text adds ${respect}. The applicant's status page and the mail show it.`
			: "A name or a desk. The applicant's status page and the mail show it.",
	}
}

/** The name a stage's template is stored under in mail_templates: application-hired, application-hired.hi. */
export function templateName(stage: MailedStage, language: Language = 'en') {
	return `application-${stage.toLowerCase()}${language === 'en' ? '' : `.${language}`}`
}

export interface InterviewDetails {
	/** YYYY-MM-DD */
	date: string
	/** HH:MM, 24 hours */
	time: string
	place: string
	/** Whom to ask for at the place (optional). */
	askFor?: string
}

/** The part of the day an hour falls in, as Hindi and Marathi say a time (सुबह 10:30, दुपारी 3:05). */
const DAY_PARTS: { until: number; key: MessageKey }[] = [
	{ until: 12, key: 'interview.time.morning' },
	{ until: 16, key: 'interview.time.afternoon' },
	{ until: 19, key: 'interview.time.evening' },
	{ until: 24, key: 'interview.time.night' },
]

/**
 * An interview's day and time as the applicant reads them, in their language, with the
 * digits 0-9: "Tuesday, 1 December 2026", "10:30 am"; "मंगलवार, 1 दिसंबर 2026", "सुबह 10:30".
 */
export function interviewWords({ date, time, place }: InterviewDetails, language: Language = 'en') {
	const parts = Object.fromEntries(
		new Intl.DateTimeFormat(LOCALES[language], {
			weekday: 'long',
			day: 'numeric',
			month: 'long',
			year: 'numeric',
			timeZone: 'UTC',
			numberingSystem: 'latn',
		})
			.formatToParts(new Date(`${date}T00:00:00Z`))
			.map((part) => [part.type, part.value]),
	)
	const day = `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`
	const [hours = 0, minutes = 0] = time.split(':').map(Number)
	const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`
	const part = DAY_PARTS.find((p) => hours < p.until)!.key
	return { date: day, time: translate(language, part, { clock }), place }
}

/**
 * Fills {name}, {job}, {stage} and, for an interview, {date}, {time} and {place}; any other
 * braces stay as they are.
 */
export function fillTemplate(
	text: string,
	values: { name: string; job: string; stage: string },
	interview?: InterviewDetails,
	language: Language = 'en',
) {
	const words = interview ? interviewWords(interview, language) : null
	return text.replace(/\{(name|job|stage|date|time|place)\}/g, (match, key: string) => {
		if (key === 'date' || key === 'time' || key === 'place') return words ? words[key] : match
		return values[key as keyof typeof values]
	})
}

/**
 * A mail's body with the interview's day, time and place: filled in, or added when HR's words lack {date}. Whom to ask
 * for fills {askFor} (a line of its own, or nothing); words without {askFor} get that line added. What is added goes
 * above the signature, where a reader still looks, or at the end of words that have none.
 */
export function fillMailBody(
	template: string,
	values: { name: string; job: string; stage: string },
	interview?: InterviewDetails,
	language: Language = 'en',
) {
	const filled = fillTemplate(template, values, interview, language)
	if (!interview) return filled
	const label = (key: MessageKey) => translate(language, key)
	const askFor = interview.askFor ? `${label('interview.label.askFor')}: ${interview.askFor}` : ''
	const words = interviewWords(interview, language)
	const added = [
		...(template.includes('{date}')
			? []
			: [
					`${label('interview.label.when')}: ${words.date}, ${words.time}`,
					`${label('interview.label.where')}: ${words.place}`,
				]),
		...(askFor && !template.includes('{askFor}') ? [askFor] : []),
	]
	const body = filled.replace(/\n?\{askFor\}/g, (match) => (askFor ? match.replace('{askFor}', askFor) : ''))
	if (added.length === 0) return body
	const signature = translate(language, 'stageMail.signature', { company: company.legalName, phone: company.phone })
	const at = body.lastIndexOf(signature)
	return at > 0
		? `${body.slice(0, at).trimEnd()}\n\n${added.join('\n')}\n\n${body.slice(at)}`
		: `${body}\n\n${added.join('\n')}`
}
