import { describe, expect, test } from 'vitest'
import {
	CONTROL_CHARACTER_MESSAGE,
	formatIndianMobile,
	indianMobile,
	normaliseIndianMobile,
	optionalText,
	personName,
	requiredText,
} from './validation.ts'

describe('Indian mobile numbers', () => {
	test.each([
		['9876543210', '+919876543210'],
		['+919876543210', '+919876543210'],
		['+91-9876543210', '+919876543210'],
		['+91 9876543210', '+919876543210'],
		['09876543210', '+919876543210'],
		['98765 43210', '+919876543210'],
		// As a phone's Hindi or Marathi keyboard types them.
		['९८७६५ ४३२१०', '+919876543210'],
		['+९१ ९८७६५४३२१०', '+919876543210'],
		// And as a Telugu keyboard types them.
		['౯౮౭౬౫ ౪౩౨౧౦', '+919876543210'],
		['+౯౧ ౯౮౭౬౫౪౩౨౧౦', '+919876543210'],
	])('%s is accepted and stored as %s', (input, stored) => {
		expect(normaliseIndianMobile(input)).toBe(stored)
	})

	test.each(['12345', '98765432101', '+929876543210', '1234567890', 'abcdefghij', '+91-98765-4321', ''])(
		'%s is refused',
		(input) => {
			expect(normaliseIndianMobile(input)).toBeNull()
		},
	)

	test('a stored number is written as people read it', () => {
		expect(formatIndianMobile('+919876543210')).toBe('+91 98765 43210')
		expect(formatIndianMobile('+44 20 7946 0000')).toBe('+44 20 7946 0000')
	})

	test.each([
		['+918220033355', '+91 82200 33355'],
		['9822033355', '+91 98220 33355'],
		['098220 33355', '+91 98220 33355'],
		['+91 98220-33355', '+91 98220 33355'],
		['९८२२० ३३३५५', '+91 98220 33355'],
		['౯౮౨౨౦ ౩౩౩౫౫', '+91 98220 33355'],
	])('a number stored as %s reads %s', (stored, shown) => {
		expect(formatIndianMobile(stored)).toBe(shown)
	})

	test.each(['12345', '+9112345', '', 'not a number'])('%s, no Indian mobile, is shown as it was stored', (stored) => {
		expect(formatIndianMobile(stored)).toBe(stored)
	})

	test('the schema gives the form message for a bad number', () => {
		const result = indianMobile('Please enter valid number.').safeParse('12')
		expect(result.success).toBe(false)
		expect(result.error?.issues[0]?.message).toBe('Please enter valid number.')
	})
})

describe('Text fields refuse characters no keyboard types', () => {
	test('a NUL or a line break in a one-line field gets the field a clear message', () => {
		for (const value of ['Pune\u0000', 'Pu\r\nne', 'a\u001bb']) {
			const result = requiredText('Please enter valid location.').safeParse(value)
			expect(result.error?.issues[0]?.message, JSON.stringify(value)).toBe(CONTROL_CHARACTER_MESSAGE)
		}
		expect(optionalText().safeParse('2 years\u0000').error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE)
		expect(personName('Please enter valid name.').safeParse('Asha\u0000').success).toBe(false)
	})

	test('a message keeps its line breaks and tabs, but not a NUL', () => {
		const message = requiredText('Please enter your message.', 5000, { multiline: true })
		expect(message.parse('Line one\r\nLine two\twith a tab')).toBe('Line one\r\nLine two\twith a tab')
		expect(message.safeParse('Hello\u0000').success).toBe(false)
	})
})
