import zlib from 'node:zlib'
import { PdfName, PdfUnreadable, type PdfDict, type PdfValue } from './pdf-syntax.server.ts'

// The filters a stream of objects or cross references may be written with, undone
// as PDF readers undo them (the PDF reference, section 7.4:
// https://opensource.adobe.com/dc-acrobat-sdk-docs/pdfstandards/PDF32000_2008.pdf).
// Anything else (an unknown or picture filter, damaged data, a predictor outside
// the reference) is unreadable: the check refuses what it cannot see into, where a
// reader might still show it.

/** Far more than the objects of a real document take; a stream that grows past it is a decompression bomb. */
export const MAX_DECODED_BYTES = 32 * 1024 * 1024

type Resolve = (value: PdfValue | undefined) => PdfValue | undefined

/** A stream's data with each of its filters undone, in order. */
export function decodeStream(data: Uint8Array, dict: PdfDict, resolve: Resolve) {
	const filters = listOf(resolve(dict.get('Filter')))
	const parameters = listOf(resolve(dict.get('DecodeParms')))
	let bytes: Buffer = Buffer.from(data)
	for (const [index, filter] of filters.entries()) {
		const name = resolve(filter)
		if (!(name instanceof PdfName)) throw new PdfUnreadable('a filter that is not a name')
		const given = resolve(parameters[index])
		bytes = undo(name.text, bytes, given instanceof Map ? given : undefined, resolve)
		if (bytes.length > MAX_DECODED_BYTES) throw new PdfUnreadable('a stream that decodes to too much')
	}
	return bytes
}

function listOf(value: PdfValue | undefined): PdfValue[] {
	if (value === undefined || value === null) return []
	return Array.isArray(value) ? value : [value]
}

function undo(filter: string, data: Buffer, parameters: PdfDict | undefined, resolve: Resolve) {
	const number = (key: string, fallback: number) => {
		const value = resolve(parameters?.get(key))
		if (value === undefined || value === null) return fallback
		if (typeof value !== 'number' || !Number.isInteger(value)) throw new PdfUnreadable(`/${key} is not a whole number`)
		return value
	}
	switch (filter) {
		case 'FlateDecode':
		case 'Fl':
			return unpredict(inflate(data), number)
		case 'LZWDecode':
		case 'LZW':
			return unpredict(lzw(data, number('EarlyChange', 1)), number)
		case 'ASCIIHexDecode':
		case 'AHx':
			return asciiHex(data)
		case 'ASCII85Decode':
		case 'A85':
			return ascii85(data)
		case 'RunLengthDecode':
		case 'RL':
			return runLength(data)
		default:
			throw new PdfUnreadable(`the ${filter} filter`)
	}
}

/** zlib data as readers take it: the header checked, a missing end or checksum forgiven, damage not. */
function inflate(data: Buffer) {
	const [method = 0, flags = 0] = data
	if ((method & 0x0f) !== 8 || ((method << 8) | flags) % 31 !== 0 || flags & 0x20) {
		throw new PdfUnreadable('not zlib data')
	}
	try {
		return zlib.inflateRawSync(data.subarray(2), {
			finishFlush: zlib.constants.Z_SYNC_FLUSH,
			maxOutputLength: MAX_DECODED_BYTES,
		})
	} catch {
		throw new PdfUnreadable('damaged compressed data')
	}
}

/** Undoes a TIFF (2) or PNG (10–15) predictor; 1 or none is no predictor. */
function unpredict(data: Buffer, number: (key: string, fallback: number) => number) {
	const predictor = number('Predictor', 1)
	if (predictor <= 1) return data
	if (predictor !== 2 && (predictor < 10 || predictor > 15)) throw new PdfUnreadable(`predictor ${predictor}`)
	const colors = number('Colors', 1)
	const bits = number('BitsPerComponent', 8)
	const columns = number('Columns', 1)
	if (colors < 1 || colors > 32 || ![1, 2, 4, 8, 16].includes(bits) || columns < 1 || columns > 1 << 20) {
		throw new PdfUnreadable('predictor parameters out of range')
	}
	const rowBytes = Math.ceil((colors * bits * columns) / 8)
	return predictor === 2
		? tiffRows(data, rowBytes, colors, bits)
		: pngRows(data, rowBytes, Math.ceil((colors * bits) / 8))
}

