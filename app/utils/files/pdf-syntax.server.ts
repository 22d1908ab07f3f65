// The tokens and objects of a PDF file, read as PDF readers read them, for the
// upload check (pdf-check.server.ts). Strings and streams are skipped, never
// decoded here: the check needs the names, numbers, references and dictionaries,
// and the strings given as a link's target (pdf-links.server.ts reads those).
// The syntax is the PDF reference's, section 7.2 and 7.3:
// https://opensource.adobe.com/dc-acrobat-sdk-docs/pdfstandards/PDF32000_2008.pdf

/** A file the check cannot read to the end: damaged, encrypted, or more work than a document needs. */
export class PdfUnreadable extends Error {}

export class PdfName {
	constructor(readonly text: string) {}
}

export class PdfRef {
	constructor(
		readonly num: number,
		readonly gen: number,
	) {}
}

/** A keyword that is not structure: true, false, null, or a stray word of a damaged file. */
export class PdfKeyword {
	constructor(readonly word: string) {}
}

/** A string, as it stands in the file (its brackets and escapes included): only a link's target is ever read. */
export class PdfString {
	constructor(readonly raw: Uint8Array) {}
}

export type PdfDict = Map<string, PdfValue>
export type PdfValue = number | PdfName | PdfRef | PdfKeyword | PdfString | PdfValue[] | PdfDict | null

type Token =
	| { type: 'number'; value: number; end: number }
	| { type: 'name'; value: string; end: number }
	| { type: 'string'; start: number; end: number }
	| { type: 'keyword'; value: string; end: number }
	| { type: 'punct'; value: '[' | ']' | '<<' | '>>' | '{' | '}'; end: number }
	| { type: 'eof'; end: number }

/**
 * What the reading of one file may cost, in bytes lexed: a real document is read about
 * once, a crafted one (a thousand objects that never end) would otherwise take minutes.
 */
export class Budget {
	constructor(private left: number) {}
	/** More to read: an object stream's decoded data. */
	allow(bytes: number) {
		this.left += bytes
	}
	spend(bytes: number) {
		this.left -= bytes
		if (this.left < 0) throw new PdfUnreadable('more work than a document needs')
	}
}

/** Keywords that end an object: an open array or dictionary stops before them, as readers recover. */
const STRUCTURE = new Set(['obj', 'endobj', 'stream', 'endstream', 'xref', 'trailer', 'startxref'])
const MAX_NESTING = 100
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/

export function isWhitespace(byte: number | undefined) {
	return byte === 0 || byte === 9 || byte === 10 || byte === 12 || byte === 13 || byte === 32
}

function isDelimiter(byte: number) {
	// ( ) < > [ ] { } / %
	return (
		byte === 0x28 ||
		byte === 0x29 ||
		byte === 0x3c ||
		byte === 0x3e ||
		byte === 0x5b ||
		byte === 0x5d ||
		byte === 0x7b ||
		byte === 0x7d ||
		byte === 0x2f ||
		byte === 0x25
	)
}

export function isRegular(byte: number | undefined) {
	return byte !== undefined && !isWhitespace(byte) && !isDelimiter(byte)
}

function hexValue(byte: number | undefined) {
	if (byte === undefined) return -1
	if (byte >= 0x30 && byte <= 0x39) return byte - 0x30
	if (byte >= 0x41 && byte <= 0x46) return byte - 0x37
	if (byte >= 0x61 && byte <= 0x66) return byte - 0x57
	return -1
}

/** What the check is told while a file is read. */
export interface PdfWatch {
	/** Every name met, decoded (`/J#61vaScript` is JavaScript). */
	name(name: string): void
	/** Whether a name is a key whose value is where a link leads (`/URI`). */
	isLinkKey(name: string): boolean
	/** The value given to such a key: a string, or the object a reference names. */
	link(target: PdfString | PdfRef): void
}

/** The tokens of a range of bytes; every name it meets, and every link's target, is told to the watch. */
export class PdfLexer {
	/** After a link's key: the tokens of its value read so far (a reference is three). */
	private linkValue: Token[] | null = null

	constructor(
		readonly bytes: Uint8Array,
		public pos: number,
		readonly budget: Budget,
		readonly watch: PdfWatch,
	) {}

	next(): Token {
		const { bytes } = this
		const start = this.skipSpace()
		if (start >= bytes.length) return { type: 'eof', end: start }
		const token = this.read(bytes[start]!)
		this.budget.spend(this.pos - start + 1)
		this.followLink(token)
		return token
	}

	/** A link's key, then its value: a string at once, or `N G R`, whichever lexer (object stream or file) reads it. */
	private followLink(token: Token) {
		const value = this.linkValue
		this.linkValue = null
		if (token.type === 'name') {
			if (this.watch.isLinkKey(token.value)) this.linkValue = []
			return
		}
		if (!value) return
		if (token.type === 'string' && value.length === 0) {
			this.watch.link(new PdfString(this.bytes.subarray(token.start, token.end)))
		} else if (token.type === 'number' && value.length < 2 && Number.isInteger(token.value)) {
			this.linkValue = [...value, token]
		} else if (token.type === 'keyword' && token.value === 'R' && value.length === 2) {
			const [num, gen] = value as Array<{ value: number }>
			this.watch.link(new PdfRef(num!.value, gen!.value))
		}
	}

	/** Skips what is left of a run of regular characters: `obj1234` is `obj` to some readers. */
	skipRegularRun() {
		while (isRegular(this.bytes[this.pos])) this.pos++
	}

