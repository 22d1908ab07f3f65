import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'

async function hammer(url: string, seconds: number) {
	const result = await autocannon({ url, connections: 10, duration: seconds, headers: { 'accept-encoding': 'gzip' } })
	return {
		requestsPerSecond: Math.round(result.requests.average),
		p50Ms: result.latency.p50,
		p99Ms: result.latency.p99,
		errors: result.errors + result.non2xx,
	}
}

/** The server-rendered home page alone. */
export async function measureHome(base: string, seconds: number) {
	return { target: 'home (server-rendered)', ...(await hammer(`${base}/`, seconds)) }
}

/**
 * The home page as rendered, the jobs API, a hashed asset, and the same home HTML
 * as a plain file served by the same Express static handler: the ratio says what
 * server rendering costs.
 */
export async function measureLoad(base: string, root: string, seconds: number) {
	const html = await (await fetch(`${base}/`)).text()
	const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '/favicon.svg'
	const staticCopy = path.join(root, process.env.BUILD_DIR ?? 'build', 'client', 'bench-home.html')
	fs.writeFileSync(staticCopy, html)
	try {
		const targets: Array<[string, string]> = [
			['home (server-rendered)', '/'],
			['home (static file)', '/bench-home.html'],
			['GET /api/Job/GetAllJobs', '/api/Job/GetAllJobs'],
			['hashed asset', asset],
		]
		const rows = []
		for (const [name, url] of targets) rows.push({ target: name, ...(await hammer(`${base}${url}`, seconds)) })
		const rendered = rows[0]!.requestsPerSecond
		const plain = rows[1]!.requestsPerSecond
		return { rows, ratio: plain ? rendered / plain : 0 }
	} finally {
		fs.rmSync(staticCopy, { force: true })
	}
}

/**
 * Each page as the site answers it from its render cache, and as a bare node:http server answers the same bytes
 * (bare-node.ts), one after the other on the same machine: the ratio is the share of the ceiling the site reaches.
 */
export async function measureAgainstBareNode(base: string, bare: string, urls: string[], seconds: number) {
	const rows = []
	for (const url of urls) {
		await keptCompressed(`${base}${url}`)
		const site = await hammer(`${base}${url}`, seconds)
		const ceiling = await hammer(`${bare}${url}`, seconds)
		rows.push({
			page: url,
			siteRequestsPerSecond: site.requestsPerSecond,
			bareNodeRequestsPerSecond: ceiling.requestsPerSecond,
			ratioPercent: ceiling.requestsPerSecond
				? Math.round((site.requestsPerSecond / ceiling.requestsPerSecond) * 1000) / 10
				: 0,
			siteP99Ms: site.p99Ms,
			errors: site.errors + ceiling.errors,
		})
	}
	return rows
}

/**
 * Asks for a page until the render cache answers it already compressed, then waits a moment: a page is compressed
 * just after it is first kept, at the best settings (brotli 11 for a static page), and the pages the bench opened
 * before are being compressed too. Measured sooner, the site would be measured while it still does that work once.
 */
async function keptCompressed(url: string) {
	const deadline = Date.now() + 30_000
	while (Date.now() < deadline) {
		const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
		await response.arrayBuffer()
		if (response.headers.get('x-render-cache') === 'hit' && response.headers.get('content-length')) break
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	await new Promise((resolve) => setTimeout(resolve, 2000))
}
