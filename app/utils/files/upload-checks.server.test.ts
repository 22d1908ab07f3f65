import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { cameraPhoto } from '#tests/fixtures/camera-photo.ts'
import {
	damagedObjectStreamPdf,
	duplicateObjectPdf,
	encryptedPdf,
	predictorObjectStreamPdf,
} from '#tests/fixtures/crafted-pdfs.ts'
import { pngBomb } from '#tests/fixtures/png-bomb.ts'
import { checkUpload, looksLikeMarkupOrScript } from './upload-checks.server.ts'

const fixtures = path.resolve(import.meta.dirname, '../../../tests/fixtures')
const read = (name: string) => fs.readFileSync(path.join(fixtures, name))
const MB = 1024 * 1024

describe("An applicant's file is checked by what it is, not what it claims", () => {
	test('a photo is decoded and written anew: the picture stays, what was hidden after it goes', async () => {
		const polyglot = Buffer.concat([read('photo.png'), Buffer.from('<html><script>alert(1)</script></html>')])
		const result = await checkUpload('photo', polyglot, 5 * MB)
		expect(result.ok).toBe(true)
		if (!result.ok) return
		expect(result.mediaType).toBe('image/png')
		expect(result.bytes.includes('<script>')).toBe(false)
		const { width, height } = await sharp(result.bytes).metadata()
		expect({ width, height }).toEqual(
			await sharp(read('photo.png'))
				.metadata()
				.then((m) => ({ width: m.width, height: m.height })),
		)
	})

	test('a picture of more pixels than any camera takes (a decompression bomb) is refused with a message that says so', async () => {
		const bomb = pngBomb(12_000, 12_000)
		expect(bomb.length).toBeLessThan(100_000)
		const result = await checkUpload('aadhaar', bomb, 5 * MB)
		expect(result).toEqual({ ok: false, message: 'apply.error.picturePixels', params: { megapixels: 50 } })
	})

	test('a 12-megapixel photo straight from a phone camera is kept, upright and smaller', async () => {
		const photo = await cameraPhoto()
		const result = await checkUpload('photo', photo, 10 * MB)
		expect(result.ok).toBe(true)
		if (!result.ok) return
		expect(result.mediaType).toBe('image/jpeg')
		// An applicant's photo is kept at most 1600 px a side (camera-photo-upload.server.test.ts).
		const { width, height } = await sharp(result.bytes).metadata()
		expect({ width, height }).toEqual({ width: 1200, height: 1600 })
	})

	test('a broken picture is refused with a message that says so', async () => {
		const broken = Buffer.concat([read('photo.jpg').subarray(0, 200)])
		expect(await checkUpload('photo', broken, 5 * MB)).toEqual({ ok: false, message: 'apply.error.pictureUnreadable' })
	})

	test('a PDF that is also a web page, or carries JavaScript, is refused; a plain one is kept as it is', async () => {
		const htmlPdf = Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF')
		expect(await checkUpload('resume', htmlPdf, 5 * MB)).toEqual({ ok: false, message: 'apply.error.pdfUnsafe' })
		const scripted = Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n%%EOF')
		expect(await checkUpload('resume', scripted, 5 * MB)).toEqual({ ok: false, message: 'apply.error.pdfUnsafe' })
		const plain = await checkUpload('resume', read('resume.pdf'), 5 * MB)
		expect(plain.ok && plain.bytes.equals(read('resume.pdf'))).toBe(true)
	})

	test('a PDF whose script hides in a compressed object stream or behind #xx escapes is refused', async () => {
		async function pdfWith(extend: (doc: PDFDocument) => void, useObjectStreams: boolean) {
			const doc = await PDFDocument.create()
			doc.addPage()
			extend(doc)
			return Buffer.from(await doc.save({ useObjectStreams }))
		}
		const openAction = (doc: PDFDocument) =>
			doc.catalog.set(
				PDFName.of('OpenAction'),
				doc.context.register(doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') })),
			)
		const compressed = await pdfWith(openAction, true)
		expect(compressed.toString('latin1')).not.toContain('/JavaScript')
		expect(await checkUpload('resume', compressed, 5 * MB)).toEqual({ ok: false, message: 'apply.error.pdfUnsafe' })

		const plainText = (await pdfWith(openAction, false)).toString('latin1')
		for (const [javaScript, js] of [
			['/J#61vaScript', '/J#53'],
			['/#4a#61vaScript', '/#4a#53'],
		]) {
			const disguised = Buffer.from(plainText.replaceAll('/JavaScript', javaScript!).replace(/\/JS\b/g, js!), 'latin1')
			expect(disguised.toString('latin1')).not.toMatch(/\/(?:JavaScript|JS)\b/)
			expect(await checkUpload('resume', disguised, 5 * MB)).toEqual({ ok: false, message: 'apply.error.pdfUnsafe' })
		}

		const launch = await pdfWith(
			(doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') })),
			true,
		)
		expect(await checkUpload('resume', launch, 5 * MB)).toEqual({ ok: false, message: 'apply.error.pdfUnsafe' })

		// A resume with a link to a web page is an ordinary resume.
		const linked = await pdfWith(
			(doc) =>
				doc.catalog.set(
					PDFName.of('OpenAction'),
					doc.context.obj({ S: 'URI', URI: PDFString.of('https://example.com/portfolio') }),
				),
			true,
		)
		expect((await checkUpload('resume', linked, 5 * MB)).ok).toBe(true)
	})

	test('a PDF whose script is in an object defined twice, the cross-reference pointing at it, is refused', async () => {
		expect(await checkUpload('resume', duplicateObjectPdf(), 5 * MB)).toEqual({
			ok: false,
			message: 'apply.error.pdfUnsafe',
		})
	})

	test('a PDF whose script is in an object stream with a PNG predictor is refused', async () => {
		const pdf = predictorObjectStreamPdf()
		expect(await checkUpload('resume', pdf, 5 * MB)).toEqual({ ok: false, message: 'apply.error.pdfUnsafe' })
	})

	test('a PDF the check cannot read (encrypted, damaged) is refused with a message that says so', async () => {
		for (const pdf of [encryptedPdf(), damagedObjectStreamPdf()]) {
			expect(await checkUpload('resume', pdf, 5 * MB)).toEqual({ ok: false, message: 'apply.error.pdfUnreadable' })
		}
	})

	test('text that is really HTML, SVG or a shell script is refused; a plain resume is kept', async () => {
		for (const text of [
			'<!DOCTYPE html><p>hi</p>',
			'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
			'#!/bin/sh\nrm -rf /',
			'<?xml version="1.0"?><x/>',
		]) {
			expect(await checkUpload('resume', Buffer.from(text), 5 * MB), text).toEqual({
				ok: false,
				message: 'apply.error.textMarkup',
			})
		}
		expect((await checkUpload('resume', read('resume.txt'), 5 * MB)).ok).toBe(true)
		expect(looksLikeMarkupOrScript('Experience: 5 < 7 years, salary > 15000')).toBe(false)
	})

	test('the kind decides what is accepted: a PDF is no photo, a picture is no resume', async () => {
		expect(await checkUpload('photo', read('resume.pdf'), 5 * MB)).toEqual({
			ok: false,
			message: 'apply.error.photoType',
		})
		expect(await checkUpload('resume', read('photo.png'), 5 * MB)).toEqual({
			ok: false,
			message: 'apply.error.resumeType',
		})
		expect(await checkUpload('aadhaar', Buffer.alloc(0), 5 * MB)).toEqual({ ok: false, message: 'apply.error.aadhaar' })
	})
})
