import { describe, expect, test } from 'vitest'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { MAILED_STAGES } from './applications.ts'
import { smsSize } from '#app/utils/messages/sms.ts'
import { ACKNOWLEDGEMENT_TEXT_PARTS, acknowledgementText, stageText } from './text-messages.server.ts'
import { expectedIn, type ExpectedWords } from '#tests/fixtures/expected-words.ts'

// Realistic words: the longest of the sample jobs' titles, as staff write them in each language.
const TITLES: ExpectedWords<string> = {
	en: 'Housekeeping Supervisor',
	hi: 'हाउसकीपिंग सुपरवाइज़र',
	mr: 'हाउसकीपिंग सुपरवायझर',
	te: 'హౌస్‌కీపింగ్ సూపర్‌వైజర్',
}
// The weekday's short name at least: the long one when the text has room for it.
const TUESDAY: ExpectedWords<string> = { en: 'Tue', hi: 'मंगल', mr: 'मंगळ', te: 'మంగళ' }
const NO_MONEY: ExpectedWords<string> = {
	en: 'Brisk never asks for money.',
	hi: 'Brisk कभी पैसे नहीं माँगता।',
	mr: 'Brisk कधीही पैसे मागत नाही.',
	te: 'Brisk ఎప్పుడూ డబ్బు అడగదు.',
}
// A shortlisted guard must not read "selected" as hired: the text says the job is not yet theirs and what comes next.
const NOT_YET_HIRED: ExpectedWords<string[]> = {
	en: ['not yet a job offer', 'arrange an interview'],
	hi: ['नौकरी अभी पक्की नहीं', 'इंटरव्यू के लिए हम जल्द फ़ोन करेंगे'],
	mr: ['अजून नोकरी पक्की नाही', 'मुलाखतीसाठी आम्ही लवकरच फोन करू'],
	te: ['ఇంకా ఉద్యోగం ఖాయం కాలేదు', 'ఇంటర్వ్యూకు ఫోన్ చేస్తాం'],
}
// The site's address as the texts' links name it.
const SITE = 'https://brisk.example'
const INTERVIEW = { date: '2026-12-01', time: '10:30', place: 'Brisk office, Baner Road, Pune', askFor: 'Mr Patil' }

describe('Counting the parts of a text message', () => {
	test('plain English fits 160 characters in one part, 153 a part beyond', () => {
		expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', length: 160, parts: 1 })
		expect(smsSize('a'.repeat(161)).parts).toBe(2)
		expect(smsSize('a'.repeat(306)).parts).toBe(2)
		expect(smsSize('a'.repeat(307)).parts).toBe(3)
	})

	test('an extension character counts twice, and one Devanagari letter makes the whole text 70 a part', () => {
		expect(smsSize('€'.repeat(80))).toMatchObject({ length: 160, parts: 1 })
		expect(smsSize('a'.repeat(69) + 'क')).toEqual({ encoding: 'UCS-2', length: 70, parts: 1 })
		expect(smsSize('a'.repeat(70) + 'क').parts).toBe(2)
		expect(smsSize('क'.repeat(134)).parts).toBe(2)
		expect(smsSize('क'.repeat(135)).parts).toBe(3)
	})
})

