import path from 'node:path'
import { chromium } from '@playwright/test'
import { cameraPhoto } from '#tests/fixtures/camera-photo.ts'

/**
 * A slow 3G phone (WebPageTest's "3G Slow": 400 kbit/s each way, 400 ms round trip) with
 * a 4x slower CPU, at 375 px.
 */
export const SLOW_3G = { latency: 400, downloadBytesPerSecond: 50_000, uploadBytesPerSecond: 50_000, cpuSlowdown: 4 }

/** Lighthouse's "Slow 4G" phone: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, a 4x slower CPU. */
export const SLOW_4G = { latency: 150, downloadBytesPerSecond: 204_800, uploadBytesPerSecond: 96_000, cpuSlowdown: 4 }

export type PhoneProfile = typeof SLOW_3G

/**
 * The whole apply flow as a guard on a cheap phone goes through it: the career page, Apply
 * now, both steps of the form with a camera photo as photo and Aadhaar card, and the
 * confirmation with its reference. Prints the time of each stage and the bytes each way.
 */
export async function measureApplyFlow(base: string, root: string, phone: PhoneProfile = SLOW_3G) {
	const photo = await cameraPhoto()
	const browser = await chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
	})
	try {
		const context = await browser.newContext({
			viewport: { width: 375, height: 740 },
			deviceScaleFactor: 2,
			isMobile: true,
			hasTouch: true,
		})
		const page = await context.newPage()
		const cdp = await context.newCDPSession(page)
		await cdp.send('Network.enable')
		await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
		await cdp.send('Network.emulateNetworkConditions', {
			offline: false,
			latency: phone.latency,
			downloadThroughput: phone.downloadBytesPerSecond,
			uploadThroughput: phone.uploadBytesPerSecond,
		})
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown })
		let received = 0
		cdp.on('Network.loadingFinished', (event) => {
			received += event.encodedDataLength
		})
		// The bodies the page sends (the browser's tools do not report a multipart body with files):
		// each field's UTF-8 bytes and each file's size, as the upload carries them.
		await page.addInitScript(() => {
			;(window as unknown as { __sentBytes: number }).__sentBytes = 0
			const send = XMLHttpRequest.prototype.send
			XMLHttpRequest.prototype.send = function (body) {
				if (body instanceof FormData) {
					let bytes = 0
					for (const [name, value] of body.entries()) {
						bytes += new TextEncoder().encode(name).length
						bytes += typeof value === 'string' ? new TextEncoder().encode(value).length : value.size
					}
					;(window as unknown as { __sentBytes: number }).__sentBytes += bytes
				}
				return send.call(this, body)
			}
		})
		const sentSoFar = () => page.evaluate(() => (window as unknown as { __sentBytes: number }).__sentBytes)
		const kb = (bytes: number) => Math.round(bytes / 102.4) / 10
		const seconds = (ms: number) => Math.round(ms / 100) / 10

		const start = Date.now()
		await page.goto(`${base}/career`, { waitUntil: 'commit' })
		await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 120_000 })
		const pageReady = Date.now() - start
		const pageBytes = received

		// Apply now opens the job's apply page (the career list is sent without React); usable once its script ran.
		const opened = Date.now()
		await page.getByRole('link', { name: 'Apply now' }).first().click()
		await page.waitForURL(/\/career\/\d+\/apply/, { waitUntil: 'commit', timeout: 120_000 })
		const form = page.getByRole('main')
		// A tap on the first field types as soon as the form is drawn: it is the server's HTML, waiting for no script.
		await form.getByRole('textbox', { name: 'Name' }).fill('Santosh Gaikwad', { timeout: 120_000 })
		const firstFieldTypes = Date.now() - opened
		await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 120_000 })
		const formReady = Date.now() - opened
		const formBytes = received - pageBytes

		await form.getByRole('textbox', { name: /^Email/ }).fill(`bench-${Date.now()}@example.com`)
		await form.getByRole('textbox', { name: 'Contact' }).fill('98220 11223')
		await form.getByRole('textbox', { name: 'Location' }).fill('Pune')
		await form.getByRole('button', { name: 'Next: your documents' }).click()
		const choosing = Date.now()
		const camera = { name: 'IMG_20261125_101500.jpg', mimeType: 'image/jpeg', buffer: photo }
		await form.getByLabel(/^Photo/).setInputFiles(camera)
		await form.getByLabel(/^Aadhaar card/).setInputFiles(camera)
		const resume = form.getByLabel(/^Resume/)
		await resume.setInputFiles(path.join(root, 'tests/fixtures/resume.pdf'))
		await form.getByRole('checkbox', { name: /I agree/ }).check()
		const submit = form.getByRole('button', { name: 'Apply now' })
		// Made smaller in the page first (decoding an 8 MB photo on a slow CPU takes a while).
		await page.waitForFunction(
			() => !document.querySelector<HTMLButtonElement>('.apply-actions button[type="submit"]')?.disabled,
			null,
			{ timeout: 120_000 },
		)
		const prepared = Date.now() - choosing
		const sending = Date.now()
		await submit.click()
		await form.locator('.apply-reference-code').waitFor({ timeout: 300_000 })
		const confirmed = Date.now() - sending
		const sent = await sentSoFar()
		return [
			{
				stage: 'career page usable (its script ran)',
				seconds: seconds(pageReady),
				receivedKB: kb(pageBytes),
				sentKB: 0,
			},
			{
				stage: 'Apply now to a tap on the first field typing',
				seconds: seconds(firstFieldTypes),
				receivedKB: 0,
				sentKB: 0,
			},
			{
				stage: 'Apply now to the apply page, its script run',
				seconds: seconds(formReady),
				receivedKB: kb(formBytes),
				sentKB: 0,
			},
			{
				stage: 'two camera photos chosen and made smaller in the page',
				seconds: seconds(prepared),
				receivedKB: 0,
				sentKB: 0,
			},
			{
				stage: 'Apply now (sent) to the reference',
				seconds: seconds(confirmed),
				receivedKB: kb(received - pageBytes - formBytes),
				sentKB: kb(sent),
			},
			{
				stage: `whole flow (camera photo ${kb(photo.length)} KB)`,
				seconds: seconds(Date.now() - start),
				receivedKB: kb(received),
				sentKB: kb(sent),
			},
		]
	} finally {
		await browser.close()
	}
}