	private skipSpace() {
		const { bytes } = this
		while (this.pos < bytes.length) {
			const byte = bytes[this.pos]!
			if (isWhitespace(byte)) this.pos++
			else if (byte === 0x25) {
				while (this.pos < bytes.length && bytes[this.pos] !== 10 && bytes[this.pos] !== 13) this.pos++
			} else break
		}
		return this.pos
	}

	private read(byte: number): Token {
		const { bytes } = this
		const at = this.pos
		this.pos++
		switch (byte) {
			case 0x28:
				this.skipLiteralString()
				return { type: 'string', start: at, end: this.pos }
			case 0x3c:
				if (bytes[this.pos] === 0x3c) return { type: 'punct', value: '<<', end: ++this.pos }
				while (this.pos < bytes.length && bytes[this.pos++] !== 0x3e);
				return { type: 'string', start: at, end: this.pos }
			case 0x3e:
				if (bytes[this.pos] === 0x3e) return { type: 'punct', value: '>>', end: ++this.pos }
				return { type: 'keyword', value: '>', end: this.pos }
			case 0x5b:
				return { type: 'punct', value: '[', end: this.pos }
			case 0x5d:
				return { type: 'punct', value: ']', end: this.pos }
			case 0x7b:
				return { type: 'punct', value: '{', end: this.pos }
			case 0x7d:
				return { type: 'punct', value: '}', end: this.pos }
			case 0x29:
				return { type: 'keyword', value: ')', end: this.pos }
			case 0x2f: {
				const name = this.readName()
				this.watch.name(name)
				return { type: 'name', value: name, end: this.pos }
			}
		}
		this.skipRegularRun()
		let word = ''
		for (let i = at; i < this.pos; i++) word += String.fromCharCode(bytes[i]!)
		if (NUMBER.test(word)) return { type: 'number', value: Number(word), end: this.pos }
		return { type: 'keyword', value: word, end: this.pos }
	}

	/** A literal string: balanced parentheses, a backslash escapes the next byte. */
	private skipLiteralString() {
		const { bytes } = this
		let depth = 1
		while (this.pos < bytes.length) {
			const byte = bytes[this.pos++]
			if (byte === 0x5c) this.pos++
			else if (byte === 0x28) depth++
			else if (byte === 0x29 && --depth === 0) return
		}
	}

	private readName() {
		const { bytes } = this
		let name = ''
		while (isRegular(bytes[this.pos])) {
			const byte = bytes[this.pos++]!
			const high = byte === 0x23 ? hexValue(bytes[this.pos]) : -1
			const low = high >= 0 ? hexValue(bytes[this.pos + 1]) : -1
			if (low >= 0) {
				name += String.fromCharCode(high * 16 + low)
				this.pos += 2
			} else name += String.fromCharCode(byte)
		}
		return name
	}
}

/** PDF objects from a lexer's tokens, forgiving the way readers are: a damaged container ends where structure resumes. */
export class PdfParser {
	private queue: Token[] = []

	constructor(readonly lexer: PdfLexer) {}

	peek(ahead = 0): Token {
		while (this.queue.length <= ahead) this.queue.push(this.lexer.next())
		return this.queue[ahead]!
	}

	take(): Token {
		return this.queue.shift() ?? this.lexer.next()
	}

	/** Continues at a byte position (after a stream's data). */
	seek(pos: number) {
		this.queue = []
		this.lexer.pos = pos
	}

	/** One object; null at the end or before a structural keyword, which is left for the caller. */
	value(depth = 0): PdfValue {
		if (depth > MAX_NESTING) throw new PdfUnreadable('objects nested too deeply')
		const token = this.peek()
		if (token.type === 'eof' || isStructure(token)) return null
		this.take()
		switch (token.type) {
			case 'number':
				return this.numberOrReference(token.value)
			case 'name':
				return new PdfName(token.value)
			case 'string':
				return new PdfString(this.lexer.bytes.subarray(token.start, token.end))
			case 'keyword':
				return new PdfKeyword(token.value)
			case 'punct':
				if (token.value === '[') return this.array(depth)
				if (token.value === '<<') return this.dictionary(depth)
				return null
		}
	}

	private numberOrReference(value: number) {
		const gen = this.peek()
		const r = this.peek(1)
		if (Number.isInteger(value) && gen.type === 'number' && Number.isInteger(gen.value)) {
			if (r.type === 'keyword' && r.value === 'R') {
				this.take()
				this.take()
				return new PdfRef(value, gen.value)
			}
		}
		return value
	}

	private array(depth: number) {
		const items: PdfValue[] = []
		for (;;) {
			const token = this.peek()
			if (token.type === 'punct' && token.value === ']') {
				this.take()
				return items
			}
			if (token.type === 'eof' || isStructure(token)) return items
			items.push(this.value(depth + 1))
		}
	}

	private dictionary(depth: number) {
		const dict: PdfDict = new Map()
		for (;;) {
			const token = this.peek()
			if (token.type === 'punct' && token.value === '>>') {
				this.take()
				return dict
			}
			if (token.type === 'eof' || isStructure(token)) return dict
			this.take()
			// A key that is not a name is skipped, as readers do.
			if (token.type === 'name') dict.set(token.value, this.value(depth + 1))
		}
	}
}

function isStructure(token: Token) {
	return token.type === 'keyword' && STRUCTURE.has(token.value)
}
