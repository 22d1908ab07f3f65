import '#app/i18n/all.server.ts'
import { describe, expect, test } from 'vitest'
import { translate } from '#app/i18n/index.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { expectedIn, type ExpectedWords } from '#tests/fixtures/expected-words.ts'
import {
	defaultTemplates,
	fillMailBody,
	fillTemplate,
	filtersQuery,
	formatAadhaar,
	maskAadhaar,
	mobileDigits,
	readApplicationFilters,
} from './applications.ts'

describe('readApplicationFilters', () => {
	test('Known values are kept and the rest is ignored', () => {
		const filters = readApplicationFilters(
			new URL(
				'http://x/admin/applications?job=12&category=Security&stage=Interview&from=2026-11-01&to=2026-11-30&q=+Asha+&answer=declined',
			),
		)
		expect(filters).toEqual({
			job: 12,
			category: 'Security',
			stage: 'Interview',
			from: '2026-11-01',
			to: '2026-11-30',
			q: 'Asha',
			person: '',
			answer: 'declined',
		})
		expect(filtersQuery(filters)).toBe(
			'job=12&category=Security&stage=Interview&from=2026-11-01&to=2026-11-30&q=Asha&answer=declined',
		)
	})

	test('Values no list offers are dropped', () => {
		const filters = readApplicationFilters(
			new URL('http://x/?job=abc&category=Pilots&stage=Lost&from=2026-13-45&to=2024-02-31&answer=maybe'),
		)
		expect(filters).toEqual({ job: null, category: '', stage: '', from: '', to: '', q: '', person: '', answer: '' })
		expect(filtersQuery(filters)).toBe('')
	})
})

test('Searched words lose control characters (a NUL PostgreSQL refuses, line breaks) and stop at 100', () => {
	expect(readApplicationFilters(new URL('http://x/?q=%20Asha%00Patil%0D%0A')).q).toBe('Asha Patil')
	expect(readApplicationFilters(new URL(`http://x/?q=${'a'.repeat(150)}`)).q).toHaveLength(100)
})

test('A mobile number is searched by its digits without +91 or the leading 0', () => {
	expect(mobileDigits('+91 98765 43210')).toBe('9876543210')
	expect(mobileDigits('98765')).toBe('98765')
	expect(mobileDigits('09876543210')).toBe('9876543210')
	expect(mobileDigits('0 98765-43210')).toBe('9876543210')
	expect(mobileDigits('919876543210')).toBe('9876543210')
	expect(mobileDigits('Asha')).toBe('')
	expect(mobileDigits('12')).toBe('')
})

test('An Aadhaar number shows only its last four digits until asked', () => {
	expect(maskAadhaar('234567891234')).toBe('XXXX XXXX 1234')
	expect(formatAadhaar('234567891234')).toBe('2345 6789 1234')
})

test('A template fills the name, the job and the stage, and leaves other braces alone', () => {
	expect(fillTemplate('Dear {name}, {job} ({stage}) {other}', { name: 'Asha', job: 'Guard', stage: 'Hired' })).toBe(
		'Dear Asha, Guard (Hired) {other}',
	)
})

test('an interview mail carries the day, time and place HR entered, even in words HR wrote without them', () => {
	const values = { name: 'Ravi', job: 'Security Guard', stage: 'Interview' }
	const interview = { date: '2026-12-01', time: '14:30', place: 'Brisk office, Baner Road, Pune' }
	expect(fillMailBody('Dear {name}, come on {date} at {time}, at {place}.', values, interview)).toBe(
		'Dear Ravi, come on Tuesday, 1 December 2026 at 2:30 pm, at Brisk office, Baner Road, Pune.',
	)
	expect(fillMailBody('Dear {name}, we will meet you.', values, interview)).toBe(
		'Dear Ravi, we will meet you.\n\nWhen: Tuesday, 1 December 2026, 2:30 pm\nWhere: Brisk office, Baner Road, Pune',
	)
	// Whom to ask for, which HR's words have no place for, ends the mail either way.
	const askFor = { ...interview, askFor: 'Mrs. Joshi at reception' }
	expect(fillMailBody('Dear {name}, come on {date} at {time}.', values, askFor)).toBe(
		'Dear Ravi, come on Tuesday, 1 December 2026 at 2:30 pm.\n\nAsk for: Mrs. Joshi at reception',
	)
	expect(fillMailBody('Dear {name}.', values, askFor)).toBe(
		'Dear Ravi.\n\nWhen: Tuesday, 1 December 2026, 2:30 pm\nWhere: Brisk office, Baner Road, Pune\nAsk for: Mrs. Joshi at reception',
	)
	// Without an interview the braces stay, and nothing is added.
	expect(fillMailBody('On {date}.', values)).toBe('On {date}.')
})

test('an interview in Hindi or Marathi reads as those languages say a day and a time, with the digits 0-9', () => {
	const values = { name: 'रवि', job: 'Security Guard', stage: 'Interview' }
	const interview = { date: '2026-12-01', time: '14:30', place: 'Brisk office, Pune' }
	expect(fillMailBody('प्रिय {name}, {date} को {time} बजे आएँ।', values, interview, 'hi')).toBe(
		'प्रिय रवि, मंगलवार, 1 दिसंबर 2026 को दोपहर 2:30 बजे आएँ।',
	)
	expect(fillMailBody('प्रिय {name},', values, { ...interview, time: '09:05' }, 'mr')).toBe(
		'प्रिय रवि,\n\nकेव्हा: मंगळवार, 1 डिसेंबर 2026, सकाळी 9:05\nकुठे: Brisk office, Pune',
	)
	expect(fillMailBody('{date}, {time}', values, { ...interview, time: '19:00' }, 'hi')).toBe(
		'मंगलवार, 1 दिसंबर 2026, रात 7:00',
	)
})

