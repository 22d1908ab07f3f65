import crypto from 'node:crypto'
import zlib from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { assembleGzip, gzipInPieces } from './gzip-pieces.server.ts'

// A page kept compressed around its visitor's values: every visitor's answer unpacks to the page with their own
// values put in, whatever the values, and wherever the stand-ins stand.

const NONCE = 'standinnonce0123456789'
const TOKEN = 'standintoken0123456789'

function visitorValues(): Record<string, string> {
	return { [NONCE]: crypto.randomBytes(16).toString('base64'), [TOKEN]: crypto.randomBytes(40).toString('base64url') }
}

const LENGTHS = { [NONCE]: 24, [TOKEN]: 54 }

const filled = (text: string, values: Record<string, string>) =>
	text.replaceAll(NONCE, values[NONCE]!).replaceAll(TOKEN, values[TOKEN]!)

describe('A page compressed in pieces around its visitor’s values', () => {
	const words = Array.from({ length: 2000 }, (_, index) => `<li>Job ${index} — सुरक्षा रक्षक</li>`).join('')
	const pages = {
		'values inside the page': `<html><script nonce="${NONCE}"></script>${words}<input value="${TOKEN}">${words}</html>`,
		'values at both ends and side by side': `${TOKEN}${words}${NONCE}${TOKEN}${words}${NONCE}`,
		'no value at all': `<html>${words}</html>`,
		'only values': `${NONCE}`,
	}

	for (const [name, page] of Object.entries(pages)) {
		test(`each visitor gets a valid gzip stream of the page with their own values: ${name}`, () => {
			const pieces = gzipInPieces(page, LENGTHS)
			for (let visit = 0; visit < 3; visit++) {
				const values = visitorValues()
				const gzip = assembleGzip(pieces, (standIn) => values[standIn]!)!
				// gunzip checks the trailer's checksum and length.
				expect(zlib.gunzipSync(gzip).toString()).toBe(filled(page, values))
			}
		})
	}

	test('the pieces together stay close to the whole page compressed at once', () => {
		const page = pages['values inside the page']
		const values = visitorValues()
		const gzip = assembleGzip(gzipInPieces(page, LENGTHS), (standIn) => values[standIn]!)!
		const whole = zlib.gzipSync(filled(page, values), { level: 9 })
		expect(gzip.length).toBeLessThan(whole.length * 1.02 + 100)
	})

	test('a value of another length than the page was kept with is not put in', () => {
		const pieces = gzipInPieces(pages['values inside the page'], LENGTHS)
		expect(assembleGzip(pieces, (standIn) => (standIn === NONCE ? 'short' : visitorValues()[standIn]!))).toBeNull()
	})
})
