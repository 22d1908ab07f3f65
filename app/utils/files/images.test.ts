import { describe, expect, test } from 'vitest'
import { IMAGE_WIDTHS, widthsFor, type ImageInfo } from './images.ts'

function picture(width: number): ImageInfo {
	return { src: 'images/x.png', width, height: Math.round(width / 2), version: 'v1' }
}

describe('Picture widths offered in srcset', () => {
	test.each([
		[600, 480],
		[600, undefined],
		[2400, 480],
		[2400, undefined],
		[300, undefined],
		[1000, 640],
	])(
		'a %i px source with at most %s px: every width is one the server renders, none wider than the source',
		(width, max) => {
			const widths = widthsFor(picture(width), max)
			expect(widths.length).toBeGreaterThan(0)
			for (const w of widths) {
				expect((IMAGE_WIDTHS as readonly number[]).includes(w) || w === width, `${w}`).toBe(true)
				expect(w).toBeLessThanOrEqual(width)
			}
		},
	)
})
