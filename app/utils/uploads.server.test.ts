import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { ContentSniffer, readMultipart, safeDisplayName, sniffBuffer } from './uploads.server.ts'

const fixtures = path.resolve(import.meta.dirname, '../../tests/fixtures')
const read = (name: string) => fs.readFileSync(path.join(fixtures, name))

describe('Files are recognised by their content, not their names', () => {
	test.each([
		['photo.png', 'png'],
		['photo.jpg', 'jpeg'],
		['resume.pdf', 'pdf'],
		['resume.docx', 'docx'],
		['resume.txt', 'txt'],
	])('%s is %s', (name, format) => {
		expect(sniffBuffer(read(name))).toBe(format)
	})

	test('an OLE2 header is a DOC, a ZIP without word/ entries is nothing we accept', () => {
		expect(sniffBuffer(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('doc')
		expect(sniffBuffer(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('xl/workbook.xml')]))).toBeNull()
	})

	test('binary bytes, invalid UTF-8 and NUL bytes are not text; empty is nothing', () => {
		expect(sniffBuffer(Buffer.from([0x00, 0x01, 0x02]))).toBeNull()
		expect(sniffBuffer(Buffer.from([0x68, 0xc3, 0x28]))).toBeNull()
		expect(sniffBuffer(Buffer.alloc(0))).toBeNull()
		expect(sniffBuffer(Buffer.from('नमस्ते, résumé'))).toBe('txt')
	})

	test('the word/ marker is found even when it is split between two chunks', () => {
		const sniffer = new ContentSniffer()
		sniffer.push(Buffer.from('PK\x03\x04 ... wo'))
		sniffer.push(Buffer.from('rd/document.xml'))
		expect(sniffer.format()).toBe('docx')
	})

	test('a path in a file name is reduced to its last part', () => {
		expect(safeDisplayName('../../etc/passwd')).toBe('passwd')
		expect(safeDisplayName('C:\\Users\\me\\cv.pdf')).toBe('cv.pdf')
		expect(safeDisplayName('')).toBe('file')
	})
})

describe('Reading a multipart upload as it streams', () => {
	let dataDir: string
	beforeEach(() => {
		dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-uploads-'))
	})
	afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

	function multipart(parts: Record<string, string | { name: string; bytes: Buffer }>) {
		const form = new FormData()
		for (const [key, value] of Object.entries(parts)) {
			if (typeof value === 'string') form.append(key, value)
			else form.append(key, new Blob([new Uint8Array(value.bytes)]), value.name)
		}
		return new Request('http://localhost/upload', { method: 'POST', body: form })
	}

	test('keeps the fields, writes the files under random names and reports the sniffed type', async () => {
		const request = multipart({ name: 'Asha', photo: { name: '../evil.jpg', bytes: read('photo.png') }, email: 'a@example.com' })
		const result = await readMultipart(request, { dataDir, fileFields: ['photo'], maxFileBytes: 1024 })
		expect(result.fields).toEqual({ name: 'Asha', email: 'a@example.com' })
		const photo = result.files.photo!
		expect(photo).toMatchObject({ name: 'evil.jpg', type: 'image/png', size: read('photo.png').length })
		expect(path.basename(photo.path)).toBe(photo.id)
		expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toEqual([photo.id])
	})

	test('a file over the limit is dropped while it streams, and the fields after it still arrive', async () => {
		const request = multipart({ resume: { name: 'big.pdf', bytes: Buffer.alloc(5000, 0x41) }, location: 'Pune' })
		const result = await readMultipart(request, { dataDir, fileFields: ['resume'], maxFileBytes: 1024 })
		expect(result.tooLarge).toEqual(['resume'])
		expect(result.files).toEqual({})
		expect(result.fields.location).toBe('Pune')
		expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toEqual([])
	})

	test('an empty file input and unexpected file fields leave nothing behind', async () => {
		const request = multipart({ photo: { name: '', bytes: Buffer.alloc(0) }, other: { name: 'x.png', bytes: read('photo.png') } })
		const result = await readMultipart(request, { dataDir, fileFields: ['photo'], maxFileBytes: 1024 })
		expect(result.files).toEqual({})
		expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toEqual([])
	})

	test('a body that is not multipart is reported as malformed', async () => {
		const request = new Request('http://localhost/upload', { method: 'POST', body: 'name=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
		expect((await readMultipart(request, { dataDir, fileFields: ['photo'], maxFileBytes: 1024 })).malformed).toBe(true)
	})
})
