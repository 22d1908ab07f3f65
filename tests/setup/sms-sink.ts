import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedText {
	path: string
	authorization: string | undefined
	to: string
	from: string
	body: string
}

/**
 * A Twilio-style Messages endpoint that records what it receives: the form's To, From and Body
 * and the Authorization header. It answers 201 unless told to answer otherwise for a while.
 */
export async function startSmsSink() {
	const received: ReceivedText[] = []
	let answers: number[] = []
	const server = http.createServer((request, response) => {
		const chunks: Buffer[] = []
		request.on('data', (chunk: Buffer) => chunks.push(chunk))
		request.on('end', () => {
			const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
			const status = answers.shift() ?? 201
			if (status < 300) {
				received.push({
					path: request.url ?? '',
					authorization: request.headers.authorization,
					to: form.get('To') ?? '',
					from: form.get('From') ?? '',
					body: form.get('Body') ?? '',
				})
			}
			response.writeHead(status, { 'Content-Type': 'application/json' })
			response.end(
				JSON.stringify(
					status < 300 ? { sid: `SM${received.length}`, status: 'queued' } : { code: 21211, message: 'Refused' },
				),
			)
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		received,
		/** The next answers' statuses, in order (then 201 again). */
		answerWith(...statuses: number[]) {
			answers = statuses
		},
		url: (user = 'AC123', password = 'secret') =>
			`http://${user}:${password}@127.0.0.1:${port}/2010-04-01/Accounts/${user}/Messages.json`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
