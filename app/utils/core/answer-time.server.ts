import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Waits until `performance.now()` has passed `startedAt + minimumMs`, so that an answer whose time must not tell
 * anything (found or not, sent or not) leaves no sooner than the fixed minimum.
 *
 * One timer is not enough: Node.js takes a timer's delay in whole milliseconds from a loop clock read before the
 * wait, so a single `setTimeout` can fire up to 2 ms early; the loop waits again for what is left.
 */
export async function answerNoSoonerThan(startedAt: number, minimumMs: number): Promise<void> {
	const deadline = startedAt + minimumMs
	for (let left = deadline - performance.now(); left > 0; left = deadline - performance.now()) {
		await sleep(Math.ceil(left))
	}
}