/** PNG rows: a filter byte (none, sub, up, average, Paeth) before each row. */
function pngRows(data: Buffer, rowBytes: number, pixelBytes: number) {
	const rows = Math.ceil(data.length / (rowBytes + 1))
	const out = Buffer.alloc(rows * rowBytes)
	let written = 0
	for (let row = 0; row < rows; row++) {
		const start = row * (rowBytes + 1)
		const type = data[start]!
		const raw = data.subarray(start + 1, start + 1 + rowBytes)
		const at = row * rowBytes
		for (let i = 0; i < raw.length; i++) {
			const left = i >= pixelBytes ? out[at + i - pixelBytes]! : 0
			const up = row > 0 ? out[at + i - rowBytes]! : 0
			const upLeft = row > 0 && i >= pixelBytes ? out[at + i - rowBytes - pixelBytes]! : 0
			out[at + i] = (raw[i]! + predicted(type, left, up, upLeft)) & 0xff
		}
		written = at + raw.length
	}
	return out.subarray(0, written)
}

function predicted(type: number, left: number, up: number, upLeft: number) {
	switch (type) {
		case 0:
			return 0
		case 1:
			return left
		case 2:
			return up
		case 3:
			return (left + up) >> 1
		case 4: {
			const estimate = left + up - upLeft
			const [toLeft, toUp, toUpLeft] = [estimate - left, estimate - up, estimate - upLeft].map(Math.abs)
			if (toLeft! <= toUp! && toLeft! <= toUpLeft!) return left
			return toUp! <= toUpLeft! ? up : upLeft
		}
		default:
			throw new PdfUnreadable(`PNG row filter ${type}`)
	}
}

/** TIFF predictor 2: each component is the difference from the same component of the pixel before. */
function tiffRows(data: Buffer, rowBytes: number, colors: number, bits: number) {
	const out = Buffer.from(data)
	const mask = (1 << bits) - 1
	for (let at = 0; at + rowBytes <= out.length; at += rowBytes) {
		const components = Math.floor((rowBytes * 8) / bits)
		for (let k = colors; k < components; k++) {
			const value = readBits(out, at * 8 + k * bits, bits) + readBits(out, at * 8 + (k - colors) * bits, bits)
			writeBits(out, at * 8 + k * bits, bits, value & mask)
		}
	}
	return out
}

function readBits(bytes: Buffer, bit: number, count: number) {
	let value = 0
	for (let i = 0; i < count; i++) value = (value << 1) | ((bytes[(bit + i) >> 3]! >> (7 - ((bit + i) & 7))) & 1)
	return value
}

function writeBits(bytes: Buffer, bit: number, count: number, value: number) {
	for (let i = 0; i < count; i++) {
		const at = (bit + i) >> 3
		const shift = 7 - ((bit + i) & 7)
		const one = (value >> (count - 1 - i)) & 1
		bytes[at] = (bytes[at]! & ~(1 << shift)) | (one << shift)
	}
}

