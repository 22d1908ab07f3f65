import { translate } from '#app/i18n/index.ts'
import type { Language } from '#app/i18n/languages.ts'
import { normaliseIndianMobile } from '#app/utils/common/validation.ts'

// Call or WhatsApp an applicant from their application: staff read the back office in
// English, but the first message the applicant gets is in the language they applied in.
// https://faq.whatsapp.com/5913398998672934 (wa.me/<number without +>?text=<prefilled message>)

export interface ApplicantToContact {
	/** The mobile number as stored (normally +91XXXXXXXXXX; older rows may hold spaces or an Indian script's digits). */
	mobile: string
	name: string
	/** The job's title, in the applicant's language where staff wrote it. */
	job: string
	reference: string
	language: Language
}

/** The greeting a WhatsApp message to the applicant starts with, in their language. */
export function applicantGreeting({ name, job, reference, language }: Omit<ApplicantToContact, 'mobile'>) {
	return translate(language, 'applicant.greeting', { name, job, reference })
}

/** The addresses that call the applicant and open a WhatsApp chat with the greeting typed; null for a number that is not an Indian mobile. */
export function applicantContactLinks(applicant: ApplicantToContact) {
	const mobile = normaliseIndianMobile(applicant.mobile)
	if (!mobile) return null
	const digits = mobile.slice(1)
	return {
		call: `tel:${mobile}`,
		whatsApp: `https://wa.me/${digits}?text=${encodeURIComponent(applicantGreeting(applicant))}`,
	}
}
