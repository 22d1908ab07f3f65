import { westernDigits } from '#app/i18n/languages.ts'
import { todayInIndia } from '#app/utils/common/dates.ts'

/**
 * The symbols of a reference's check code: Crockford's base32 (https://www.crockford.com/base32.html), the digits
 * and the capital letters without I, L, O and U, which are misread as 1, 1, 0 and V. Letters rather than digits
 * only: the code is typed into the status page on a smartphone (a feature phone has no such page), and five of
 * these symbols make some 23 million codes where five digits make 100,000, which a known mobile number and a few
 * thousand tries from many addresses could exhaust. The first is a letter, so that where a reference is typed
 * without hyphens (BR2026000123K7Q9M) the code's start is plain, to a person and to the parser.
 */
export const REFERENCE_CODE_SYMBOLS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_CODE_LETTERS = 'ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_CODE_LENGTH = 5

/**
 * An application's reference, as the applicant keeps it and staff look it up: the year it
 * was sent (in India), its number and its check code, "BR-2026-000123-K7Q9M". Read out on a
 * phone call, it needs no lookup table: the number is the application's own; the code, random
 * and kept with the application, is what makes a reference no guess (the status page needs it).
 */
export function applicationReference(id: number, sentAt: string | Date, code: string | null | undefined) {
	const number = `BR-${todayInIndia(new Date(sentAt)).slice(0, 4)}-${String(id).padStart(6, '0')}`
	return code ? `${number}-${code}` : number
}

// BR, the year, the number, and the code if given: a letter and four more symbols, spaces or hyphens anywhere between.
const REFERENCE = /^BR[\s-]*(\d{4})[\s-]*(\d{1,9})(?:[\s-]*([A-Z](?:[\s-]*[0-9A-Z]){4}))?$/i

/**
 * The application a reference names and the code typed with it (null for a reference printed before
 * references had one): "BR-2026-000123-K7Q9M", "br 2026 123 k7q9m", "BR2026000123K7Q9M", "BR-2026-000123", in
 * Devanagari or Telugu digits too; or null. A code's I and L are read as 1 and its O as 0, as Crockford's are.
 */
export function parseApplicationReference(text: string) {
	const match = REFERENCE.exec(westernDigits(text).trim())
	if (!match) return null
	const id = Number(match[2])
	if (id < 1) return null
	const code = match[3]?.replace(/[\s-]/g, '').toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0') ?? null
	return { year: match[1]!, id, code }
}
