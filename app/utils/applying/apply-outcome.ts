import type { SubmissionResult } from '@conform-to/react'

/** How an application ended; the form shows the notice that goes with it. */
export type ApplyOutcome =
	| 'submitted'
	| 'duplicate'
	| 'closed'
	| 'closed-by-staff'
	| 'invalid'
	| 'expired'
	| 'too-many'
	| 'full'
	| 'unavailable'
	| 'failed'

/** What the apply page's action and the dialog's JSON endpoint answer. */
export interface ApplyReply {
	outcome: ApplyOutcome
	/** Conform's result: field errors to show and the typed values to keep (files cannot come back). */
	result: SubmissionResult<string[]>
	/** The stored application's reference, for the person to keep (BR-2026-000123-K7Q9M). */
	reference?: string
	/** Whether a confirmation went by e-mail (not when the job asked for none and none was given). */
	emailed?: boolean
	/** The acknowledgement's text waits for the site's text budget (later), or was not sent (too many from the network). */
	text?: 'later' | 'not-sent'
}

/**
 * Sent by the apply page's script with the form: "yes" when files are chosen in the browser, which keeps them whatever
 * the answer ("no" when none is); the answer's notice then does not ask to choose them again.
 */
export const FILES_KEPT_HEADER = 'X-Files-Kept'
