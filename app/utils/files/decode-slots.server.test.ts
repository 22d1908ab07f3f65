import { describe, expect, test } from 'vitest'
import { BUSY, createDecodeSlots } from './decode-slots.server.ts'

function later<T>(value: T, ms: number) {
	return new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))
}

describe('Pictures are decoded a few at a time', () => {
	test('a picture waits for a free slot, then is decoded', async () => {
		const slots = createDecodeSlots({ slots: 1, waitMs: 2000, maxWaiting: 5 })
		const order: string[] = []
		const first = slots.run(async () => {
			order.push('first starts')
			await later(null, 50)
			order.push('first ends')
			return 'first'
		})
		const second = slots.run(async () => {
			order.push('second starts')
			return 'second'
		})
		expect(slots.state()).toEqual({ running: 1, waiting: 1 })
		expect(await Promise.all([first, second])).toEqual(['first', 'second'])
		expect(order).toEqual(['first starts', 'first ends', 'second starts'])
		expect(slots.state()).toEqual({ running: 0, waiting: 0 })
	})

	test('a picture that waits too long, or finds the queue full, is answered busy and never decoded', async () => {
		const slots = createDecodeSlots({ slots: 1, waitMs: 50, maxWaiting: 1 })
		let decoded = 0
		const slow = slots.run(() => later('slow', 300))
		const waiting = slots.run(async () => ++decoded)
		const queueFull = slots.run(async () => ++decoded)
		expect(await queueFull).toBe(BUSY)
		expect(await waiting).toBe(BUSY)
		expect(await slow).toBe('slow')
		expect(decoded).toBe(0)
		expect(slots.state()).toEqual({ running: 0, waiting: 0 })
	})

	test('a decode that fails frees its slot', async () => {
		const slots = createDecodeSlots({ slots: 1, waitMs: 1000, maxWaiting: 5 })
		await expect(slots.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
		expect(await slots.run(async () => 'next')).toBe('next')
	})
})
