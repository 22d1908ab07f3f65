import crypto from 'node:crypto'
import { promisify } from 'node:util'
import { dictionary } from '@zxcvbn-ts/language-common'
import { PASSWORD_MIN_LENGTH } from './password-rules.ts'

// Staff passwords (OWASP Password Storage and Authentication cheat sheets): at
// least 12 characters, not one of the ~49,000 most common passwords, no
// composition rules; hashed with scrypt at the cost OWASP recommends
// (N = 2^17, r = 8, p = 1), which needs more memory than node allows by default.
// https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#scrypt

const scrypt = promisify(crypto.scrypt) as (
	password: string,
	salt: Buffer,
	keylen: number,
	options: crypto.ScryptOptions,
) => Promise<Buffer>

const COST = { N: 2 ** 17, r: 8, p: 1 }
const KEY_LENGTH = 64
const MAX_MEMORY = 256 * 1024 * 1024

let common: Set<string> | undefined

/** True when the password (whatever its case) is on the list of common passwords. */
export function isCommonPassword(password: string) {
	common ??= new Set(dictionary['passwords-common'] as string[])
	return common.has(password.toLowerCase())
}

/** Why this password cannot be used, or null when it can. */
export function passwordProblem(password: string): string | null {
	if ([...password].length < PASSWORD_MIN_LENGTH) {
		return `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a good one.`
	}
	if (isCommonPassword(password)) {
		return 'This password is one of the most common ones, which attackers try first. Please choose another.'
	}
	return null
}

export async function hashPassword(password: string) {
	const salt = crypto.randomBytes(16)
	const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...COST, maxmem: MAX_MEMORY })
	return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string | null) {
	// Without a stored hash the same work is done, so that a missing account takes as long as a wrong password.
	const [scheme, N, r, p, salt, key] = (stored ?? DUMMY_HASH).split('$')
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

const DUMMY_HASH = [
	'scrypt',
	COST.N,
	COST.r,
	COST.p,
	'AAAAAAAAAAAAAAAAAAAAAA==',
	Buffer.alloc(KEY_LENGTH).toString('base64'),
].join('$')
