import '#app/i18n/all.server.ts'
import { describe, expect, test } from 'vitest'
import { applicantContactLinks, applicantGreeting } from './applicant-contact.ts'

const asha = { name: 'Asha Patil', job: 'Security Guard', reference: 'BR-2611-0042', language: 'en' as const }

describe('Calling or WhatsApping an applicant', () => {
	test('the links dial +91 and open WhatsApp at the number’s digits, with the greeting encoded', () => {
		const links = applicantContactLinks({ ...asha, mobile: '+919876543210' })!
		expect(links.call).toBe('tel:+919876543210')
		const url = new URL(links.whatsApp)
		expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210')
		expect(url.searchParams.get('text')).toBe(
			'Hello Asha Patil, this is Brisk Facility Services about your application BR-2611-0042 for Security Guard.',
		)
		// Only the encoded text follows the number: spaces and signs are percent-encoded, nothing raw.
		expect(links.whatsApp).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=[A-Za-z0-9%._~*'()!-]+$/)
	})

	test('a number stored with Devanagari digits, spaces, a leading 0 or 91 is the same number', () => {
		for (const mobile of ['+91 98765 43210', '९८७६५४३२१०', '09876543210', '91-98765-43210', '+९१९८७६५४३२१०']) {
			expect(applicantContactLinks({ ...asha, mobile }), mobile).toMatchObject({
				call: 'tel:+919876543210',
				whatsApp: expect.stringMatching(/^https:\/\/wa\.me\/919876543210\?text=/),
			})
		}
	})

	test('a number that is no Indian mobile gets no links', () => {
		for (const mobile of ['', '12345', '+14155550100', '5876543210']) {
			expect(applicantContactLinks({ ...asha, mobile }), mobile).toBeNull()
		}
	})

	test('the greeting is in the language the person applied in, naming the job and the reference', () => {
		const hindi = applicantGreeting({ ...asha, job: 'सुरक्षा गार्ड', language: 'hi' })
		expect(hindi).toBe(
			'नमस्ते Asha Patil, Brisk Facility Services की ओर से: सुरक्षा गार्ड के लिए आपके आवेदन BR-2611-0042 के बारे में।',
		)
		const marathi = applicantGreeting({ ...asha, job: 'सुरक्षा रक्षक', language: 'mr' })
		expect(marathi).toContain('नमस्कार Asha Patil')
		// The case ending goes on the noun 'पद', never glued to the job's title.
		expect(marathi).toContain('सुरक्षा रक्षक पदासाठीच्या तुमच्या अर्जाबद्दल')
		expect(marathi).toContain('BR-2611-0042')
		const link = applicantContactLinks({ ...asha, job: 'सुरक्षा गार्ड', language: 'hi', mobile: '+919876543210' })!
		expect(new URL(link.whatsApp).searchParams.get('text')).toBe(hindi)
		// A name with & or ? cannot end the text early or add a parameter.
		const odd = applicantContactLinks({ ...asha, name: 'A & B?x=1#y', mobile: '+919876543210' })!
		expect([...new URL(odd.whatsApp).searchParams.keys()]).toEqual(['text'])
		expect(new URL(odd.whatsApp).searchParams.get('text')).toContain('Hello A & B?x=1#y,')
	})
})
