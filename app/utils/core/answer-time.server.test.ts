import { describe, expect, test } from 'vitest'
import { answerNoSoonerThan } from './answer-time.server.ts'

describe('An answer with a fixed minimum time', () => {
	test('never leaves before the minimum, however the timer rounds', async () => {
		for (const minimum of [1, 7, 15.4, 30.9]) {
			const started = performance.now()
			await answerNoSoonerThan(started, minimum)
			expect(performance.now() - started).toBeGreaterThanOrEqual(minimum)
		}
	})

	test('answers at once when the work already took longer than the minimum', async () => {
		const started = performance.now() - 500
		const before = performance.now()
		await answerNoSoonerThan(started, 100)
		expect(performance.now() - before).toBeLessThan(50)
	})
})