// The standard interview mail's lines, as a person reads them aloud: the day, the time, the place, whom to ask for.
const INTERVIEW_LINES: ExpectedWords<string[]> = {
	en: ['Day: Thursday, 10 December 2026', 'Time: 10:30 am', 'Place: Madhapur, Hyderabad', 'Ask for: Srinivas'],
	hi: ['दिन: गुरुवार, 10 दिसंबर 2026', 'समय: सुबह 10:30', 'जगह: Madhapur, Hyderabad', 'किससे मिलें: Srinivas'],
	mr: ['दिवस: गुरुवार, 10 डिसेंबर 2026', 'वेळ: सकाळी 10:30', 'ठिकाण: Madhapur, Hyderabad', 'कोणाला भेटायचे: Srinivas'],
	te: ['రోజు: గురువారం, 10 డిసెంబర్ 2026', 'సమయం: ఉదయం 10:30', 'స్థలం: Madhapur, Hyderabad', 'ఎవరిని కలవాలి: Srinivas'],
}
const GREETING: ExpectedWords<string> = { en: 'Dear applicant,', hi: 'नमस्ते,', mr: 'नमस्कार,', te: 'నమస్కారం,' }

test.each(LANGUAGES)(
	'in %s, the standard interview mail greets plainly and gives the day, time, place and whom to ask for on lines of their own, above the signature',
	(language) => {
		const template = defaultTemplates()[language].Interview.body
		const values = { name: 'x', job: 'Guard', stage: 'Interview' }
		const interview = { date: '2026-12-10', time: '10:30', place: 'Madhapur, Hyderabad', askFor: 'Srinivas' }
		const body = fillMailBody(template, values, interview, language)
		expect(body.startsWith(`${expectedIn(GREETING, language)}\n\n`)).toBe(true)
		expect(body).toContain(expectedIn(INTERVIEW_LINES, language).join('\n'))
		const signature = translate(language, 'stageMail.signature', { company: 'Brisk', phone: '' }).split('\n')[1]!
		expect(body.indexOf('Srinivas')).toBeLessThan(body.indexOf(signature))
		// Without whom to ask for, no line and no gap is left.
		const without = fillMailBody(template, values, { ...interview, askFor: '' }, language)
		expect(without).toContain(`${expectedIn(INTERVIEW_LINES, language)[2]}\n\n`)
		expect(without).not.toMatch(/\{askFor\}|\n\n\n/)
	},
)

// A guard told they are hired or not taken is who a fraudster asks for a "joining fee": both mails say we never ask.
const NO_MONEY: ExpectedWords<string> = {
	en: 'Brisk never asks for money.',
	hi: 'Brisk कभी पैसे नहीं माँगता।',
	mr: 'Brisk कधीही पैसे मागत नाही.',
	te: 'Brisk ఎప్పుడూ డబ్బు అడగదు.',
}

test.each(LANGUAGES)('in %s, the standard Hired and Rejected mails say that Brisk never asks for money', (language) => {
	const templates = defaultTemplates()[language]
	expect(templates.Hired.body).toContain(expectedIn(NO_MONEY, language))
	expect(templates.Rejected.body).toContain(expectedIn(NO_MONEY, language))
})

test('Whom to ask for, added to HR’s words, comes above the signature, not after it', () => {
	const signature = translate('te', 'stageMail.signature', {
		company: 'Brisk Facility Services Pvt. Ltd.',
		phone: '+91 20 4000 1000',
	})
	const values = { name: 'x', job: 'Guard', stage: 'Interview' }
	const interview = { date: '2026-12-10', time: '10:30', place: 'మాదాపూర్', askFor: 'శ్రీనివాస్' }
	expect(fillMailBody(`నమస్కారం, {date} {time} {place}.\n\n${signature}`, values, interview, 'te')).toBe(
		`నమస్కారం, గురువారం, 10 డిసెంబర్ 2026 ఉదయం 10:30 మాదాపూర్.\n\nఎవరిని కలవాలి: శ్రీనివాస్\n\n${signature}`,
	)
})

test('A mobile number is searched for however it is typed: spaces, +91 and dashes, Devanagari and Telugu digits', () => {
	for (const typed of [
		'9822012345',
		'98220 12345',
		'+91-9822012345',
		'+91 98220-12345',
		'(+91) 98220 12345',
		'९८२२० १२३४५',
		'+९१ ९८२२०१२३४५',
		'౯౮౨౨౦ ౧౨౩౪౫',
	]) {
		expect(mobileDigits(typed), typed).toBe('9822012345')
	}
	expect(mobileDigits('रवि')).toBe('')
})

test('One row per person is a filter the address carries, and the CSV link keeps it', () => {
	const filters = readApplicationFilters(new URL('http://x/admin/applications?person=one&stage=New'))
	expect(filters.person).toBe('one')
	expect(filtersQuery(filters)).toBe('stage=New&person=one')
	expect(readApplicationFilters(new URL('http://x/?person=all')).person).toBe('')
})
