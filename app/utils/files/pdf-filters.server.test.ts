import zlib from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { streamObject, type Encoding } from '#tests/fixtures/pdf-builder.ts'
import { decodeStream } from './pdf-filters.server.ts'
import { Budget, PdfLexer, PdfParser, PdfUnreadable, type PdfDict, type PdfWatch } from './pdf-syntax.server.ts'

const IGNORE: PdfWatch = { name() {}, isLinkKey: () => false, link() {} }

/** A stream written by the test builder, read back: its dictionary and its data as they stand in the file. */
function written(data: Buffer, encoding: Encoding) {
	const bytes = streamObject('', data, encoding)
	const dict = new PdfParser(new PdfLexer(bytes, 0, new Budget(1e9), IGNORE)).value() as PdfDict
	const start = bytes.indexOf('stream\n') + 7
	return { dict, data: bytes.subarray(start, start + (dict.get('Length') as number)) }
}

const decode = ({ dict, data }: ReturnType<typeof written>) => decodeStream(data, dict, (value) => value)

// Enough text for LZW to fill and clear its table, in rows of every PNG filter.
const text = Buffer.from(
	Array.from({ length: 3000 }, (_, i) => `${i} 0 obj << /Type /Annot /Rect [${i % 97} ${i % 13} 5 9] >>`).join('\n'),
)

describe('Stream data is decoded as readers decode it', () => {
	test.each<Encoding>([
		{ filters: ['FlateDecode'] },
		{ filters: ['FlateDecode'], predictor: { type: 'png', columns: 7 } },
		{ filters: ['FlateDecode'], predictor: { type: 'tiff', columns: 5 } },
		{ filters: ['LZWDecode'] },
		{ filters: ['LZWDecode'], predictor: { type: 'png', columns: 4 } },
		{ filters: ['ASCIIHexDecode'] },
		{ filters: ['ASCII85Decode'] },
		{ filters: ['RunLengthDecode'] },
		{ filters: ['ASCII85Decode', 'FlateDecode'], predictor: { type: 'png', columns: 12 } },
		{ filters: ['ASCIIHexDecode', 'LZWDecode'] },
	])('%j', (encoding) => {
		const decoded = decode(written(text, encoding))
		// A TIFF row is padded to whole rows with spaces; the text is all there.
		expect(decoded.subarray(0, text.length).equals(text)).toBe(true)
	})

	test('a zlib stream without its checksum or end is read as far as it goes', () => {
		const whole = zlib.deflateSync(text)
		const { dict } = written(text, { filters: ['FlateDecode'] })
		expect(decodeStream(whole.subarray(0, whole.length - 4), dict, (value) => value).equals(text)).toBe(true)
	})
})

describe('What cannot be decoded is unreadable', () => {
	const unreadable = (encoding: Encoding, change: (data: Buffer) => Buffer = (data) => data, extra?: string) => {
		const stream = written(text, { ...encoding, extra })
		return () => decodeStream(change(stream.data), stream.dict, (value) => value)
	}

	test('an unknown filter, or one for pictures', () => {
		expect(unreadable({ filters: ['BriskDecode'] })).toThrow(PdfUnreadable)
		expect(unreadable({ filters: ['JBIG2Decode'] })).toThrow(PdfUnreadable)
	})

	test('damaged data: zlib, LZW, ASCII85, a PNG row filter that does not exist', () => {
		const garble = (data: Buffer) => Buffer.concat([data.subarray(0, 10), Buffer.alloc(200, 0xff), data.subarray(210)])
		expect(unreadable({ filters: ['FlateDecode'] }, garble)).toThrow(PdfUnreadable)
		expect(unreadable({ filters: ['LZWDecode'] }, garble)).toThrow(PdfUnreadable)
		expect(unreadable({ filters: ['ASCII85Decode'] }, (data) => Buffer.concat([Buffer.from('!!{'), data]))).toThrow(
			PdfUnreadable,
		)
		const badRow = (data: Buffer) => zlib.deflateSync(Buffer.concat([Buffer.from([9]), zlib.inflateSync(data)]))
		expect(unreadable({ filters: ['FlateDecode'], predictor: { type: 'png', columns: 7 } }, badRow)).toThrow(
			PdfUnreadable,
		)
	})

	test('a predictor outside the reference, and a stream that decodes to more than a document needs', () => {
		const stream = written(text, { filters: ['FlateDecode'] })
		stream.dict.set('DecodeParms', new Map([['Predictor', 7]]))
		expect(() => decode(stream)).toThrow(PdfUnreadable)
		const bomb = written(Buffer.alloc(40 * 1024 * 1024, 0x20), { filters: ['FlateDecode'] })
		expect(() => decode(bomb)).toThrow(PdfUnreadable)
	})
})
