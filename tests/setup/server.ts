import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export async function freePort() {
	return new Promise<number>((resolve, reject) => {
		const server = net.createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const address = server.address()
			server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
		})
	})
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		if (child.exitCode !== null || child.signalCode !== null)
			throw new Error(`The server exited (${child.signalCode ?? `code ${child.exitCode}`})`)
		try {
			if ((await fetch(`${url}/readyz`)).ok) return
		} catch {
			// not up yet
		}
		await new Promise((r) => setTimeout(r, 200))
	}
	throw new Error('The server did not become ready in time')
}

/** Starts the built production server on a free port; the build must exist. */
export async function startServer({
	dataDir,
	logFile,
	env = {},
	cwd = root,
	viaNpmStart = false,
}: {
	dataDir: string
	logFile: string
	/** Added to the defaults below; a variable given as undefined is left out, so the server reads it elsewhere. */
	env?: Record<string, string | undefined>
	/** The working folder (where the server looks for a .env file): the project's by default. */
	cwd?: string
	/** Start it as operators do, with `npm start` (so a stop signals npm, as a process manager would). */
	viaNpmStart?: boolean
}) {
	const port = await freePort()
	const baseUrl = `http://127.0.0.1:${port}`
	fs.mkdirSync(path.dirname(logFile), { recursive: true })
	const log = fs.openSync(logFile, 'a')
	const [command, args] = viaNpmStart
		? ['npm', ['start', '--silent', '--prefix', root]]
		: [process.execPath, [path.join(root, 'server/index.js')]]
	const child = spawn(command, args, {
		cwd,
		stdio: ['ignore', log, log],
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			HOST: '127.0.0.1',
			PUBLIC_URL: baseUrl,
			DATA_DIR: dataDir,
			DATABASE_URL: '',
			SMTP_URL: '',
			// One process, whose pid and memory a test can watch; a test of several workers says so.
			WEB_CONCURRENCY: '1',
			...env,
		},
	})
	await waitForHealth(baseUrl, child)
	return {
		baseUrl,
		child,
		async stop() {
			if (child.exitCode !== null) return child.exitCode
			child.kill('SIGTERM')
			return new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
		},
	}
}
