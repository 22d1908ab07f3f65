import { expect, test } from 'vitest'
import { invariantResponse, parseId } from './ids.ts'

test('an id is a whole number from 1 with at most nine digits, as a number or as text', () => {
	expect(parseId('5')).toBe(5)
	expect(parseId(42)).toBe(42)
	for (const bad of ['0', '-1', '1.5', '1e3', '0x10', '1234567890', '', ' 5', '5\u0000', 5.5, 0, null, undefined, {}]) {
		expect(parseId(bad), String(bad)).toBeNull()
	}
})

test('a failed condition is answered with its message, 404 unless told', async () => {
	expect(() => invariantResponse(true, 'never')).not.toThrow()
	const caught = (() => {
		try {
			invariantResponse(parseId('abc'), 'There is no such job.')
		} catch (error) {
			return error
		}
	})()
	expect(caught).toBeInstanceOf(Response)
	expect((caught as Response).status).toBe(404)
	expect(await (caught as Response).text()).toBe('There is no such job.')
	expect(() => invariantResponse(false, 'Unknown action.', { status: 400 })).toThrow(
		expect.objectContaining({ status: 400 }),
	)
})
