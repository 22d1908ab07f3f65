import { expect, test } from 'vitest'
import { contactSchema } from '#app/utils/enquiries/contact-schema.ts'
import { formConstraint } from './form-constraints.ts'
import { JobSchema } from '#app/utils/jobs/job-schema.ts'
import { translator } from '#app/i18n/index.ts'

test('a form’s inputs get their limits from its schema: required, longest and offered values', () => {
	expect(formConstraint(contactSchema(translator('hi')))).toMatchObject({
		Name: { required: true, maxLength: 100 },
		Email: { required: true, maxLength: 254 },
		Mobile: { required: true, maxLength: 20 },
		Subject: { required: true, maxLength: 200 },
		Message: { required: true, maxLength: 5000 },
		Service: { required: true, pattern: expect.stringContaining('Security Services') },
	})
	const job = formConstraint(JobSchema)
	expect(job.title).toMatchObject({ required: true, maxLength: expect.any(Number) })
	expect(job.description?.maxLength).toBeGreaterThan(1000)
})
