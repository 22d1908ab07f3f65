import type { MessageKey } from '#app/i18n/index.ts'

// How large a request's body may be is the route's to say, in its handle: `export const handle = { body: rule }`,
// a rule from the upload sizes of the settings to a limit and what a person is told past it. The host counts every
// body against the limit of the deepest route of its address that declares one (server/request-handler.ts); a
// route that declares none takes a small form's or JSON call's. Handles reach the browser too: a rule imports
// nothing of the server.

/** What a refusal says: a catalogue key and the values of its {placeholders}. */
export interface Refusal {
	key: MessageKey
	params?: Record<string, string | number>
	/** The form a refused upload goes back to (a path in English: the address's language is added). */
	back?: string
}

/** The most bytes a request's body may have, and what a person is told when it has more. */
export interface BodyLimit {
	maxBytes: number
	tooLarge: Refusal
}

/** The sizes of the settings a route's limit is made from: UPLOAD_MAX_BYTES, and the back office's larger one. */
export interface UploadSizes {
	uploadMaxBytes: number
	adminUploadMaxBytes: number
}

/** A route's rule: from the sizes and the address's parameters (the job of /career/:id/apply) to its limit. */
export type BodyLimitRule = (sizes: UploadSizes, params: Readonly<Record<string, string | undefined>>) => BodyLimit

/** A form or a JSON call: every route that declares nothing. */
export const SMALL_BODY: BodyLimit = { maxBytes: 128 * 1024, tooLarge: { key: 'refusal.tooLarge' } }

/** The limit of the deepest matched route (handles from the root's on) that declares one, or a small body's. */
export function bodyLimitOf(
	{ handles, params }: { handles: readonly unknown[]; params: Readonly<Record<string, string | undefined>> },
	sizes: UploadSizes,
): BodyLimit {
	for (const handle of [...handles].reverse()) {
		const rule = (handle as { body?: unknown } | undefined)?.body
		if (typeof rule === 'function') return (rule as BodyLimitRule)(sizes, params)
	}
	return SMALL_BODY
}
