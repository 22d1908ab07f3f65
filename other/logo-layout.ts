// Where the words of a drawn client logo go, so that they stay inside the logo:
// the initials inside the coloured mark, the name beside it on one or two lines.
// Widths are estimated from the font size (DejaVu Sans: capitals in bold are about
// 0.72 of the size wide, lower-case text about 0.56), with a margin to spare.

export type MarkShape = 'circle' | 'square' | 'triangle'

const BOLD_CAPITAL_WIDTH = 0.72
const TEXT_WIDTH = 0.56

export function estimateWidth(text: string, fontSize: number, charWidth = TEXT_WIDTH) {
	return text.length * fontSize * charWidth
}

/** The largest font size up to maxSize at which the text fits the width. */
export function fitFontSize(text: string, width: number, maxSize: number, charWidth = TEXT_WIDTH) {
	return Math.min(maxSize, width / (Math.max(1, text.length) * charWidth))
}

const ONE_LINE = 16

/** The name on one line when short, else on two, split between words where the lines are most even. */
export function wrapName(name: string) {
	const words = name.split(' ')
	if (words.length < 2 || name.length <= ONE_LINE) return [name]
	let best = [name]
	let bestLongest = Infinity
	for (let cut = 1; cut < words.length; cut++) {
		const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')]
		const longest = Math.max(...lines.map((line) => line.length))
		if (longest < bestLongest) [best, bestLongest] = [lines, longest]
	}
	return best
}

export interface TextLine {
	text: string
	x: number
	y: number
	size: number
}

export interface LogoLayout {
	/** The initials, centred on x, inside the mark. */
	initials: TextLine & { room: number }
	/** The initials again and the name, left-aligned beside the mark. */
	title: TextLine
	name: TextLine[]
	/** Where the text beside the mark must end. */
	right: number
}

export function logoLayout(
	width: number,
	height: number,
	shape: MarkShape,
	initials: string,
	name: string,
): LogoLayout {
	const centre = height * 0.5
	// The width free for the initials at their top edge, with a margin on each side.
	let baseline: number
	let size: number
	let room: number
	if (shape === 'triangle') {
		// Apex at 12 % of the height, base at 84 %, as wide as it is tall: low in the triangle is widest.
		baseline = height * 0.76
		size = height * 0.17
		for (;;) {
			const top = baseline - size * 0.75
			room = (top - height * 0.12) * 0.82
			if (estimateWidth(initials, size, BOLD_CAPITAL_WIDTH) <= room || size < height * 0.06) break
			size *= 0.95
		}
	} else {
		room = height * (shape === 'circle' ? 0.5 : 0.56)
		size = fitFontSize(initials, room, height * 0.17, BOLD_CAPITAL_WIDTH)
		baseline = centre + size * 0.36
	}
	const left = height * 0.98
	const right = width - height * 0.06
	const lines = wrapName(name)
	const nameSize = Math.min(...lines.map((line) => fitFontSize(line, right - left, height * 0.09)))
	const titleSize = fitFontSize(initials, right - left, height * 0.16, BOLD_CAPITAL_WIDTH)
	const titleY = height * (lines.length > 1 ? 0.4 : 0.46)
	return {
		initials: { text: initials, x: centre, y: baseline, size, room },
		title: { text: initials, x: left, y: titleY, size: titleSize },
		name: lines.map((text, index) => ({
			text,
			x: left,
			y: titleY + height * 0.18 + index * nameSize * 1.25,
			size: nameSize,
		})),
		right,
	}
}
