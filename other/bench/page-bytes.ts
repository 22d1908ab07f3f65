import { chromium } from '@playwright/test'

type Kind = 'html' | 'css' | 'js' | 'images' | 'fonts' | 'other'

function kindOf(resourceType: string): Kind {
	if (resourceType === 'Document') return 'html'
	if (resourceType === 'Stylesheet') return 'css'
	if (resourceType === 'Script') return 'js'
	if (resourceType === 'Image') return 'images'
	if (resourceType === 'Font') return 'fonts'
	return 'other'
}

/** Bytes on the wire (compressed, with headers) per kind of resource, at 375 px, after scrolling the page. */
export async function measurePageBytes(base: string, pages: string[]) {
	const browser = await chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-dev-shm-usage',
			'--disable-background-networking',
			'--disable-quic',
		],
	})
	const rows = []
	for (const page of pages) {
		const context = await browser.newContext({
			viewport: { width: 375, height: 740 },
			deviceScaleFactor: 2,
			isMobile: true,
			hasTouch: true,
		})
		const tab = await context.newPage()
		const cdp = await context.newCDPSession(tab)
		await cdp.send('Network.enable')
		await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
		const types = new Map<string, string>()
		const totals: Record<Kind, number> = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0 }
		cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type))
		cdp.on('Network.loadingFinished', (event) => {
			totals[kindOf(types.get(event.requestId) ?? 'Other')] += event.encodedDataLength
		})
		await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' })
		// What a visitor who reads to the end downloads (lazy images included).
		await tab.evaluate(async () => {
			for (let y = 0; y < document.body.scrollHeight; y += 600) {
				window.scrollTo(0, y)
				await new Promise((r) => setTimeout(r, 80))
			}
		})
		await tab.waitForLoadState('networkidle')
		await context.close()
		const kb = (n: number) => Math.round(n / 102.4) / 10
		rows.push({
			page,
			html: kb(totals.html),
			css: kb(totals.css),
			js: kb(totals.js),
			images: kb(totals.images),
			fonts: kb(totals.fonts),
			other: kb(totals.other),
			total: kb(Object.values(totals).reduce((a, b) => a + b, 0)),
		})
	}
	await browser.close()
	return rows
}
