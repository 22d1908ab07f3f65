import fs from 'node:fs/promises'
import path from 'node:path'
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

// A real SMTP server for tests. Every message it accepts is written to a folder,
// one .eml file each, so that any test process can read what arrived.
/** delayMs: how long the server takes over each message, like a slow mail server. */
export async function startSmtpSink({ dir, port = 0, delayMs = 0 }: { dir: string; port?: number; delayMs?: number }) {
	await fs.mkdir(dir, { recursive: true })
	let counter = 0
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onData(stream, session, callback) {
			const chunks: Buffer[] = []
			stream.on('data', (chunk: Buffer) => chunks.push(chunk))
			stream.on('end', () => {
				const envelopeTo = session.envelope.rcptTo.map((r) => r.address).join(',')
				const name = `${Date.now()}-${process.pid}-${++counter}.eml`
				const header = Buffer.from(`X-Envelope-To: ${envelopeTo}\r\n`)
				// Written under another name and renamed: a reader never sees half a message (and keeps what it parsed).
				const file = path.join(dir, name)
				setTimeout(() => {
					fs.writeFile(`${file}.part`, Buffer.concat([header, ...chunks]))
						.then(() => fs.rename(`${file}.part`, file))
						.then(() => callback(), callback)
				}, delayMs)
			})
		},
	})
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject)
		server.listen(port, '127.0.0.1', () => resolve())
	})
	const address = server.server.address()
	const boundPort = typeof address === 'object' && address ? address.port : port
	return {
		port: boundPort,
		url: `smtp://127.0.0.1:${boundPort}`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

export interface ReceivedMail {
	file: string
	envelopeTo: string[]
	to: string
	from: string
	replyTo: string
	subject: string
	messageId: string
	text: string
	html: string
	attachments: number
}

// A message, once in the folder, never changes: each is parsed once per process, not on every look. A test waiting
// for a mail looks every 150 ms, and by the end of a run the folder holds hundreds of messages.
const parsedMails = new Map<string, ReceivedMail>()

export async function readMailbox(dir: string): Promise<ReceivedMail[]> {
	const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort()
	const mails: ReceivedMail[] = []
	for (const name of names) {
		const file = path.join(dir, name)
		const known = parsedMails.get(file)
		if (known) {
			mails.push(known)
			continue
		}
		const mail = await parseMail(file, name)
		parsedMails.set(file, mail)
		mails.push(mail)
	}
	return mails
}

async function parseMail(file: string, name: string): Promise<ReceivedMail> {
	const raw = await fs.readFile(file)
	const parsed = await PostalMime.parse(raw)
	const envelope = parsed.headers.find((h) => h.key === 'x-envelope-to')?.value ?? ''
	return {
		file: name,
		envelopeTo: envelope.split(',').filter(Boolean),
		to: addresses(parsed.to),
		from: addresses(parsed.from ? [parsed.from] : []),
		replyTo: addresses(parsed.replyTo),
		subject: parsed.subject ?? '',
		messageId: parsed.messageId ?? '',
		text: parsed.text ?? '',
		html: parsed.html ?? '',
		attachments: parsed.attachments.length,
	}
}

function addresses(list: Array<{ address?: string; name?: string }> | undefined): string {
	return (list ?? []).map((a) => a.address ?? a.name ?? '').join(', ')
}

/** Waits until a mail matching the predicate has arrived, or fails after the timeout. */
export async function waitForMail(dir: string, predicate: (mail: ReceivedMail) => boolean, timeoutMs = 15_000) {
	const deadline = Date.now() + timeoutMs
	for (;;) {
		const found = (await readMailbox(dir)).find(predicate)
		if (found) return found
		if (Date.now() > deadline) throw new Error(`No matching mail arrived within ${timeoutMs} ms`)
		await new Promise((r) => setTimeout(r, 150))
	}
}
