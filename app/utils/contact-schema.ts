import { z } from 'zod'
import { emailAddress, indianMobile, oneOf, personName, requiredText } from './validation.ts'

// The contact enquiry (spec sections 3 and 5, as amended by PRODUCT.md). Field
// names are the spec's, so the same schema checks the site's form, in the
// browser and in the action, and the compatibility call POST /api/Contact/SendEmail.

/** Spelling fixed by PRODUCT.md ("Houskeeping" in the original). */
export const CONTACT_SERVICES = [
	'Staffing Services',
	'Security Services',
	'Industrial Services',
	'Housekeeping Services',
	'Gardening Services',
] as const

/** How the visitor found us; PRODUCT.md fixes "Refferred By Other" and "Already Familier With Us". */
export const CONTACT_FIND_OPTIONS = [
	'Search engine',
	'Social Media',
	'Clutch',
	'Referred by someone',
	'Already familiar with us',
] as const

export const ContactSchema = z.object({
	Name: personName('Please enter valid name.'),
	Email: emailAddress('Please enter valid email-id.'),
	Mobile: indianMobile('Please enter valid mobile number.'),
	Subject: requiredText('Please enter a subject.', 200),
	Message: requiredText('Please enter your message.', 5000, { multiline: true }),
	Service: oneOf(CONTACT_SERVICES, 'Please enter valid service.'),
	Find: oneOf(CONTACT_FIND_OPTIONS, 'Please enter valid option.'),
})

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
