import { common } from './en/common.ts'
import { pages } from './en/pages.ts'
import type { Catalogue, MessageKey } from './index.ts'

// The interface words staff may change in Site content ("Headings, menus and labels"):
// the pages' headings and labels and the header's, footer's and error pages' words.
// Not the forms' words and messages (they state the forms' rules, and the spec words
// them), nor a text with {placeholders} (a wrong one would break the sentence).
// They are one section of the site content, grouped by area ("home", "nav"):
// { home: { ourClients: 'Our Clients' }, nav: { career: 'Career' } }.

/** Areas of the catalogue that are not staff's to change. */
const FIXED_AREAS = new Set(['form'])

/** Words whose name the editor reads as a kind of value (an e-mail address, a fixed id): named apart. */
const RENAMED: Partial<Record<MessageKey, string>> = {
	'header.email': 'emailLabel',
	'header.phone': 'phoneLabel',
	'team.expertise': 'expertiseLabel',
}

/** Each editable word's place in the section: its area and its name. */
export const EDITABLE_WORDS = new Map<MessageKey, [area: string, name: string]>(
	Object.entries({ ...pages, ...common })
		.filter(([key, words]) => !words.includes('{') && !FIXED_AREAS.has(key.split('.')[0]!))
		.map(([key]) => {
			const [area = '', ...rest] = key.split('.')
			const name =
				RENAMED[key as MessageKey] ?? rest.join('.').replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase())
			return [key as MessageKey, [area, name]]
		}),
)

export const INTERFACE_SECTION = 'interface'

/** The section's document of a catalogue: its editable words grouped by area. */
export function editableDocument(catalogue: Catalogue, fallback: Catalogue) {
	const document: Record<string, Record<string, string>> = {}
	for (const [key, [area, name]] of EDITABLE_WORDS) {
		;(document[area] ??= {})[name] = catalogue[key] ?? fallback[key] ?? ''
	}
	return document
}

/** The words staff published for this key, read from a language's published section, if it is editable and they did. */
export function publishedWord(published: unknown, key: MessageKey): string | undefined {
	const place = EDITABLE_WORDS.get(key)
	if (!place) return undefined
	const document = published as Record<string, Record<string, unknown>> | undefined
	const words = document?.[place[0]]?.[place[1]]
	return typeof words === 'string' && words ? words : undefined
}
