// One value per process, shared by every copy of the module that asks for it: the
// Express host and the page build are two bundles that may each load a module, and
// in development Vite loads modules again after each edit. As the Epic Stack's
// `singleton`, kept on globalThis under one name.

const store = ((globalThis as typeof globalThis & { __briskSingletons?: Map<string, unknown> }).__briskSingletons ??=
	new Map<string, unknown>())

/** The process's one value of this name, made on first use. */
export function singleton<T>(name: string, create: () => T): T {
	if (!store.has(name)) store.set(name, create())
	return store.get(name) as T
}

/**
 * A process-wide place for a value that is set and cleared as the process runs (the
 * database handle, the loaded secrets, the running mail worker).
 */
export function processSlot<T>(name: string): { value: T | undefined } {
	return singleton(name, () => ({ value: undefined as T | undefined }))
}
