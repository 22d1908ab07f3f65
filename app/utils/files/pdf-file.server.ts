import {
	PdfLexer,
	PdfName,
	PdfParser,
	PdfRef,
	PdfString,
	PdfUnreadable,
	isRegular,
	isWhitespace,
	type Budget,
	type PdfDict,
	type PdfValue,
	type PdfWatch,
} from './pdf-syntax.server.ts'

// The objects of a PDF file as every kind of reader may find them. A reader follows
// the cross-reference to an object; one that finds the cross-reference damaged scans
// the file for `N G obj`; some keep the first definition of a number, some the last.
// So every `obj` in the file is read, wherever it stands (inside another object's
// data too), and every name and link met on the way is told to the caller.

export interface StreamDefinition {
	dict: PdfDict
	/** The first byte of the data, after `stream` and its line end. */
	dataStart: number
}

export class PdfFile {
	/** The streams a reader could take objects from: those that say so, or have an object stream's /N and /First. */
	readonly objectStreams: StreamDefinition[] = []
	/** The objects that are a string alone, by number: a link may name one as its target (`/URI 7 0 R`). */
	readonly strings = new Map<number, PdfString[]>()
	/** Whether a trailer (or a cross-reference stream, the other kind of trailer) names an encryption dictionary. */
	encrypted = false
	/** Where each `obj` stands, to find an object's definitions when a stream's decoding needs its value. */
	private definitions: number[] = []
	private byNumber?: Map<string, number[]>
	private resolved = new Map<string, PdfValue>()
	private lastEndstream?: { from: number; found: number }

	constructor(
		readonly bytes: Buffer,
		readonly budget: Budget,
		readonly watch: PdfWatch,
	) {
		const text = bytes.toString('latin1')
		for (let at = text.indexOf('obj'); at >= 0; at = text.indexOf('obj', at + 3)) {
			// `obj` as readers would take it: not the end of a longer word (`endobj`, `0obj`).
			if (at === 0 || !isRegular(bytes[at - 1])) this.readDefinition(at)
		}
		for (let at = text.indexOf('trailer'); at >= 0; at = text.indexOf('trailer', at + 7)) {
			if ((at === 0 || !isRegular(bytes[at - 1])) && !isRegular(bytes[at + 7])) {
				const value = this.parserAt(at + 7).value()
				if (value instanceof Map && value.has('Encrypt')) this.encrypted = true
			}
		}
	}

	/** How many `obj` the file has: none is no document at all. */
	get objectCount() {
		return this.definitions.length
	}

	private parserAt(at: number) {
		return new PdfParser(new PdfLexer(this.bytes, at, this.budget, this.watch))
	}

	private readDefinition(at: number) {
		const parser = this.parserAt(at + 3)
		// `obj1234`: some readers take the keyword and go on after the number.
		parser.lexer.skipRegularRun()
		const value = parser.value()
		this.definitions.push(at)
		if (value instanceof PdfString) {
			const number = numberBefore(this.bytes, at)
			if (number) this.addString(number.num, value)
		}
		const next = parser.peek()
		if (value instanceof Map && next.type === 'keyword' && next.value === 'stream') {
			const dataStart = afterLineEnd(this.bytes, next.end)
			if (value.has('Encrypt')) this.encrypted = true
			if (isType(value, 'ObjStm') || (value.has('N') && value.has('First'))) {
				this.objectStreams.push({ dict: value, dataStart })
			}
			const length = value.get('Length')
			parser.seek(this.streamEnd(dataStart, typeof length === 'number' ? length : undefined) ?? this.bytes.length)
		}
		// The tokens up to endobj: a reader that takes the object differently (a damaged one) finds only these.
		for (;;) {
			const token = parser.take()
			if (token.type === 'eof' || (token.type === 'keyword' && (token.value === 'endobj' || token.value === 'obj'))) {
				return
			}
		}
	}

	/** A string object, from the file or an object stream. */
	addString(num: number, value: PdfString) {
		const known = this.strings.get(num)
		if (known) known.push(value)
		else this.strings.set(num, [value])
	}

