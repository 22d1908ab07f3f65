import { asLatinLetters, LATIN_LOOK_ALIKES } from '#app/utils/common/look-alikes.ts'

// What a job category's name may hold, and when two names are the same, for the back office's form (browser and
// action) and the records. Visitors, alert subscribers and apps see the categories side by side, so a name must not
// pass for another one: it has no character that cannot be seen, its letters are of the scripts the site's languages
// are written in, mixed only as Unicode's "moderately restrictive" profile allows (Latin beside one other script, as
// in "CCTV ऑपरेटर"; never Cyrillic or Greek, whose letters pass for Latin ones:
// https://www.unicode.org/reports/tr39/#Restriction_Level_Detection), and names are compared by what they look like
// (a reduced form of Unicode's confusable "skeleton": https://www.unicode.org/reports/tr39/#Confusable_Detection).

const SITE_SCRIPTS = [
	{ name: 'Latin', letter: /\p{Script=Latin}/u },
	{ name: 'Devanagari', letter: /\p{Script=Devanagari}/u },
	{ name: 'Telugu', letter: /\p{Script=Telugu}/u },
] as const

/** Digits, spaces, punctuation and combining marks: part of a name in any script. */
const ANY_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}]/u

/** Scripts whose letters pass for Latin ones, named in the message that refuses them. */
const OTHER_SCRIPTS = ['Cyrillic', 'Greek', 'Armenian', 'Cherokee', 'Coptic', 'Lisu'] as const

const UNSEEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u
const UNSEEN_ALL = new RegExp(UNSEEN.source, 'gu')

/** Zero-width (non-)joiners choose a conjunct's shape in Devanagari and Telugu words (హౌస్‌కీపింగ్). */
const JOINER = /^[\u200c\u200d]$/u
const INDIC_LETTER = /[\p{Script=Devanagari}\p{Script=Telugu}]/u

function codePoint(character: string) {
	return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
}

function scriptOf(character: string) {
	return SITE_SCRIPTS.find((script) => script.letter.test(character))?.name
}

function joinsIndicLetters(before: string | undefined, after: string | undefined) {
	if (!before || !after || !INDIC_LETTER.test(before)) return false
	return scriptOf(before) === scriptOf(after)
}

function firstUnseen(characters: string[]) {
	return characters.find(
		(character, i) =>
			UNSEEN.test(character) && !(JOINER.test(character) && joinsIndicLetters(characters[i - 1], characters[i + 1])),
	)
}

/** Why staff cannot give a category this name, in words they act on; null when it may be one. */
export function categoryNameProblem(name: string): string | null {
	const characters = [...name.normalize('NFKC')]
	// The character as typed is named, before Unicode's compatibility form changes it.
	const unseen = firstUnseen([...name]) ?? firstUnseen(characters)
	if (unseen) {
		return `The name holds a character that cannot be seen (${codePoint(unseen)}), so it could pass for another name. Please type it again without that character.`
	}
	const scripts = new Set<string>()
	let foreign: string | undefined
	for (const character of characters) {
		if (ANY_SCRIPT.test(character)) continue
		const script = scriptOf(character)
		if (script) scripts.add(script)
		else foreign ??= character
	}
	if (foreign) {
		const script = OTHER_SCRIPTS.find((other) => new RegExp(`\\p{Script=${other}}`, 'u').test(foreign))
		const what = `“${foreign}” (${codePoint(foreign)}) is ${script ? `a ${script} letter` : 'a character of another script'}`
		return scripts.size > 0
			? `The name mixes scripts: ${what} among ${[...scripts].join(' and ')} ones, and may pass for one of them. Please write the name in one script: Latin, Devanagari or Telugu.`
			: `${what}. Please write the name in Latin (English), Devanagari (Hindi, Marathi) or Telugu letters.`
	}
	scripts.delete('Latin')
	if (scripts.size > 1) {
		return `The name mixes ${[...scripts].join(' and ')} letters. Please write it in one of them (Latin letters may stand beside either); the names in the other languages have fields of their own.`
	}
	return null
}

/** A name as stored: Unicode's compatibility form (full-width and styled letters as plain ones), trimmed. */
export function normaliseCategoryName(name: string) {
	return name.normalize('NFKC').trim()
}

// Besides letters of other scripts, digits that pass for letters in a name (a zero for an O).
const LOOK_ALIKES = { ...LATIN_LOOK_ALIKES, '0': 'o', '1': 'l', '०': 'O', '౦': 'o' }

/** What a name looks like, for telling whether two read the same: case, spacing, unseen characters aside. */
export function nameSkeleton(name: string) {
	return asLatinLetters(name.normalize('NFKC').replace(UNSEEN_ALL, ''), LOOK_ALIKES)
		.toLocaleLowerCase('en')
		.replace(/\s+/g, ' ')
		.trim()
}
