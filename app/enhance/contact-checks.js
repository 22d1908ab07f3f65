// @ts-check
// The contact form's rules as the browser checks them (contact.js), written again by hand so that no zod and no
// catalogue of messages travel to the visitor: the schema is app/utils/enquiries/contact-schema.ts, and
// contact-checks.test.ts holds both to the same answer on a table of inputs. A change to one is a change to both.
//
// A check answers which message the field shows (the server writes each one into the page, in its language):
// 'field' (the field's own, "Please enter valid name."), 'tooLong' ("Please keep this under {max} characters.") or
// 'control' (characters that cannot be stored); null when the value passes.

/** @typedef {'field' | 'tooLong' | 'control' | null} Verdict */

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/** zod's own e-mail pattern (z.email()). */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/
/** validation.ts: ten digits from 6 to 9, after +91, 91 (with a space or hyphen) or 0. */
const INDIAN_MOBILE = /^(?:(?:\+91|91)[-\s]?|0)?([6-9]\d{9})$/
/** The digits of the site's scripts a phone's keyboard types: Devanagari (Hindi, Marathi) and Telugu. */
const OTHER_DIGITS = /[\u0966-\u096f\u0c66-\u0c6f]/g

/**
 * A required text (requiredText in validation.ts): trimmed, not empty, at most max characters, nothing unstorable.
 * @param {string} value
 * @param {number} max
 * @param {boolean} multiline
 * @returns {Verdict}
 */
export function checkText(value, max, multiline) {
	const text = value.trim()
	if (text.length < 1) return 'field'
	if (text.length > max) return 'tooLong'
	if ((multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(text)) return 'control'
	return null
}

/**
 * A person's name (personName): a required text of 100 with a letter in it and none of < > { }.
 * @param {string} value
 * @returns {Verdict}
 */
export function checkName(value) {
	const verdict = checkText(value, 100, false)
	if (verdict) return verdict
	const text = value.trim()
	return /\p{L}/u.test(text) && !/[<>{}]/.test(text) ? null : 'field'
}

/**
 * An e-mail address (emailAddress).
 * @param {string} value
 * @returns {Verdict}
 */
export function checkEmail(value) {
	const text = value.trim()
	return text.length >= 1 && text.length <= 254 && EMAIL.test(text) ? null : 'field'
}

/**
 * An Indian mobile number (indianMobile), in any script's digits, grouped by spaces or hyphens.
 * @param {string} value
 * @returns {Verdict}
 */
export function checkMobile(value) {
	const text = value.trim()
	if (text.length < 1 || text.length > 20) return 'field'
	const digits = text
		.replace(OTHER_DIGITS, (digit) => {
			const code = digit.charCodeAt(0)
			return String(code - (code >= 0xc66 ? 0xc66 : 0x966))
		})
		.trim()
		.replace(/(\d)[\s-](?=\d)/g, '$1')
	return INDIAN_MOBILE.test(digits) ? null : 'field'
}

/**
 * One of a list's values (oneOf): the select's own options, less its empty "Choose…".
 * @param {string} value
 * @param {readonly string[]} choices
 * @returns {Verdict}
 */
export function checkChoice(value, choices) {
	return choices.includes(value) ? null : 'field'
}
