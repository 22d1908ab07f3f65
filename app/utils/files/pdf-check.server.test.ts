import fs from 'node:fs'
import path from 'node:path'
import { PDFDocument, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib'
import { describe, expect, test } from 'vitest'
import {
	SCRIPT,
	acrobatShapedPdf,
	damagedObjectStreamPdf,
	duplicateObjectPdf,
	encryptedPdf,
	incrementallyUpdatedPdf,
	objectStreamBombPdf,
	predictorObjectStreamPdf,
	scannedPagePdf,
	scriptInObjectStream,
} from '#tests/fixtures/crafted-pdfs.ts'
import { assemblePdf } from '#tests/fixtures/pdf-builder.ts'
import { inspectPdf } from './pdf-check.server.ts'

const fixtures = path.resolve(import.meta.dirname, '../../../tests/fixtures')
const read = (name: string) => fs.readFileSync(path.join(fixtures, name))

/** A resume as word processors write it: text, two fonts, a photo, a link, opening on its first page. */
async function resumePdf(useObjectStreams: boolean) {
	const pdf = await PDFDocument.create()
	pdf.setTitle('Resume of Asha Patil')
	const page = pdf.addPage([595, 842])
	const regular = await pdf.embedFont(StandardFonts.Helvetica)
	const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
	page.drawText('Asha Patil', { x: 48, y: 780, size: 20, font: bold })
	page.drawText('Housekeeping supervisor, 6 years. JavaScript-free since 2019.', {
		x: 48,
		y: 750,
		size: 11,
		font: regular,
	})
	// A copy: pdf-lib reads a Buffer's whole pool, not its slice.
	page.drawImage(await pdf.embedJpg(new Uint8Array(read('photo.jpg'))), { x: 480, y: 740, width: 64, height: 64 })
	page.drawImage(await pdf.embedPng(new Uint8Array(read('photo.png'))), { x: 400, y: 740, width: 64, height: 64 })
	const link = pdf.context.obj({
		Type: 'Annot',
		Subtype: 'Link',
		Rect: [48, 700, 300, 720],
		A: { Type: 'Action', S: 'URI', URI: PDFString.of('https://example.com/asha') },
	})
	page.node.set(PDFName.of('Annots'), pdf.context.obj([pdf.context.register(link)]))
	pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj([page.ref, PDFName.of('Fit')]))
	return Buffer.from(await pdf.save({ useObjectStreams }))
}

