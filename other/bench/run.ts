// npm run bench: builds, starts the site with a fresh data folder, and prints the
// figures issue targets are judged by. Goals are reported, never asserted: this
// machine is shared and noisy. Options: --quick (1 Lighthouse run, 3 s loads, a year of
// data of 10,000 applications), --apply (only the apply flow on a slow 3G phone),
// --data-growth (only the site with a year of data: data-growth.ts, with its own options), --ceiling (only the
// render cache against a bare node:http server).
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { measureApplyFlow, SLOW_3G, SLOW_4G } from './apply-flow.ts'
import { dataGrowthOptions, measureDataGrowth } from './data-growth.ts'
import { measureLighthouse } from './lighthouse.ts'
import { startBareNode } from './bare-node.ts'
import { measureAgainstBareNode, measureHome, measureLoad } from './load.ts'
import { measurePageBytes } from './page-bytes.ts'
import { freePort, waitForHealth } from './server.ts'

const quick = process.argv.includes('--quick')
const onlyApply = process.argv.includes('--apply')
const onlyDataGrowth = process.argv.includes('--data-growth')
const onlyCeiling = process.argv.includes('--ceiling')
// --quick measures a smaller year of data; an --applications given as well wins.
const dataGrowth = dataGrowthOptions([...(quick ? ['--applications', '10000'] : []), ...process.argv.slice(2)])
const root = path.resolve(import.meta.dirname, '../..')
const pages = ['/', '/career', '/company-gallery', '/contact-us', '/hi', '/hi/career']

execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
	cwd: root,
	stdio: ['ignore', 'ignore', 'inherit'],
})
if (onlyDataGrowth) {
	await measureDataGrowth(root, dataGrowth)
	process.exit(0)
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-bench-'))

/** The built site on a free port with WEB_CONCURRENCY workers (the bench's own data folder). */
async function startSite(workers: number) {
	const port = await freePort()
	const url = `http://127.0.0.1:${port}`
	const child = spawn(process.execPath, ['server/index.js'], {
		cwd: root,
		stdio: 'ignore',
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			HOST: '127.0.0.1',
			PUBLIC_URL: url,
			DATA_DIR: path.join(work, 'data'),
			RATE_LIMIT_POSTS_PER_MINUTE: '100000',
			SMTP_URL: '',
			WEB_CONCURRENCY: String(workers),
		},
	})
	return { url, child }
}

async function stopSite(child: ReturnType<typeof spawn>) {
	if (child.exitCode !== null) return
	child.kill('SIGTERM')
	await new Promise((r) => child.once('exit', r))
}

// One worker for the page figures (comparable from run to run); all cores for the throughput beside it.
const { url: base, child: server } = await startSite(1)

