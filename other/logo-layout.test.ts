import { describe, expect, test } from 'vitest'
import { getClients } from '#content/clients.ts'
import { estimateWidth, logoLayout, wrapName, type MarkShape } from './logo-layout.ts'

const shapes: MarkShape[] = ['circle', 'square', 'triangle']

describe('A drawn client logo', () => {
	test('long names go on two even lines, short ones on one', () => {
		expect(wrapName('State Warehousing Corporation')).toEqual(['State Warehousing', 'Corporation'])
		expect(wrapName('IT Park')).toEqual(['IT Park'])
		expect(wrapName('Bank')).toEqual(['Bank'])
	})

	for (const shape of shapes) {
		test(`every client's initials stay inside a ${shape} and its name inside the logo`, () => {
			for (const client of getClients()) {
				const layout = logoLayout(480, 240, shape, client.initials, client.name)
				expect(estimateWidth(client.initials, layout.initials.size, 0.72), client.id).toBeLessThanOrEqual(
					layout.initials.room,
				)
				for (const line of [layout.title, ...layout.name]) {
					const width = estimateWidth(line.text, line.size, line === layout.title ? 0.72 : 0.56)
					expect(line.x + width, `${client.id}: ${line.text}`).toBeLessThanOrEqual(layout.right)
					expect(line.y, `${client.id}: ${line.text}`).toBeLessThanOrEqual(240 - 12)
				}
			}
		})
	}
})
