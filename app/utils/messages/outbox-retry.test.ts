import { describe, expect, test } from 'vitest'
import { MAX_ATTEMPTS, RETRY_FOR_MS, nextAttemptAt } from './outbox-retry.ts'

describe('The retry schedule', () => {
	const queued = '2026-11-20T10:00:00.000Z'
	const at = (ms: number) => new Date(Date.parse(queued) + ms)

	test('the gaps double from 30 s up to an hour, each up to a tenth shorter at random', () => {
		const gap = (attempts: number, random: number) =>
			nextAttemptAt({ attempts, createdAt: queued }, at(0), () => random)!.getTime() - at(0).getTime()
		expect([1, 2, 3, 7, 8, 20].map((attempts) => gap(attempts, 0))).toEqual([
			30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000,
		])
		expect(gap(1, 1)).toBe(27_000)
		expect(gap(20, 1)).toBe(3_240_000)
	})

	test('the last try is at three days, and a mail that fails it is given up', () => {
		const nearlyThreeDays = at(RETRY_FOR_MS - 10 * 60_000)
		expect(nextAttemptAt({ attempts: 50, createdAt: queued }, nearlyThreeDays, () => 0)).toEqual(at(RETRY_FOR_MS))
		expect(nextAttemptAt({ attempts: 51, createdAt: queued }, at(RETRY_FOR_MS), () => 0)).toBeNull()
		// A mail first tried after three days (the worker was stopped meanwhile) gets that one try.
		expect(nextAttemptAt({ attempts: 1, createdAt: queued }, at(RETRY_FOR_MS + 3600_000), () => 0)).toBeNull()
		expect(nextAttemptAt({ attempts: 1, createdAt: 'not a date' }, at(0), () => 0)).toBeNull()
	})

	test('the shortest gaps fill three days in fewer tries than the most a mail is given', () => {
		let now = at(0)
		let attempts = 1
		for (let next; (next = nextAttemptAt({ attempts, createdAt: queued }, now, () => 1)); attempts++) now = next
		expect(now).toEqual(at(RETRY_FOR_MS))
		expect(attempts).toBeLessThan(MAX_ATTEMPTS)
		expect(nextAttemptAt({ attempts: MAX_ATTEMPTS, createdAt: queued }, at(0), () => 0)).toBeNull()
	})
})