try {
	await waitForHealth(base)
	// Warm the image cache and the page code paths once, as a visitor before us would have.
	for (const page of pages) await fetch(`${base}${page}`)

	console.log(`\nBrisk benchmark, ${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}\n`)
	if (onlyCeiling) {
		console.log('The render cache against a bare node:http server sending the same bytes (10 connections, 8 s each)')
		const bare = await startBareNode(base, ['/', '/career'])
		console.table(
			await measureAgainstBareNode({ url: base, pid: server.pid }, bare, ['/', '/career'], quick ? 3 : 8).finally(
				bare.stop,
			),
		)
	} else {
		console.log('Applying from a phone on slow 3G (400 kbit/s each way, 400 ms round trip, 4x slower CPU, 375 px)')
		const apply = await measureApplyFlow(base, root, SLOW_3G)
		console.table(apply)
		console.log('Applying from a phone on slow 4G (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, 4x slower CPU)')
		console.table(await measureApplyFlow(base, root, SLOW_4G))
		const applySent = apply.at(-1)?.sentKB ?? Infinity
		console.log(
			`  ${applySent <= 1536 ? 'met   ' : 'MISSED'}  the whole application sent <= 1.5 MB (${applySent} KB)\n`,
		)
		if (!onlyApply) {
			// A job's apply form is measured too: the page a job seeker fills in.
			const job = /href="\/career\/(\d+)"/.exec(await (await fetch(`${base}/career`)).text())?.[1] ?? '1'
			const applyPage = `/career/${job}/apply`
			console.log('Lighthouse (mobile emulation, median of', quick ? 1 : 3, 'runs)')
			const lighthouse = await measureLighthouse(base, [...pages, applyPage], quick ? 1 : 3)
			console.table(lighthouse)

			// Every public page a job seeker or a client fills in or reads, in English and in one Indian language.
			const publicPages = [
				...pages,
				`/career/${job}`,
				`/career/${job}/apply`,
				`/te/career/${job}/apply`,
				'/career/status',
				'/te/career/status',
				'/career/alerts',
				'/mr/career/alerts',
				'/privacy',
				'/no-such-page',
			]
			console.log('Bytes transferred per page at 375 px (KB)')
			const bytes = await measurePageBytes(base, publicPages)
			console.table(bytes)
			const heavy = bytes.filter((row) => row.js > 60).map((row) => `${row.page} ${row.js} KB`)

			console.log('Server throughput and latency (autocannon, 10 connections, 1 worker process)')
			const load = await measureLoad(base, root, quick ? 3 : 10)
			console.table(load.rows)

			console.log('The render cache against a bare node:http server sending the same bytes (10 connections, 8 s each)')
			const bare = await startBareNode(base, ['/', '/career'])
			const ceiling = await measureAgainstBareNode(
				{ url: base, pid: server.pid },
				bare,
				['/', '/career'],
				quick ? 3 : 8,
			).finally(bare.stop)
			console.table(ceiling)

			const cores = os.availableParallelism()
			console.log(`The server-rendered home with 1 and ${cores} worker processes (WEB_CONCURRENCY)`)
			const several = await startSite(cores)
			try {
				await waitForHealth(several.url)
				await fetch(`${several.url}/`)
				const workers = [
					{ workers: 1, ...load.rows[0]! },
					{ workers: cores, ...(await measureHome(several.url, quick ? 3 : 10)) },
				].map(({ target: _target, ...row }) => row)
				console.table(workers)
			} finally {
				await stopSite(several.child)
			}

			const home = bytes.find((row) => row.page === '/')
			const gallery = bytes.find((row) => row.page === '/company-gallery')
			const score = (page: string) => lighthouse.find((row) => row.page === page)?.performance ?? 0
			const homeP99 = load.rows[0]?.p99Ms ?? Infinity
			const goals = [
				[
					"Lighthouse performance >= 99 on home, company-gallery, career, a job's apply form and contact-us",
					['/', '/company-gallery', '/career', applyPage, '/contact-us'].every((p) => score(p) >= 99),
				],
				[
					'Lighthouse accessibility, best practices, SEO = 100 on every page',
					lighthouse.every((r) => r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100),
				],
				['CLS 0', lighthouse.every((r) => r.cls === 0)],
				[`home JavaScript <= 15 KB gzip (${home?.js} KB)`, (home?.js ?? Infinity) <= 15],
				[`home, all bytes at 375 px <= 200 KB (${home?.total} KB)`, (home?.total ?? Infinity) <= 200],
				[
					`company-gallery, all bytes at 375 px, scrolled to the end <= 500 KB (${gallery?.total} KB)`,
					(gallery?.total ?? Infinity) <= 500,
				],
				[
					`server-rendered home >= 100% of the same HTML as a static file (${(load.ratio * 100).toFixed(1)}%)`,
					load.ratio >= 1,
				],
				[`p99 latency, home, 10 connections <= 40 ms (${homeP99} ms)`, homeP99 <= 40],
				[`script on the wire <= 60 KB on every public page (over: ${heavy.join(', ') || 'none'})`, heavy.length === 0],
				...ceiling.map(
					(row) =>
						[`${row.page}: >= 50% of a bare node:http server (${row.ratioPercent}%)`, row.ratioPercent >= 50] as const,
				),
			] as const
			console.log('Goals')
			for (const [goal, met] of goals) console.log(`  ${met ? 'met   ' : 'MISSED'}  ${goal}`)
			console.log(`\nServer-rendered / static home throughput: ${(load.ratio * 100).toFixed(1)}%`)
		}
	}
} finally {
	await stopSite(server)
	fs.rmSync(work, { recursive: true, force: true })
}

// With the site above stopped: the same site with a year of data, on SQLite and on PostgreSQL.
if (!onlyApply && !onlyCeiling) await measureDataGrowth(root, dataGrowth)
