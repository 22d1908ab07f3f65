import { describe, expect, test } from 'vitest'
import { translate } from '#app/i18n/index.ts'
import { createApplySchema, isOpenedRecently } from './career.ts'

const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
	translate('en', key, params)
const schema = createApplySchema({ t, maxFileBytes: 1024 })
const file = (name: string, type: string, size = 10) => ({ name, type, size })
const valid = {
	name: 'Asha Patil',
	email: 'asha@example.com',
	contact: '098765 43210',
	location: 'Pune',
	jobField: 'Gardening',
	photo: file('me.jpg', 'image/jpeg'),
	resume: file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
	aadhaar: file('id.pdf', 'application/pdf'),
	consent: 'on',
}

function messages(input: Record<string, unknown>) {
	const result = schema.safeParse(input)
	return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('The Apply Job schema', () => {
	test('a complete application passes and the contact is normalised', () => {
		const result = schema.parse(valid)
		expect(result.contact).toBe('+919876543210')
		expect(result.qualification).toBe('')
	})

	test('an empty form gives each field its own message', () => {
		expect(messages({})).toEqual({
			name: 'Please enter valid name.',
			email: 'Please enter valid email.',
			contact: 'Please enter valid number.',
			location: 'Please enter valid location.',
			jobField: 'Please select valid field.',
			photo: 'Please upload photo.',
			resume: 'Please upload resume.',
			aadhaar: 'Please upload your Aadhaar card.',
			consent: 'Please agree to the privacy notice to apply.',
		})
	})

	test('files of the wrong kind or too large are refused with a clear message', () => {
		expect(messages({ ...valid, photo: file('cv.pdf', 'application/pdf') }).photo).toBe(
			'The photo must be a PNG or JPEG image.',
		)
		expect(messages({ ...valid, resume: file('me.png', 'image/png') }).resume).toBe(
			'The resume must be a PDF, DOC, DOCX or TXT file.',
		)
		expect(messages({ ...valid, aadhaar: file('id.pdf', 'application/pdf', 5000) }).aadhaar).toBe(
			'This file is larger than 1 KB. Please choose a smaller file.',
		)
		expect(messages({ ...valid, resume: file('cv.txt', '') })).toEqual({})
		expect(messages({ ...valid, jobField: 'Guardening' }).jobField).toBe('Please select valid field.')
	})
})

describe('The job list', () => {
	test('Opened Recently means in the last 30 days', () => {
		expect(isOpenedRecently('2026-12-01', '2026-12-31')).toBe(true)
		expect(isOpenedRecently('2026-11-30', '2026-12-31')).toBe(false)
	})
})
