import { z } from 'zod'
import { listParam, readListQuery } from './admin-lists.ts'
import { JOB_CATEGORIES } from './jobs.ts'
import { STAGES, type Stage } from './stages.ts'

// What the back office's applications pages share with their tests: the list's
// filters as an address carries them, the masked Aadhaar number and the mail
// templates a stage change may send.

/** The applications list's filters, as its address carries them. */
export const APPLICATION_FILTERS = z.object({
	job: listParam.id(),
	category: listParam.oneOf(JOB_CATEGORIES.map((category) => category.value)),
	stage: listParam.oneOf([...STAGES, 'erased']),
	/** Days in India, YYYY-MM-DD. */
	from: listParam.day(),
	to: listParam.day(),
	/** Free text over the name, the e-mail and the mobile number. */
	q: listParam.search(),
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
	for (const name of ['category', 'stage', 'from', 'to', 'q'] as const) {
		if (filters[name]) params.set(name, filters[name])
	}
	return params.toString()
}

/** The digits a mobile-number search looks for: the number without +91 and spaces, if it looks like one. */
export function mobileDigits(query: string) {
	if (!/^[\d\s+\-()]+$/.test(query)) return ''
	const digits = query.replace(/\D/g, '')
	const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits
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

export const TEMPLATE_PLACEHOLDERS = ['{name}', '{job}', '{stage}', '{date}', '{time}', '{place}'] as const

/** The words of each stage's mail until HR writes their own on the templates page. */
export const DEFAULT_TEMPLATES: Record<MailedStage, { subject: string; body: string }> = {
	Shortlisted: {
		subject: 'Your application for {job} is shortlisted',
		body: 'Dear {name},\n\nThank you for applying for {job} at Brisk. We are glad to tell you that your application is shortlisted. We will contact you soon about the next step.\n\nBrisk Facility Services Pvt. Ltd.',
	},
	Interview: {
		subject: 'An interview for {job}',
		body: 'Dear {name},\n\nWe would like to meet you for an interview for {job} on {date} at {time}, at {place}. Please bring your Aadhaar card. If you cannot come then, reply to this mail.\n\nBrisk Facility Services Pvt. Ltd.',
	},
	Hired: {
		subject: 'Welcome to Brisk: {job}',
		body: 'Dear {name},\n\nWe are happy to offer you the position of {job}. We will contact you with the details of your joining.\n\nBrisk Facility Services Pvt. Ltd.',
	},
	Rejected: {
		subject: 'Your application for {job}',
		body: 'Dear {name},\n\nThank you for your interest in {job} at Brisk. After careful consideration we will not take your application further this time. We wish you every success.\n\nBrisk Facility Services Pvt. Ltd.',
	},
}

/** The name a stage's template is stored under in mail_templates. */
export function templateName(stage: MailedStage) {
	return `application-${stage.toLowerCase()}`
}

export interface InterviewDetails {
	/** YYYY-MM-DD */
	date: string
	/** HH:MM, 24 hours */
	time: string
	place: string
}

/** An interview's day and time as the applicant reads them: "Tuesday, 1 December 2026", "10:30 am". */
export function interviewWords({ date, time, place }: InterviewDetails) {
	const day = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
		weekday: 'long',
		day: 'numeric',
		month: 'long',
		year: 'numeric',
		timeZone: 'UTC',
	})
	const [hours = 0, minutes = 0] = time.split(':').map(Number)
	const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`
	return { date: day, time: clock, place }
}

/**
 * Fills {name}, {job}, {stage} and, for an interview, {date}, {time} and {place}; any other
 * braces stay as they are.
 */
export function fillTemplate(
	text: string,
	values: { name: string; job: string; stage: string },
	interview?: InterviewDetails,
) {
	const words = interview ? interviewWords(interview) : null
	return text.replace(/\{(name|job|stage|date|time|place)\}/g, (match, key: string) => {
		if (key === 'date' || key === 'time' || key === 'place') return words ? words[key] : match
		return values[key as keyof typeof values]
	})
}

/** A mail's body with the interview's day, time and place: filled in, or added at the end when HR's words lack {date}. */
export function fillMailBody(
	template: string,
	values: { name: string; job: string; stage: string },
	interview?: InterviewDetails,
) {
	const filled = fillTemplate(template, values, interview)
	if (!interview || template.includes('{date}')) return filled
	const words = interviewWords(interview)
	return `${filled}\n\nWhen: ${words.date}, ${words.time}\nWhere: ${words.place}`
}
