// A few pictures decoded at a time in this process, the others waiting their turn
// for a while, then answered "busy, try again" instead of piling up: six large
// pictures decoded at once kept a two-core server busy for 84 s and took 1.25 GB.

export const BUSY = Symbol('busy')

export interface DecodeSlots {
	run<T>(work: () => Promise<T>): Promise<T | typeof BUSY>
	/** Decodes under way and waiting, for the tests. */
	state(): { running: number; waiting: number }
}

export function createDecodeSlots({
	slots,
	waitMs,
	maxWaiting,
}: {
	slots: number
	/** How long a picture waits for a slot before the upload is answered busy. */
	waitMs: number
	/** Past this many waiting, a new picture is answered busy at once. */
	maxWaiting: number
}): DecodeSlots {
	let running = 0
	const waiting: Array<() => void> = []

	/** A slot, given by a decode that finished (running stays the same), or false when the wait ran out. */
	function waitForSlot() {
		return new Promise<boolean>((resolve) => {
			const timer = setTimeout(() => {
				waiting.splice(waiting.indexOf(grant), 1)
				resolve(false)
			}, waitMs)
			function grant() {
				clearTimeout(timer)
				resolve(true)
			}
			waiting.push(grant)
		})
	}

	async function run<T>(work: () => Promise<T>) {
		if (running < slots) running++
		else if (waiting.length >= maxWaiting || !(await waitForSlot())) return BUSY
		try {
			return await work()
		} finally {
			const next = waiting.shift()
			if (next) next()
			else running--
		}
	}

	return { run, state: () => ({ running, waiting: waiting.length }) }
}
