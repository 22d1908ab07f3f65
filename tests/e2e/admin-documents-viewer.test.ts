import { seedApplication } from '#tests/fixtures/applications.ts'
import { openTestDatabase } from '#tests/fixtures/career.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// A recruiter reads an applicant's documents inside the back office: the resume (a PDF) in the
// page's viewer, sent inline in a sandbox and never cached, its opening in the audit log as a
// download's is; the photo enlarged in a dialog; the Aadhaar number masked to its last four digits.

function auditOf(applicationId: number) {
	const db = openTestDatabase()
	try {
		return db
			.prepare('select action, staff_email, details from audit_log where subject = ? order by id')
			.all(`application ${applicationId}`) as Array<{ action: string; staff_email: string; details: string | null }>
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

for (const viewport of [DESKTOP, PHONE]) {
	test(`a recruiter reads the PDF resume inside the page and enlarges the photo (${viewport.width} px)`, async ({
		page,
	}) => {
		const application = seedApplication()
		try {
			await page.setViewportSize(viewport)
			const downloads: string[] = []
			page.on('download', (download) => downloads.push(download.url()))
			const staff = await signInAs(page, 'hr')
			await page.goto(`/admin/applications/${application.id}`)
			await expect(page.getByRole('heading', { level: 1, name: application.name })).toBeVisible()
			await expect(page.getByText('XXXX XXXX 1234')).toBeVisible()
			await expect(page.getByText('2345 6789 1234')).toHaveCount(0)

			// The photo: a real button opening a named dialog, closed by Escape and by its button.
			const enlarge = page.getByRole('button', { name: `Enlarge the photo of ${application.name}` })
			await enlarge.click()
			const dialog = page.getByRole('dialog', { name: `Photo of ${application.name}` })
			await expect(dialog).toBeVisible()
			await expect(dialog.getByRole('img', { name: `Photo of ${application.name}` })).toBeVisible()
			const box = await dialog.boundingBox()
			expect(box!.width).toBeLessThanOrEqual(viewport.width)
			await screenshot(page, `admin-photo-dialog-${viewport.width}`)
			await page.keyboard.press('Escape')
			await expect(dialog).toBeHidden()
			await expect(enlarge).toBeFocused()
			await enlarge.click()
			await dialog.getByRole('button', { name: 'Close' }).click()
			await expect(dialog).toBeHidden()

			// The resume: read in the page's viewer, the file sent inline in a sandbox, never cached.
			const inline = page.waitForResponse((response) => response.url().includes('/resume?view=inline'))
			await page.getByRole('link', { name: 'Read the resume' }).click()
			await expect(page.getByRole('heading', { level: 1, name: `Resume of ${application.name}` })).toBeVisible()
			// Drawn page by page in the page itself, as a phone without a PDF viewer shows it.
			const frame = page.getByRole('img', { name: `Page 1 of 1 of ${application.name}'s resume` })
			await expect(frame).toBeVisible()
			// Drawn on a canvas, then kept as a picture in the canvas's place: measured once that is done.
			await expect(page.getByRole('region', { name: /^Pages of / })).toHaveAttribute('aria-busy', 'false')
			const response = await inline
			expect(response.status()).toBe(200)
			// The raw headers: Chromium reports a sandboxed document's policy in its own words in headers().
			const headers = await response.allHeaders()
			expect(headers['content-type']).toBe('application/pdf')
			expect(headers['content-disposition']).toMatch(/^inline; filename="resume.pdf"/)
			expect(headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/)
			expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
			expect(headers['x-content-type-options']).toBe('nosniff')
			expect(headers['cache-control']).toBe('no-store')
			expect(headers['x-frame-options']).toBe('SAMEORIGIN')
			const frameBox = await frame.boundingBox()
			expect(frameBox!.width).toBeLessThanOrEqual(viewport.width)
			expect(frameBox!.height).toBeGreaterThan(viewport.width / 4)
			await screenshot(page, `admin-documents-viewer-${viewport.width}`)
			await expectNoAxeViolations(page)
			expect(downloads).toEqual([])

			// Recorded like a download, by the person who read it.
			await expect
				.poll(() => auditOf(application.id).filter((entry) => entry.action === 'application.resume-opened'))
				.toEqual([
					{
						action: 'application.resume-opened',
						staff_email: staff.email,
						details: JSON.stringify({ how: 'viewed in the back office' }),
					},
				])

			// The Aadhaar card is a text: it is not shown in the page, it downloads as before.
			await page.goto(`/admin/applications/${application.id}/view/aadhaar`)
			await expect(page.getByText('This file cannot be shown in the page')).toBeVisible()
			await expect(page.locator('iframe')).toHaveCount(0)
		} finally {
			closeJob(application.job.id)
		}
	})
}

test('without JavaScript the photo is a link to the photo', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	const application = seedApplication()
	try {
		await signInAs(page, 'hr')
		await page.goto(`/admin/applications/${application.id}`)
		const link = page.getByRole('link', { name: `Photo of ${application.name}, full size` })
		await expect(link).toHaveAttribute('href', `/admin/applications/${application.id}/photo`)
		await expect(page.getByRole('link', { name: 'Read the resume' })).toHaveAttribute(
			'href',
			`/admin/applications/${application.id}/view/resume`,
		)
	} finally {
		closeJob(application.job.id)
		await context.close()
	}
})
