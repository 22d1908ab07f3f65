import { describe, expect, test } from 'vitest'
import { isSafePdfName, pdfSlug } from './published-pdfs.server.ts'

describe('public names of uploaded PDFs', () => {
	test('keep letters and digits of the file name, lower-cased, with dashes', () => {
		expect(pdfSlug('Brochure (final) 2026.PDF', 'document')).toBe('brochure-final-2026')
		expect(pdfSlug('../../etc/passwd.pdf', 'document')).toBe('etc-passwd')
	})

	test('fall back to a given name when nothing usable is left', () => {
		expect(pdfSlug('प्रपत्र.pdf', 'advert')).toBe('advert')
		expect(pdfSlug('', 'document')).toBe('document')
	})

	test('only plain PDF file names are safe', () => {
		expect(isSafePdfName('housekeeping-sop-office-cleaning.pdf')).toBe(true)
		for (const name of [
			'../brisk.db',
			'..\\brisk.db',
			'a/b.pdf',
			'.hidden.pdf',
			'brisk.db',
			'a..pdf',
			'',
			'x.pdf\u0000.txt',
		]) {
			expect(isSafePdfName(name), name).toBe(false)
		}
	})
})
