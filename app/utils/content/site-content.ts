import { LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { GROWING_LISTS } from '#content/localized.ts'

// The site-content editor's model, read off the content files themselves: a section's
// defaults (content/*.ts, one document per language) say which fields exist, which
// differ by language (words) and which are the same in every language (a phone number,
// a picture), so a field added to a content file appears in the editor with no more
// code. Staff edit words and pictures; what the pages' code relies on (ids, slugs,
// links between pages, a sector or a role picked from a fixed list) is shown, not edited.
//
// A section is stored as one document per language ({ en, hi, … }): the same structure in each
// (lists have the same items in each), only the words differ. English is required; a field left
// empty in another language shows the English on that page. What stops a publish is in
// site-content-checks.ts, the comparison of versions in site-content-differences.ts.

export type SectionDocs = Record<Language, unknown>

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** Keys whose values the pages' code relies on: shown in the editor, never changed there. */
const FIXED_KEYS = new Set(['id', 'slug', 'path', 'to', 'folder', 'sector', 'expertise', 'function'])
/** Keys naming a picture below /images/ (replaced by uploading a new one). */
const PICTURE_KEYS = new Set(['src', 'logo'])
/** Lists of lines written one per line (the others: an empty line between paragraphs). */
const LINE_KEYS = new Set(['addressLines', 'states'])

const LABELS: Record<string, string> = {
	whoWeAre: 'Who we are',
	whyChooseUs: 'Why choose us',
	cta: 'Button',
	to: 'Links to',
	wide: 'Picture for wide screens',
	mobile: 'Picture for phones',
	src: 'Picture',
	logo: 'Logo',
	alt: 'Picture description (for people who cannot see it)',
	addressLines: 'Street address (one line each)',
	altPrefix: 'Description of every photo',
	cardTitle: 'Title on the home page card',
	linkLabel: 'Link words',
	qualityPolicy: 'Quality policy',
	extraTitle: 'Second list: title',
	extraIntro: 'Second list: introduction',
	extra: 'Second list',
	postalCode: 'PIN code',
	values: 'Figures, one per financial year',
	legalName: 'Legal name',
	careersEmail: 'Careers e-mail address',
	peopleOnRoll: 'People on the roll (as 1000+)',
	clientsCount: 'Clients (as 180+)',
	social: 'Profiles on social networks (an empty one is not shown)',
	email: 'E-mail address',
	linkedin: 'LinkedIn',
	youtube: 'YouTube',
	// Headings, menus and labels (app/i18n/editable.ts): the catalogue's areas and renamed words.
	nav: 'Menu',
	scrollTop: 'Back-to-top button',
	notFound: 'Page not found',
	outage: 'Records out of reach',
	starting: 'While the site starts',
	site: 'Every page',
	best: 'Best of Brisk',
	demo: 'Demo page',
	link: 'Links',
	language: 'Language switcher',
	emailLabel: 'E-mail',
	phoneLabel: 'Phone',
	expertiseLabel: 'Area of expertise',
}

/** Longest text a field takes: a line, or several paragraphs. */
export const MAX_LINE = 300
export const MAX_TEXT = 4000

export type ContentField =
	| {
			kind: 'text'
			path: string
			label: string
			/** Words per language, or one value for all. */
			localized: boolean
			multiline: boolean
			/** Several paragraphs (or lines) kept as a list. */
			list?: 'paragraphs' | 'lines'
			max: number
			values: Record<Language, string>
	  }
	| { kind: 'number'; path: string; label: string; value: number }
	| { kind: 'picture'; path: string; label: string; src: string }
	| { kind: 'fixed'; path: string; label: string; value: string }
	| { kind: 'group'; path: string; label: string; fields: ContentField[] }
	| { kind: 'list'; path: string; label: string; items: ContentField[]; fixedLength: boolean }

/** Words from a key: "whyChooseUs" → "Why choose us". */
export function labelOf(key: string) {
	if (LABELS[key]) return LABELS[key]
	if (/^\d+$/.test(key)) return `Item ${Number(key) + 1}`
	const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
	return words.charAt(0).toUpperCase() + words.slice(1)
}

export function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A path with its list positions as "*": how the defaults describe every item of a list. */
export function pattern(path: string) {
	return path.replace(/(^|\.)\d+(?=\.|$)/g, '$1*')
}

/** The value at a dotted path ("slides.0.title"). */
export function valueAt(doc: unknown, path: string): unknown {
	if (path === '') return doc
	let value = doc
	for (const key of path.split('.')) {
		if (Array.isArray(value)) value = value[Number(key)]
		else if (isObject(value)) value = value[key]
		else return undefined
	}
	return value
}

/** A copy of doc with the value at path replaced. */
function withValueAt(doc: unknown, path: string, next: unknown): unknown {
	if (path === '') return next
	const [head, ...rest] = path.split('.') as [string, ...string[]]
	const inner = rest.join('.')
	if (Array.isArray(doc)) {
		const copy = [...doc]
		copy[Number(head)] = withValueAt(copy[Number(head)], inner, next)
		return copy
	}
	const object = isObject(doc) ? doc : {}
	return { ...object, [head]: withValueAt(object[head], inner, next) }
}

/**
 * What the defaults say of each field pattern: whether its words differ by language,
 * and the longest English default (to choose a line or a box).
 */
function readDefaults(defaults: SectionDocs) {
	const localized = new Set<string>()
	const longest = new Map<string, number>()
	function walk(path: string) {
		const values = LANGUAGES.map((language) => valueAt(defaults[language], path))
		const [en] = values
		if (Array.isArray(en)) {
			const length = Math.max(...values.map((value) => (Array.isArray(value) ? value.length : 0)))
			if (en.every((item) => typeof item === 'string')) {
				if (values.some((value) => JSON.stringify(value) !== JSON.stringify(en))) localized.add(pattern(path))
				longest.set(pattern(path), MAX_TEXT)
				return
			}
			for (let index = 0; index < length; index++) walk(path ? `${path}.${index}` : String(index))
			return
		}
		if (isObject(en)) {
			for (const key of Object.keys(en)) walk(path ? `${path}.${key}` : key)
			return
		}
		if (typeof en === 'string') {
			if (values.some((value) => value !== en)) localized.add(pattern(path))
			longest.set(pattern(path), Math.max(longest.get(pattern(path)) ?? 0, en.length))
		}
	}
	walk('')
	return { localized, longest }
}

/** The editor's fields for a section's current documents (a draft or the live version). */
export function describeSection(defaults: SectionDocs, current: SectionDocs): ContentField[] {
	const known = readDefaults(defaults)
	function field(path: string, key: string): ContentField | null {
		const value = valueAt(current.en, path)
		const label = labelOf(key)
		if (FIXED_KEYS.has(key) && (typeof value === 'string' || typeof value === 'number')) {
			return { kind: 'fixed', path, label, value: String(value) }
		}
		if (PICTURE_KEYS.has(key) && typeof value === 'string') return { kind: 'picture', path, label, src: value }
		if (typeof value === 'number') return { kind: 'number', path, label, value }
		if (typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
			const list = Array.isArray(value) ? (LINE_KEYS.has(key) ? 'lines' : 'paragraphs') : undefined
			const longest = known.longest.get(pattern(path)) ?? 0
			const multiline = list !== undefined || longest > 90
			const values = Object.fromEntries(
				LANGUAGES.map((language) => [language, textOf(valueAt(current[language], path), list)]),
			) as Record<Language, string>
			return {
				kind: 'text',
				path,
				label,
				localized: known.localized.has(pattern(path)),
				multiline,
				list,
				max: multiline ? MAX_TEXT : MAX_LINE,
				values,
			}
		}
		if (Array.isArray(value)) {
			const items = value
				.map((_, index) => field(path ? `${path}.${index}` : String(index), String(index)))
				.filter((item): item is ContentField => item !== null)
			// Items keyed by an id or slug that the site's addresses, folders or headings use stay as they are.
			const keyed = value.some((item) => isObject(item) && ('id' in item || 'slug' in item))
			const fixedLength = keyed && !GROWING_LISTS.get(defaults as object)?.has(pattern(path))
			const numbers = value.every((item) => typeof item === 'number')
			const named = numbers ? items.map((item, index) => ({ ...item, label: `Figure ${index + 1}` })) : items
			return { kind: 'list', path, label, items: named, fixedLength: fixedLength || numbers }
		}
		if (isObject(value)) {
			const fields = Object.keys(value)
				.map((child) => field(path ? `${path}.${child}` : child, child))
				.filter((child): child is ContentField => child !== null)
			return { kind: 'group', path, label, fields }
		}
		return null
	}
	const root = field('', 'content')
	if (!root) return []
	return root.kind === 'group' ? root.fields : [root]
}

function textOf(value: unknown, list: 'paragraphs' | 'lines' | undefined) {
	if (Array.isArray(value)) return value.join(list === 'lines' ? '\n' : '\n\n')
	return typeof value === 'string' ? value : ''
}

function listOf(text: string, list: 'paragraphs' | 'lines') {
	const parts = list === 'lines' ? text.split(/\r?\n/) : text.split(/(?:\r?\n[ \t]*){2,}/)
	return parts.map((part) => part.replace(/\s+/g, ' ').trim()).filter(Boolean)
}

/** Every field of a section, lists and groups opened. */
export function allFields(fields: ContentField[]): ContentField[] {
	return fields.flatMap((field) =>
		field.kind === 'group' || field.kind === 'list'
			? [field, ...allFields(field.kind === 'group' ? field.fields : field.items)]
			: [field],
	)
}

/** A form control's name: a language's words, or a value for every language. */
export function controlName(path: string, language: Language | 'all') {
	return `${language}:${path}`
}

/**
 * The documents with the form's values put in. Only the fields the editor shows are
 * read (so a hostile form cannot add a key or change a fixed one); anything the form
 * leaves out keeps its current value.
 */
export function applyForm(
	defaults: SectionDocs,
	current: SectionDocs,
	form: FormData,
	/** Filled with a message per control whose value could not be taken (a figure that is not a number). */
	problems: ContentProblems = {},
) {
	let docs = { ...current }
	for (const field of allFields(describeSection(defaults, current))) {
		if (field.kind === 'text') {
			for (const language of LANGUAGES) {
				const name = controlName(field.path, field.localized ? language : 'all')
				const posted = form.get(name)
				if (typeof posted !== 'string') continue
				const text = posted.replace(/\r\n/g, '\n')
				const value = field.list
					? listOf(text, field.list)
					: field.multiline
						? text.trim()
						: text.trim().replace(/\s+/g, ' ')
				docs = { ...docs, [language]: withValueAt(docs[language], field.path, value) }
			}
		}
		if (field.kind === 'number') {
			const name = controlName(field.path, 'all')
			const posted = form.get(name)
			if (typeof posted !== 'string') continue
			// "1,50,000" as Indians group digits, or "150000"; anything else keeps the figure it had.
			const digits = posted.replace(/[,\s]/g, '')
			const number = /^-?\d+(?:\.\d+)?$/.test(digits) ? Number(digits) : Number.NaN
			if (!Number.isFinite(number)) {
				problems[name] = `${field.label}: “${posted.trim().slice(0, 20)}” is not a number; please write digits only.`
				continue
			}
			for (const language of LANGUAGES) {
				docs = { ...docs, [language]: withValueAt(docs[language], field.path, number) }
			}
		}
	}
	return docs
}

/** Sets one picture's address in every language (after an upload). */
export function withPicture(docs: SectionDocs, path: string, src: string): SectionDocs {
	return Object.fromEntries(
		LANGUAGES.map((language) => [language, withValueAt(docs[language], path, src)]),
	) as SectionDocs
}

/** A list's item added (a copy of the last one, its words emptied), removed or moved, in every language. */
export function changeList(
	docs: SectionDocs,
	path: string,
	change: { add: true } | { remove: number } | { move: number; by: -1 | 1 },
): SectionDocs {
	const next = {} as SectionDocs
	const newId = `added-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
	for (const language of LANGUAGES) {
		const list = valueAt(docs[language], path)
		if (!Array.isArray(list)) return docs
		const items = [...list]
		if ('add' in change) {
			if (items.length === 0) return docs
			const item = emptied(items.at(-1))
			// An item with an id gets one of its own, the same in every language.
			items.push(isObject(item) && 'id' in item ? { ...item, id: newId } : item)
		} else if ('remove' in change) {
			if (items.length <= 1 || !(change.remove in items)) return docs
			items.splice(change.remove, 1)
		} else {
			const to = change.move + change.by
			if (!(change.move in items) || !(to in items)) return docs
			;[items[change.move], items[to]] = [items[to], items[change.move]]
		}
		next[language] = withValueAt(docs[language], path, items)
	}
	return next
}

/** A copy of an item for a new one: its words empty, its pictures and fixed values kept. */
function emptied(item: unknown, key = ''): unknown {
	if (typeof item === 'string') return FIXED_KEYS.has(key) || PICTURE_KEYS.has(key) ? item : ''
	if (Array.isArray(item))
		return item.every((value) => typeof value === 'string') ? [] : item.map((value) => emptied(value))
	if (isObject(item)) return Object.fromEntries(Object.entries(item).map(([k, value]) => [k, emptied(value, k)]))
	return item
}

export type ContentProblems = Record<string, string>

/** Every other language with each empty field filled with the English, as the pages show them. */
export function withEnglishFallback(
	docs: SectionDocs,
	/** Collects, per language, the English words put in for empty ones (so a page can mark them lang="en"). */
	filled: Partial<Record<Language, string[]>> = {},
): SectionDocs {
	let language: Language = 'en'
	const note = (words: string[]) => (filled[language] ??= []).push(...words.filter(Boolean))
	function fill(value: unknown, english: unknown): unknown {
		if (typeof value === 'string') {
			if (value !== '' || typeof english !== 'string') return value
			note([english])
			return english
		}
		if (Array.isArray(value)) {
			if (value.length === 0 && Array.isArray(english)) {
				note(english.filter((item): item is string => typeof item === 'string'))
				return english
			}
			return value.map((item, index) => fill(item, Array.isArray(english) ? english[index] : undefined))
		}
		if (isObject(value)) {
			return Object.fromEntries(
				Object.entries(value).map(([key, item]) => [key, fill(item, isObject(english) ? english[key] : undefined)]),
			)
		}
		return value
	}
	const shown = { en: docs.en } as SectionDocs
	for (language of LANGUAGES) if (language !== 'en') shown[language] = fill(docs[language], docs.en)
	return shown
}

export function asJson(docs: SectionDocs): string {
	return JSON.stringify(docs satisfies Record<Language, unknown> as Record<Language, Json>)
}
