import { describe, expect, test } from 'vitest'
import { MAX_PAGE_PIXELS, MAX_PAGE_WIDTH, pageScale } from './pdf-page-scale.ts'

const A4 = { width: 595, height: 842 }

describe('how large the PDF reader draws a page', () => {
	test("an A4 page fills a phone of 375 px at its screen's pixels", () => {
		expect(Math.round(A4.width * pageScale(A4.width, A4.height, 375, 2))).toBe(750)
	})

	test('on a 3× screen the same page stays within the pixel limit, still sharper than 2×', () => {
		const width = A4.width * pageScale(A4.width, A4.height, 375, 3)
		expect(width * width * (A4.height / A4.width)).toBeLessThanOrEqual(MAX_PAGE_PIXELS + 1)
		expect(width).toBeGreaterThan(1000)
	})

	test('on a desktop a page is drawn no wider than the limit', () => {
		expect(A4.width * pageScale(A4.width, A4.height, 1200, 2)).toBeLessThanOrEqual(MAX_PAGE_WIDTH)
	})

	test('a page of 5 by 5 metres is drawn within the pixel limit', () => {
		const side = 14_173 // 5 m in points
		const scale = pageScale(side, side, 1200, 2)
		expect(side * scale * side * scale).toBeLessThanOrEqual(MAX_PAGE_PIXELS + 1)
	})

	test('a page a point wide and a kilometre long stays within the limit', () => {
		const scale = pageScale(1, 2_834_645, 375, 3)
		expect(1 * scale * 2_834_645 * scale).toBeLessThanOrEqual(MAX_PAGE_PIXELS + 1)
	})

	test('a page without a size, or a broken screen ratio, draws nothing or at one pixel a pixel', () => {
		expect(pageScale(0, 842, 375, 3)).toBe(0)
		expect(pageScale(Number.NaN, 842, 375, 3)).toBe(0)
		expect(pageScale(Infinity, 842, 375, 3)).toBe(0)
		expect(pageScale(A4.width, A4.height, 375, Number.NaN)).toBeCloseTo(375 / A4.width)
	})
})
