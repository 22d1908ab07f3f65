import fs from 'node:fs/promises'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// Housekeeping documents: GET /api/Advertise/GetAllPdf, the
// files at /Pdf/{name} (served by the site itself), and the list on
// the service-house-keeping page.

const SEEDED = [
	'housekeeping-daily-cleaning-checklist.pdf',
	'housekeeping-sop-office-cleaning.pdf',
	'housekeeping-services-overview.pdf',
]

test('GET /api/Advertise/GetAllPdf lists the housekeeping documents with Pdf, Id and NewDocId', async ({ request }) => {
	const response = await request.get('/api/Advertise/GetAllPdf')
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toContain('application/json')
	const items = (await response.json()) as Array<Record<string, unknown>>
	// Other tests add documents of their own from the back office (and delete them again).
	expect(items.map((item) => item.Pdf).filter((pdf) => SEEDED.includes(pdf as string))).toEqual(SEEDED)
	for (const item of items.filter((entry) => SEEDED.includes(entry.Pdf as string))) {
		expect(item).toMatchObject({
			Id: expect.any(Number),
			NewDocId: null,
			Title: expect.any(String),
			ByteSize: expect.any(Number),
		})
		const file = await request.get(`/Pdf/${item.Pdf as string}`)
		expect(file.status()).toBe(200)
		expect((await file.body()).length).toBe(item.ByteSize)
	}
})

test('/Pdf/{name} serves a registered document as a PDF with a file name and caching headers', async ({ request }) => {
	const response = await request.get(`/Pdf/${SEEDED[0]}`)
	expect(response.status()).toBe(200)
	const headers = response.headers()
	expect(headers['content-type']).toBe('application/pdf')
	expect(headers['content-disposition']).toBe(`inline; filename="${SEEDED[0]}"`)
	expect(headers['cache-control']).toMatch(/max-age=\d+/)
	expect(headers['last-modified']).toBeTruthy()
	const body = await response.body()
	expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')

	const again = await request.get(`/Pdf/${SEEDED[0]}`, { headers: { 'If-None-Match': headers.etag! } })
	expect(again.status()).toBe(304)
})

test('/Pdf/{name} also serves a job advert registered with a job', async ({ request }) => {
	const response = await request.get('/Pdf/advert-housekeeping-attendant-pune.pdf')
	expect(response.status()).toBe(200)
	expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
})

test('/Pdf/ answers 404, never an error or another file, to unknown names and traversal attempts', async ({
	request,
}) => {
	const attempts = [
		'/Pdf/not-registered.pdf',
		'/Pdf/brisk.db',
		'/Pdf/secret.key',
		'/Pdf/..%2Fbrisk.db',
		'/Pdf/..%2F..%2Fpackage.json',
		'/Pdf/%2e%2e%2Fbrisk.db',
		'/Pdf/%2e%2e/brisk.db',
		'/Pdf/..%5Cbrisk.db',
		'/Pdf/..\\brisk.db',
		'/Pdf/%2Fetc%2Fpasswd',
		'/Pdf/housekeeping-sop-office-cleaning.pdf%00.txt',
		`/Pdf/sub/${SEEDED[0]}`,
		'/Pdf/',
	]
	for (const url of attempts) {
		const response = await request.get(url, { maxRedirects: 0 })
		expect(response.status(), url).toBe(404)
		expect(response.headers()['content-type'] ?? '', url).not.toContain('application/pdf')
		expect(await response.text(), url).not.toContain('SQLite format')
	}
})

test.describe('The housekeeping page', () => {
	for (const [label, viewport] of [
		['phone', PHONE],
		['desktop', DESKTOP],
	] as const) {
		test(`A facility head downloads a housekeeping document (${label})`, async ({ page }) => {
			await page.setViewportSize(viewport)
			await page.goto('/service-house-keeping')
			const list = page.getByRole('list', { name: 'Documents to download' })
			expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(3)
			const checklist = list.getByRole('link', { name: /^Download Daily cleaning checklist PDF, \d+ KB$/ })
			await expect(checklist).toHaveAttribute('href', `/Pdf/${SEEDED[0]}`)
			await expect(checklist).toContainText(/PDF, \d+ KB/)
			await expect(checklist.locator('svg')).toHaveCount(1)

			const [download] = await Promise.all([page.waitForEvent('download'), checklist.click()])
			expect(download.suggestedFilename()).toBe(SEEDED[0])
			const file = await download.path()
			const bytes = await fs.readFile(file)
			expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')

			await expectNoAxeViolations(page)
			await screenshot(page, `documents-${label}`)
		})
	}
})
