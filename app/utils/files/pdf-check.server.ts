import { PdfFile } from './pdf-file.server.ts'
import { decodeStream } from './pdf-filters.server.ts'
import { isScriptLink, LINK_KEYS } from './pdf-links.server.ts'
import {
	Budget,
	PdfLexer,
	PdfParser,
	PdfString,
	PdfUnreadable,
	type PdfDict,
	type PdfWatch,
} from './pdf-syntax.server.ts'

// Whether a PDF can run code or carry other files when someone opens it. Readers
// do not agree on which of two definitions of an object counts, so every
// definition in the file is read (pdf-file.server.ts), and every object stream is
// decoded, its filters and predictors undone. A file the check cannot read to the
// end (encrypted, an unknown filter, damaged data) is refused as unreadable rather
// than let through unseen: a reader may still open it.

export type PdfVerdict = 'plain' | 'active' | 'unreadable'

// Markers of a web page inside a PDF: a polyglot a browser could render as HTML.
const MARKUP = /<\s*(?:html|script|svg|body|iframe|object|embed)\b/i

// Names of features that run code, open or send something, or carry other files. A link to a
// web address (/URI) and an /OpenAction that shows a page are a resume's ordinary content; a
// link to `javascript:` and the like is not (pdf-links.server.ts).
const ACTIVE_NAMES = new Set([
	'JavaScript',
	'JS',
	'Launch',
	'EmbeddedFile',
	'EmbeddedFiles',
	'EF',
	'FileAttachment',
	'RichMedia',
	'RichMediaExecute',
	'XFA',
	'SubmitForm',
	'ImportData',
	'GoToE',
	'GoToR',
])

/**
 * Reading costs about a pass over the file; a crafted one (thousands of objects that
 * never end, tables that point at the same object again and again) stops here.
 */
const BUDGET_PER_BYTE = 8

export function inspectPdf(bytes: Buffer): PdfVerdict {
	const text = bytes.toString('latin1')
	if (MARKUP.test(text)) return 'active'
	// A file cut short (an upload that stopped) ends without its end-of-file marker.
	if (!text.slice(-2048).includes('%%EOF')) return 'unreadable'
	let active = false
	// Objects a link names as its target (`/URI 7 0 R`), read once every object is known.
	const linkedObjects = new Set<number>()
	const watch: PdfWatch = {
		name(name) {
			if (ACTIVE_NAMES.has(decodedAgain(name))) active = true
		},
		isLinkKey: (name) => LINK_KEYS.has(decodedAgain(name)),
		link(target) {
			if (target instanceof PdfString) {
				if (isScriptLink(target)) active = true
			} else linkedObjects.add(target.num)
		},
	}
	try {
		const file = new PdfFile(bytes, new Budget(bytes.length * BUDGET_PER_BYTE + 1_000_000), watch)
		if (file.objectCount === 0) return 'unreadable'
		if (!active) readObjectStreams(file)
		for (const num of linkedObjects) {
			if (file.strings.get(num)?.some(isScriptLink)) active = true
		}
	} catch (error) {
		if (!(error instanceof PdfUnreadable)) throw error
		if (!active) return 'unreadable'
	}
	return active ? 'active' : 'plain'
}

/** `/J#2361vaScript` decodes once to `J#61vaScript`; a careless reader decoding twice would see JavaScript. */
function decodedAgain(name: string) {
	let text = name
	for (let round = 0; round < 3 && text.includes('#'); round++) {
		text = text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
	}
	return text
}

/** Decodes every object stream; each object is read from where the stream's table puts it, and the whole stream once more. */
function readObjectStreams(file: PdfFile) {
	// An encrypted file's strings and streams are ciphertext.
	if (file.encrypted) throw new PdfUnreadable('an encrypted file')
	for (const stream of file.objectStreams) {
		const data = decodeStream(file.rawData(stream), stream.dict, (value) => file.resolve(value))
		file.budget.allow(data.length * BUDGET_PER_BYTE)
		readObjectStream(data, stream.dict, file)
	}
}

function readObjectStream(data: Buffer, dict: PdfDict, file: PdfFile) {
	const count = file.resolve(dict.get('N'))
	const first = file.resolve(dict.get('First'))
	if (!isCount(count) || !isCount(first) || first > data.length || count > data.length) {
		throw new PdfUnreadable('an object stream without its table')
	}
	const lexer = (at: number, end = data.length) => new PdfLexer(data.subarray(0, end), at, file.budget, file.watch)
	// Every name in the stream, whatever its table says.
	const whole = lexer(0)
	while (whole.next().type !== 'eof');
	const table = lexer(0, first)
	for (let index = 0; index < count; index++) {
		const num = table.next()
		const offset = table.next()
		if (
			num.type !== 'number' ||
			offset.type !== 'number' ||
			!isCount(offset.value) ||
			first + offset.value > data.length
		) {
			throw new PdfUnreadable('a damaged object stream')
		}
		const value = new PdfParser(lexer(first + offset.value)).value()
		if (value instanceof PdfString) file.addString(num.value, value)
	}
}

function isCount(value: unknown): value is number {
	return typeof value === 'number' && Number.isInteger(value) && value >= 0
}
