// CSV for spreadsheets (RFC 4180: commas, CRLF line ends, quotes doubled inside
// quoted cells). A cell a spreadsheet would read as a formula gets a leading
// apostrophe, so that an applicant's "=HYPERLINK(...)" stays text when HR opens
// the file: https://owasp.org/www-community/attacks/CSV_Injection
// Spreadsheets skip leading spaces before a formula, some read the full-width
// signs an Indian or CJK keyboard types as their ASCII twins, and "|" starts a
// DDE call in older Excel, so these get the apostrophe too.

export type CsvValue = string | number | null | undefined

const FORMULA_START = /^[\t\r]|^\s*[=+\-@|\uFF1D\uFF0B\uFF0D\uFF20]/
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/

/** Starts a file, so that Excel reads the names of people in their own scripts as UTF-8. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF'

/** One cell, made safe and quoted when it has to be. Numbers are written as they are. */
export function csvCell(value: CsvValue) {
	if (value === null || value === undefined) return ''
	if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
	const text = FORMULA_START.test(value) ? `'${value}` : value
	return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One line of a file, its CRLF included: a file is written line by line, however long it is. */
export function csvLine(cells: readonly CsvValue[]) {
	return `${cells.map(csvCell).join(',')}\r\n`
}

/**
 * An Indian mobile number as a spreadsheet keeps it: "98765 43210", text that is neither a
 * formula nor a number to round (a leading + would need the apostrophe; ten digits alone
 * may be shown as 9.88E+09). Any other number is written as stored.
 */
export function spreadsheetMobile(contact: string) {
	const digits = /^\+91(\d{5})(\d{5})$/.exec(contact)
	return digits ? `${digits[1]} ${digits[2]}` : contact
}
