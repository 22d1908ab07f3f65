import { describe, expect, test } from 'vitest'
import { translate } from '#app/i18n/index.ts'
import { createApplySchema } from '#app/utils/applying/apply-schema.ts'
import { applicationReference, parseApplicationReference } from '#app/utils/applications/references.ts'
import { isOpenedRecently, jobListHref, pageNumbers } from './public-jobs.ts'

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
		expect(messages({ ...valid, resume: file('cv.pdf', 'application/pdf', 5000) }).resume).toBe(
			'This file is larger than 1 KB. Please choose a smaller file.',
		)
		// The photo may be three times any other file (a camera's photo, made smaller by the server); one too
		// large says how to make it smaller on a phone; so does the Aadhaar card's field.
		expect(messages({ ...valid, photo: file('me.jpg', 'image/jpeg', 3000) })).toEqual({})
		expect(messages({ ...valid, photo: file('me.jpg', 'image/jpeg', 5000) }).photo).toMatch(
			/^This photo is larger than 3 KB\..*lower resolution.*WhatsApp/,
		)
		expect(messages({ ...valid, aadhaar: file('id.pdf', 'application/pdf', 5000) }).aadhaar).toMatch(
			/^This file is larger than 1 KB\. For a photo of the card/,
		)
		expect(messages({ ...valid, resume: file('cv.txt', '') })).toEqual({})
		expect(messages({ ...valid, jobField: 'Guardening' }).jobField).toBe('Please select valid field.')
	})
})

describe('A job’s requirements', () => {
	const relaxed = createApplySchema({
		t,
		maxFileBytes: 1024,
		requirements: { photo: false, resume: false, aadhaar: false, email: false },
	})
	const relaxedMessages = (input: Record<string, unknown>) => {
		const result = relaxed.safeParse(input)
		return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
	}
	const { photo: _p, resume: _r, aadhaar: _a, email: _e, ...withoutOptional } = valid
	const answers = { lastWork: 'Guard at a mall in Pune', workYears: '4', languagesSpoken: 'Marathi, Hindi' }

	test('a job that requires nothing optional takes no photo, Aadhaar or e-mail, and three answers instead of a resume', () => {
		const parsed = relaxed.parse({ ...withoutOptional, ...answers })
		expect(parsed.email).toBe('')
		expect(parsed.resume).toBeUndefined()
		expect(parsed.lastWork).toBe('Guard at a mall in Pune')
		// An empty file input (nothing chosen) and an empty e-mail box are the same as none.
		expect(relaxedMessages({ ...withoutOptional, ...answers, photo: file('', '', 0), email: '' })).toEqual({})
		// A resume attached makes the three questions unnecessary.
		expect(relaxedMessages({ ...withoutOptional, resume: valid.resume })).toEqual({})
	})

	test('without a resume each of the three questions must be answered, shown with the other missing fields at once', () => {
		expect(relaxedMessages({ ...withoutOptional, name: '' })).toEqual({
			name: 'Please enter valid name.',
			lastWork: 'Please say what your last work was, or attach a resume.',
			workYears: 'Please say how many years you have worked, or attach a resume.',
			languagesSpoken: 'Please say which languages you speak, or attach a resume.',
		})
	})

	test('what is optional is still checked when given', () => {
		expect(relaxedMessages({ ...withoutOptional, ...answers, email: 'not an address' }).email).toBe(
			'Please enter valid email.',
		)
		expect(relaxedMessages({ ...withoutOptional, ...answers, photo: file('cv.pdf', 'application/pdf') }).photo).toBe(
			'The photo must be a PNG or JPEG image.',
		)
		// The original site's rules stay the default: a missing resume is refused, the questions do not stand in.
		expect(messages({ ...valid, resume: undefined, ...answers }).resume).toBe('Please upload resume.')
	})
})

