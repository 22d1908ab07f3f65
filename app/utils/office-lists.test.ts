import { describe, expect, test } from 'vitest'
import { containsPattern, endOfIndianDay, isPlainDate, replyLink, startOfIndianDay } from './office-lists.ts'

describe('office lists', () => {
	test('a search finds the text anywhere, case aside, and takes % and _ literally', () => {
		expect(containsPattern('Pune')).toBe('%pune%')
		expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
	})

	test('a date filter covers the whole day in India', () => {
		expect(startOfIndianDay('2026-11-23')).toBe('2026-11-22T18:30:00.000Z')
		expect(endOfIndianDay('2026-11-23')).toBe('2026-11-23T18:30:00.000Z')
	})

	test('only real plain dates are taken', () => {
		expect(isPlainDate('2026-02-28')).toBe(true)
		expect(isPlainDate('2026-02-30')).toBe(false)
		expect(isPlainDate('23/11/2026')).toBe(false)
		expect(isPlainDate(null)).toBe(false)
	})

	test('the reply link opens a mail to the sender with the subject filled in', () => {
		expect(replyLink('asha@example.com', 'Security guards for our plant')).toBe(
			'mailto:asha@example.com?subject=Re%3A%20Security%20guards%20for%20our%20plant',
		)
		expect(replyLink('a+b@example.com', ' ')).toBe(
			'mailto:a%2Bb@example.com?subject=Re%3A%20your%20enquiry%20to%20Brisk',
		)
	})
})
