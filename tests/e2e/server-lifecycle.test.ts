import fs from 'node:fs'
import path from 'node:path'
import { startServer } from '#tests/setup/server.ts'
import { expect, test } from './fixtures.ts'

// These start servers of their own (from the same build) with other settings.
function workDir(name: string) {
	const dir = path.join(process.env.E2E_WORK_DIR!, `${name}-${Date.now()}`)
	fs.mkdirSync(dir, { recursive: true })
	return dir
}

test('Under an https PUBLIC_URL the site sends HSTS and marks the anti-forgery cookie Secure', async ({
	playwright,
}) => {
	const dir = workDir('https')
	const server = await startServer({
		dataDir: path.join(dir, 'data'),
		logFile: path.join(dir, 'server.log'),
		env: { PUBLIC_URL: 'https://brisk.example' },
	})
	try {
		const api = await playwright.request.newContext({ baseURL: server.baseUrl })
		const response = await api.get('/')
		expect(response.headers()['strict-transport-security']).toContain('max-age=31536000')
		expect(response.headers()['content-security-policy']).toContain('upgrade-insecure-requests')
		const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value ?? ''
		expect(cookie).toContain('XSRF-TOKEN=')
		expect(cookie).toContain('Secure')
		expect(cookie).toContain('SameSite=Lax')
		const html = await response.text()
		expect(html).toContain('<link rel="canonical" href="https://brisk.example/"/>')
		await api.dispose()
	} finally {
		await server.stop()
	}
})

test('On SIGTERM the server finishes the request in flight, then exits cleanly', async () => {
	const dir = workDir('sigterm')
	const server = await startServer({ dataDir: path.join(dir, 'data'), logFile: path.join(dir, 'server.log') })
	const inFlight = fetch(`${server.baseUrl}/about-us`)
	await new Promise((r) => setTimeout(r, 5))
	const exit = server.stop()
	const response = await inFlight
	expect(response.status).toBe(200)
	expect(await response.text()).toContain('</html>')
	expect(await exit).toBe(0)
	const log = fs.readFileSync(path.join(dir, 'server.log'), 'utf8')
	expect(log).toContain('"msg":"stopped"')
	// And it no longer accepts connections.
	await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow()
})

test('A SIGTERM to `npm start`, as a process manager sends it, stops the server and all its workers', async () => {
	const dir = workDir('npm-start')
	const logFile = path.join(dir, 'server.log')
	const server = await startServer({
		dataDir: path.join(dir, 'data'),
		logFile,
		env: { WEB_CONCURRENCY: '2' },
		viaNpmStart: true,
	})
	expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200)
	expect(await server.stop()).toBe(0)
	// Nothing is left answering on the port (every worker listens on it): npm's signal reached the server, which
	// stopped its workers.
	await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow()
	expect(fs.readFileSync(logFile, 'utf8')).toContain('"msg":"stopped"')
})

test('A bad setting stops the server with a message that names the variable', async () => {
	const dir = workDir('bad-env')
	await expect(
		startServer({
			dataDir: path.join(dir, 'data'),
			logFile: path.join(dir, 'server.log'),
			env: { SMTP_URL: 'http://not-smtp' },
		}),
	).rejects.toThrow(/exited/)
	expect(fs.readFileSync(path.join(dir, 'server.log'), 'utf8')).toMatch(/SMTP_URL: must start with smtp:\/\//)
})
