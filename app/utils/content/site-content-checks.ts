import { LANGUAGES, LANGUAGE_NAMES_IN_ENGLISH } from '#app/i18n/languages.ts'
import { GROWING_LISTS } from '#content/localized.ts'
import {
	SOCIAL_NETWORKS,
	isProfileAddress,
	isSocialNetwork,
	profileAddressRule,
	type SocialNetwork,
} from '#content/social-networks.ts'
import {
	allFields,
	controlName,
	describeSection,
	isObject,
	pattern,
	type ContentProblems,
	type SectionDocs,
} from './site-content.ts'

// What stops a section of site content from being published (app/utils/content/site-content.ts is
// the editor's model): English missing, a text too long or with control characters, a picture that is
// neither the site's own nor an upload, a structure that is not the content files'.

/** Values that may be left empty (a network the company has no profile on is not shown). */
const OPTIONAL_KEYS = new Set<string>(SOCIAL_NETWORKS.map((network) => network.id))

/** What a value of these keys must look like, and how to say so. */
const FORMATS: Record<string, { pattern: RegExp; says: string }> = {
	email: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, says: 'an e-mail address, such as info@brisk.in' },
	careersEmail: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, says: 'an e-mail address, such as careers@brisk.in' },
	phone: { pattern: /^\+?[\d][\d\s-]{5,18}\d$/, says: 'a phone number in digits, such as +91 20 4000 1000' },
}

/** Whether a text is fit for its key: a social network's key takes only an address on that network's site. */
function isProfileOf(key: string, text: string) {
	return !isSocialNetwork(key) || isProfileAddress(key, text)
}

function lastKey(path: string) {
	return path.split('.').at(-1) ?? ''
}

// Tab, line feed and carriage return are text; every other control character is not.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** A link of the pages' little markup, [words](target), whose target is not one of this site's pages ("/…"). */
const OUTSIDE_LINK = /\]\((?!\/(?![/\\]))[^)]*\)/

const UPLOADED_PICTURE = /^uploads\/[0-9a-f]{32}\.(png|jpg)$/

/**
 * What stops a section from being published, by control name, in words for staff:
 * English words missing, a text too long or with control characters, a figure that is
 * not a number, a picture that is neither the site's own nor an upload, or a structure
 * that is not the content files' (a key added or missing, a language's list of another length).
 */
export function checkSection(defaults: SectionDocs, docs: SectionDocs, pictures: ReadonlySet<string> = new Set()) {
	const problems: ContentProblems = {}
	const shapeProblem = checkShape(defaults, docs)
	if (shapeProblem) problems[''] = shapeProblem
	for (const field of allFields(describeSection(defaults, docs))) {
		if (field.kind === 'text') {
			for (const language of LANGUAGES) {
				const name = controlName(field.path, field.localized ? language : 'all')
				const text = field.values[language]
				const where = field.localized ? ` in ${LANGUAGE_NAMES_IN_ENGLISH[language]}` : ''
				// English always; a picture's description in every language (a screen reader reads it there).
				const required = language === 'en' || lastKey(field.path) === 'alt'
				if (required && !text && !OPTIONAL_KEYS.has(lastKey(field.path)) && !isOptional(defaults, field.path)) {
					problems[name] = `${field.label}: please write it${where}.`
				} else if (text.length > field.max) {
					problems[name] = `${field.label}${where} is too long: at most ${field.max} characters (now ${text.length}).`
				} else if (CONTROL.test(text)) {
					problems[name] = `${field.label}${where} has a character that cannot be shown; please type it again.`
				} else if (text && FORMATS[lastKey(field.path)] && !FORMATS[lastKey(field.path)]!.pattern.test(text)) {
					problems[name] = `${field.label}${where}: please write ${FORMATS[lastKey(field.path)]!.says}.`
				} else if (text && !isProfileOf(lastKey(field.path), text)) {
					problems[name] = `${field.label}: please write ${profileAddressRule(lastKey(field.path) as SocialNetwork)}.`
				} else if (OUTSIDE_LINK.test(text)) {
					problems[name] =
						`${field.label}${where}: a link may only lead to a page of this site, written as [words](/page).`
				}
				if (!field.localized) break
			}
		}
		if (field.kind === 'number' && !Number.isFinite(field.value)) {
			problems[controlName(field.path, 'all')] =
				`${field.label}: please write a number (digits, with a dot for a fraction).`
		}
		if (field.kind === 'picture' && !UPLOADED_PICTURE.test(field.src) && !pictures.has(field.src)) {
			problems[controlName(field.path, 'all')] =
				`${field.label}: this picture is not one of the site’s; please upload it again.`
		}
	}
	Object.assign(problems, sharedPictures(defaults, docs))
	return problems
}

