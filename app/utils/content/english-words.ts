// The server's last pass over a page in another language than English: words staff left
// untranslated show in English, and a screen reader should read them in an English voice.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }

/**
 * Marks, in a Hindi or Marathi page's HTML, each text that shows English words in place
 * of empty ones with lang="en", so a screen reader reads it in English. Only a whole
 * text between two tags is marked (a paragraph, a title); words inside other text are not.
 * The element that holds the text gets the attribute, so a page React hydrates keeps the
 * same elements and text; where the text has siblings (after a <br/> or a closing tag),
 * a page that does not hydrate wraps it in a span instead, and one that does leaves it.
 */
export function markEnglishWords(html: string, english: readonly string[], { hydrates = false } = {}) {
	let marked = html
	for (const words of new Set(english)) {
		const escaped = words.replace(/[&<>"']/g, (character) => ESCAPES[character]!)
		const pieces = marked.split(`>${escaped}</`)
		if (pieces.length === 1) continue
		marked = pieces.reduce((before, after) => {
			const tag = before.slice(before.lastIndexOf('<'))
			const holdsTextAlone = !tag.startsWith('</') && !tag.endsWith('/') && !/\slang=/.test(tag)
			if (holdsTextAlone) return `${before} lang="en">${escaped}</${after}`
			// A box's, a title's or a choice's text is plain text: a span there would show as characters.
			if (hydrates || /^<(textarea|title|option|script|style)\b/i.test(tag)) return `${before}>${escaped}</${after}`
			return `${before}><span lang="en">${escaped}</span></${after}`
		})
	}
	return marked
}
