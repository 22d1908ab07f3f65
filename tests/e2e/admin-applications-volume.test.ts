import crypto from 'node:crypto'
import type { Page } from '@playwright/test'
import { insertJob, openTestDatabase } from '#tests/fixtures/career.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// A recruiter with a week's applications: one line per application at desktop width, ten and more in one screen,
// 25, 50 or 100 a page, the stages as tabs with their counts; on a phone, compact cards and the filters folded.

const STAGE_OF = (index: number) =>
	index < 40 ? 'New' : index < 50 ? 'Shortlisted' : index < 56 ? 'Interview' : 'Rejected'

/** Sixty applications to one job of the test's own: 40 New, 10 Shortlisted, 6 Interview, 4 Rejected. */
function seedSixty() {
	// A title of its own: the career page's tests look for the seed's 'Security Guard' among the open jobs.
	const job = insertJob({ title: `Volume Patrol ${crypto.randomBytes(3).toString('hex')}`, category: 'Security' })
	const db = openTestDatabase()
	try {
		const insert = db.prepare(
			`insert into applications (job_id, name, contact, email, email_normalised, location, job_field, status,
			 consent_at, language, last_work, work_years, languages_spoken, created_at, updated_at)
			 values (?, ?, ?, ?, ?, 'Pune', 'Security', ?, ?, 'en', 'Guard at a housing society in Magarpatta', '4',
			 'Marathi, Hindi', ?, ?)`,
		)
		const people = Array.from({ length: 60 }, (_, index) => {
			const name = `Volume${String(index).padStart(2, '0')} Applicant ${crypto.randomBytes(3).toString('hex')}`
			const mobile = `+9198${String(crypto.randomInt(10_000_000, 99_999_999))}`
			// A minute apart, the first the newest, so that the list's order is known.
			const stamp = new Date(Date.now() - index * 60_000).toISOString()
			const email = `volume${index}.${crypto.randomBytes(3).toString('hex')}@example.com`
			const id = Number(
				insert.run(job.id, name, mobile, email, email, STAGE_OF(index), stamp, stamp, stamp).lastInsertRowid,
			)
			return { id, name, mobile, stage: STAGE_OF(index) }
		})
		return { job, people }
	} finally {
		db.close()
	}
}

/** The list's rows wholly inside the screen once the list's head is at its top. */
async function rowsInOneScreen(page: Page) {
	const table = page.getByRole('table')
	await table.evaluate((element) => element.scrollIntoView({ block: 'start' }))
	return table.evaluate((element) => {
		const height = window.innerHeight
		return [...element.querySelectorAll('tbody tr')].filter((row) => {
			const box = row.getBoundingClientRect()
			return box.top >= 0 && box.bottom <= height
		}).length
	})
}

const grouped = (mobile: string) => `+91 ${mobile.slice(3, 8)} ${mobile.slice(8)}`

