// @ts-check
// The apply form's upload (apply.js sends it): the body posted with its progress, tried again when mobile data drops
// or stalls. A connection that drops is tried again after 2, 4, 8 and 16 seconds while the page stays open, with the
// same submission key, so the server stores it once; only when every try fails does the form say so.

/** How long to wait before each new try of a submission whose connection dropped. */
export const RETRY_DELAYS_MS = [2000, 4000, 8000, 16000]
/** Answers that mean the body did not arrive whole (a stall, a proxy that gave up): worth sending again. */
const RETRYABLE_STATUSES = [0, 408, 502, 504]
/** An upload that has not moved for this long has stalled. */
const STALLED_AFTER_MS = 45_000

/**
 * @typedef {object} Upload
 * @property {string} url
 * @property {FormData} body
 * @property {Record<string, string>} headers
 * @property {(percent: number) => void} onProgress
 * @property {(attempt: number, total: number) => void} onRetry a new try is waiting to start
 * @property {(answer: { status: number, text: string, type: string }) => void} onAnswer
 * @property {() => void} onGiveUp every try failed
 */

/**
 * Sends `upload.body`, and once more after each drop or stall, until an answer comes or the tries run out.
 * @param {Upload} upload
 */
export function send(upload, attempt = 1) {
	const request = new XMLHttpRequest()
	request.open('POST', upload.url)
	for (const [name, value] of Object.entries(upload.headers)) request.setRequestHeader(name, value)
	// An upload that stops moving (a connection that stalls without dropping) is given up and tried again.
	let lastMoved = Date.now()
	const stall = window.setInterval(() => {
		if (Date.now() - lastMoved > STALLED_AFTER_MS) request.abort()
	}, 5000)
	request.upload.onprogress = (event) => {
		lastMoved = Date.now()
		if (event.lengthComputable) upload.onProgress(Math.round((event.loaded / event.total) * 100))
	}
	request.onprogress = () => {
		lastMoved = Date.now()
	}
	const tryAgain = () => {
		if (attempt > RETRY_DELAYS_MS.length) {
			upload.onGiveUp()
			return
		}
		upload.onRetry(attempt + 1, RETRY_DELAYS_MS.length + 1)
		window.setTimeout(() => send(upload, attempt + 1), RETRY_DELAYS_MS[attempt - 1])
	}
	let ended = false
	/** @param {() => void} then */
	const end = (then) => {
		if (ended) return
		ended = true
		window.clearInterval(stall)
		then()
	}
	request.onload = () =>
		end(() => {
			if (RETRYABLE_STATUSES.includes(request.status)) tryAgain()
			else
				upload.onAnswer({
					status: request.status,
					text: request.responseText,
					type: request.getResponseHeader('Content-Type') ?? '',
				})
		})
	request.onerror = () => end(tryAgain)
	request.onabort = () => end(tryAgain)
	request.ontimeout = () => end(tryAgain)
	upload.onProgress(0)
	request.send(upload.body)
}
