import { expect, test } from 'vitest'
import './all.server.ts'
import { countKey, formatDate, formatDay, translate } from './index.ts'

test('a day reads in the page’s language, with the month in full and the digits 0-9', () => {
	expect(formatDay('en', '2027-01-08')).toBe('8 Jan 2027')
	expect(formatDay('hi', '2027-01-08')).toBe('8 जनवरी 2027')
	expect(formatDay('mr', '2027-01-08')).toBe('8 जानेवारी 2027')
	// A mail's date is India's day of the moment it was sent.
	expect(formatDate('mr', '2026-11-24T20:00:00Z')).toBe('25 नोव्हेंबर 2026')
	expect(formatDate('hi', new Date('2026-11-24T10:00:00Z'))).toBe('24 नवंबर 2026')
})

test('a job card’s deadline says “till”, not “at the end of the day”', () => {
	expect(translate('hi', 'career.applyTill', { deadline: formatDay('hi', '2027-01-08') })).toBe(
		'(8 जनवरी 2027 तक आवेदन करें)',
	)
	expect(translate('mr', 'career.applyTillShort', { deadline: formatDay('mr', '2027-01-08') })).toBe(
		'8 जानेवारी 2027 पर्यंत अर्ज करा',
	)
})

test('counts take the language’s singular and plural: “1 नौकरी”, “3 नौकरियाँ”', () => {
	const jobs = (language: 'en' | 'hi' | 'mr', count: number) =>
		translate(language, countKey(language, count, { one: 'career.jobCountOne', other: 'career.jobCount' }), { count })
	expect([jobs('en', 1), jobs('en', 3), jobs('en', 0)]).toEqual(['1 job', '3 jobs', '0 jobs'])
	expect([jobs('hi', 1), jobs('hi', 3)]).toEqual(['1 नौकरी', '3 नौकरियाँ'])
	expect([jobs('mr', 1), jobs('mr', 3)]).toEqual(['1 नोकरी', '3 नोकऱ्या'])
})