/**
 * In a growing list (the clients), each item shows its own picture: an added item starts
 * with the last one's, and is refused until it has its own.
 */
function sharedPictures(defaults: SectionDocs, docs: SectionDocs) {
	const growing = GROWING_LISTS.get(defaults as object)
	const problems: ContentProblems = {}
	if (!growing) return problems
	const seen = new Set<string>()
	for (const field of allFields(describeSection(defaults, docs))) {
		if (field.kind !== 'picture') continue
		// The list the picture's item is in ("" for "3.logo"), and the picture's place in an item.
		const list = pattern(field.path).replace(/(^|\.)\*(\.[^*]*)?$/, '')
		if (!growing.has(list)) continue
		const key = `${list}|${lastKey(field.path)}|${field.src}`
		if (!seen.has(key)) seen.add(key)
		else
			problems[controlName(field.path, 'all')] =
				`${field.label}: it is the same picture as another item’s; please upload this one’s own.`
	}
	return problems
}

/** A text the defaults leave empty somewhere (an optional introduction) may stay empty. */
function isOptional(defaults: SectionDocs, path: string) {
	const wanted = pattern(path)
	let optional = false
	function walk(value: unknown, at: string) {
		if (optional) return
		if (pattern(at) === wanted) {
			if (value === '' || (Array.isArray(value) && value.length === 0)) optional = true
			return
		}
		if (Array.isArray(value)) value.forEach((item, index) => walk(item, at ? `${at}.${index}` : String(index)))
		else if (isObject(value)) for (const [key, item] of Object.entries(value)) walk(item, at ? `${at}.${key}` : key)
	}
	walk(defaults.en, '')
	return optional
}

/**
 * Why the documents do not have the content files' structure, or null. Each language
 * must have the English document's keys and kinds of value, lists the same length as
 * the English ones, and the English must match the defaults' (a list item like the
 * default item at its place, or the last one for an added item).
 */
export function checkShape(defaults: SectionDocs, docs: SectionDocs): string | null {
	// Against the defaults, a list may have grown or shrunk; against the English, it has the same items.
	function like(template: unknown, value: unknown, path: string, sameLength: boolean): string | null {
		if (Array.isArray(template)) {
			if (!Array.isArray(value)) return path
			// Paragraphs are words: each language has as many as it needs, none included.
			if (isWordList(template, value)) return null
			if (sameLength && value.length !== template.length) return path
			if (template.length === 0) return value.length === 0 ? null : path
			for (let index = 0; index < value.length; index++) {
				const item = template[Math.min(index, template.length - 1)]
				const problem = like(item, value[index], `${path}.${index}`, sameLength)
				if (problem) return problem
			}
			return null
		}
		if (isObject(template)) {
			if (!isObject(value)) return path
			const keys = Object.keys(template)
			if (Object.keys(value).length !== keys.length) return path
			for (const key of keys) {
				if (!(key in value)) return `${path}.${key}`
				const problem = like(template[key], value[key], `${path}.${key}`, sameLength)
				if (problem) return problem
			}
			return null
		}
		return typeof template === typeof value ? null : path
	}
	for (const language of LANGUAGES) {
		const problem =
			language === 'en' ? like(defaults.en, docs.en, 'en', false) : like(docs.en, docs[language], language, true)
		if (problem)
			return `The section’s structure does not match the site’s (at ${problem}); discard the draft and edit again.`
	}
	return null
}

/** Paragraphs (a list of strings) are words: each language has as many as it needs. */
function isWordList(template: unknown[], value: unknown[]) {
	return [...template, ...value].every((item) => typeof item === 'string')
}