test('At desktop width a recruiter sees ten and more applications in one screen, one line each', async ({ page }) => {
	await page.setViewportSize(DESKTOP)
	const { job, people } = seedSixty()
	await signInAs(page, 'hr')
	await page.goto(`/admin/applications?job=${job.id}`)
	await expect(page.getByText('Showing 1–25 of 60 applications')).toBeVisible()

	// The filters are open at this width, with no button to unfold them.
	await expect(page.getByLabel('Job', { exact: true })).toBeVisible()
	await expect(page.getByText('Filters', { exact: true })).toBeHidden()

	const first = page.getByRole('row', { name: new RegExp(people[0]!.name) })
	await expect(first).toContainText(`${job.title} — Pune, Maharashtra`)
	await expect(first).toContainText(grouped(people[0]!.mobile))
	const heights = await page
		.getByRole('table')
		.locator('tbody tr')
		.evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))
	expect(Math.max(...heights), `row heights ${heights.join(', ')}`).toBeLessThan(56)
	expect(await rowsInOneScreen(page)).toBeGreaterThanOrEqual(10)
	// The table does not scroll sideways.
	const [tableWidth, boxWidth] = await page
		.getByRole('table')
		.evaluate((t) => [t.scrollWidth, t.parentElement!.clientWidth])
	expect(tableWidth).toBeLessThanOrEqual(boxWidth)
	await page.evaluate(() => window.scrollTo(0, 0))
	await screenshot(page, 'admin-applications-volume-1280')

	// The answers given instead of a resume are one tap away, in the row's details.
	const details = first.getByText(/^Details/)
	await expect(first.getByText('Guard at a housing society in Magarpatta')).toBeHidden()
	await details.click()
	await expect(first.getByText('Guard at a housing society in Magarpatta · 4 · Marathi, Hindi')).toBeVisible()
	await expectNoAxeViolations(page)

	// The application's page writes the number the same way, and dials it.
	await first.getByRole('link', { name: people[0]!.name }).click()
	await expect(page.getByRole('heading', { level: 1, name: people[0]!.name })).toBeVisible()
	await expect(page.getByRole('link', { name: grouped(people[0]!.mobile) })).toHaveAttribute(
		'href',
		`tel:${people[0]!.mobile}`,
	)
})

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
		test.use({ javaScriptEnabled })

		test('The stage tabs count and filter in one tap, and the rows per page stay in the address', async ({ page }) => {
			await page.setViewportSize(javaScriptEnabled ? DESKTOP : PHONE)
			const { job } = seedSixty()
			await signInAs(page, 'hr')
			await page.goto(`/admin/applications?job=${job.id}`)
			const tabs = page.getByRole('navigation', { name: 'Pipeline' })
			await expect(tabs.getByRole('link', { name: 'All 60' })).toHaveAttribute('aria-current', 'page')
			for (const name of ['New 40', 'Shortlisted 10', 'Interview 6', 'Hired 0', 'Rejected 4'])
				await expect(tabs.getByRole('link', { name })).toBeVisible()

			await tabs.getByRole('link', { name: 'New 40' }).click()
			await expect(page.getByText('Showing 1–25 of 40 applications')).toBeVisible()
			await expect(tabs.getByRole('link', { name: 'New 40' })).toHaveAttribute('aria-current', 'page')
			await expect(page).toHaveURL(/stage=New/)
			await expect(page).toHaveURL(new RegExp(`job=${job.id}`))

			await page.getByRole('link', { name: 'Show 50 rows per page' }).click()
			await expect(page.getByText('Showing 1–40 of 40 applications')).toBeVisible()
			await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(40)
			await expect(page).toHaveURL(/size=50/)

			// Another stage keeps the rows per page.
			await tabs.getByRole('link', { name: 'All 60' }).click()
			await expect(page.getByText('Showing 1–50 of 60 applications')).toBeVisible()
			await page.getByRole('link', { name: 'Next page' }).click()
			await expect(page.getByText('Showing 51–60 of 60 applications')).toBeVisible()
			await page.getByRole('link', { name: 'Show 100 rows per page' }).click()
			await expect(page.getByText('Showing 1–60 of 60 applications')).toBeVisible()
			await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(60)
			await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0)
			// A size the list does not offer is its 25.
			await page.goto(`/admin/applications?job=${job.id}&size=1000`)
			await expect(page.getByText('Showing 1–25 of 60 applications')).toBeVisible()
		})
	})
}

test.describe('on a phone without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('The filters fold behind one button and the cards are compact', async ({ page }) => {
		await page.setViewportSize(PHONE)
		const { job, people } = seedSixty()
		await signInAs(page, 'hr')
		await page.goto(`/admin/applications?job=${job.id}&size=50`)
		const fold = page.getByText('Filters (1 set)')
		await expect(fold).toBeVisible()
		await expect(page.getByLabel('Job', { exact: true })).toBeHidden()
		await screenshot(page, 'admin-applications-volume-375')

		// The first card is on the first screen, and a card is a few lines.
		const first = page.getByRole('row', { name: new RegExp(people[0]!.name) })
		const box = (await first.boundingBox())!
		expect(box.y + box.height).toBeLessThan(PHONE.height)
		// Four short lines (five when the test's long names wrap), where a card had eleven.
		expect(box.height).toBeLessThan(180)
		await expect(first).toContainText(grouped(people[0]!.mobile))

		// Unfolded, the filters work as before, and keep the rows per page.
		await fold.click()
		await page.getByLabel('Stage', { exact: true }).selectOption('Interview')
		await page.getByRole('button', { name: 'Filter' }).click()
		await expect(page.getByText('Showing 1–6 of 6 applications')).toBeVisible()
		await expect(page).toHaveURL(/size=50/)
		await expect(page.getByText('Filters (1 set)')).toBeVisible()
	})
})

