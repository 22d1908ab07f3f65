import { describe, expect, test } from 'vitest'
import { ContactSchema } from './contact-schema.ts'

const valid = {
	Name: 'Asha Patil',
	Email: 'asha@example.com',
	Mobile: '+91-9876543210',
	Subject: 'Housekeeping for our office',
	Message: 'We need six staff for a 20,000 sq ft office in Pune.',
	Service: 'Housekeeping Services',
	Find: 'Search engine',
}

function messagesFor(input: Record<string, unknown>) {
	const result = ContactSchema.safeParse(input)
	return result.success
		? {}
		: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

/** Each field's own message, as the original site words it. */
const EVERY_MESSAGE = {
	Name: 'Please enter valid name.',
	Email: 'Please enter valid email-id.',
	Mobile: 'Please enter valid mobile number.',
	Subject: 'Please enter a subject.',
	Message: 'Please enter your message.',
	Service: 'Please enter valid service.',
	Find: 'Please enter valid option.',
}

describe('The contact enquiry rules', () => {
	test('accept a complete enquiry and store the mobile number normalised', () => {
		const result = ContactSchema.parse(valid)
		expect(result.Mobile).toBe('+919876543210')
		expect(result.Name).toBe('Asha Patil')
	})

	test('give each missing field its own message', () => {
		expect(messagesFor({})).toEqual(EVERY_MESSAGE)
	})

	test('refuse malformed values with the original site wording', () => {
		expect(
			messagesFor({
				...valid,
				Name: '12345',
				Email: 'asha@',
				Mobile: '12345',
				Subject: '   ',
				Message: '',
				Service: 'Houskeeping Services',
				Find: 'Refferred By Other',
			}),
		).toEqual(EVERY_MESSAGE)
	})

	test('accept the mobile number forms people type', () => {
		for (const mobile of ['9876543210', '09876543210', '+919876543210', '+91 98765 43210', '+91-9876543210']) {
			expect(ContactSchema.safeParse({ ...valid, Mobile: mobile }).success, mobile).toBe(true)
		}
		for (const mobile of ['98765432', '1234567890', '+1 9876543210', '98765432101']) {
			expect(ContactSchema.safeParse({ ...valid, Mobile: mobile }).success, mobile).toBe(false)
		}
	})
})
