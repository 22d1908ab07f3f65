import { describe, expect, test } from 'vitest'
import { translator } from '#app/i18n/index.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { CONTACT_FIND_OPTIONS, CONTACT_SERVICES, contactSchema } from '#app/utils/enquiries/contact-schema.ts'
import { checkChoice, checkEmail, checkMobile, checkName, checkText } from './contact-checks.js'

// The contact page checks its fields in the browser by hand (contact-checks.js) and on the server with zod: both must
// give the same message for the same value, or a visitor would be told one thing on leaving a field and another
// after sending.

const long = (n: number) => 'a'.repeat(n)

const inputs: Record<string, string[]> = {
	Name: [
		'Rohan Deshmukh',
		'',
		'   ',
		'रोहन देशमुख',
		'రోహన్',
		'12345',
		'<b>Rohan</b>',
		'Ro{h}an',
		long(100),
		long(101),
		` ${long(100)} `,
		'Ro\u0000han',
		'Ro\nhan',
		'Ro\than',
		"O'Brien-Smith",
		'A',
	],
	Email: [
		'rohan@brisk.example',
		'rohan@',
		'',
		'  ',
		' rohan@brisk.example ',
		'rohan@brisk',
		'r.o.han+x@a-b.co.in',
		'.rohan@brisk.example',
		'rohan.@brisk.example',
		'ro..han@brisk.example',
		'rohan@-brisk.example',
		'rohan@brisk.c',
		'rohan@brisk.example.',
		'रोहन@brisk.example',
		`${long(245)}@brisk.in`,
		`${long(250)}@brisk.in`,
		'a b@brisk.in',
		"o'brien@brisk.in",
		'rohan@@brisk.example',
	],
	Mobile: [
		'98765 43210',
		'9876543210',
		'+91 98765 43210',
		'+91-9876543210',
		'919876543210',
		'09876543210',
		'12345',
		'',
		'  ',
		'५९८७६५४३२१',
		'౯౮౭౬౫౪౩౨౧౦',
		'+९१ ९८७६५ ४३२१०',
		'98765-43210',
		'98765  43210',
		'5876543210',
		'98765432100',
		'+91 98765 43210 ',
		'0 9876543210',
		'+91  9876543210',
		'98 76 54 32 10',
		'+1 98765 43210',
		long(21),
		'9876543210\n',
	],
	Subject: ['Security guards', '', '   ', long(200), long(201), ` ${long(200)} `, 'a\u0007b', 'a\nb', 'a\tb', 'सुरक्षा'],
	Message: [
		'Four guards, two shifts.',
		'',
		'  \n ',
		long(5000),
		long(5001),
		'line one\nline two\r\n\tthree',
		'a\u0000b',
		'a\u000bb',
		'a\u007fb',
		'ok\u001fno',
	],
	Service: ['', 'Security Services', 'Housekeeping Services', 'Houskeeping Services', 'security services', 'x'],
	Find: ['', 'Search engine', 'Referred by someone', 'Refferred By Other', 'Clutch ', 'Clutch'],
}

const checks: Record<string, (value: string) => string | null> = {
	Name: checkName,
	Email: checkEmail,
	Mobile: checkMobile,
	Subject: (value) => checkText(value, 200, false),
	Message: (value) => checkText(value, 5000, true),
	Service: (value) => checkChoice(value, CONTACT_SERVICES),
	Find: (value) => checkChoice(value, CONTACT_FIND_OPTIONS),
}

describe.each(LANGUAGES)('%s', (language) => {
	const t = translator(language)
	const shape = contactSchema(t).shape
	// What each verdict reads in the page: the words the server writes into the contact form (contact-form.tsx).
	const words = (field: string, verdict: string | null) => {
		if (verdict === null) return null
		if (verdict === 'control') return t('form.controlCharacters')
		if (verdict === 'tooLong')
			return t('form.tooLong', { max: field === 'Name' ? 100 : field === 'Subject' ? 200 : 5000 })
		return t(`contact.error.${field.toLowerCase() === 'find' ? 'find' : field.toLowerCase()}` as 'contact.error.name')
	}

	test.each(Object.entries(inputs).flatMap(([field, values]) => values.map((value) => [field, value] as const)))(
		'%s %j: the browser shows what the server says',
		(field, value) => {
			const result = shape[field as keyof typeof shape].safeParse(value)
			const server = result.success ? null : (result.error.issues[0]?.message ?? null)
			expect(words(field, checks[field]!(value))).toBe(server)
		},
	)
})
