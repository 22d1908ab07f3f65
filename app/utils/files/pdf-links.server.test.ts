import { describe, expect, test } from 'vitest'
import { assemblePdf, objectStreamBody, type PdfPart } from '#tests/fixtures/pdf-builder.ts'
import { inspectPdf } from './pdf-check.server.ts'
import { isScriptLink, stringBytes } from './pdf-links.server.ts'
import { PdfString } from './pdf-syntax.server.ts'

const PAGES: PdfPart[] = [
	{ num: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
	{ num: 3, body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [6 0 R] >>' },
	{ num: 6, body: '<< /Type /Annot /Subtype /Link /F 4 /Rect [10 10 90 30] /A 4 0 R >>' },
]

/** A one-page PDF that follows action 4 when opened, and when its one link is pressed. */
function pdfWithAction(action: string, more: PdfPart[] = [], info = '') {
	return assemblePdf([
		{ num: 1, body: '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>' },
		...PAGES,
		{ num: 4, body: action },
		...(info ? [{ num: 8, body: info }] : []),
		...more,
	])
}

const uri = (target: string) => `<< /Type /Action /S /URI /URI ${target} >>`
const hex = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex')}>`
const link = (raw: string) => new PdfString(Buffer.from(raw, 'latin1'))

describe('A link’s target is read as a reader reads it', () => {
	test('a literal string’s escapes and a hex string’s digits are undone', () => {
		expect(stringBytes(Buffer.from('(\\152ava\\(s\\)\\\\\\n\\x)')).toString('latin1')).toBe('java(s)\\\nx')
		expect(stringBytes(Buffer.from('(a\\\r\nb\r\nc\\7d)')).toString('latin1')).toBe('ab\nc\x07d')
		expect(stringBytes(Buffer.from('<6A 61\n7>')).toString('latin1')).toBe('jap')
	})

	test('javascript, vbscript, data and file links are script links, however they are written', () => {
		for (const raw of [
			'(javascript:alert\\(1\\))',
			'(JaVaScRiPt:alert\\(1\\))',
			'(  java\\tscript:alert\\(1\\))',
			'(\\001\\037javascript:alert\\(1\\))',
			'(java\\\nscript:x)',
			'(java\nscript:x)',
			'(\\152avascript:x)',
			hex('javascript:x'),
			`<FEFF${Buffer.from('javascript:x', 'utf16le').swap16().toString('hex')}>`,
			'(\xef\xbb\xbfjavascript:x)',
			// UTF-8 after its byte order mark, with a full-width ｊ.
			`(${Buffer.from('\ufeff\uff4aavascript:x', 'utf8').toString('latin1')})`,
			'(vbscript:msgbox)',
			'(data:text/html;base64,PHNjcmlwdD4=)',
			'(file:///C:/Windows/System32/calc.exe)',
		]) {
			expect(isScriptLink(link(raw)), raw).toBe(true)
		}
	})

	test('web, mail and telephone links, and a page of the same file, are not', () => {
		for (const raw of [
			'(https://example.com/asha)',
			'(http://example.com/?q=javascript:x)',
			'(mailto:asha@example.com)',
			'(tel:+919876543210)',
			hex('https://example.com/'),
			'(#page=2)',
			'(resume-2024.pdf)',
		]) {
			expect(isScriptLink(link(raw)), raw).toBe(false)
		}
	})
})

describe('A resume with a link to script is refused as one with JavaScript', () => {
	test('a URI action to javascript: when the file opens or its link is pressed, in every spelling', () => {
		for (const target of [
			'(javascript:alert\\(document.domain\\))',
			hex('javascript:alert(1)'),
			'(\\152avascript:alert\\(1\\))',
			'(JAVAscript:alert\\(1\\))',
			'(  java\\tscript:alert\\(1\\))',
			'(vbscript:msgbox\\(1\\))',
			'(data:text/html,<b>)',
			'(file:///etc/passwd)',
		]) {
			expect(inspectPdf(pdfWithAction(uri(target))), target).toBe('active')
		}
		// The key's name spelled with a # escape, once or twice.
		expect(inspectPdf(pdfWithAction('<< /S /URI /U#52I (javascript:x) >>'))).toBe('active')
		expect(inspectPdf(pdfWithAction('<< /S /URI /U#2352I (javascript:x) >>'))).toBe('active')
	})

	test('the target given by reference, or kept in an object stream, is found', () => {
		expect(inspectPdf(pdfWithAction(uri('7 0 R'), [{ num: 7, body: '(javascript:alert\\(1\\))' }]))).toBe('active')
		const compressed = (objects: Array<{ num: number; body: string }>) =>
			assemblePdf(
				[
					{ num: 1, body: '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>' },
					...PAGES,
					...objects.map((object, index) => ({ num: object.num, body: '', compressed: { in: 9, index } })),
					{ num: 9, body: objectStreamBody(objects, { filters: ['FlateDecode'] }) },
				],
				{ xref: 'stream' },
			)
		expect(inspectPdf(compressed([{ num: 4, body: uri('(javascript:x)') }]))).toBe('active')
		expect(
			inspectPdf(
				compressed([
					{ num: 4, body: uri('7 0 R') },
					{ num: 7, body: hex('javascript:x') },
				]),
			),
		).toBe('active')
		// The same file with a web address is a document like any other.
		expect(
			inspectPdf(
				compressed([
					{ num: 4, body: uri('7 0 R') },
					{ num: 7, body: hex('https://example.com/') },
				]),
			),
		).toBe('plain')
	})

	test('launching, sending a form, importing data or opening another file is refused, whatever its target', () => {
		for (const action of [
			'<< /S /Launch /F (javascript:x) >>',
			'<< /S /SubmitForm /F << /FS /URL /F (javascript:x) >> >>',
			'<< /S /ImportData /F (https://example.com/data.fdf) >>',
			'<< /S /GoToR /F (https://example.com/other.pdf) /D [0 /Fit] >>',
		]) {
			expect(inspectPdf(pdfWithAction(action)), action).toBe('active')
		}
	})

	test('a resume with ordinary links passes: a web page, a mail address, words that name a scheme', () => {
		expect(inspectPdf(pdfWithAction(uri('(https://example.com/asha)')))).toBe('plain')
		expect(inspectPdf(pdfWithAction(uri(hex('mailto:asha@example.com'))))).toBe('plain')
		expect(inspectPdf(pdfWithAction(uri('7 0 R'), [{ num: 7, body: '(https://example.com/)' }]))).toBe('plain')
		// Only a link's target is read as one: a title may say anything.
		const info = '<< /Title (File: Asha Patil) /Subject (javascript: six years) /Author 7 0 R >>'
		expect(inspectPdf(pdfWithAction(uri('(https://example.com/)'), [{ num: 7, body: '(data: analyst)' }], info))).toBe(
			'plain',
		)
	})
})
