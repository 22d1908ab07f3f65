// Small pure helpers of the office's lists (enquiries, mail, audit log): the text
// search, the days of a date filter, and the reply link of an enquiry.

/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally (used with `escape '\'`). */
export function containsPattern(text: string) {
	return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

const INDIA_OFFSET = '+05:30'

/** True for a plain YYYY-MM-DD that names a real day. */
export function isPlainDate(value: string | null): value is string {
	if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
	const day = new Date(`${value}T00:00:00Z`)
	return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
}

/** The first moment of a day in India, as the ISO text the database stores. */
export function startOfIndianDay(date: string) {
	return new Date(`${date}T00:00:00${INDIA_OFFSET}`).toISOString()
}

/** The first moment of the next day in India (the end of a range, excluded). */
export function endOfIndianDay(date: string) {
	return new Date(new Date(`${date}T00:00:00${INDIA_OFFSET}`).getTime() + 86_400_000).toISOString()
}

/** A mailto: link that opens the sender's reply with the enquiry's subject. */
export function replyLink(email: string, subject: string) {
	const reply = subject.trim() ? `Re: ${subject.trim()}` : 'Re: your enquiry to Brisk'
	return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(reply)}`
}
