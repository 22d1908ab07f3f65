import '#app/i18n/all.server.ts'
import { describe, expect, test } from 'vitest'
import { translator } from '#app/i18n/index.ts'
import { applicantFields, createApplySchema } from './apply-schema.ts'
import { z } from 'zod'

// The applicant's "job field" is the job's own category: one of the original four, or one staff added.

describe('The job field of an application', () => {
	const t = translator('te')
	const jobField = (jobCategory?: string) => z.object(applicantFields(t, undefined, jobCategory)).shape.jobField

	test('takes the original four, and a category staff added for a job filed under it', () => {
		expect(jobField().safeParse('Security').success).toBe(true)
		expect(jobField('plumbing').safeParse('plumbing').success).toBe(true)
		expect(jobField('plumbing').safeParse('Gardening').success).toBe(true)
	})

	test('refuses, in the page’s language, a category that is not the job’s', () => {
		const refused = jobField('plumbing').safeParse('electrical')
		expect(refused.success).toBe(false)
		expect(refused.error?.issues[0]?.message).toBe(t('apply.error.jobField'))
		expect(jobField().safeParse('plumbing').success).toBe(false)
	})
})

describe('The apply form without a resume, in Telugu', () => {
	const t = translator('te')

	test('names the three unanswered questions at the first press, beside a missing photo, Aadhaar card and consent', () => {
		const schema = createApplySchema({
			t,
			maxFileBytes: 1024,
			requirements: { photo: true, resume: false, aadhaar: true, email: false },
		})
		const result = schema.safeParse({
			name: 'రమేష్ కుమార్',
			contact: '9876543210',
			location: 'హైదరాబాద్',
			jobField: 'Security',
		})
		const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]))
		expect(Object.keys(messages).sort()).toEqual(
			['aadhaar', 'consent', 'languagesSpoken', 'lastWork', 'photo', 'workYears'].sort(),
		)
		expect(messages.lastWork).toBe('దయచేసి ఇంతకు ముందు మీరు చేసిన పని గురించి రాయండి, లేదా బయోడేటా అప్‌లోడ్ చేయండి.')
	})
})

describe('The apply form’s limits, in the page’s language', () => {
	test('a place, a name or an answer too long, or a control character, is refused in Hindi, Marathi or Telugu', () => {
		for (const language of ['hi', 'mr', 'te'] as const) {
			const t = translator(language)
			const schema = createApplySchema({
				t,
				maxFileBytes: 1024,
				requirements: { photo: false, resume: false, aadhaar: false, email: false },
			})
			const result = schema.safeParse({
				name: 'र'.repeat(101),
				contact: '9876543210',
				location: 'x'.repeat(101),
				jobField: 'Security',
				experience: 'y'.repeat(201),
				lastWork: 'गार्ड\u0007',
				workYears: '3',
				languagesSpoken: 'मराठी',
				consent: 'on',
			})
			const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]))
			expect(messages, language).toEqual({
				name: t('form.tooLong', { max: 100 }),
				location: t('form.tooLong', { max: 100 }),
				experience: t('form.tooLong', { max: 200 }),
				lastWork: t('form.controlCharacters'),
			})
			expect(messages.location, language).not.toMatch(/Please keep/)
		}
	})
})
