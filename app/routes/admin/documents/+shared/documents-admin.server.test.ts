import { describe, expect, test } from 'vitest'
import { moveInOrder } from './documents-admin.server.ts'

describe('moving a document in the list', () => {
	test('swaps it with its neighbour', () => {
		expect(moveInOrder(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c'])
		expect(moveInOrder(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b'])
	})

	test('leaves the list as it is at either end or for an unknown item', () => {
		expect(moveInOrder(['a', 'b'], 0, 'up')).toEqual(['a', 'b'])
		expect(moveInOrder(['a', 'b'], 1, 'down')).toEqual(['a', 'b'])
		expect(moveInOrder(['a', 'b'], -1, 'down')).toEqual(['a', 'b'])
	})
})
