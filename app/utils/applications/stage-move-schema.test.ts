import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { interviewOfMove, checkInterview, STAGE_MOVE_FIELDS } from './stage-move-schema.ts'

const schema = z.object({ stage: z.string(), ...STAGE_MOVE_FIELDS }).superRefine(checkInterview)
const problems = (value: Record<string, string>) =>
	schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('A move to a stage', () => {
	test('an interview mailed to the applicant needs its day, time and place', () => {
		expect(problems({ stage: 'Interview', sendMail: 'on', interviewPlace: '' })).toEqual([
			'interviewDate: Choose the day of the interview.',
			'interviewTime: Choose the time of the interview.',
			'interviewPlace: Write where the interview is.',
		])
		expect(problems({ stage: 'Interview', interviewPlace: '' })).toEqual([])
	})

	test('an interview begun without a mail is whole too: a day and time without a place is refused, not dropped', () => {
		expect(
			problems({ stage: 'Interview', interviewDate: '2037-12-01', interviewTime: '11:00', interviewPlace: '' }),
		).toEqual(['interviewPlace: Write where the interview is.'])
		expect(problems({ stage: 'Interview', interviewPlace: '', interviewAskFor: 'Mrs. Joshi' })).toEqual([
			'interviewDate: Choose the day of the interview.',
			'interviewTime: Choose the time of the interview.',
			'interviewPlace: Write where the interview is.',
		])
		expect(problems({ stage: 'Shortlisted', interviewDate: '2037-12-01', interviewPlace: '' })).toEqual([])
	})

	test('a day that does not exist or a time past midnight is refused in words, not left to fail later', () => {
		const move = { stage: 'Interview', sendMail: 'on', interviewTime: '10:30', interviewPlace: 'Baner, Pune' }
		expect(problems({ ...move, interviewDate: '2026-02-31' })).toEqual([
			'interviewDate: Choose the day of the interview.',
		])
		expect(problems({ ...move, interviewDate: '2037-12-01', interviewTime: '24:00' })).toEqual([
			'interviewTime: Choose the time of the interview.',
		])
	})

	test('an interview on a day gone by in India is refused (a mistyped year), today is not; other stages ignore the day', () => {
		const move = { stage: 'Interview', interviewTime: '10:30', interviewPlace: 'Baner, Pune' }
		const yesterday = new Date(Date.now() + 5.5 * 3600_000 - 86_400_000).toISOString().slice(0, 10)
		const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)
		const passed = 'interviewDate: That day has passed: choose today or a later day for the interview.'
		expect(problems({ ...move, interviewDate: yesterday })).toEqual([passed])
		expect(problems({ ...move, sendMail: 'on', interviewDate: '2025-12-01' })).toEqual([passed])
		expect(problems({ ...move, interviewDate: today })).toEqual([])
		expect(problems({ ...move, stage: 'Hired', interviewDate: yesterday })).toEqual([])
	})

	test('gives the interview only when its day, time and place are all there', () => {
		const value = schema.parse({
			stage: 'Interview',
			interviewDate: '2037-12-01',
			interviewTime: '10:30',
			interviewPlace: 'Baner, Pune',
			interviewAskFor: '',
		})
		expect(interviewOfMove(value)).toEqual({
			date: '2037-12-01',
			time: '10:30',
			place: 'Baner, Pune',
			askFor: undefined,
		})
		expect(interviewOfMove({ ...value, stage: 'Hired' })).toBeUndefined()
		expect(interviewOfMove({ ...value, interviewPlace: '' })).toBeUndefined()
	})
})