describe('A PDF is read as readers read it: a script anywhere in it is found', () => {
	test('an object defined twice, the cross-reference pointing at the script, is refused', () => {
		const pdf = duplicateObjectPdf()
		// A parser that keeps the last definition sees only the link.
		expect(pdf.toString('latin1').lastIndexOf('/JavaScript')).toBeLessThan(pdf.toString('latin1').lastIndexOf('/URI'))
		expect(inspectPdf(pdf)).toBe('active')
	})

	test('whichever definition the cross-reference points at, a script in either is found', () => {
		const link = '<< /Type /Action /S /URI /URI (https://example.com/) >>'
		const parts = [
			{ num: 1, body: '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>' },
			{ num: 2, body: '<< /Type /Pages /Kids [] /Count 0 >>' },
		]
		for (const pointAt of ['first', 'last'] as const) {
			for (const [first, last] of [
				[SCRIPT, link],
				[link, SCRIPT],
			]) {
				const pdf = assemblePdf([...parts, { num: 4, body: first! }, { num: 4, body: last! }], { pointAt })
				expect(inspectPdf(pdf), `${pointAt}: ${first}`).toBe('active')
			}
		}
	})

	test('a script in an object stream whose data has a PNG predictor is refused', () => {
		const pdf = predictorObjectStreamPdf()
		expect(pdf.toString('latin1')).not.toContain('JavaScript')
		expect(inspectPdf(pdf)).toBe('active')
	})

	test('a script is found through every filter and predictor a reader undoes', () => {
		const encodings = [
			{ filters: ['FlateDecode'], predictor: { type: 'tiff', columns: 6 } },
			{ filters: ['LZWDecode'] },
			{ filters: ['LZWDecode'], predictor: { type: 'png', columns: 3 } },
			{ filters: ['ASCIIHexDecode', 'FlateDecode'], predictor: { type: 'png', columns: 16 } },
			{ filters: ['ASCII85Decode', 'FlateDecode'] },
			{ filters: ['ASCII85Decode'] },
			{ filters: ['RunLengthDecode'] },
		] as const
		for (const encoding of encodings) {
			const pdf = scriptInObjectStream({
				filters: [...encoding.filters],
				predictor: 'predictor' in encoding ? encoding.predictor : undefined,
			})
			expect(inspectPdf(pdf), JSON.stringify(encoding)).toBe('active')
		}
		// Behind a cross-reference stream with a predictor too.
		expect(inspectPdf(scriptInObjectStream({ filters: ['FlateDecode'] }, 'predicted-stream'))).toBe('active')
	})

	test('an object hidden in another stream, or with a comment inside its `4 0 obj`, is found', () => {
		const hidden = `<< /Length 90 >>\nstream\n4 0 obj\n${SCRIPT}\nendobj\n`
		const inStream = assemblePdf([
			{ num: 1, body: '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>' },
			{ num: 2, body: '<< /Type /Pages /Kids [] /Count 0 >>' },
			{ num: 3, body: `${hidden}${' '.repeat(90 - hidden.length + 24)}\nendstream` },
		])
		expect(inspectPdf(inStream)).toBe('active')
		const commented = Buffer.from(
			`%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction 4 0 R >> endobj\n4 0 % a comment\nobj ${SCRIPT.replace('/S /JavaScript', '/S /J#61vaScript')} endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
		)
		expect(inspectPdf(commented)).toBe('active')
	})
})

describe('A PDF the check cannot read to the end is refused as unreadable', () => {
	test('a filter it does not know (which a reader may skip and read the data as it is)', () => {
		expect(inspectPdf(scriptInObjectStream({ filters: ['BriskDecode'] }))).toBe('unreadable')
		expect(inspectPdf(scriptInObjectStream({ filters: ['FlateDecode', 'DCTDecode'] }))).toBe('unreadable')
	})

	test('damaged compressed data, a predictor outside the reference, an encrypted file, a file cut short or empty', () => {
		expect(inspectPdf(damagedObjectStreamPdf())).toBe('unreadable')
		const predictor7 = scriptInObjectStream({ filters: ['FlateDecode'] })
			.toString('latin1')
			.replace('/Filter [/FlateDecode]', '/Filter [/FlateDecode] /DecodeParms << /Predictor 7 >>')
		expect(inspectPdf(Buffer.from(predictor7, 'latin1'))).toBe('unreadable')
		expect(inspectPdf(encryptedPdf())).toBe('unreadable')
		const resume = read('resume.pdf')
		expect(inspectPdf(resume.subarray(0, resume.length - 200))).toBe('unreadable')
		expect(inspectPdf(Buffer.from('%PDF-1.7\nDear Sir, please find my resume.\n%%EOF\n'))).toBe('unreadable')
	})

	test('an object stream that inflates to 100 MB, and a file of endless objects, are refused in moments', () => {
		for (const pdf of [
			objectStreamBombPdf(),
			Buffer.from(`%PDF-1.7\n${'1 0 obj ('.repeat(200_000)}\n%%EOF\n`),
			Buffer.from(`%PDF-1.7\n1 0 obj ${'['.repeat(100_000)}\n%%EOF\n`),
		]) {
			const started = performance.now()
			expect(inspectPdf(pdf)).toBe('unreadable')
			expect(performance.now() - started).toBeLessThan(5000)
		}
	})
})

describe('Real documents pass', () => {
	test('resumes as word processors and pdf-lib write them, with and without object streams', async () => {
		expect(inspectPdf(read('resume.pdf'))).toBe('plain')
		for (const useObjectStreams of [false, true]) {
			const pdf = await resumePdf(useObjectStreams)
			expect(pdf.toString('latin1').includes('/ObjStm')).toBe(useObjectStreams)
			expect(inspectPdf(pdf), `object streams: ${useObjectStreams}`).toBe('plain')
		}
	})

	test('the shapes of Acrobat and iText (predictors), an edited and saved again file, a scanned page', () => {
		expect(inspectPdf(acrobatShapedPdf())).toBe('plain')
		expect(inspectPdf(incrementallyUpdatedPdf())).toBe('plain')
		// The picture's fax filter is not the check's business: no objects live in a picture.
		expect(inspectPdf(scannedPagePdf())).toBe('plain')
	})
})
