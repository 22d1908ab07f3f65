import { describe, expect, test } from 'vitest'
import { formatIndianDate, formatIndianDateTime, parseJobId, todayInIndia } from './jobs.ts'

describe('Dates and times as people in India read them', () => {
	test('a moment is shown in Indian time, with the day it is there', () => {
		expect(formatIndianDateTime(new Date('2026-11-22T10:35:00Z'))).toBe('22 Nov 2026, 4:05 pm IST')
		// 20:00 UTC is already the next morning in India.
		expect(formatIndianDateTime('2026-11-22T20:00:00Z')).toBe('23 Nov 2026, 1:30 am IST')
		expect(todayInIndia(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23')
		expect(formatIndianDate('2026-12-31')).toBe('31 Dec 2026')
	})
})

describe('Job ids', () => {
	test('a whole number from 1 with at most nine digits, as a number or as text', () => {
		expect(parseJobId('5')).toBe(5)
		expect(parseJobId(42)).toBe(42)
		for (const bad of ['0', '-1', '1.5', '1e3', '0x10', '1234567890', '', ' 5', 5.5, 0, null, undefined, {}]) {
			expect(parseJobId(bad), String(bad)).toBeNull()
		}
	})
})