describe.each(LANGUAGES)('Text messages in %s', (language) => {
	const title = expectedIn(TITLES, language)

	test('the acknowledgement names the job, the reference, the status page in his language and the office number, within its parts', () => {
		const text = acknowledgementText({ title, reference: 'BR-2026-000123-K7Q9M', language, publicUrl: SITE })
		expect(text).toContain(title)
		expect(text).toContain('BR-2026-000123-K7Q9M')
		expect(text).toContain(`${SITE}/s${language === 'en' ? '' : `/${language}`} `)
		expect(text).toContain('+91 20 4000 1000')
		expect(text).toContain(expectedIn(NO_MONEY, language))
		expect(smsSize(text).parts).toBeLessThanOrEqual(language === 'en' ? 2 : ACKNOWLEDGEMENT_TEXT_PARTS)
	})

	test('a long job title keeps the office number and the money warning, and the text within its parts', () => {
		const long = `${title} ${title} ${title}`.slice(0, 60)
		const text = acknowledgementText({ title: long, reference: 'BR-2026-000123-K7Q9M', language, publicUrl: SITE })
		expect(text).toContain('+91 20 4000 1000')
		expect(text).toContain(expectedIn(NO_MONEY, language))
		expect(smsSize(text).parts).toBeLessThanOrEqual(ACKNOWLEDGEMENT_TEXT_PARTS)
	})

	test.each(MAILED_STAGES)('the news of %s fits in two parts at most and carries no link', (stage) => {
		const text = stageText({ stage, job: title, interview: stage === 'Interview' ? INTERVIEW : undefined, language })
		expect(text).toContain(title)
		expect(text).not.toMatch(/https?:|www\.|\{/)
		expect(smsSize(text).parts).toBeLessThanOrEqual(2)
	})

	test('an interview text says the weekday, the day, the time, the place and whom to ask for, in that order', () => {
		const text = stageText({ stage: 'Interview', job: title, interview: INTERVIEW, language })
		const order = [expectedIn(TUESDAY, language), '1', '10:30', 'Baner Road', 'Mr Patil'].map((words) =>
			text.indexOf(words, text.indexOf(title) + title.length),
		)
		expect(order.every((at) => at >= 0)).toBe(true)
		expect([...order].sort((a, b) => a - b)).toEqual(order)
	})

	test('the hired text warns that Brisk never asks for money', () => {
		expect(stageText({ stage: 'Hired', job: title, language })).toContain(expectedIn(NO_MONEY, language))
	})

	test('the rejected text warns that Brisk never asks for money, and a long title keeps it within two parts', () => {
		expect(stageText({ stage: 'Rejected', job: title, language })).toContain(expectedIn(NO_MONEY, language))
		const long = stageText({ stage: 'Rejected', job: `${title} ${title}`, language })
		expect(long).toContain(title)
		expect(smsSize(long).parts).toBeLessThanOrEqual(2)
	})

	test('the shortlisted text says it is not yet a job and that we will call about an interview', () => {
		const text = stageText({ stage: 'Shortlisted', job: title, language })
		for (const words of expectedIn(NOT_YET_HIRED, language)) expect(text).toContain(words)
	})
})

test('The texts read as a guard would read them', () => {
	expect(
		acknowledgementText({ title: 'Security Guard', reference: 'BR-2026-000123', language: 'en', publicUrl: SITE }),
	).toBe(
		'Brisk: we received your application for Security Guard. Reference BR-2026-000123. We will call you. Check it at https://brisk.example/s or call +91 20 4000 1000. Brisk never asks for money.',
	)
	expect(stageText({ stage: 'Interview', job: 'Security Guard', interview: INTERVIEW, language: 'en' })).toBe(
		'Brisk: interview for Security Guard on Tue, 1 Dec, 10:30 am, at Brisk office, Baner Road, Pune. Ask for Mr Patil. Bring your Aadhaar card.',
	)
	expect(stageText({ stage: 'Interview', job: 'सुरक्षा रक्षक', interview: INTERVIEW, language: 'mr' })).toBe(
		'Brisk: सुरक्षा रक्षक पदासाठी मुलाखत: मंगळवार, 1 डिसेंबर, सकाळी 10:30, ठिकाण: Brisk office, Baner Road, Pune. Mr Patil यांना भेटा.',
	)
	expect(stageText({ stage: 'Interview', job: 'चौकीदार (वॉचमैन)', interview: INTERVIEW, language: 'hi' })).toBe(
		'Brisk: चौकीदार (वॉचमैन) का इंटरव्यू: मंगलवार, 1 दिसंबर, सुबह 10:30, जगह: Brisk office, Baner Road, Pune। Mr Patil से मिलें।',
	)
})

test('The Telugu texts read as a guard would read them, without nested brackets or regional forms', () => {
	const job = 'వాచ్‌మెన్ (కాపలాదారు)'
	expect(acknowledgementText({ title: job, reference: 'BR-2026-000001-K7Q9M', language: 'te', publicUrl: SITE })).toBe(
		'Brisk: వాచ్‌మెన్ (కాపలాదారు) ఉద్యోగానికి మీ దరఖాస్తు అందింది. రిఫరెన్స్ నంబర్: BR-2026-000001-K7Q9M. దరఖాస్తు స్థితి: https://brisk.example/s/te ఫోన్: +91 20 4000 1000. Brisk ఎప్పుడూ డబ్బు అడగదు.',
	)
	expect(stageText({ stage: 'Hired', job, language: 'te' })).toBe(
		'Brisk: మీరు వాచ్‌మెన్ (కాపలాదారు) ఉద్యోగానికి ఎంపికయ్యారు. ఉద్యోగంలో చేరడం గురించి ఫోన్ చేస్తాం. Brisk ఎప్పుడూ డబ్బు అడగదు.',
	)
	const interview = { date: '2026-12-10', time: '10:30', place: 'మాదాపూర్, హైదరాబాద్', askFor: 'శ్రీనివాస్' }
	expect(stageText({ stage: 'Interview', job, interview, language: 'te' })).toBe(
		'Brisk: వాచ్‌మెన్ (కాపలాదారు) ఇంటర్వ్యూ గురువారం, 10 డిసెంబర్, ఉదయం 10:30. స్థలం: మాదాపూర్, హైదరాబాద్. శ్రీనివాస్ గారిని కలవండి.',
	)
	// The Aadhaar reminder where two parts have room for it.
	expect(stageText({ stage: 'Interview', job: 'గార్డు', interview: { ...interview, askFor: '' }, language: 'te' })).toBe(
		'Brisk: గార్డు ఇంటర్వ్యూ గురువారం, 10 డిసెంబర్, ఉదయం 10:30. స్థలం: మాదాపూర్, హైదరాబాద్. ఆధార్ కార్డు తీసుకురండి.',
	)
	expect(stageText({ stage: 'Rejected', job, language: 'te' })).toBe(
		'Brisk: వాచ్‌మెన్ (కాపలాదారు) ఉద్యోగానికి దరఖాస్తు చేసినందుకు ధన్యవాదాలు. ఈసారి మీరు ఎంపిక కాలేదు. Brisk ఎప్పుడూ డబ్బు అడగదు.',
	)
	// The money warning stays (a rejected guard is whom "pay and we will get you in" is told to); a short title leaves room
	// for the invitation to other jobs too.
	expect(stageText({ stage: 'Rejected', job: 'గార్డు', language: 'te' })).toBe(
		'Brisk: గార్డు ఉద్యోగానికి దరఖాస్తు చేసినందుకు ధన్యవాదాలు. ఈసారి మీరు ఎంపిక కాలేదు. మా ఇతర ఉద్యోగాలు చూడండి. Brisk ఎప్పుడూ డబ్బు అడగదు.',
	)
})
