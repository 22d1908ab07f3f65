// @ts-check
// The apply form's rules as the browser checks them (apply.js), written by hand so that no zod and no catalogue of
// messages travel to a job seeker's phone: the schema is app/utils/applying/apply-schema.ts, and apply-checks.test.ts
// holds both to the same answer on a table of inputs. A change to one is a change to both.
//
// A check answers which message the field shows (the server writes each one into the page, in its language): 'field'
// (the field's own: "Please enter your name.", a missing file), 'tooLong', 'control' (characters that cannot be
// stored), 'wrongType' or 'tooLarge' (a file); null when the value passes.

import { checkChoice, checkEmail, checkMobile, checkName, checkText } from './contact-checks.js'

/** @typedef {import('./contact-checks.js').Verdict | 'wrongType' | 'tooLarge'} Verdict */

/**
 * A text that may be left empty (optionalText in validation.ts); required, one of the questions asked instead of a
 * resume.
 * @param {string} value
 * @param {number} max
 * @param {boolean} required
 * @returns {Verdict}
 */
export function checkOptional(value, max, required) {
	if (value.trim() === '') return required ? 'field' : null
	return checkText(value, max, false)
}

/**
 * An e-mail address, which a job may leave to the person's choice.
 * @param {string} value
 * @param {boolean} required
 * @returns {Verdict}
 */
export function checkOptionalEmail(value, required) {
	return !required && value.trim() === '' ? null : checkEmail(value)
}

/**
 * A chosen file (uploadRule in apply-schema.ts): there when required, of a type the field takes (by the browser's
 * type, or by the name's ending when the browser gives none), and no larger than the field's limit.
 * @param {{ name: string, size: number, type: string } | undefined} file
 * @param {{ required: boolean, accept: string, maxBytes: number }} rule
 * @returns {Verdict}
 */
export function checkFile(file, { required, accept, maxBytes }) {
	if (!file || file.size === 0) return required ? 'field' : null
	const accepted = accept.split(',')
	const name = file.name.toLowerCase()
	const known = file.type
		? accepted.includes(file.type)
		: accepted.some((ending) => ending.startsWith('.') && name.endsWith(ending))
	if (!known) return 'wrongType'
	return file.size > maxBytes ? 'tooLarge' : null
}

/**
 * A size as the server writes it (formatBytes in app/utils/common/format.ts).
 * @param {number} bytes
 */
export function formatBytes(bytes) {
	if (bytes < 1024) return `${bytes} B`
	if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
	return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
}

export { checkChoice, checkMobile, checkName, checkText }
