import { describe, expect, test } from 'vitest'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { MAILED_STAGES } from './applications.ts'
import { smsSize } from '#app/utils/messages/sms.ts'
import { acknowledgementText, stageText } from './text-messages.server.ts'
import { expectedIn, type ExpectedWords } from '#tests/fixtures/expected-words.ts'

// Realistic words: the longest of the sample jobs' titles, as staff write them in each language.
const TITLES: ExpectedWords<string> = {
	en: 'Housekeeping Supervisor',
	hi: 'हाउसकीपिंग सुपरवाइज़र',
	mr: 'हाउसकीपिंग सुपरवायझर',
	te: 'హౌస్‌కీపింగ్ సూపర్‌వైజర్',
}
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

	test('the acknowledgement names the job and the reference and fits in two parts at most (one in English)', () => {
		const text = acknowledgementText({ title, reference: 'BR-2026-000123', language })
		expect(text).toContain(title)
		expect(text).toContain('BR-2026-000123')
		expect(text).not.toMatch(/https?:|www\./)
		expect(smsSize(text).parts).toBeLessThanOrEqual(language === 'en' ? 1 : 2)
	})

	test.each(MAILED_STAGES)('the news of %s fits in two parts at most and carries no link', (stage) => {
		const text = stageText({ stage, job: title, interview: stage === 'Interview' ? INTERVIEW : undefined, language })
		expect(text).toContain(title)
		expect(text).not.toMatch(/https?:|www\.|\{/)
		expect(smsSize(text).parts).toBeLessThanOrEqual(2)
	})

	test('an interview text says the day, the time, the place and whom to ask for', () => {
		const text = stageText({ stage: 'Interview', job: title, interview: INTERVIEW, language })
		expect(text).toContain('Baner Road')
		expect(text).toContain('Mr Patil')
		expect(text).toContain('10:30')
		expect(text).toMatch(/\b1\b/)
	})
})

test('The texts read as a guard would read them', () => {
	expect(acknowledgementText({ title: 'Security Guard', reference: 'BR-2026-000123', language: 'en' })).toBe(
		'Brisk: we received your application for Security Guard. Reference BR-2026-000123. We will call you. Brisk never asks for money.',
	)
	expect(stageText({ stage: 'Interview', job: 'Security Guard', interview: INTERVIEW, language: 'en' })).toBe(
		'Brisk: interview for Security Guard on Tue, 1 Dec, 10:30 am, at Brisk office, Baner Road, Pune. Ask for Mr Patil. Bring your Aadhaar card.',
	)
	expect(stageText({ stage: 'Interview', job: 'सुरक्षा रक्षक', interview: INTERVIEW, language: 'mr' })).toBe(
		'Brisk: सुरक्षा रक्षक मुलाखत 1 डिसेंबर, सकाळी 10:30, Brisk office, Baner Road, Pune. Mr Patil यांना भेटा. आधार कार्ड आणा.',
	)
})
