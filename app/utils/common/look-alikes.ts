// Letters of other scripts (and a few Latin ones) that a reader takes for Latin letters, upper and lower case apart:
// a Greek capital Ν reads as N, its small ν as v. A reduced form of Unicode's confusables
// (https://www.unicode.org/reports/tr39/#Confusable_Detection), for names and passwords that must not pass for others.
export const LATIN_LOOK_ALIKES: Readonly<Record<string, string>> = {
	...pairs('ABCEHIJKMOPSTXYW', 'АВСЕНІЈКМОРЅТХҮԜ'),
	...pairs('acdehijopqsxywlv', 'асԁеһіјорԛѕхуԝӏѵ'),
	...pairs('ABEZHIKMNOPTYX', 'ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ'),
	...pairs('aiknopuvxy', 'αικηορυνχγ'),
	...pairs('ijagl', 'ıȷɑɡǀ'),
}

function pairs(latin: string, lookAlikes: string) {
	const latinLetters = [...latin]
	return Object.fromEntries([...lookAlikes].map((character, i) => [character, latinLetters[i]!]))
}

/** The text with every look-alike letter read as the Latin letter it passes for. */
export function asLatinLetters(text: string, lookAlikes: Readonly<Record<string, string>> = LATIN_LOOK_ALIKES) {
	return [...text].map((character) => lookAlikes[character] ?? character).join('')
}