	/**
	 * A reference's value, where decoding a stream needs one (its length, filters,
	 * table): the same in every definition of the object, or the file is unreadable.
	 */
	resolve(value: PdfValue | undefined): PdfValue | undefined {
		if (!(value instanceof PdfRef)) return value
		const key = `${value.num} ${value.gen}`
		if (this.resolved.has(key)) return this.resolved.get(key)
		if (!this.byNumber) {
			this.byNumber = new Map()
			for (const at of this.definitions) {
				const number = numberBefore(this.bytes, at)
				if (!number) continue
				const starts = this.byNumber.get(`${number.num} ${number.gen}`)
				if (starts) starts.push(at)
				else this.byNumber.set(`${number.num} ${number.gen}`, [at])
			}
		}
		const values = (this.byNumber.get(key) ?? []).map((at) => {
			const parser = this.parserAt(at + 3)
			parser.lexer.skipRegularRun()
			const found = parser.value()
			const next = parser.peek()
			if (next.type === 'keyword' && next.value === 'stream') throw new PdfUnreadable('a stream where a value belongs')
			return found
		})
		if (values.length === 0 || new Set(values.map((found) => JSON.stringify(comparable(found)))).size > 1) {
			throw new PdfUnreadable('a value defined nowhere, or differently twice')
		}
		this.resolved.set(key, values[0]!)
		return values[0]!
	}

	/** A stream's data as it is in the file (filters not undone). */
	rawData(stream: StreamDefinition) {
		let length: PdfValue | undefined
		try {
			length = this.resolve(stream.dict.get('Length'))
		} catch {
			// A length defined nowhere or twice: the data ends at `endstream`, as readers repair it.
		}
		const end = this.streamEnd(stream.dataStart, typeof length === 'number' ? length : undefined)
		if (end === undefined) throw new PdfUnreadable('a stream without its end')
		return this.bytes.subarray(stream.dataStart, end)
	}

	/**
	 * Where a stream's data ends: at its /Length when `endstream` follows there, as readers
	 * take it; otherwise at the first `endstream`, as readers repair it.
	 */
	private streamEnd(dataStart: number, length: number | undefined) {
		const { bytes } = this
		if (length !== undefined && Number.isInteger(length) && length >= 0 && dataStart + length <= bytes.length) {
			let at = dataStart + length
			while (isWhitespace(bytes[at])) at++
			if (bytes.toString('latin1', at, at + 9) === 'endstream') return dataStart + length
		}
		const found = this.nextEndstream(dataStart)
		if (found < 0) return undefined
		let end = found
		if (bytes[end - 1] === 10) end--
		if (bytes[end - 1] === 13) end--
		return Math.max(dataStart, end)
	}

	/** The next `endstream` from a position; remembered, so that a thousand streams without one cost one search. */
	private nextEndstream(from: number) {
		const last = this.lastEndstream
		if (!last || from < last.from || (last.found >= 0 && last.found < from)) {
			this.lastEndstream = { from, found: this.bytes.indexOf('endstream', from, 'latin1') }
		}
		return this.lastEndstream!.found
	}
}

/** A value as comparable data. */
function comparable(value: PdfValue): unknown {
	if (value instanceof Map) return [...value].map(([key, item]) => [key, comparable(item)])
	if (Array.isArray(value)) return value.map(comparable)
	if (value instanceof PdfName) return `/${value.text}`
	if (value instanceof PdfRef) return `${value.num} ${value.gen} R`
	if (value instanceof PdfString) return '(string)'
	return value
}

/** The object number and generation written before `obj`, when they are there. */
function numberBefore(bytes: Buffer, at: number) {
	const genEnd = skipSpaceBack(bytes, at)
	const genStart = skipDigitsBack(bytes, genEnd)
	const numEnd = skipSpaceBack(bytes, genStart)
	const numStart = skipDigitsBack(bytes, numEnd)
	if (genEnd === at || genStart === genEnd || numEnd === genStart || numStart === numEnd) return undefined
	if (isDigit(bytes[numStart - 1]) || genEnd - genStart > 5 || numEnd - numStart > 10) return undefined
	return {
		num: Number(bytes.toString('latin1', numStart, numEnd)),
		gen: Number(bytes.toString('latin1', genStart, genEnd)),
	}
}

function skipSpaceBack(bytes: Buffer, at: number) {
	while (at > 0 && isWhitespace(bytes[at - 1])) at--
	return at
}

function skipDigitsBack(bytes: Buffer, at: number) {
	while (at > 0 && isDigit(bytes[at - 1])) at--
	return at
}

function isType(dict: PdfDict, type: string) {
	const value = dict.get('Type')
	return value instanceof PdfName && value.text === type
}

function isDigit(byte: number | undefined) {
	return byte !== undefined && byte >= 0x30 && byte <= 0x39
}

/** Where a stream's data starts: after `stream` and its line end. */
function afterLineEnd(bytes: Buffer, at: number) {
	if (bytes[at] === 13) return bytes[at + 1] === 10 ? at + 2 : at + 1
	return bytes[at] === 10 ? at + 1 : at
}
