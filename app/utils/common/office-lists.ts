// Small pure helpers of the office's lists (enquiries, mail, audit log): the text
// search and the reply link of an enquiry.

/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally (used with `escape '\'`). */
export function containsPattern(text: string) {
	return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** A mailto: link that opens the sender's reply with the enquiry's subject. */
export function replyLink(email: string, subject: string) {
	const reply = subject.trim() ? `Re: ${subject.trim()}` : 'Re: your enquiry to Brisk'
	return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(reply)}`
}
