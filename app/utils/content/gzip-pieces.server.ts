import zlib from 'node:zlib'

// A kept page that still holds a visitor's value (the anti-forgery token of its form, a hydrating page's nonce) is
// compressed once, in pieces: the text between two values is compressed on its own and ends on a byte boundary
// (a sync flush), each visitor's value goes in between as a stored (uncompressed) block, and the gzip trailer's
// checksum is combined from the pieces' own. So a visit costs a few small copies instead of a compression of the
// whole page, and the answer is a valid gzip stream (RFC 1951, 3.2.4: stored blocks; RFC 1952: the member).
// Brotli has no such seam: its back-references and dictionary words count from the stream's start.
//
// Each piece may still refer back to the text before it (it is compressed with that text as its dictionary), as
// the whole page compressed at once would: the values' places are filled in that dictionary with bytes UTF-8
// never has (0xff), so no match reaches into a value, and each value must be as long as the one the page was
// kept with, so that every distance back stays right. A value of another length is not put in (null).

/** A page compressed around its stand-ins: `texts` has one more entry than `holes`. */
export interface GzipPieces {
	/** Each text between two stand-ins, compressed (all but the last end on a byte boundary, not final). */
	texts: Array<{ deflated: Buffer; crc: number; length: number; shift: number }>
	/** The stand-in each hole held, in order, and the length in bytes of the value it takes. */
	holes: Array<{ standIn: string; length: number }>
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3])
/** The most one stored block holds. */
const STORED_MAX = 0xffff
/** How far back deflate refers. */
const WINDOW = 32 * 1024

/**
 * Compresses `text` around every occurrence of the stand-ins (at the best level: it is sent many times), each
 * taking values of the length in bytes given for it.
 */
export function gzipInPieces(text: string, valueLengths: Readonly<Record<string, number>>): GzipPieces {
	const standIns = Object.keys(valueLengths)
	const pattern = new RegExp(standIns.map((s) => s.replace(/[^\w]/g, '\\$&')).join('|'), 'g')
	const holes: GzipPieces['holes'] = []
	const parts: string[] = []
	let from = 0
	for (const match of text.matchAll(pattern)) {
		parts.push(text.slice(from, match.index))
		holes.push({ standIn: match[0], length: valueLengths[match[0]]! })
		from = match.index + match[0].length
	}
	parts.push(text.slice(from))
	let before = Buffer.alloc(0)
	const texts = parts.map((part, index) => {
		const bytes = Buffer.from(part)
		const last = index === parts.length - 1
		const deflated = zlib.deflateRawSync(bytes, {
			level: 9,
			finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
			...(before.length ? { dictionary: before } : {}),
		})
		const hole = holes[index]
		const filler = hole ? Buffer.alloc(hole.length, 0xff) : Buffer.alloc(0)
		before = Buffer.concat([before, bytes, filler]).subarray(-WINDOW)
		return { deflated, crc: zlib.crc32(bytes), length: bytes.length, shift: powerOfX(bytes.length) }
	})
	return { texts, holes }
}

/** The gzip stream of the page with `valueOf(standIn)` in each hole, or null when a value is not of its length. */
export function assembleGzip(pieces: GzipPieces, valueOf: (standIn: string) => string) {
	const first = pieces.texts[0]!
	const chunks: Buffer[] = [HEADER, first.deflated]
	let crc = first.crc
	let length = first.length
	for (const [index, hole] of pieces.holes.entries()) {
		const value = Buffer.from(valueOf(hole.standIn))
		if (value.length !== hole.length || value.length > STORED_MAX) return null
		const block = Buffer.allocUnsafe(5)
		block[0] = 0 // not final, stored; the rest of the byte is padding
		block.writeUInt16LE(value.length, 1)
		block.writeUInt16LE(~value.length & 0xffff, 3)
		chunks.push(block, value)
		crc = combineCrc(crc, zlib.crc32(value), powerOfX(value.length))
		const text = pieces.texts[index + 1]!
		chunks.push(text.deflated)
		crc = combineCrc(crc, text.crc, text.shift)
		length += value.length + text.length
	}
	const trailer = Buffer.allocUnsafe(8)
	trailer.writeUInt32LE(crc >>> 0, 0)
	trailer.writeUInt32LE(length >>> 0, 4)
	chunks.push(trailer)
	return Buffer.concat(chunks)
}

// CRC-32 of two pieces from their own (zlib's crc32_combine): crc(A B) = crc(A) * x^(8 * length of B) + crc(B),
// polynomials over GF(2) modulo the CRC's, in its reflected bit order.

const POLY = 0xedb88320

function multiplyModP(a: number, b: number) {
	let m = 0x80000000
	let p = 0
	for (;;) {
		if (a & m) {
			p ^= b
			if ((a & (m - 1)) === 0) break
		}
		m >>>= 1
		b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
	}
	return p >>> 0
}

/** x^(2^k) for k = 0..31. */
const X_TO_2_TO_K = (() => {
	const table = [0x40000000]
	for (let k = 1; k < 32; k++) table.push(multiplyModP(table[k - 1]!, table[k - 1]!))
	return table
})()

const powers = new Map<number, number>()

/** x^(8 * bytes) modulo the CRC's polynomial: what appending that many bytes multiplies a CRC by. */
function powerOfX(bytes: number) {
	const known = powers.get(bytes)
	if (known !== undefined) return known
	let p = 0x80000000
	let k = 3
	for (let n = bytes; n; n = Math.floor(n / 2), k++) if (n & 1) p = multiplyModP(X_TO_2_TO_K[k & 31]!, p)
	if (powers.size < 1000) powers.set(bytes, p)
	return p
}

function combineCrc(crcA: number, crcB: number, shiftB: number) {
	return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0
}
