import crypto from 'node:crypto'
import { promisify } from 'node:util'
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import { passwordShapeProblem, visiblePassword } from './password-rules.ts'
import { asLatinLetters } from '#app/utils/common/look-alikes.ts'
import {
	guessableWords,
	withoutGuessableWords,
	type PasswordOwner,
	type SiteAddresses,
} from './password-words.server.ts'
import { hashCost } from './password-cost.server.ts'

export type { PasswordOwner, SiteAddresses }
export { hashPasswordsAtTestCost } from './password-cost.server.ts'

// Staff passwords (OWASP Password Storage and Authentication cheat sheets): at
// least 12 characters, not one of the ~49,000 most common passwords, not easy to
// guess, no composition rules; hashed with scrypt at the cost OWASP recommends
// (N = 2^17, r = 8, p = 1), which needs more memory than node allows by default.
// https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#scrypt

const scrypt = promisify(crypto.scrypt) as (
	password: string,
	salt: Buffer,
	keylen: number,
	options: crypto.ScryptOptions,
) => Promise<Buffer>

const KEY_LENGTH = 64
const MAX_MEMORY = 256 * 1024 * 1024

/**
 * zxcvbn's score (0 to 4) a new password needs: 3 is at least 10^8 guesses, which at
 * scrypt's cost is years of one machine's work, and far beyond what the sign-in
 * throttle lets anyone try. https://github.com/dropbox/zxcvbn#usage
 */
const MIN_SCORE = 3
/**
 * zxcvbn's work grows quickly with length (a 200-character password took seconds of
 * the server's time): it measures the first 40 characters, which decide anyway.
 */
const MEASURED_LENGTH = 40

let common: Set<string> | undefined
let strength: ZxcvbnFactory | undefined

/** True when the password (whatever its case) is on the list of common passwords. */
export function isCommonPassword(password: string) {
	common ??= new Set(dictionary['passwords-common'] as string[])
	return common.has(password.toLowerCase())
}

// zxcvbn's warnings, in the words of our other messages.
const WHY: Record<string, string> = {
	userInputs:
		'it contains your e-mail address, your name, a back-office role, or the company’s name, web address or cities',
	simpleRepeat: 'it is a repeated character',
	extendedRepeat: 'it repeats the same few letters or words',
	sequences: 'it is a sequence such as abcd or 6789',
	straightRow: 'it is a row of keys on the keyboard',
	keyPattern: 'it is a pattern of keys on the keyboard',
	recentYears: 'it is built on a year',
	dates: 'it is built on a date',
	topTen: 'it is one of the most common passwords',
	topHundred: 'it is one of the most common passwords',
	common: 'it is one of the most common passwords',
	similarToCommon: 'it is close to one of the most common passwords',
	wordByItself: 'it is a single word',
	namesByThemselves: 'it is made of names only',
	commonNames: 'it is a common name',
}

function strengthMeter() {
	strength ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: MEASURED_LENGTH })
	return strength
}

/**
 * Builds zxcvbn's dictionaries soon (about half a second, once per process), after
 * this answer: a page with a new-password form calls it, so that its post finds them.
 */
export function preparePasswordCheck() {
	if (!strength) setImmediate(strengthMeter)
}

const ADVICE = 'A few unrelated words make a good one.'

/**
 * Why this password cannot be used, in words a person can act on, or null when it
 * can. It is measured as it shows (visiblePassword), against the owner's e-mail
 * address and name, the back office's roles and the company's name, domains and
 * cities (guessableWords). zxcvbn counts such a word as a few guesses only when it
 * finds it alone (Brisk@2026!! passes it as Brisk and seven signs), so what is left
 * without those words must be hard to guess by itself.
 */
export function passwordProblem(password: string, owner: PasswordOwner, site: SiteAddresses): string | null {
	const shape = passwordShapeProblem(password)
	if (shape) return shape
	const visible = visiblePassword(password)
	if (isCommonPassword(visible)) {
		return 'This password is one of the most common ones, which attackers try first. Please choose another.'
	}
	const words = guessableWords(owner, site)
	for (const form of guessersForms(visible)) {
		const rest = withoutGuessableWords(form, words)
		if (rest !== null && (rest.trim() === '' || strengthMeter().check(rest, words).score < MIN_SCORE)) {
			return `This password is too easy to guess: ${WHY.userInputs}. ${ADVICE}`
		}
	}
	const result: ZxcvbnResult = strengthMeter().check(visible, words)
	if (result.score >= MIN_SCORE) return null
	const why = result.feedback.warning ? WHY[result.feedback.warning] : undefined
	if (!why) return `This password is too easy to guess. Please make it longer: ${ADVICE.toLowerCase()}`
	return `This password is too easy to guess: ${why}. ${ADVICE}`
}

/**
 * The password as a guesser who starts from the company's words also tries them: with other scripts' look-alike
 * letters read as Latin ones (Вrisk), without spaces between the letters (B r i s k), and backwards (ksirb).
 */
function guessersForms(visible: string) {
	const latin = asLatinLetters(visible)
	const joined = latin.replace(/\s+/gu, '')
	return [...new Set([visible, latin, joined, [...joined].reverse().join('')])]
}

/** A new password that is the one in use now is no change: answers why, or null. */
export async function samePasswordProblem(password: string, stored: string | null) {
	if (!(await verifyPassword(password, stored))) return null
	return 'This is the password you use now. Please choose a new one.'
}

/** Changes of a few letters or of case only: a new password this close to the old one is as good as the old. */
const MIN_CHANGES_FROM_CURRENT = 4

/**
 * A new password that is the one typed as the current one with a letter or two changed, or in other capitals
 * ("Brisk-Office-Pass-1" → "brisk-office-pass-2"), is no change against whoever learnt the old one: answers why.
 */
export function nearCurrentPasswordProblem(password: string, current: string) {
	const [a, b] = [visiblePassword(password).toLowerCase(), visiblePassword(current).toLowerCase()]
	if (editDistance(a, b, MIN_CHANGES_FROM_CURRENT) >= MIN_CHANGES_FROM_CURRENT) return null
	return 'This password is too close to the one you use now. Please choose a new one, not a changed letter or two.'
}

/** The Levenshtein distance between two strings (code points), counted up to `cap` at most. */
function editDistance(a: string, b: string, cap: number) {
	const [x, y] = [[...a], [...b]]
	if (Math.abs(x.length - y.length) >= cap) return cap
	let previous = Array.from({ length: y.length + 1 }, (_, at) => at)
	for (let i = 1; i <= x.length; i++) {
		const row = [i]
		for (let j = 1; j <= y.length; j++)
			row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1))
		if (Math.min(...row) >= cap) return cap
		previous = row
	}
	return Math.min(previous[y.length]!, cap)
}

export async function hashPassword(password: string) {
	const salt = crypto.randomBytes(16)
	const cost = hashCost()
	const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY })
	return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string | null) {
	// Without a stored hash the same work is done, so that a missing account takes as long as a wrong password.
	const [scheme, N, r, p, salt, key] = (stored ?? dummyHash()).split('$')
	if (scheme !== 'scrypt' || !salt || !key) return false
	const expected = Buffer.from(key, 'base64')
	const actual = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, {
		N: Number(N),
		r: Number(r),
		p: Number(p),
		maxmem: MAX_MEMORY,
	})
	return stored !== null && crypto.timingSafeEqual(actual, expected)
}

function dummyHash() {
	const { N, r, p } = hashCost()
	return ['scrypt', N, r, p, 'AAAAAAAAAAAAAAAAAAAAAA==', Buffer.alloc(KEY_LENGTH).toString('base64')].join('$')
}
