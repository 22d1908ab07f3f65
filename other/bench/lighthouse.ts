import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const cli = path.resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js')
const chromeFlags =
	'--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-quic'

interface Lhr {
	categories: Record<string, { score: number | null }>
	audits: Record<string, { numericValue?: number }>
}

// Headless Chromium now and then loses the start of the trace (NO_NAVSTART);
// such a run measured nothing, so it is tried again.
async function lighthouseOnce(url: string, attempts = 3): Promise<Lhr> {
	for (let attempt = 1; ; attempt++) {
		try {
			return await lighthouseRun(url)
		} catch (error) {
			if (attempt >= attempts) throw error
		}
	}
}

async function lighthouseRun(url: string): Promise<Lhr> {
	const { stdout } = await run(
		process.execPath,
		[
			cli,
			url,
			'--output=json',
			'--output-path=stdout',
			'--quiet',
			`--chrome-flags=${chromeFlags}`,
			'--only-categories=performance,accessibility,best-practices,seo',
			'--form-factor=mobile',
		],
		{
			env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
			maxBuffer: 64 * 1024 * 1024,
		},
	)
	return JSON.parse(stdout) as Lhr
}

function median(values: number[]) {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

export async function measureLighthouse(base: string, pages: string[], runs: number) {
	const rows = []
	for (const page of pages) {
		const results: Lhr[] = []
		for (let i = 0; i < runs; i++) results.push(await lighthouseOnce(`${base}${page}`))
		const score = (key: string) => median(results.map((r) => Math.round((r.categories[key]?.score ?? 0) * 100)))
		const audit = (key: string) => median(results.map((r) => r.audits[key]?.numericValue ?? NaN))
		rows.push({
			page,
			performance: score('performance'),
			accessibility: score('accessibility'),
			bestPractices: score('best-practices'),
			seo: score('seo'),
			lcpMs: Math.round(audit('largest-contentful-paint')),
			tbtMs: Math.round(audit('total-blocking-time')),
			cls: Number(audit('cumulative-layout-shift').toFixed(3)),
		})
	}
	return rows
}
