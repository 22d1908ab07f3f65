import type { PdfString } from './pdf-syntax.server.ts'

// Where a PDF's links lead. A link to a web page is a resume's ordinary content, but one to
// `javascript:` (or `vbscript:`) runs script in a reader or browser that follows it, `data:`
// carries a page of its own and `file:` opens what lies on the reader's computer: such a link
// is refused as a script is. Browsers read a URL's scheme leniently (leading spaces and
// controls skipped, tabs and line breaks dropped anywhere, any case:
// https://url.spec.whatwg.org/#concept-basic-url-parser), so every space and control
// character is dropped here before the scheme is read.

/** The keys whose value is where a link or a file specification leads. */
export const LINK_KEYS = new Set(['URI', 'Base', 'URL', 'F', 'UF', 'DOS', 'Mac', 'Unix'])

const SCRIPT_SCHEME = /^(?:javascript|vbscript|data|file):/

// eslint-disable-next-line no-control-regex -- the controls a browser skips in a URL
const UNSEEN = /[\u0000-\u0020\u007f-\u00a0\p{Cf}\p{Z}]/gu

/** Whether a link's target (a string as it stands in the file) leads to script, data or the reader's files. */
export function isScriptLink(target: PdfString) {
	const text = textOf(stringBytes(target.raw))
	return SCRIPT_SCHEME.test(text.normalize('NFKC').replace(UNSEEN, '').toLowerCase())
}

/** A text string's bytes as text: UTF-16 or UTF-8 after their byte order mark, else one byte a letter. */
function textOf(bytes: Buffer) {
	if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le')
	if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le')
	if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8')
	return bytes.toString('latin1')
}

/** The bytes a string stands for: a `<hex>` string's digits, or a `(literal)` one's escapes undone (PDF reference 7.3.4). */
export function stringBytes(raw: Uint8Array) {
	const text = Buffer.from(raw).toString('latin1')
	if (text.startsWith('<')) {
		const digits = text
			.slice(1)
			.replace(/>$/, '')
			.replace(/[^0-9a-f]/gi, '')
		return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex')
	}
	const body = text.slice(1, text.endsWith(')') ? -1 : undefined)
	const out: number[] = []
	for (let i = 0; i < body.length; i++) {
		const char = body[i]!
		if (char === '\r') {
			out.push(10)
			if (body[i + 1] === '\n') i++
			continue
		}
		if (char !== '\\') {
			out.push(char.charCodeAt(0))
			continue
		}
		const next = body[++i]
		if (next === undefined) break
		const octal = /^[0-7]{1,3}/.exec(body.slice(i, i + 3))
		if (octal) {
			out.push(parseInt(octal[0], 8) & 0xff)
			i += octal[0].length - 1
		} else if (next === '\r') {
			if (body[i + 1] === '\n') i++
		} else if (next !== '\n') {
			out.push((ESCAPES[next] ?? next).charCodeAt(0))
		}
	}
	return Buffer.from(out)
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }
