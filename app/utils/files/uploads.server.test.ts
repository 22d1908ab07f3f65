import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { detectFormat, MultipartError, readMultipart, safeDisplayName, uploadBytesHeld } from './uploads.server.ts'

const fixtures = path.resolve(import.meta.dirname, '../../../tests/fixtures')
const read = (name: string) => fs.readFileSync(path.join(fixtures, name))

describe('Files are recognised by their content, not their names', () => {
	test.each([
		['photo.png', 'png'],
		['photo.jpg', 'jpeg'],
		['resume.pdf', 'pdf'],
		['resume.docx', 'docx'],
		['resume.txt', 'txt'],
	])('%s is %s', (name, format) => {
		expect(detectFormat(read(name))).toBe(format)
	})

	test('an OLE2 header is a DOC, a ZIP without word/ entries is nothing we accept', () => {
		expect(detectFormat(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('doc')
		expect(detectFormat(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('xl/workbook.xml')]))).toBeNull()
	})

	test('binary bytes, invalid UTF-8 and NUL bytes are not text; empty is nothing', () => {
		expect(detectFormat(Buffer.from([0x00, 0x01, 0x02]))).toBeNull()
		expect(detectFormat(Buffer.from([0x68, 0xc3, 0x28]))).toBeNull()
		expect(detectFormat(Buffer.alloc(0))).toBeNull()
		expect(detectFormat(Buffer.from('नमस्ते, résumé'))).toBe('txt')
	})

	test('a path in a file name is reduced to its last part', () => {
		expect(safeDisplayName('../../etc/passwd')).toBe('passwd')
		expect(safeDisplayName('C:\\Users\\me\\cv.pdf')).toBe('cv.pdf')
		expect(safeDisplayName('')).toBe('file')
	})
})

describe('Reading a multipart upload as it streams', () => {
	function multipart(parts: Record<string, string | { name: string; bytes: Buffer }>) {
		const form = new FormData()
		for (const [key, value] of Object.entries(parts)) {
			if (typeof value === 'string') form.append(key, value)
			else form.append(key, new Blob([new Uint8Array(value.bytes)]), value.name)
		}
		return new Request('http://localhost/upload', { method: 'POST', body: form })
	}

	/** A request whose body is exactly these bytes, with a boundary of XX. */
	function rawMultipart(body: string) {
		return new Request('http://localhost/upload', {
			method: 'POST',
			body,
			headers: { 'Content-Type': 'multipart/form-data; boundary=XX' },
		})
	}

	test('a form whose first fields are refused keeps its fields but none of its files', async () => {
		const request = multipart({ _csrf: 'forged', name: 'Asha', photo: { name: 'me.png', bytes: read('photo.png') } })
		const seen: string[] = []
		const result = await readMultipart(request, {
			fileFields: ['photo'],
			maxFileBytes: 100_000,
			filesOnlyIf: (fields) => {
				seen.push(...fields.keys())
				return fields.get('_csrf') === 'signed'
			},
		})
		expect(seen).toEqual(['_csrf', 'name'])
		expect(result.formData.get('name')).toBe('Asha')
		expect(result.files.photo).toBeUndefined()
		expect(uploadBytesHeld()).toBe(0)
	})

	test('a Devanagari file name arrives as it was sent, as a browser sends it (UTF-8)', async () => {
		const result = await readMultipart(
			rawMultipart(
				'--XX\r\nContent-Disposition: form-data; name="resume"; filename="रवि-बायोडाटा.pdf"\r\n' +
					'Content-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--XX--\r\n',
			),
			{ fileFields: ['resume'], maxFileBytes: 100_000 },
		)
		expect(result.files.resume!.name).toBe('रवि-बायोडाटा.pdf')
		expect(safeDisplayName('cv\u202Efdp.exe')).toBe('cvfdp.exe')
	})

	test('keeps the fields and the files, each file typed by its content and named without folders', async () => {
		const request = multipart({
			name: 'Asha',
			photo: { name: '../evil.jpg', bytes: read('photo.png') },
			email: 'a@example.com',
		})
		const result = await readMultipart(request, { fileFields: ['photo'], maxFileBytes: 100_000 })
		expect(result.formData.get('name')).toBe('Asha')
		expect(result.formData.get('email')).toBe('a@example.com')
		const photo = result.formData.get('photo') as File
		expect(photo).toMatchObject({ name: 'evil.jpg', type: 'image/png', size: read('photo.png').length })
		expect(result.files.photo!.bytes.equals(read('photo.png'))).toBe(true)
		expect(uploadBytesHeld()).toBe(0)
	})

	test('a file of exactly the limit is kept; one byte more is dropped while it streams, and later fields still arrive', async () => {
		const exact = await readMultipart(multipart({ resume: { name: 'a.txt', bytes: Buffer.alloc(1024, 0x41) } }), {
			fileFields: ['resume'],
			maxFileBytes: 1024,
		})
		expect(exact.files.resume?.bytes.length).toBe(1024)
		expect(exact.tooLarge).toEqual([])

		const request = multipart({ resume: { name: 'big.pdf', bytes: Buffer.alloc(1025, 0x41) }, location: 'Pune' })
		const result = await readMultipart(request, { fileFields: ['resume'], maxFileBytes: 1024 })
		expect(result.tooLarge).toEqual(['resume'])
		expect(result.files).toEqual({})
		expect(result.formData.get('location')).toBe('Pune')
		expect(uploadBytesHeld()).toBe(0)
	})

	test('an empty file input and unexpected file fields are no upload', async () => {
		const request = multipart({
			photo: { name: '', bytes: Buffer.alloc(0) },
			other: { name: 'x.png', bytes: read('photo.png') },
		})
		const result = await readMultipart(request, { fileFields: ['photo'], maxFileBytes: 100_000 })
		expect(result.files).toEqual({})
		expect(result.formData.get('photo')).toBeNull()
	})

	test('a body cut off inside a file is an error the caller handles, never an uncaught one', async () => {
		const request = rawMultipart(
			'--XX\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-x',
		)
		await expect(readMultipart(request, { fileFields: ['resume'], maxFileBytes: 1024 })).rejects.toThrow(MultipartError)
		expect(uploadBytesHeld()).toBe(0)
	})

	test('a body that breaks off while it streams lets go of what it read', async () => {
		const body = new ReadableStream<Uint8Array>({
			start(controller) {
				controller.enqueue(
					new TextEncoder().encode('--XX\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\n\r\n'),
				)
				controller.enqueue(new Uint8Array(4096))
				controller.error(new Error('client went away'))
			},
		})
		const request = new Request('http://localhost/upload', {
			method: 'POST',
			body,
			duplex: 'half',
			headers: { 'Content-Type': 'multipart/form-data; boundary=XX' },
		} as RequestInit)
		const failure = await readMultipart(request, { fileFields: ['photo'], maxFileBytes: 100_000 }).catch((e) => e)
		expect(failure).toBeInstanceOf(MultipartError)
		expect(uploadBytesHeld()).toBe(0)
	})

	test('a body that is not multipart, or has too many parts, is malformed', async () => {
		const urlEncoded = new Request('http://localhost/upload', {
			method: 'POST',
			body: 'name=x',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		})
		await expect(readMultipart(urlEncoded, { fileFields: [], maxFileBytes: 10 })).rejects.toMatchObject({
			reason: 'malformed',
		})
		const parts = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x']))
		await expect(readMultipart(multipart(parts), { fileFields: [], maxFileBytes: 10 })).rejects.toMatchObject({
			reason: 'malformed',
		})
	})
})
