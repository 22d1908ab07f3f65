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
	Message: requiredText('Please enter your message.', 5000),
	Service: oneOf(CONTACT_SERVICES, 'Please enter valid service.'),
	Find: oneOf(CONTACT_FIND_OPTIONS, 'Please enter valid option.'),
})

export type ContactEnquiry = z.output<typeof ContactSchema>
