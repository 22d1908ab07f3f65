import { describe, expect, test } from 'vitest'
import { JobSchema, isCalendarDate, isDialablePhone, jobState } from './job-schema.ts'

const valid = {
	title: 'Security Guard',
	designation: 'Guard',
	category: 'Security',
	location: 'Pune, Maharashtra',
	phone: '+91 20 4000 1000',
	tillDate: '2026-12-31',
	description: 'Night shifts at a warehouse.\nUniform given.',
}

describe('the job form', () => {
	test('accepts a complete job and trims its text', () => {
		const result = JobSchema.safeParse({ ...valid, title: '  Security Guard  ' })
		expect(result.success && result.data.title).toBe('Security Guard')
	})

	test('names each missing or wrong field in words', () => {
		const result = JobSchema.safeParse({
			...valid,
			title: '',
			category: 'Cooking',
			phone: '12',
			tillDate: '2026-02-30',
		})
		const messages = result.error?.issues.map((issue) => [issue.path[0], issue.message])
		expect(messages).toEqual([
			['title', 'Please enter the job title.'],
			['category', 'Please choose a category.'],
			['phone', 'Please enter a phone number of 10 to 15 digits, for example +91 20 4000 1000.'],
			['tillDate', 'Please choose the last day to apply as a date.'],
		])
	})

	test('keeps line breaks in the description but refuses control characters in a one-line field', () => {
		expect(JobSchema.safeParse({ ...valid, title: 'Guard\u0000' }).success).toBe(false)
		expect(JobSchema.safeParse(valid).success).toBe(true)
	})

	test('takes the Hindi and Marathi words as optional, with the English fields’ limits and rules', () => {
		const hindi = { title: '  सुरक्षा गार्ड ', description: 'रात की शिफ़्ट।\nवर्दी मिलेगी।' }
		const result = JobSchema.safeParse({ ...valid, hi: hindi })
		expect(result.success && result.data.hi).toEqual({
			title: 'सुरक्षा गार्ड',
			designation: '',
			location: '',
			description: 'रात की शिफ़्ट।\nवर्दी मिलेगी।',
		})
		// A form without a language's fields writes that language as empty.
		expect(result.success && result.data.mr).toEqual({ title: '', designation: '', location: '', description: '' })
		const refused = (hi: Record<string, string>) =>
			JobSchema.safeParse({ ...valid, hi }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])
		expect(refused({ title: 'गार्ड\u0000' })).toEqual([['hi.title', expect.stringMatching(/characters/)]])
		expect(refused({ location: 'x'.repeat(101) })).toEqual([['hi.location', 'Please keep this under 100 characters.']])
		expect(refused({ description: 'x'.repeat(4001) })).toEqual([
			['hi.description', 'Please keep this under 4000 characters.'],
		])
	})
})

describe('what a job asks of applicants', () => {
	test('each is required or optional; left out, it stays as it was; anything else is refused in words', () => {
		const chosen = JobSchema.parse({ ...valid, requireResume: 'optional', requireEmail: 'required' })
		expect(chosen).toMatchObject({ requireResume: 'optional', requireEmail: 'required' })
		expect(JobSchema.parse(valid).requirePhoto).toBeUndefined()
		for (const hostile of ['no', 'OPTIONAL', 'optional\u0000', '', '1']) {
			const result = JobSchema.safeParse({ ...valid, requirePhoto: hostile })
			expect(result.success, JSON.stringify(hostile)).toBe(false)
			expect(result.error?.issues[0]?.message).toBe('Please choose required or optional.')
		}
	})
})

describe('field rules', () => {
	test('phone numbers people can dial', () => {
		expect(isDialablePhone('+91 20 4000 1000')).toBe(true)
		expect(isDialablePhone('(020) 4000-1000')).toBe(true)
		expect(isDialablePhone('call me')).toBe(false)
		expect(isDialablePhone('12345')).toBe(false)
	})

	test('calendar dates', () => {
		expect(isCalendarDate('2028-02-29')).toBe(true)
		expect(isCalendarDate('2026-02-29')).toBe(false)
		expect(isCalendarDate('31-12-2026')).toBe(false)
	})
})

describe('a job’s state', () => {
	// 23 Nov 2026, 20:00 UTC is already 24 Nov in India.
	const now = new Date('2026-11-23T20:00:00Z')

	test('closed by staff whatever its deadline', () => {
		expect(jobState({ published: 0, till_date: '2027-01-01' }, now)).toBe('closed')
	})

	test('open through its deadline day in India, expired after', () => {
		expect(jobState({ published: 1, till_date: '2026-11-24' }, now)).toBe('open')
		expect(jobState({ published: 1, till_date: '2026-11-23' }, now)).toBe('expired')
	})
})
