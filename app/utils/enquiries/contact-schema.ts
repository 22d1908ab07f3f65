import { z } from 'zod'
import { translator, type MessageKey, type Translate } from '#app/i18n/index.ts'
import { emailAddress, indianMobile, oneOf, personName, requiredText } from '#app/utils/common/validation.ts'

// The contact enquiry. Field names are the original site's, so the same schema checks the site's form, in the
// browser and in the action, and the compatibility call POST /api/Contact/SendEmail.

/** The services offered ("Houskeeping" in the original, corrected), the six service pages' (content/services.ts). */
export const CONTACT_SERVICES = [
	'Staffing Services',
	'Security Services',
	'Industrial Services',
	'Housekeeping Services',
	'Gardening Services',
	'Integrated Supply & Logistics',
] as const

/** How the visitor found us ("Refferred By Other" and "Already Familier With Us" corrected). */
export const CONTACT_FIND_OPTIONS = [
	'Search engine',
	'Social Media',
	'Clutch',
	'Referred by someone',
	'Already familiar with us',
] as const

/** What each option reads in the form; the value sent and stored stays the English one above. */
export const CONTACT_SERVICE_LABELS: Record<(typeof CONTACT_SERVICES)[number], MessageKey> = {
	'Staffing Services': 'contact.service.staffing',
	'Security Services': 'contact.service.security',
	'Industrial Services': 'contact.service.industrial',
	'Housekeeping Services': 'contact.service.housekeeping',
	'Gardening Services': 'contact.service.gardening',
	'Integrated Supply & Logistics': 'contact.service.integrated',
}

export const CONTACT_FIND_LABELS: Record<(typeof CONTACT_FIND_OPTIONS)[number], MessageKey> = {
	'Search engine': 'contact.find.searchEngine',
	'Social Media': 'contact.find.socialMedia',
	Clutch: 'contact.find.clutch',
	'Referred by someone': 'contact.find.referred',
	'Already familiar with us': 'contact.find.familiar',
}

/** The enquiry, with its messages in the visitor's language. */
export function contactSchema(t: Translate) {
	return z.object({
		Name: personName(t('contact.error.name'), t),
		Email: emailAddress(t('contact.error.email')),
		Mobile: indianMobile(t('contact.error.mobile')),
		Subject: requiredText(t('contact.error.subject'), 200, { t }),
		Message: requiredText(t('contact.error.message'), 5000, { multiline: true, t }),
		Service: oneOf(CONTACT_SERVICES, t('contact.error.service')),
		Find: oneOf(CONTACT_FIND_OPTIONS, t('contact.error.find')),
	})
}

/** The enquiry in English: the compatibility API's messages, and the shape of a stored enquiry. */
export const ContactSchema = contactSchema(translator('en'))

export type ContactEnquiry = z.output<typeof ContactSchema>

/**
 * The original site's misspelt option values, which an existing client of the
 * compatibility API still sends: accepted as the corrected ones (the site's own form
 * offers only the corrected spelling).
 */
export const LEGACY_CONTACT_VALUES: Record<string, string> = {
	'Houskeeping Services': 'Housekeeping Services',
	'Refferred By Other': 'Referred by someone',
	'Already Familier With Us': 'Already familiar with us',
}

/** The contact call of the compatibility API: the form's schema, with the original spellings accepted. */
export const ContactApiSchema = z.preprocess((body) => {
	if (typeof body !== 'object' || body === null) return body
	const record = body as Record<string, unknown>
	const fix = (value: unknown) => (typeof value === 'string' ? (LEGACY_CONTACT_VALUES[value] ?? value) : value)
	return { ...record, Service: fix(record.Service), Find: fix(record.Find) }
}, ContactSchema)
