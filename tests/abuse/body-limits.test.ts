import { describe, expect, test } from 'vitest'
import { sendRaw, suiteServers } from './http.ts'
import { MB, hostileSuite } from './hostile.ts'

// Each route declares how large a body it takes (its handle's `body`); the host refuses a larger one by its
// Content-Length before reading it. The limits with the suite's settings (UPLOAD_MAX_BYTES: 5 MB): the apply form
// 15 MB + 5 MB + 5 MB and room for its fields, in every language; the compatibility API's uploads; the back office
// 20 MB; everything else 128 KB. Each is checked at its last byte (taken: the server waits for the body) and one past
// it (refused at once, with the words of that route). JOB stands for an open job's id.

const KB = 1024

describe.each(suiteServers())('Body limits declared by the routes on $name', (server) => {
	const suite = hostileSuite(server)

	/** What the server answers a POST declaring this body length, within waitMs, without sending the body. */
	async function declare(path: string, length: number, headers: Record<string, string>, waitMs: number) {
		const lines = Object.entries({ ...suite.client(), ...headers, 'Content-Length': String(length) })
		const head = [`POST ${path} HTTP/1.1`, `Host: ${new URL(suite.base).host}`, ...lines.map(([k, v]) => `${k}: ${v}`)]
		const answer = await sendRaw(suite.base, `${head.join('\r\n')}\r\n\r\n`, { waitMs })
		return Buffer.from(answer, 'latin1').toString('utf8')
	}

	const multipart = { 'Content-Type': 'multipart/form-data; boundary=XX' }
	const json = { 'Content-Type': 'application/json' }
	const form = { 'Content-Type': 'application/x-www-form-urlencoded' }

	// At once: each case waits a moment for an answer that must not come.
	test.concurrent.each([
		[
			'the apply page',
			'/career/JOB/apply',
			25 * MB + 64 * KB,
			multipart,
			/The files are too large: the photo may be at most 15 MB, the resume and the Aadhaar card at most 5 MB each/,
		],
		['the apply dialog in Hindi', '/hi/career/JOB/submit', 25 * MB + 64 * KB, multipart, /फ़ोटो ज़्यादा से ज़्यादा 15 MB/],
		['the apply page in Telugu', '/te/career/JOB/apply', 25 * MB + 64 * KB, multipart, /15 MB/],
		[
			'an API upload',
			'/api/Career/UploadResume?JobId=JOB&Name=Asha',
			10 * MB + 64 * KB,
			multipart,
			/"The files are too large: each may be at most 5 MB\. Go back and choose smaller files\."/,
		],
		[
			'an API base64 file',
			'/api/Career/Base64ToImage',
			Math.ceil((5 * MB * 4) / 3) + 16 * KB,
			json,
			/"The request is too large\."/,
		],
		[
			'a back-office page',
			'/admin/jobs/new',
			20 * MB + 256 * KB,
			multipart,
			/The file is too large: at most 20 MB\. Go back and choose a smaller one\./,
		],
		['the contact form', '/contact-us', 128 * KB, form, /The request is too large\./],
		['the back office’s sign-in, a small form', '/admin/sign-in', 128 * KB, form, /The request is too large\./],
	] as const)('%s (%s) takes %i bytes and refuses one more', async (_name, path, limit, headers, words) => {
		const target = path.replace('JOB', String(suite.jobId))
		const [taken, refused] = await Promise.all([
			declare(target, limit, headers, 1500),
			declare(target, limit + 1, headers, 1500),
		])
		expect(refused).toMatch(/^HTTP\/1\.1 413 /)
		expect(refused).toMatch(words)
		// A refused apply form shows the way back to the job's apply page, in the address's language.
		const back = /^(\/\w\w)?\/career\/JOB\/(apply|submit)$/.exec(path)
		if (back) expect(refused).toContain(`href="${back[1] ?? ''}/career/${suite.jobId}/apply"`)
		// The body of the right size is taken: the route reads it, or answers without it (a redirect to sign in).
		expect(taken).not.toMatch(/^HTTP\/1\.1 413 /)
	})
})
