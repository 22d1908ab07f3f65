import { expect, test, vi } from 'vitest'
import { processSlot, singleton } from './singleton.server.ts'

test('a singleton is made once per process, whichever copy of a module asks', async () => {
	let made = 0
	const first = singleton('test-singleton', () => ({ made: ++made }))
	// A second copy of the module (as a second bundle, or a reload in development) finds the same value.
	vi.resetModules()
	const again = await import('./singleton.server.ts')
	expect(again.singleton).not.toBe(singleton)
	expect(again.singleton('test-singleton', () => ({ made: ++made }))).toBe(first)
	expect(made).toBe(1)
})

test('a process slot is shared, and can be set and cleared', () => {
	const slot = processSlot<number>('test-slot')
	slot.value = 42
	expect(processSlot<number>('test-slot').value).toBe(42)
	slot.value = undefined
	expect(processSlot<number>('test-slot').value).toBeUndefined()
})
