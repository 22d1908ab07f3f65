import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'

async function hammer(url: string, seconds: number, pid?: number) {
	const cpuBefore = pid ? processTreeCpuSeconds(pid) : 0
	const result = await autocannon({ url, connections: 10, duration: seconds, headers: { 'accept-encoding': 'gzip' } })
	const cpu = pid ? processTreeCpuSeconds(pid) - cpuBefore : 0
	const answered = result.requests.total
	return {
		requestsPerSecond: Math.round(result.requests.average),
		p50Ms: result.latency.p50,
		p99Ms: result.latency.p99,
		errors: result.errors + result.non2xx,
		/** The server's processor time per answer, in microseconds (0 where it cannot be read). */
		cpuMicrosPerRequest: cpu && answered ? Math.round((cpu * 1e6) / answered) : 0,
	}
}

const TICKS_PER_SECOND = 100

/**
 * The processor time (user and system) a process and its children (a cluster's workers) have used so far, from
 * Linux's /proc; 0 elsewhere. The rate of a run is decided by whichever is slower, the server or the load generator
 * beside it on the same cores: the time per answer says what the server itself spends, whoever sets the pace.
 */
function processTreeCpuSeconds(pid: number): number {
	try {
		const stat = (id: number | string) => fs.readFileSync(`/proc/${id}/stat`, 'utf8')
		const fields = (text: string) => text.slice(text.lastIndexOf(')') + 2).split(' ')
		const children = fs
			.readdirSync('/proc')
			.filter((name) => /^\d+$/.test(name))
			.filter((name) => {
				try {
					return Number(fields(stat(name))[1]) === pid
				} catch {
					return false
				}
			})
		const own = fields(stat(pid))
		const ticks = Number(own[11]) + Number(own[12])
		return ticks / TICKS_PER_SECOND + children.reduce((sum, child) => sum + processTreeCpuSeconds(Number(child)), 0)
	} catch {
		return 0
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
export async function measureAgainstBareNode(
	site: { url: string; pid?: number },
	bare: { url: string; pid?: number },
	urls: string[],
	seconds: number,
) {
	const rows = []
	const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0)
	for (const url of urls) {
		await keptCompressed(`${site.url}${url}`)
		const ours = await hammer(`${site.url}${url}`, seconds, site.pid)
		const ceiling = await hammer(`${bare.url}${url}`, seconds, bare.pid)
		rows.push({
			page: url,
			siteRequestsPerSecond: ours.requestsPerSecond,
			bareNodeRequestsPerSecond: ceiling.requestsPerSecond,
			ratioPercent: share(ours.requestsPerSecond, ceiling.requestsPerSecond),
			siteCpuMicros: ours.cpuMicrosPerRequest,
			bareCpuMicros: ceiling.cpuMicrosPerRequest,
			// What one core would answer, the site against the bare server: the bare server's time per answer over ours.
			cpuRatioPercent: share(ceiling.cpuMicrosPerRequest, ours.cpuMicrosPerRequest),
			siteP99Ms: ours.p99Ms,
			errors: ours.errors + ceiling.errors,
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