for (const [width, size] of [
	['375', PHONE],
	['1280', DESKTOP],
] as const) {
	test(`Once an application is ticked, a bar at the bottom of the screen counts them and holds the move (${width} px)`, async ({
		page,
	}) => {
		await page.setViewportSize(size)
		const { job, people } = seedSixty()
		await signInAs(page, 'hr')
		await page.goto(`/admin/applications?job=${job.id}&stage=New`)
		const bar = page.getByRole('region', { name: 'Chosen applications' })
		await expect(bar).toHaveCount(0)

		const chosen = people.filter((person) => person.stage === 'New').slice(0, 3)
		for (const person of chosen) await page.getByRole('checkbox', { name: `Choose ${person.name}` }).check()
		await expect(bar).toContainText('3 chosen')
		// Fixed to the bottom of the screen, wherever the list is scrolled.
		for (const scroll of [0, 800]) {
			await page.evaluate((y) => window.scrollTo(0, y), scroll)
			const box = (await bar.boundingBox())!
			expect(Math.round(box.y + box.height)).toBe(size.height)
		}
		// As the screen shows it (a whole-page picture would draw the fixed bar at the first screen's foot).
		await page.screenshot({ path: `tests/.output/screenshots/admin-applications-bulk-bar-${width}.png` })

		// The bar opens the move's fields above it, in sight, without scrolling down the list.
		await bar.getByRole('button', { name: 'Move them…' }).click()
		const stage = page.getByLabel('Move them to')
		await expect(stage).toBeFocused()
		await expect(stage).toBeInViewport()
		await expect(page.getByRole('button', { name: 'Move the chosen applications' })).toBeInViewport()
		await page.screenshot({ path: `tests/.output/screenshots/admin-applications-bulk-open-${width}.png` })
		await expectNoAxeViolations(page)
		// Escape folds it back into the bar.
		await page.keyboard.press('Escape')
		await expect(bar.getByRole('button', { name: 'Move them…' })).toBeFocused()
		await expect(bar.getByRole('button', { name: 'Move them…' })).toHaveAttribute('aria-expanded', 'false')

		// Unticked, the bar goes; ticked again (one by the whole page's button), it counts again.
		await page.getByRole('checkbox', { name: `Choose ${chosen[0]!.name}` }).uncheck()
		await expect(bar).toContainText('2 chosen')
		for (const person of chosen.slice(1)) await page.getByRole('checkbox', { name: `Choose ${person.name}` }).uncheck()
		await expect(bar).toHaveCount(0)
		await page.getByRole('button', { name: 'Choose every application on this page, or none' }).click()
		await expect(bar).toContainText('25 chosen')
		await page.getByRole('button', { name: 'Choose every application on this page, or none' }).click()
		await expect(bar).toHaveCount(0)

		for (const person of chosen) await page.getByRole('checkbox', { name: `Choose ${person.name}` }).check()
		await bar.getByRole('button', { name: 'Move them…' }).click()
		await stage.selectOption('Shortlisted')
		await page.getByRole('button', { name: 'Move the chosen applications' }).click()
		await expect(page.getByRole('status').filter({ hasText: '3 moved to Shortlisted' })).toBeVisible()
	})
}

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('On a phone the bulk move stays under the list and moves the ticked applications', async ({ page }) => {
		await page.setViewportSize(PHONE)
		const { job, people } = seedSixty()
		await signInAs(page, 'hr')
		await page.goto(`/admin/applications?job=${job.id}&stage=Interview`)
		const chosen = people.filter((person) => person.stage === 'Interview').slice(0, 2)
		for (const person of chosen) await page.getByRole('checkbox', { name: `Choose ${person.name}` }).check()
		await expect(page.getByRole('region', { name: 'Chosen applications' })).toHaveCount(0)
		const stage = page.getByLabel('Move them to')
		await expect(stage).not.toBeInViewport()
		await stage.selectOption('Hired')
		await page.getByRole('button', { name: 'Move the chosen applications' }).click()
		await expect(page.getByRole('status').filter({ hasText: '2 moved to Hired' })).toBeVisible()
	})
})
