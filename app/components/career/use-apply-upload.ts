import { useEffect, useRef, useState } from 'react'
import type { ApplyReply } from '#app/utils/applying/apply-outcome.ts'
import { isOutageBody } from '#app/utils/db/outage.ts'
import type { ApplyNoticeKind } from './notice-list.tsx'

/** The server's answer to a sent form; a stale form's carries the visitor's current anti-forgery token. */
export type SentReply = ApplyReply & { csrfToken?: string }

/** How long to wait before each new try of a submission whose connection dropped. */
const RETRY_DELAYS_MS = [2000, 4000, 8000, 16000]
/** Answers that mean the body did not arrive whole (a stall, a proxy that gave up): worth sending again. */
const RETRYABLE_STATUSES = [408, 502, 504]
/** An upload that has not moved for this long has stalled. */
const STALLED_AFTER_MS = 45_000

/** A random key for one submission (crypto.randomUUID needs a secure page; this does not). */
function newSubmissionKey() {
	return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The apply form's upload: the body sent to `url` with its progress, tried again when
 * the connection drops or stalls, and given up when the form goes away. `onSend` is
 * called as each try starts, `onFinish` once with the outcome (and the server's reply).
 */
export function useApplyUpload({
	url,
	onSend,
	onFinish,
}: {
	url: string
	onSend: () => void
	onFinish: (kind: ApplyNoticeKind, reply?: SentReply) => void
}) {
	const [progress, setProgress] = useState<number | null>(null)
	const [retry, setRetry] = useState<{ attempt: number; total: number } | null>(null)
	const submissionKey = useRef<string | null>(null)
	// The request or the timer of a try on its way, so that a form that goes away stops it.
	const inFlight = useRef<{ request: XMLHttpRequest | null; timer: number | undefined } | null>(null)

	function finish(kind: ApplyNoticeKind, reply?: SentReply) {
		inFlight.current = null
		setProgress(null)
		setRetry(null)
		// A stored application is done: the next one from this form is a new submission.
		if (kind === 'submitted') submissionKey.current = null
		onFinish(kind, reply)
	}

	/**
	 * Sends the form with its upload's progress. A connection that drops (as mobile data
	 * does) is tried again after 2, 4, 8 and 16 seconds while the page stays open; every
	 * field and file stays as it is, and only when every try fails does the form say so.
	 */
	function send(formData: FormData, attempt = 1) {
		const request = new XMLHttpRequest()
		inFlight.current = { request, timer: undefined }
		request.open('POST', url)
		request.responseType = 'json'
		request.setRequestHeader('Accept', 'application/json')
		// An upload that stops moving (a connection that stalls without dropping) is given up and tried again.
		let lastMoved = Date.now()
		const stall = window.setInterval(() => {
			if (Date.now() - lastMoved > STALLED_AFTER_MS) request.abort()
		}, 5000)
		request.upload.onprogress = (event) => {
			lastMoved = Date.now()
			if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100))
		}
		request.onloadend = () => window.clearInterval(stall)
		function tryAgain() {
			if (attempt >= RETRY_DELAYS_MS.length + 1) {
				finish('failed')
				return
			}
			setRetry({ attempt: attempt + 1, total: RETRY_DELAYS_MS.length + 1 })
			setProgress(0)
			inFlight.current = {
				request: null,
				timer: window.setTimeout(() => send(formData, attempt + 1), RETRY_DELAYS_MS[attempt - 1]),
			}
		}
		request.onload = () => {
			const reply = request.response as SentReply | null
			if (reply && typeof reply.outcome === 'string' && reply.result) finish(reply.outcome, reply)
			// A proxy's or the server's answer that the body did not arrive whole: the same submission again.
			else if (RETRYABLE_STATUSES.includes(request.status)) tryAgain()
			else if (request.status === 413) finish('tooLarge')
			// The server's own 503 names the database when it is out of reach; any other 503 is the upload queue.
			else if (request.status === 503) finish(isOutageBody(request.response) ? 'unavailable' : 'busy')
			else if (request.status === 403) finish('expired')
			else finish('failed')
		}
		request.onerror = tryAgain
		request.onabort = () => {
			if (inFlight.current?.request === request) tryAgain()
		}
		onSend()
		setProgress(0)
		request.send(formData)
	}

	/** Sends a submission of the form. */
	function submit(formData: FormData) {
		// One key for this submission and every retry of it, so that the server stores it once.
		submissionKey.current ??= newSubmissionKey()
		formData.set('submissionKey', submissionKey.current)
		send(formData)
	}

	// A form that goes away (the dialog closed, another job chosen) sends nothing more.
	useEffect(
		() => () => {
			const current = inFlight.current
			inFlight.current = null
			if (current?.timer) window.clearTimeout(current.timer)
			current?.request?.abort()
		},
		[],
	)

	return { progress, retry, sending: progress !== null, submit }
}
