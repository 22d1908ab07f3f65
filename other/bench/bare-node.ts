// The ceiling the site's server is measured against: a bare node:http server, in a process of its own as the site
// is, that answers each page with the same bytes the site sent for it, compressed beforehand. What the site answers
// below that is what its host and its render cost per request (docs/performance.md).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { freePort, waitForHealth } from './server.ts'

const SERVER = `
import fs from 'node:fs'
import http from 'node:http'
const pages = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'))
const bodies = Object.fromEntries(
	Object.entries(pages).map(([url, file]) => [url, { gzip: fs.readFileSync(file + '.gz'), br: fs.readFileSync(file + '.br') }]),
)
http
	.createServer((req, res) => {
		if (req.url === '/healthz') return res.end('ok')
		const page = bodies[req.url]
		if (!page) {
			res.statusCode = 404
			return res.end()
		}
		const accepted = req.headers['accept-encoding'] ?? ''
		const encoding = accepted.includes('br') ? 'br' : 'gzip'
		res.writeHead(200, {
			'content-type': 'text/html; charset=utf-8',
			'content-encoding': encoding,
			'content-length': page[encoding].length,
			vary: 'Accept-Encoding',
		})
		res.end(page[encoding])
	})
	.listen(Number(process.env.PORT), '127.0.0.1')
`

/** Starts the bare server with the HTML the site answered for each of `urls`; stop() ends it. */
export async function startBareNode(base: string, urls: string[]) {
	const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-bare-'))
	const pages: Record<string, string> = {}
	for (const [index, url] of urls.entries()) {
		const html = Buffer.from(await (await fetch(`${base}${url}`)).text())
		const file = path.join(folder, `page-${index}`)
		fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }))
		fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html))
		pages[url] = file
	}
	const manifest = path.join(folder, 'pages.json')
	fs.writeFileSync(manifest, JSON.stringify(pages))
	const port = await freePort()
	const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER, manifest], {
		stdio: 'ignore',
		env: { ...process.env, PORT: String(port) },
	})
	const url = `http://127.0.0.1:${port}`
	await waitForHealth(url)
	return {
		url,
		pid: child.pid,
		stop: async () => {
			if (child.exitCode === null) {
				child.kill('SIGTERM')
				await new Promise((resolve) => child.once('exit', resolve))
			}
			fs.rmSync(folder, { recursive: true, force: true })
		},
	}
}
