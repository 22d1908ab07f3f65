import { describe, expect, test } from 'vitest'
import {
	endOfIndianDay,
	formatIndianDate,
	formatIndianDateTime,
	isPlainDate,
	lastMomentOfIndianDay,
	startOfIndianDay,
	todayInIndia,
} from './dates.ts'

describe('Dates and times as people in India read them', () => {
	test('a moment is shown in Indian time, with the day it is there', () => {
		expect(formatIndianDateTime(new Date('2026-11-22T10:35:00Z'))).toBe('22 Nov 2026, 4:05 pm IST')
		// 20:00 UTC is already the next morning in India.
		expect(formatIndianDateTime('2026-11-22T20:00:00Z')).toBe('23 Nov 2026, 1:30 am IST')
		expect(todayInIndia(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23')
		expect(formatIndianDate('2026-12-31')).toBe('31 Dec 2026')
	})

	test('a day in India starts 5 hours 30 minutes before the same day in UTC, and a filter covers all of it', () => {
		expect(startOfIndianDay('2026-11-23')).toBe('2026-11-22T18:30:00.000Z')
		expect(endOfIndianDay('2026-11-23')).toBe('2026-11-23T18:30:00.000Z')
		expect(lastMomentOfIndianDay('2026-11-23')).toBe('2026-11-23T23:59:59+05:30')
	})

	test('only real plain dates are taken', () => {
		expect(isPlainDate('2026-02-28')).toBe(true)
		expect(isPlainDate('2024-02-29')).toBe(true)
		for (const bad of ['2026-02-30', '2024-02-31', '2026-13-01', '23/11/2026', '2026-1-5', '', null, undefined]) {
			expect(isPlainDate(bad), String(bad)).toBe(false)
		}
	})
})
