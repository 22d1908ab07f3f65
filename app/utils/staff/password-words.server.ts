import { company, getOffices } from '#content/company.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { ROLE_LABELS, STAFF_ROLES } from './staff-roles.ts'

// The words anyone guessing a Brisk account tries first: the company's name, the site's
// and its mail's domains, its cities, the back office's roles, and the person's own name
// and e-mail address. NIST SP 800-63B asks that a new password be checked against such
// "context-specific words". https://pages.nist.gov/800-63-4/sp800-63b.html#password

/** Whose password it is. */
export interface PasswordOwner {
	email?: string | null
	name?: string | null
}

/**
 * Where the site lives: the domains of its address and of its mail, as the environment names them (written out: the
 * environment's check imports these rules, so they do not import its type back).
 */
export type SiteAddresses = { PUBLIC_URL?: string; MAIL_FROM?: string; COMPANY_INBOX?: string }

const COMPANY_WORDS = ['brisk', 'facility', 'facilities', 'services', 'backoffice', 'pvt', 'ltd']

/** A domain, the domains it is part of, and its names but the last (www.brisk.example: brisk.example, www, brisk). */
function domainWords(domain: string) {
	const labels = domain.toLowerCase().split('.').filter(Boolean)
	return [...labels.slice(0, -1).map((_, i) => labels.slice(i).join('.')), ...labels.slice(0, -1)]
}

function domainOf(address: string | undefined) {
	if (!address) return undefined
	const email = /@([^\s<>@]+)>?\s*$/.exec(address)
	if (email) return email[1]
	try {
		return new URL(address).hostname
	} catch {
		return undefined
	}
}

function siteWords(site: SiteAddresses) {
	const domains = [site.PUBLIC_URL, site.MAIL_FROM, site.COMPANY_INBOX].map(domainOf).filter((d) => d !== undefined)
	const cities = LANGUAGES.flatMap((language) => getOffices(language).flatMap((office) => [office.name, office.city]))
	const roles = STAFF_ROLES.flatMap((role) => [role, ROLE_LABELS[role].split('(')[0]!])
	return [
		company.brand,
		company.legalName,
		company.foundedCity,
		...COMPANY_WORDS,
		...domains.flatMap(domainWords),
		...cities,
		...roles,
	]
}

function ownerWords({ email, name }: PasswordOwner) {
	const [local = '', domain = ''] = (email ?? '').split('@')
	return [email, name, local, ...local.split(/[^\p{L}\p{N}]+/u), ...domainWords(domain)]
}

/**
 * The words a password must not be built on, lower case, each once, whole and split
 * into its words ("site content", "site", "content"); words shorter than three letters
 * are left out (they are no help to a guesser and would be found everywhere).
 */
export function guessableWords(owner: PasswordOwner, site: SiteAddresses) {
	const words = [...ownerWords(owner), ...siteWords(site)].flatMap((word) => {
		const whole = (word ?? '').normalize('NFC').trim().toLowerCase()
		return [whole, ...whole.split(/[\s,]+/u)]
	})
	return [...new Set(words)].filter((word) => [...word].length >= 3)
}

// The letters people swap for digits and signs (l33t), as zxcvbn reads them.
const LOOK_ALIKES: Record<string, string> = {
	a: 'a4@',
	b: 'b8',
	e: 'e3',
	g: 'g69',
	i: 'i1!|',
	l: 'l1|',
	o: 'o0',
	s: 's5$',
	t: 't7+',
	z: 'z2',
}

function lookAlikePattern(word: string) {
	// The look-alikes need no escape inside a class: none is a bracket, a backslash, a caret or a dash.
	const escape = (letter: string) => letter.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
	return [...word].map((letter) => (LOOK_ALIKES[letter] ? `[${LOOK_ALIKES[letter]}]` : escape(letter))).join('')
}

/**
 * The password without the guessable words in it (in any case, with letters swapped for
 * look-alike digits and signs), or null when it holds none: what a guesser who tries
 * those words first must still find.
 */
export function withoutGuessableWords(password: string, words: readonly string[]) {
	const longestFirst = [...words].sort((a, b) => b.length - a.length)
	const pattern = new RegExp(longestFirst.map(lookAlikePattern).join('|'), 'giu')
	const rest = password.replace(pattern, '')
	return rest === password ? null : rest
}
