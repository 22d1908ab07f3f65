import '#app/i18n/all.server.ts'
import { describe, expect, test } from 'vitest'
import { translator } from '#app/i18n/index.ts'
import { applicantFields } from './apply-schema.ts'
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
