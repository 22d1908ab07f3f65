import crypto from 'node:crypto'
import type { Page } from '@playwright/test'
import { seedApplication } from '#tests/fixtures/applications.ts'
import { insertEnquiry } from '#tests/fixtures/enquiries.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// The back office on a phone (375 px), as office staff open it between visits:
// every list and every record reads without scrolling sideways, values keep a
// line of their own, and the navigation takes one row. At desktop width the
// lists stay tables with their column headings.

interface Fit {
	pageWidth: number
	tablesPastTheirBox: string[]
	navHeight: number
	narrowValues: string[]
}

/** What a person would notice: content past the screen or its box, values squeezed, a tall menu. */
async function measure(page: Page): Promise<Fit> {
	return page.evaluate(() => {
		const main = document.querySelector('main')!
		const tablesPastTheirBox = [...main.querySelectorAll('table')]
			.filter((table) => {
				const box = table.parentElement!
				return (
					table.getBoundingClientRect().right > box.getBoundingClientRect().right + 1 ||
					box.scrollWidth > box.clientWidth + 1
				)
			})
			.map((table) => table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? 'a table')
		// A value squeezed beside its label: narrower than two thirds of its list.
		const narrowValues = [...main.querySelectorAll('dl dd')]
			.filter((dd) => dd.getBoundingClientRect().width < (dd.parentElement!.getBoundingClientRect().width * 2) / 3)
			.map((dd) => dd.previousElementSibling?.textContent ?? '?')
		const nav = document.querySelector('nav[aria-label="Back office"]')
		return {
			pageWidth: document.documentElement.scrollWidth,
			tablesPastTheirBox,
			navHeight: nav ? nav.getBoundingClientRect().height : 0,
			narrowValues,
		}
	})
}

async function expectFitsAPhone(page: Page, name: string) {
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	const fit = await measure(page)
	expect.soft(fit.pageWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(PHONE.width)
	expect.soft(fit.tablesPastTheirBox, `${name}: tables wider than the screen`).toEqual([])
	expect.soft(fit.narrowValues, `${name}: values squeezed beside their labels`).toEqual([])
	expect.soft(fit.navHeight, `${name}: the navigation takes more than one row`).toBeLessThanOrEqual(56)
	await screenshot(page, `admin-phone-${name}`)
}

test('On a phone every part of the back office reads without scrolling sideways, in cards and stacked details', async ({
	page,
}) => {
	test.setTimeout(120_000)
	const application = seedApplication({ employer: 'Sentinel Guards and Facility Services Private Limited' })
	const mark = crypto.randomBytes(3).toString('hex')
	const enquiry = insertEnquiry({ name: `Asha Kulkarni ${mark}`, subject: `Guards for our Chakan warehouse ${mark}` })
	await page.setViewportSize(PHONE)
	const admin = await signInAs(page, 'admin')

	await page.goto('/admin')
	await expectFitsAPhone(page, 'dashboard')
	// The navigation is one row that scrolls sideways; every part is still in it.
	const nav = page.getByRole('navigation', { name: 'Back office' })
	for (const part of [
		'Dashboard',
		'Jobs',
		'Applications',
		'Enquiries',
		'Documents',
		'Galleries',
		'Mail',
		'Audit log',
		'Staff',
	]) {
		await expect(nav.getByRole('link', { name: part, exact: true })).toBeAttached()
	}

	await page.goto('/admin/jobs')
	await expectFitsAPhone(page, 'jobs')
	await page.goto(`/admin/jobs/${application.job.id}`)
	await expectFitsAPhone(page, 'job')
	// The current part of the back office is in sight in the navigation's row.
	await expect(nav.getByRole('link', { name: 'Jobs', exact: true })).toBeInViewport()

	await page.goto(`/admin/applications?q=${encodeURIComponent(application.name)}`)
	await expectFitsAPhone(page, 'applications')
	// A row reads as a compact card: the name and stage, the job with its place, the day and the mobile number, each
	// plain enough to need no label (the table keeps its headings for screen readers), and the rest in its details.
	const card = page.getByRole('row', { name: new RegExp(application.name) })
	await expect(card.getByRole('link', { name: application.name })).toBeVisible()
	const labels = await card
		.getByRole('cell')
		.evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content))
	expect(labels).toEqual(['none', 'none', 'none', 'none', 'none', 'none'])
	expect((await card.boundingBox())!.height).toBeLessThan(160)

	await page.goto(`/admin/applications/${application.id}`)
	await expectFitsAPhone(page, 'application')

	await page.goto(`/admin/enquiries?q=${mark}`)
	await expectFitsAPhone(page, 'enquiries')
	await page.goto(`/admin/enquiries/${enquiry.id}`)
	await expectFitsAPhone(page, 'enquiry')

	await page.goto('/admin/documents')
	await expectFitsAPhone(page, 'documents')
	await page.goto('/admin/galleries')
	await expectFitsAPhone(page, 'galleries')
	await page.getByRole('table').getByRole('link').first().click()
	await expectFitsAPhone(page, 'gallery')
	await page.goto('/admin/mail')
	await expectFitsAPhone(page, 'mail')
	await page.goto('/admin/audit')
	await expectFitsAPhone(page, 'audit')
	await page.goto('/admin/staff')
	await expectFitsAPhone(page, 'staff')
	await page.goto(`/admin/staff/${admin.id}`)
	await expectFitsAPhone(page, 'staff-member')
	await page.goto('/admin/account')
	await expectFitsAPhone(page, 'account')
	await expectNoAxeViolations(page)

	// At desktop width the same lists are tables with their column headings.
	await page.setViewportSize(DESKTOP)
	await page.goto(`/admin/applications?q=${encodeURIComponent(application.name)}`)
	await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible()
	const desktop = await measure(page)
	expect(desktop.navHeight).toBeLessThanOrEqual(56)
	await screenshot(page, 'admin-desktop-applications')
})

test('A notice after a change never covers what is under it, however far the page is scrolled', async ({ page }) => {
	const mark = crypto.randomBytes(3).toString('hex')
	const enquiry = insertEnquiry({ name: `Neha Joshi ${mark}`, subject: `Housekeeping for a clinic ${mark}` })
	await page.setViewportSize(PHONE)
	await signInAs(page, 'office')
	await page.goto(`/admin/enquiries/${enquiry.id}`)
	await page.getByRole('textbox', { name: 'Note', exact: true }).fill(`Asked for a visit on Monday ${mark}`)
	await page.getByRole('button', { name: 'Add the note' }).click()
	await expect(page.getByText('The note is added.')).toBeVisible()
	// Each heading of the page, scrolled to the top of the screen, is itself what shows there.
	const headings = page.getByRole('main').getByRole('heading')
	for (let index = 0; index < (await headings.count()); index++) {
		const heading = headings.nth(index)
		const covered = await heading.evaluate((element) => {
			element.scrollIntoView({ block: 'start' })
			const box = element.getBoundingClientRect()
			const top = document.elementFromPoint(box.left + 4, box.top + Math.min(8, box.height / 2))
			return top && (element === top || element.contains(top)) ? null : (top?.textContent ?? 'nothing')
		})
		expect(covered, `the heading “${await heading.textContent()}” is covered`).toBeNull()
	}
})
