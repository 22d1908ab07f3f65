import { describe, expect, test } from 'vitest'
import {
	endOfIndianDay,
	fillTemplate,
	filtersQuery,
	formatAadhaar,
	maskAadhaar,
	mobileDigits,
	readApplicationFilters,
	startOfIndianDay,
} from './applications.ts'

describe('readApplicationFilters', () => {
	test('Known values are kept and the rest is ignored', () => {
		const filters = readApplicationFilters(
			new URL(
				'http://x/admin/applications?job=12&category=Security&stage=Interview&from=2026-11-01&to=2026-11-30&q=+Asha+',
			),
		)
		expect(filters).toEqual({
			job: 12,
			category: 'Security',
			stage: 'Interview',
			from: '2026-11-01',
			to: '2026-11-30',
			q: 'Asha',
		})
		expect(filtersQuery(filters)).toBe('job=12&category=Security&stage=Interview&from=2026-11-01&to=2026-11-30&q=Asha')
	})

	test('Values no list offers are dropped', () => {
		const filters = readApplicationFilters(
			new URL('http://x/?job=abc&category=Pilots&stage=Lost&from=2026-13-45&to=yesterday'),
		)
		expect(filters).toEqual({ job: null, category: '', stage: '', from: '', to: '', q: '' })
		expect(filtersQuery(filters)).toBe('')
	})
})

test('A day in India starts 5 hours 30 minutes before the same day in UTC', () => {
	expect(startOfIndianDay('2026-11-23')).toBe('2026-11-22T18:30:00.000Z')
	expect(endOfIndianDay('2026-11-23')).toBe('2026-11-23T18:30:00.000Z')
})

test('A mobile number is searched by its digits without +91', () => {
	expect(mobileDigits('+91 98765 43210')).toBe('9876543210')
	expect(mobileDigits('98765')).toBe('98765')
	expect(mobileDigits('Asha')).toBe('')
	expect(mobileDigits('12')).toBe('')
})

test('An Aadhaar number shows only its last four digits until asked', () => {
	expect(maskAadhaar('234567891234')).toBe('XXXX XXXX 1234')
	expect(formatAadhaar('234567891234')).toBe('2345 6789 1234')
})

test('A template fills the name, the job and the stage, and leaves other braces alone', () => {
	expect(fillTemplate('Dear {name}, {job} ({stage}) {other}', { name: 'Asha', job: 'Guard', stage: 'Hired' })).toBe(
		'Dear Asha, Guard (Hired) {other}',
	)
})
