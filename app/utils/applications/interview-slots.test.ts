import { describe, expect, test } from 'vitest'
import { interviewSlot, slotsPastMidnight } from './interview-slots.ts'

// A bulk move's interviews one every few minutes: each applicant's slot, and the day's end they must fit before.

const interview = { date: '2026-12-10', time: '10:00', place: 'Brisk office, Pune' }

describe('Interview slots', () => {
	test('The first is at the time given, each next one the spacing later, across the hour', () => {
		expect([0, 1, 2, 3, 4].map((index) => interviewSlot(interview, index, 15).time)).toEqual([
			'10:00',
			'10:15',
			'10:30',
			'10:45',
			'11:00',
		])
		expect(interviewSlot(interview, 3, 45)).toEqual({ ...interview, time: '12:15' })
	})

	test('Without a spacing, everyone is at the time given', () => {
		expect(interviewSlot(interview, 7, 0)).toEqual(interview)
	})

	test('The last slot must end by midnight, or the move is refused in words that say what to change', () => {
		expect(slotsPastMidnight(12, '21:30', 15)).toBe(
			'12 interviews every 15 minutes from 21:30 run past midnight: start earlier or choose a shorter spacing.',
		)
		expect(slotsPastMidnight(12, '21:00', 15)).toBeNull()
		expect(slotsPastMidnight(1, '23:55', 10)).toBe(
			'1 interview every 10 minutes from 23:55 runs past midnight: start earlier or choose a shorter spacing.',
		)
		expect(slotsPastMidnight(500, '23:30', 0)).toBeNull()
		expect(slotsPastMidnight(0, '23:59', 60)).toBeNull()
	})
})
