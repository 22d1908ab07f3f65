import { translate, translator, type Translate } from '#app/i18n/index.ts'
import { westernDigits } from '#app/i18n/languages.ts'
import { z } from 'zod'

// zod compiles fast object parsers with `new Function` when it may; under our CSP
// (no 'unsafe-eval') its probe for that is reported as a violation in the
// browser. Parsing without it is fast enough for forms of a dozen fields.
z.config({ jitless: true })

// Field rules written once, shared by the forms (browser and server) and the API.

/**
 * Indian mobile numbers: 10 digits starting
 * 6-9, optionally prefixed by +91 (with an optional hyphen or space) or 0.
 */
const INDIAN_MOBILE = /^(?:(?:\+91|91)[-\s]?|0)?([6-9]\d{9})$/

/** Digits as a phone's keyboard in any of the site's languages types them (९८७६५), as 0-9. */
export function asciiDigits(value: string) {
	return westernDigits(value)
}

export function normaliseIndianMobile(value: string) {
	const match = INDIAN_MOBILE.exec(
		asciiDigits(value)
			.trim()
			.replace(/(\d)[\s-](?=\d)/g, '$1'),
	)
	return match ? `+91${match[1]}` : null
}

/**
 * Control characters no keyboard types: a NUL cannot even be stored by
 * PostgreSQL, and a line break in a one-line field would end up in a mail header.
 * Multi-line text keeps its line breaks and tabs.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
export const CONTROL_CHARACTER_MESSAGE = translate('en', 'form.controlCharacters')

/** The general messages below come in the form's language; the compatibility API speaks English. */
const english = translator('en')

/** No control character (line breaks and tabs allowed in multi-line text). */
function plainText(multiline: boolean, t: Translate) {
	const pattern = multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS
	return [(value: string) => !pattern.test(value), t('form.controlCharacters')] as const
}

// The rules below are checks on one string schema rather than pipes, so that the
// form kit reads their length limits as the inputs' constraints (getZodConstraint).

export function requiredText(message: string, max = 200, { multiline = false, t = english } = {}) {
	return z
		.string({ error: message })
		.trim()
		.min(1, message)
		.max(max, t('form.tooLong', { max }))
		.refine(...plainText(multiline, t))
}

export function optionalText(max = 200, t: Translate = english, { multiline = false } = {}) {
	return z
		.string()
		.trim()
		.max(max, t('form.tooLong', { max }))
		.refine(...plainText(multiline, t))
		.optional()
		.transform((value) => value ?? '')
}

export function personName(message: string, t: Translate = english) {
	return requiredText(message, 100, { t }).refine((value) => /\p{L}/u.test(value) && !/[<>{}]/.test(value), message)
}

export function emailAddress(message: string) {
	return z.string({ error: message }).trim().min(1, message).max(254, message).pipe(z.email(message).max(254, message))
}

/**
 * A mobile number as people read it aloud when they call: "+91 98765 43210", grouped five and five. A number stored
 * before the rule (spaces, a leading 0, an Indian script's digits) reads the same; anything else stays as it is.
 */
export function formatIndianMobile(stored: string) {
	const match = /^\+91(\d{5})(\d{5})$/.exec(normaliseIndianMobile(stored) ?? '')
	return match ? `+91 ${match[1]} ${match[2]}` : stored
}

/** An Indian mobile number, stored normalised as +91XXXXXXXXXX. */
export function indianMobile(message: string) {
	return z
		.string({ error: message })
		.trim()
		.min(1, message)
		.max(20, message)
		.transform((value, ctx) => {
			const normalised = normaliseIndianMobile(value)
			if (!normalised) {
				ctx.addIssue({ code: 'custom', message })
				return z.NEVER
			}
			return normalised
		})
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
	return z.enum(values, { error: message })
}
