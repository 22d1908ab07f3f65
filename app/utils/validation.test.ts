import { describe, expect, test } from 'vitest'
import { indianMobile, normaliseIndianMobile } from './validation.ts'

describe('Indian mobile numbers', () => {
	test.each([
		['9876543210', '+919876543210'],
		['+919876543210', '+919876543210'],
		['+91-9876543210', '+919876543210'],
		['+91 9876543210', '+919876543210'],
		['09876543210', '+919876543210'],
		['98765 43210', '+919876543210'],
	])('%s is accepted and stored as %s', (input, stored) => {
		expect(normaliseIndianMobile(input)).toBe(stored)
	})

	test.each(['12345', '98765432101', '+929876543210', '1234567890', 'abcdefghij', '+91-98765-4321', ''])(
		'%s is refused',
		(input) => {
			expect(normaliseIndianMobile(input)).toBeNull()
		},
	)

	test('the schema gives the form message for a bad number', () => {
		const result = indianMobile('Please enter valid number.').safeParse('12')
		expect(result.success).toBe(false)
		expect(result.error?.issues[0]?.message).toBe('Please enter valid number.')
	})
})
