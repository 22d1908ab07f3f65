import { describe, expect, test } from 'vitest'
import { translator } from '#app/i18n/index.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { createApplySchema, photoMaxBytes } from '#app/utils/applying/apply-schema.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { acceptAttribute, UPLOAD_MESSAGES, type UploadKind } from '#app/utils/files/file-formats.ts'
import { DEFAULT_REQUIREMENTS, type JobRequirements } from '#app/utils/jobs/job-requirements.ts'
import {
	checkFile,
	checkName,
	checkOptional,
	checkOptionalEmail,
	formatBytes as formatBytesInPage,
} from './apply-checks.js'

// The apply form checks its fields in the browser by hand (apply-checks.js) and on the server with zod: both must
// give the same message for the same value, or a job seeker would be told one thing on leaving a field and another
// after sending (the rules apply-checks.js borrows from the contact form are held to theirs in contact-checks.test.ts).

const long = (n: number) => 'a'.repeat(n)
const MAX_FILE_BYTES = 5 * 1024 * 1024

/** The optional texts and their limits (apply-schema.ts), as the page's inputs carry them (maxlength). */
const OPTIONAL = {
	qualification: 100,
	experience: 200,
	employer: 100,
	currentSalary: 50,
	expectedSalary: 50,
	lastWork: 100,
	workYears: 30,
	languagesSpoken: 100,
} as const

const texts = (max: number) => [
	'',
	'   ',
	'Class 10',
	'दसवीं',
	long(max),
	long(max + 1),
	` ${long(max)} `,
	'a\u0000b',
	'a\nb',
]

const files = [
	undefined,
	{ name: 'empty.jpg', size: 0, type: 'image/jpeg' },
	{ name: 'me.jpg', size: 300_000, type: 'image/jpeg' },
	{ name: 'me.png', size: 300_000, type: 'image/png' },
	{ name: 'me.heic', size: 300_000, type: 'image/heic' },
	{ name: 'cv.pdf', size: 300_000, type: 'application/pdf' },
	{ name: 'cv.docx', size: 300_000, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
	{ name: 'cv.DOC', size: 300_000, type: '' },
	{ name: 'cv.txt', size: 300_000, type: 'text/plain' },
	{ name: 'cv.exe', size: 300_000, type: '' },
	{ name: 'noname', size: 300_000, type: '' },
	{ name: 'big.jpg', size: MAX_FILE_BYTES + 1, type: 'image/jpeg' },
	{ name: 'big.pdf', size: MAX_FILE_BYTES + 1, type: 'application/pdf' },
	{ name: 'huge.jpg', size: photoMaxBytes(MAX_FILE_BYTES) + 1, type: 'image/jpeg' },
	{ name: 'huge.pdf', size: photoMaxBytes(MAX_FILE_BYTES) + 1, type: 'application/pdf' },
]

describe.each(LANGUAGES)('%s', (language) => {
	const t = translator(language)
	const schemaFor = (requirements: JobRequirements) =>
		createApplySchema({ t, maxFileBytes: MAX_FILE_BYTES, requirements }).shape
	const server = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
		result.success ? null : (result.error?.issues[0]?.message ?? null)

	test.each(['Ravi Patil', '', 'रवि', '12345', '<b>x</b>', long(101), 'R\u0000'])('name %j', (value) => {
		const verdict = checkName(value)
		const words =
			verdict === null
				? null
				: verdict === 'tooLong'
					? t('form.tooLong', { max: 100 })
					: verdict === 'control'
						? t('form.controlCharacters')
						: t('apply.error.name')
		expect(words).toBe(server(schemaFor(DEFAULT_REQUIREMENTS).name.safeParse(value)))
	})

	test.each([true, false])('an e-mail the job requires: %s', (required) => {
		const shape = schemaFor({ ...DEFAULT_REQUIREMENTS, email: required })
		for (const value of ['', '  ', 'ravi@brisk.example', 'ravi@', ' ravi@brisk.example ']) {
			const verdict = checkOptionalEmail(value, required)
			expect(verdict === null ? null : t('apply.error.email'), value).toBe(server(shape.email.safeParse(value)))
		}
	})

	test.each(Object.entries(OPTIONAL))('%s (at most %i characters)', (name, max) => {
		const field = schemaFor(DEFAULT_REQUIREMENTS)[name as keyof typeof OPTIONAL]
		for (const value of texts(max)) {
			const verdict = checkOptional(value, max, false)
			const words =
				verdict === null ? null : verdict === 'tooLong' ? t('form.tooLong', { max }) : t('form.controlCharacters')
			expect(words, JSON.stringify(value)).toBe(server(field.safeParse(value)))
		}
	})

	test('without a resume, the three questions are asked; with one chosen, they may stay empty', () => {
		const schema = createApplySchema({
			t,
			maxFileBytes: MAX_FILE_BYTES,
			requirements: { ...DEFAULT_REQUIREMENTS, resume: false },
		})
		const form = {
			name: 'Ravi Patil',
			email: 'ravi@brisk.example',
			contact: '98765 43210',
			location: 'Pune',
			jobField: 'Security Services',
			photo: files[2],
			aadhaar: files[2],
			consent: 'on',
		}
		const messages = (value: object) => {
			const result = schema.safeParse(value)
			return Object.fromEntries(
				(result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message] as const),
			)
		}
		const without = messages(form)
		const withResume = messages({ ...form, resume: files[5] })
		for (const name of ['lastWork', 'workYears', 'languagesSpoken'] as const) {
			expect(checkOptional('', OPTIONAL[name], true)).toBe('field')
			expect(without[name]).toBe(t(`apply.error.${name}`))
			expect(checkOptional('', OPTIONAL[name], false)).toBe(null)
			expect(withResume[name]).toBeUndefined()
		}
	})

	for (const kind of ['photo', 'resume', 'aadhaar'] as const satisfies UploadKind[]) {
		test.each([true, false])(`${kind}, required: %s`, (required) => {
			const field = schemaFor({ ...DEFAULT_REQUIREMENTS, [kind]: required })[kind]
			const maxBytes = kind === 'photo' ? photoMaxBytes(MAX_FILE_BYTES) : MAX_FILE_BYTES
			for (const file of files) {
				const verdict = checkFile(file, { required, accept: acceptAttribute(kind), maxBytes })
				const words =
					verdict === null
						? null
						: verdict === 'wrongType'
							? t(UPLOAD_MESSAGES[kind].type)
							: verdict === 'tooLarge'
								? t(UPLOAD_MESSAGES[kind].tooLarge, { size: formatBytes(maxBytes) })
								: t(UPLOAD_MESSAGES[kind].missing)
				expect(words, file?.name ?? 'none').toBe(server(field.safeParse(file)))
			}
		})
	}
})

test('the page writes sizes as the server does', () => {
	for (const bytes of [0, 500, 1023, 1024, 1500, 300_000, 1024 * 1024, 7_654_321, 15 * 1024 * 1024]) {
		expect(formatBytesInPage(bytes)).toBe(formatBytes(bytes))
	}
})