/** LZW as PDF writes it: 9 to 12 bit codes, 256 clears the table, 257 ends, EarlyChange widens one code early. */
function lzw(data: Buffer, earlyChange: number) {
	const prefix = new Int32Array(4096)
	const suffix = new Uint8Array(4096)
	const lengths = new Int32Array(4096)
	for (let code = 0; code < 256; code++) {
		prefix[code] = -1
		suffix[code] = code
		lengths[code] = 1
	}
	const out = new Output()
	let next = 258
	let width = 9
	let previous = -1
	let bit = 0
	while (bit + width <= data.length * 8) {
		const code = readBits(data, bit, width)
		bit += width
		if (code === 256) {
			next = 258
			width = 9
			previous = -1
			continue
		}
		if (code === 257) break
		if (code > next || (code === next && previous < 0)) throw new PdfUnreadable('a damaged LZW code')
		if (previous >= 0 && next < 4096) {
			prefix[next] = previous
			lengths[next] = lengths[previous]! + 1
			// The new entry ends with the first byte of the code just read (of itself, when it is the new one).
			suffix[next] = firstByte(code === next ? previous : code, prefix)
			next++
			if (next + earlyChange >= 1 << width && width < 12) width++
		}
		out.push(entry(code, prefix, suffix, lengths))
		previous = code
	}
	return out.bytes()
}

function firstByte(code: number, prefix: Int32Array) {
	let at = code
	while (prefix[at]! >= 0) at = prefix[at]!
	return at
}

function entry(code: number, prefix: Int32Array, suffix: Uint8Array, lengths: Int32Array) {
	const bytes = Buffer.alloc(lengths[code]!)
	for (let at = code, i = bytes.length - 1; at >= 0; at = prefix[at]!, i--) bytes[i] = suffix[at]!
	return bytes
}

function asciiHex(data: Buffer) {
	const out: number[] = []
	let high = -1
	for (const byte of data) {
		if (byte === 0x3e) break
		const digit = hexDigit(byte)
		// Readers pass over anything that is not a digit (line breaks, spaces).
		if (digit < 0) continue
		if (high < 0) high = digit
		else {
			out.push(high * 16 + digit)
			high = -1
		}
	}
	if (high >= 0) out.push(high * 16)
	return Buffer.from(out)
}

function hexDigit(byte: number) {
	const text = String.fromCharCode(byte)
	return /[0-9a-f]/i.test(text) ? parseInt(text, 16) : -1
}

function ascii85(data: Buffer) {
	const out = new Output()
	const group: number[] = []
	for (const byte of data) {
		if (byte === 0x7e) break
		if (byte === 0 || byte === 9 || byte === 10 || byte === 12 || byte === 13 || byte === 32) continue
		if (byte === 0x7a && group.length === 0) {
			out.push(Buffer.alloc(4))
			continue
		}
		if (byte < 0x21 || byte > 0x75) throw new PdfUnreadable('a damaged ASCII85 stream')
		group.push(byte - 0x21)
		if (group.length === 5) out.push(ascii85Group(group.splice(0), 4))
	}
	if (group.length === 1) throw new PdfUnreadable('a damaged ASCII85 stream')
	if (group.length > 1) {
		const kept = group.length - 1
		while (group.length < 5) group.push(84)
		out.push(ascii85Group(group, kept))
	}
	return out.bytes()
}

function ascii85Group(digits: number[], keep: number) {
	const value = digits.reduce((sum, digit) => sum * 85 + digit, 0)
	if (value > 0xffffffff) throw new PdfUnreadable('a damaged ASCII85 stream')
	const bytes = Buffer.alloc(4)
	bytes.writeUInt32BE(value)
	return bytes.subarray(0, keep)
}

function runLength(data: Buffer) {
	const out = new Output()
	for (let at = 0; at < data.length;) {
		const length = data[at++]!
		if (length === 128) break
		if (length < 128) {
			out.push(data.subarray(at, at + length + 1))
			at += length + 1
		} else {
			out.push(Buffer.alloc(257 - length, data[at++] ?? 0))
		}
	}
	return out.bytes()
}

/** Decoded pieces, refused as a bomb past MAX_DECODED_BYTES. */
class Output {
	private pieces: Buffer[] = []
	private length = 0
	push(piece: Buffer) {
		this.length += piece.length
		if (this.length > MAX_DECODED_BYTES) throw new PdfUnreadable('a stream that decodes to too much')
		this.pieces.push(piece)
	}
	bytes() {
		return Buffer.concat(this.pieces, this.length)
	}
}
