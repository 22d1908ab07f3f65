import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { send } from '#tests/abuse/http.ts'
import { startServer } from '#tests/setup/server.ts'

// A new site, started as an operator would: what its first start says, what the sign-in
// page says while nobody can sign in, and the first administrator made at a terminal.

const root = path.resolve(import.meta.dirname, '../..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-first-start-'))
const dataDir = path.join(work, 'data')
const logFile = path.join(work, 'server.log')
const cleanup: Array<() => Promise<unknown>> = []
afterAll(async () => {
	for (const step of cleanup) await step()
	fs.rmSync(work, { recursive: true, force: true })
})

const noAdmin = { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }
const password = 'Monsoon-Tulsi-Garden-4217'

/** `npm run admin:create` at a terminal (a pseudo-terminal), the password typed twice; what the terminal showed. */
async function createAdminAtTerminal(email: string) {
	const child = spawn('script', ['-qec', `npx tsx other/admin-create.ts ${email} "Asha Admin"`, '/dev/null'], {
		cwd: root,
		env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...noAdmin },
	})
	let shown = ''
	let answered = 0
	child.stdout.on('data', (chunk: Buffer) => {
		shown += chunk.toString()
		// Each of the two questions answered once, as a person types: after it is asked.
		const asked = (shown.match(/Password \(.*?\): |same password again: /g) ?? []).length
		while (answered < asked) {
			answered++
			setTimeout(() => child.stdin.write(`${password}\r`), 200)
		}
	})
	const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
	return { code, shown }
}

describe('a first start', () => {
	test('reads a .env file in the working folder for what the environment leaves unset, the worker count included', async () => {
		const folder = path.join(work, 'operator')
		fs.mkdirSync(folder)
		fs.writeFileSync(path.join(folder, '.env'), 'WEB_CONCURRENCY=3\n')
		const envLog = path.join(work, 'env.log')
		const server = await startServer({
			dataDir: path.join(work, 'env-data'),
			logFile: envLog,
			cwd: folder,
			env: { ...noAdmin, WEB_CONCURRENCY: undefined },
		})
		cleanup.push(server.stop)
		const summary = fs
			.readFileSync(envLog, 'utf8')
			.split('\n')
			.find((line) => line.includes('Brisk is running at'))
		expect(JSON.parse(summary!)).toMatchObject({ workers: 3 })
		expect((await send(server.baseUrl, { path: '/readyz' })).status).toBe(200)
		expect(await server.stop()).toBe(0)
	}, 90_000)

	test('says where the site is, which database and mail it uses, and how to make the first administrator', async () => {
		const server = await startServer({ dataDir, logFile, env: noAdmin })
		cleanup.push(server.stop)
		const log = fs.readFileSync(logFile, 'utf8')
		const summary = log.split('\n').filter((line) => line.includes('Brisk is running at'))
		expect(summary).toHaveLength(1)
		expect(summary[0]).toContain(`SQLite in ${path.join(dataDir, 'brisk.db')}`)
		expect(summary[0]).toContain('npm run admin:create')
		// A clean start warns of nothing.
		expect(log).not.toMatch(/"level":"(warn|error)"|deprecated|Future Flag/)
		expect(log).not.toContain('\u001b[')

		const signIn = await send(server.baseUrl, { path: '/admin/sign-in' })
		expect(signIn.text).toContain('No staff account exists yet.')
		expect(signIn.text).toContain('npm run admin:create')
		await server.stop()
	}, 90_000)

	test('admin:create asks for the password twice without showing it, and then the hint is gone', async () => {
		const { code, shown } = await createAdminAtTerminal('first-admin@brisk.example')
		expect(shown).toContain('Administrator first-admin@brisk.example created.')
		expect(code).toBe(0)
		expect(shown).not.toContain(password)

		fs.writeFileSync(logFile, '')
		const server = await startServer({ dataDir, logFile, env: noAdmin })
		cleanup.push(server.stop)
		const summary = fs
			.readFileSync(logFile, 'utf8')
			.split('\n')
			.find((line) => line.includes('Brisk is running at'))
		expect(summary).toBeDefined()
		expect(summary).not.toContain('admin:create')
		const signIn = await send(server.baseUrl, { path: '/admin/sign-in' })
		expect(signIn.status).toBe(200)
		expect(signIn.text).not.toContain('No staff account exists yet.')
	}, 90_000)
})
