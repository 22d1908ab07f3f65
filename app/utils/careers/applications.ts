import { z } from 'zod'
import { company } from '#content/company.ts'
import { LOCALES, type Language } from '#app/i18n/languages.ts'
import { listParam, readListQuery } from '#app/utils/common/admin-lists.ts'
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

type StageTemplates = Record<MailedStage, { subject: string; body: string }>

/**
 * The words of each stage's mail, in each language an applicant may apply in, until HR
 * writes their own on the templates page. An applicant gets the mail in the language
 * they applied in. Made when a mail is written: the phone number is the one published now.
 */
export function defaultTemplates(): Record<Language, StageTemplates> {
	const SIGNATURE = {
		en: company.legalName,
		hi: `${company.legalName}\nफ़ोन: ${company.phone}`,
		mr: `${company.legalName}\nफोन: ${company.phone}`,
	}
	return {
		en: {
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
		},
		hi: {
			Shortlisted: {
				subject: '{job} के लिए आपका आवेदन चुन लिया गया है',
				body: `प्रिय {name},\n\nBrisk में {job} की नौकरी के लिए आवेदन करने के लिए धन्यवाद। हमें यह बताते हुए खुशी है कि आपका आवेदन अगले चरण के लिए चुना गया है (यह अभी नौकरी का चयन नहीं है)। अगले कदम के बारे में हम जल्द ही आपसे संपर्क करेंगे।\n\n${SIGNATURE.hi}`,
			},
			Interview: {
				subject: '{job} के लिए इंटरव्यू',
				body: `प्रिय {name},\n\nहम {job} की नौकरी के लिए आपसे इंटरव्यू के लिए मिलना चाहते हैं: {date}, {time}, {place} पर। कृपया अपना आधार कार्ड साथ लाएँ। अगर आप उस समय नहीं आ सकते, तो इस मेल का जवाब दें या हमें फ़ोन करें।\n\n${SIGNATURE.hi}`,
			},
			Hired: {
				subject: 'Brisk में आपका स्वागत है: {job}',
				body: `प्रिय {name},\n\nहमें {job} के पद के लिए आपको नौकरी देते हुए खुशी हो रही है। काम शुरू करने की जानकारी के लिए हम जल्द ही आपसे संपर्क करेंगे।\n\n${SIGNATURE.hi}`,
			},
			Rejected: {
				subject: '{job} के लिए आपका आवेदन',
				body: `प्रिय {name},\n\nBrisk में {job} की नौकरी में रुचि दिखाने के लिए धन्यवाद। ध्यान से विचार करने के बाद, इस बार हम आपका आवेदन आगे नहीं बढ़ा रहे हैं। आपको आगे के लिए शुभकामनाएँ।\n\n${SIGNATURE.hi}`,
			},
		},
		mr: {
			Shortlisted: {
				subject: '{job} साठी तुमचा अर्ज निवडला गेला आहे',
				body: `प्रिय {name},\n\nBrisk मध्ये {job} पदासाठी अर्ज केल्याबद्दल धन्यवाद. तुमचा अर्ज पुढच्या टप्प्यासाठी निवडला आहे (ही अजून नोकरीसाठी अंतिम निवड नाही), हे सांगताना आम्हाला आनंद होत आहे. पुढच्या टप्प्याबद्दल आम्ही लवकरच तुमच्याशी संपर्क साधू.\n\n${SIGNATURE.mr}`,
			},
			Interview: {
				subject: '{job} साठी मुलाखत',
				body: `प्रिय {name},\n\n{job} पदासाठी आम्हाला तुमची मुलाखत घ्यायची आहे: {date}, {time}, {place} येथे. कृपया तुमचे आधार कार्ड सोबत आणा. त्या वेळी येणे शक्य नसल्यास या मेलला उत्तर द्या किंवा आम्हाला फोन करा.\n\n${SIGNATURE.mr}`,
			},
			Hired: {
				subject: 'Brisk मध्ये तुमचे स्वागत आहे: {job}',
				body: `प्रिय {name},\n\n{job} पदासाठी तुमची निवड झाली आहे, हे सांगताना आम्हाला आनंद होत आहे. रुजू होण्याच्या तपशिलांसाठी आम्ही लवकरच तुमच्याशी संपर्क साधू.\n\n${SIGNATURE.mr}`,
			},
			Rejected: {
				subject: '{job} साठी तुमचा अर्ज',
				body: `प्रिय {name},\n\nBrisk मध्ये {job} पदासाठी रस दाखवल्याबद्दल धन्यवाद. काळजीपूर्वक विचार केल्यानंतर, या वेळी आम्ही तुमचा अर्ज पुढे नेत नाही. पुढील वाटचालीसाठी शुभेच्छा.\n\n${SIGNATURE.mr}`,
			},
		},
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

/** The part of the day before the hour, as Hindi and Marathi say a time: सुबह 10:30, दुपारी 3:05. */
const DAY_PARTS: Record<Exclude<Language, 'en'>, { until: number; word: string }[]> = {
	hi: [
		{ until: 12, word: 'सुबह' },
		{ until: 16, word: 'दोपहर' },
		{ until: 19, word: 'शाम' },
		{ until: 24, word: 'रात' },
	],
	mr: [
		{ until: 12, word: 'सकाळी' },
		{ until: 16, word: 'दुपारी' },
		{ until: 19, word: 'संध्याकाळी' },
		{ until: 24, word: 'रात्री' },
	],
}

/** The words "When:" and "Where:" of an interview added below HR's own words. */
const INTERVIEW_LABELS: Record<Language, { when: string; where: string; askFor: string }> = {
	en: { when: 'When', where: 'Where', askFor: 'Ask for' },
	hi: { when: 'कब', where: 'कहाँ', askFor: 'किससे मिलें' },
	mr: { when: 'केव्हा', where: 'कुठे', askFor: 'कोणाला भेटायचे' },
}

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
	if (language === 'en') return { date: day, time: `${clock} ${hours < 12 ? 'am' : 'pm'}`, place }
	const part = DAY_PARTS[language].find((p) => hours < p.until)!.word
	return { date: day, time: `${part} ${clock}`, place }
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

/** A mail's body with the interview's day, time and place: filled in, or added at the end when HR's words lack {date}. */
export function fillMailBody(
	template: string,
	values: { name: string; job: string; stage: string },
	interview?: InterviewDetails,
	language: Language = 'en',
) {
	const filled = fillTemplate(template, values, interview, language)
	if (!interview || template.includes('{date}')) return filled
	const words = interviewWords(interview, language)
	const labels = INTERVIEW_LABELS[language]
	const askFor = interview.askFor ? `\n${labels.askFor}: ${interview.askFor}` : ''
	return `${filled}\n\n${labels.when}: ${words.date}, ${words.time}\n${labels.where}: ${words.place}${askFor}`
}
