import { describe, expect, test } from 'vitest'
import { CSV_BYTE_ORDER_MARK, csvCell, csvLine, spreadsheetMobile } from './csv.ts'
import { spreadsheetIndianTime } from './dates.ts'

describe('Cells a spreadsheet reads as people mean them', () => {
	test('a moment is a date and time in India, in a form spreadsheets read as one', () => {
		expect(spreadsheetIndianTime('2026-11-23T20:15:00.000Z')).toBe('2026-11-24 01:45')
		expect(csvCell(spreadsheetIndianTime('2026-11-24T04:30:00.000Z'))).toBe('2026-11-24 10:00')
		expect(spreadsheetIndianTime('not a date')).toBe('')
	})

	test('an Indian mobile number is text without an apostrophe; anything else keeps its guard', () => {
		expect(csvCell(spreadsheetMobile('+919876543210'))).toBe('98765 43210')
		expect(csvCell(spreadsheetMobile('+44 20 7946 0958'))).toBe("'+44 20 7946 0958")
		expect(csvCell(spreadsheetMobile('=1+2'))).toBe("'=1+2")
	})
})

describe('csvCell', () => {
	test('Plain text and numbers are written as they are', () => {
		expect(csvCell('Ravi Kumar')).toBe('Ravi Kumar')
		expect(csvCell(42)).toBe('42')
		expect(csvCell(-3)).toBe('-3')
		expect(csvCell(null)).toBe('')
		expect(csvCell(undefined)).toBe('')
	})

	test('A cell a spreadsheet would run as a formula starts with an apostrophe', () => {
		expect(csvCell('=1+2')).toBe("'=1+2")
		expect(csvCell('+91 98765 43210')).toBe("'+91 98765 43210")
		expect(csvCell('-2+3')).toBe("'-2+3")
		expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
		expect(csvCell('\t=1')).toBe("'\t=1")
		expect(csvCell('\r=1')).toBe('"\'\r=1"')
		expect(csvCell('a=1')).toBe('a=1')
	})

	test('Full-width signs, a pipe and spaces before a sign get the apostrophe too', () => {
		expect(csvCell('\uFF1D1+1')).toBe("'\uFF1D1+1")
		expect(csvCell('\uFF0B1')).toBe("'\uFF0B1")
		expect(csvCell('\uFF0D1')).toBe("'\uFF0D1")
		expect(csvCell('\uFF20SUM(A1)')).toBe("'\uFF20SUM(A1)")
		expect(csvCell('|calc!A0')).toBe("'|calc!A0")
		expect(csvCell(' =1+1')).toBe("' =1+1")
		expect(csvCell('\u00a0\u3000\uFF1D1')).toBe("'\u00a0\u3000\uFF1D1")
		expect(csvCell('\n@x')).toBe('"\'\n@x"')
		expect(csvCell('Ravi | Pune')).toBe('Ravi | Pune')
		expect(csvCell(' Ravi')).toBe('" Ravi"')
	})

	test('Commas, quotes and line breaks are quoted, with quotes doubled', () => {
		expect(csvCell('Pune, Maharashtra')).toBe('"Pune, Maharashtra"')
		expect(csvCell('He said "hi"')).toBe('"He said ""hi"""')
		expect(csvCell('two\nlines')).toBe('"two\nlines"')
		expect(csvCell(' padded ')).toBe('" padded "')
	})

	test('A formula with quotes is both escaped and quoted', () => {
		expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"')
	})
})

describe('csvLine', () => {
	test('A file is a byte order mark, a heading line and lines of safe cells, each ending with CRLF', () => {
		const csv =
			CSV_BYTE_ORDER_MARK + csvLine(['Name', 'City']) + csvLine(['Asha', 'Pune, MH']) + csvLine(['=cmd', null])
		expect(csv).toBe('\uFEFFName,City\r\nAsha,"Pune, MH"\r\n\'=cmd,\r\n')
	})
})