describe('The job list', () => {
	test('Opened Recently means in the last 30 days', () => {
		expect(isOpenedRecently('2026-12-01', '2026-12-31')).toBe(true)
		expect(isOpenedRecently('2026-11-30', '2026-12-31')).toBe(false)
	})
})

describe('An application’s reference', () => {
	test('names the year it was sent in India, its number (six digits at least) and its check code', () => {
		expect(applicationReference(123, '2026-11-25T10:00:00.000Z', 'K7Q9M')).toBe('BR-2026-000123-K7Q9M')
		// Half past midnight on New Year's Day in India is still the evening of 31 December in UTC.
		expect(applicationReference(7, '2026-12-31T19:00:00.000Z', 'A0000')).toBe('BR-2027-000007-A0000')
		expect(applicationReference(1234567, '2026-01-01T00:00:00.000Z', 'ZZZZZ')).toBe('BR-2026-1234567-ZZZZZ')
		// A record without a code (none is stored so since migration 027) prints the number alone.
		expect(applicationReference(123, '2026-11-25T10:00:00.000Z', null)).toBe('BR-2026-000123')
	})

	test('is read back however it is typed, and nothing else passes for one', () => {
		const typings = [
			'BR-2026-000123-K7Q9M',
			'br 2026 123 k7q9m',
			' BR2026000123K7Q9M ',
			'Br-2026-123-k7q-9m',
			'BR २०२६ ०००१२३ K७Q९M',
			'BR-౨౦౨౬-౦౦౦౧౨౩-K౭Q౯M',
			'BR 2026 000123 K 7 Q 9 M',
		]
		for (const typed of typings) {
			expect(parseApplicationReference(typed), typed).toEqual({ year: '2026', id: 123, code: 'K7Q9M' })
		}
		// A code whose later symbols are digits: the number ends where the code's letter begins.
		expect(parseApplicationReference('BR2026000123K0000')).toEqual({ year: '2026', id: 123, code: 'K0000' })
		// Crockford's reading of what a person may type for a digit.
		expect(parseApplicationReference('BR-2026-000123-Kilo0')?.code).toBe('K1100')
		// An older reference, printed without a code.
		for (const typed of ['BR-2026-000123', 'br 2026 123', ' BR2026000123 ', 'Br-2026-123']) {
			expect(parseApplicationReference(typed), typed).toEqual({ year: '2026', id: 123, code: null })
		}
		for (const typed of [
			'BR-2026-000000',
			'BR-26-123',
			'AB-2026-000123',
			'BR-2026-',
			'2026-000123',
			'BR-2026-12a',
			'BR-2026-000123-K7Q9',
			'BR-2026-000123-K7Q9MX',
			'BR-2026-000123-7KQ9M',
			'BR-2026-000123-K7Q9M-',
		]) {
			expect(parseApplicationReference(typed), typed).toBeNull()
		}
	})
})

describe('The pages of the job list', () => {
	test('the address of a search, a category and a page; the first page has no number', () => {
		expect(jobListHref({})).toBe('/career')
		expect(jobListHref({ page: 1 })).toBe('/career')
		expect(jobListHref({ query: '  guard pune ', category: 'House Keeping', page: 3 })).toBe(
			'/career?q=guard+pune&category=House+Keeping&page=3',
		)
		expect(jobListHref({ query: 'पुणे' })).toBe('/career?q=%E0%A4%AA%E0%A5%81%E0%A4%A3%E0%A5%87')
	})

	test('the numbers linked: the first, the last, the current and its neighbours, gaps between', () => {
		expect(pageNumbers(1, 1)).toEqual([1])
		expect(pageNumbers(2, 3)).toEqual([1, 2, 3])
		expect(pageNumbers(1, 13)).toEqual([1, 2, 'gap', 13])
		expect(pageNumbers(7, 13)).toEqual([1, 'gap', 6, 7, 8, 'gap', 13])
		expect(pageNumbers(13, 13)).toEqual([1, 'gap', 12, 13])
		// One number left out is shown rather than a gap.
		expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
	})
})
