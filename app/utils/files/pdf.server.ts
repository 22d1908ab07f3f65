import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib'

/** A plain one-page A4 PDF with a title and paragraphs of real text. */
export async function renderTextPdf({ title, lines }: { title: string; lines: string[] }) {
	const pdf = await PDFDocument.create()
	pdf.setTitle(title)
	pdf.setAuthor('Brisk Facility Services Pvt. Ltd.')
	pdf.setCreationDate(new Date('2024-01-01T00:00:00Z'))
	pdf.setModificationDate(new Date('2024-01-01T00:00:00Z'))
	const page = pdf.addPage([595, 842])
	const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
	const regular = await pdf.embedFont(StandardFonts.Helvetica)
	page.drawRectangle({ x: 0, y: 782, width: 595, height: 60, color: rgb(0.05, 0.29, 0.45) })
	page.drawText('Brisk Facility Services Pvt. Ltd.', { x: 48, y: 806, size: 14, font: bold, color: rgb(1, 1, 1) })
	page.drawText(title, { x: 48, y: 740, size: 18, font: bold, color: rgb(0.1, 0.1, 0.1) })
	let y = 708
	for (const line of lines) {
		for (const wrapped of wrap(line, 88)) {
			page.drawText(wrapped, { x: 48, y, size: 11, font: regular, color: rgb(0.15, 0.15, 0.15) })
			y -= 16
		}
		y -= 6
	}
	return Buffer.from(await pdf.save())
}

function wrap(text: string, width: number) {
	const out: string[] = []
	let line = ''
	for (const word of text.split(/\s+/)) {
		if (line && (line + ' ' + word).length > width) {
			out.push(line)
			line = word
		} else {
			line = line ? `${line} ${word}` : word
		}
	}
	if (line) out.push(line)
	return out
}
