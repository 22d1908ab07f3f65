import crypto from 'node:crypto'
import {
	REFERENCE_CODE_LENGTH,
	REFERENCE_CODE_LETTERS,
	REFERENCE_CODE_SYMBOLS,
} from '#app/utils/applications/references.ts'

// The check code printed at the end of a reference (career.ts says why these symbols): made by the
// operating system's random source, never by Math.random, since it is what a stranger must guess.

/** A new application's check code: a letter, then four letters or digits ("K7Q9M"). */
export function newReferenceCode() {
	let code = REFERENCE_CODE_LETTERS[crypto.randomInt(REFERENCE_CODE_LETTERS.length)]!
	while (code.length < REFERENCE_CODE_LENGTH)
		code += REFERENCE_CODE_SYMBOLS[crypto.randomInt(REFERENCE_CODE_SYMBOLS.length)]
	return code
}

/** Whether a typed code is the stored one, compared in constant time; a missing code on either side never is. */
export function sameReferenceCode(stored: string | null | undefined, typed: string | null | undefined) {
	const padded = (value: string | null | undefined, filler: string) =>
		Buffer.from((value ?? '').slice(0, REFERENCE_CODE_LENGTH).padEnd(REFERENCE_CODE_LENGTH, filler))
	// Different fillers: two missing codes are not the same code.
	const same = crypto.timingSafeEqual(padded(stored, '\u0001'), padded(typed, '\u0002'))
	return same && stored?.length === REFERENCE_CODE_LENGTH && typed?.length === REFERENCE_CODE_LENGTH
}
