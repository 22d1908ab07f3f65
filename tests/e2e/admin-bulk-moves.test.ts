import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { insertJob, openTestDatabase, uniqueEmail } from '#tests/fixtures/career.ts'
import { seedApplication } from '#tests/fixtures/applications.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// A recruiter moves many applications to Interview in one step from the applications
// list: each applicant gets a mail in their language with a calendar invitation, and an
// application a colleague moved meanwhile is left and named.

const LANGUAGES = ['en', 'hi', 'mr', 'te'] as const

/** Ten new applications to one job of the test's own, in the four languages. */
function seedTen() {
	const job = insertJob({
		title: `Housekeeper Bulk ${crypto.randomBytes(3).toString('hex')}`,
		category: 'Housekeeping',
	})
	const db = openTestDatabase()
	try {
		const stamp = new Date().toISOString()
		const people = Array.from({ length: 10 }, (_, index) => {
			const tag = crypto.randomBytes(3).toString('hex')
			const name = `Bulk${index} Applicant ${tag}`
			const email = uniqueEmail(`bulk${index}`)
			const mobile = `+9197${String(crypto.randomInt(10_000_000, 99_999_999))}`
			const language = LANGUAGES[index % LANGUAGES.length]!
			const result = db
				.prepare(
					`insert into applications (job_id, name, contact, email, email_normalised, location, job_field, status,
					 consent_at, language, created_at, updated_at)
					 values (?, ?, ?, ?, ?, 'Pune', 'Housekeeping', 'New', ?, ?, ?, ?)`,
				)
				.run(job.id, name, mobile, email, email, stamp, language, stamp, stamp)
			return { id: Number(result.lastInsertRowid), name, email, language }
		})
		return { job, people }
	} finally {
		db.close()
	}
}

function setStage(id: number, stage: string) {
	const db = openTestDatabase()
	try {
		db.prepare('update applications set status = ? where id = ?').run(stage, id)
	} finally {
		db.close()
	}
}

function stageAudits(ids: number[]) {
	const db = openTestDatabase()
	try {
		return db
			.prepare(
				`select subject from audit_log where action = 'application.stage-changed' and subject in (${ids.map(() => '?').join(',')})`,
			)
			.all(...ids.map((id) => `application ${id}`)) as { subject: string }[]
	} finally {
		db.close()
	}
}

/** A Thursday far enough ahead that the test's interviews never fall on a day gone by. */
const INTERVIEW_DAY = '2037-12-03'

async function fillInterview(page: Page, day = INTERVIEW_DAY) {
	await page.getByLabel('Move them to').selectOption('Interview')
	await page.getByLabel('Day of the interview').fill(day)
	await page.getByLabel('Time of the interview').fill('11:00')
	await page.getByLabel('Place of the interview').fill('Brisk office, Baner Road, Pune')
	await page.getByLabel('Whom to ask for').fill('Meena at the front desk')
	await page.getByRole('checkbox', { name: 'Tell each applicant' }).check()
}

/** The interview's month as each language writes it: the mail says the day in the applicant's language, whatever HR's words. */
const MONTH_WORDS = { en: 'December', hi: 'दिसंबर', mr: 'डिसेंबर', te: 'డిసెంబర్' } as const

async function expectInvitations(
	mailbox: Parameters<Parameters<typeof test>[2]>[0]['mailbox'],
	people: ReturnType<typeof seedTen>['people'],
	job: string,
) {
	for (const person of people) {
		const mail = await mailbox.wait((m) => m.envelopeTo.includes(person.email))
		expect(mail.subject).toContain(job)
		expect(mail.text).toContain(`3 ${MONTH_WORDS[person.language as keyof typeof MONTH_WORDS]} 2037`)
		const raw = fs.readFileSync(path.join(process.env.E2E_MAIL_DIR!, mail.file), 'utf8')
		expect(raw).toContain('text/calendar')
		expect(raw).toMatch(/BEGIN:VCALENDAR/)
	}
}

for (const [width, size] of [
	['1280', DESKTOP],
	['375', PHONE],
] as const) {
	test(`A recruiter chooses ten applications and moves them to Interview in one step (${width} px)`, async ({
		page,
		mailbox,
	}) => {
		await page.setViewportSize(size)
		const { job, people } = seedTen()
		await signInAs(page, 'hr')
		await page.goto(`/admin/applications?job=${job.id}`)
		await expect(page.getByText('Showing 1–10 of 10 applications')).toBeVisible()
		const table = page.getByRole('table')
		await expect(table.getByRole('columnheader', { name: 'Job' })).toHaveCount(1)
		await expect(table.getByRole('columnheader', { name: 'Mobile' })).toHaveCount(1)
		// The language applied in is in the row's details; the job is named with its place.
		await expect(table.getByRole('row', { name: new RegExp(people[2]!.name) })).toContainText('Marathi')
		await expect(table.getByRole('row', { name: new RegExp(people[0]!.name) })).toContainText(
			`${job.title} — Pune, Maharashtra`,
		)
		if (width === '1280') {
			// Every column in sight on a desktop: the table does not scroll sideways.
			const [tableWidth, boxWidth] = await table.evaluate((t) => [t.scrollWidth, t.parentElement!.clientWidth])
			expect(tableWidth, `${tableWidth} px in ${boxWidth} px`).toBeLessThanOrEqual(boxWidth)
			await screenshot(page, 'admin-applications-list-1280')
		}
		// The job filter names each job with its place.
		await expect(page.getByLabel('Job', { exact: true }).locator('option:checked')).toHaveText(
			`${job.title} — Pune, Maharashtra`,
		)

		// One press ticks the whole page, the next clears it; then each is ticked by hand.
		const everyone = page.getByRole('button', { name: 'Choose every application on this page, or none' })
		await everyone.click()
		for (const person of people)
			await expect(page.getByRole('checkbox', { name: `Choose ${person.name}` })).toBeChecked()
		await everyone.click()
		for (const person of people)
			await expect(page.getByRole('checkbox', { name: `Choose ${person.name}` })).not.toBeChecked()
		for (const person of people) await page.getByRole('checkbox', { name: `Choose ${person.name}` }).check()
		await fillInterview(page)
		if (width === '375') await screenshot(page, 'admin-bulk-moves-chosen-375')
		await page.getByRole('button', { name: 'Move the chosen applications' }).click()

		await expect(page.getByRole('heading', { level: 1, name: 'Move applications' })).toBeVisible()
		await expect(page.getByRole('status').filter({ hasText: '10 moved to Interview' })).toBeVisible()
		await expectNoAxeViolations(page)
		await expectInvitations(mailbox, people, job.title)
		expect(stageAudits(people.map((p) => p.id))).toHaveLength(10)

		await page.getByRole('link', { name: 'Back to the applications' }).click()
		await expect(page.getByRole('table').getByText('Interview')).toHaveCount(10)

		// The day's interviews page lists each of them at its time, with whom to ask for, for the gate.
		await page.goto(`/admin/applications/interviews?day=${INTERVIEW_DAY}`)
		await expect(page.getByRole('heading', { level: 1, name: 'Interviews on 3 Dec 2037' })).toBeVisible()
		const day = page.getByRole('table', { name: 'Interviews on 3 Dec 2037' })
		for (const person of people)
			await expect(day.getByRole('row', { name: new RegExp(person.name) })).toContainText('Meena at the front desk')
		await expect(page.getByRole('button', { name: 'Print the list' })).toBeVisible()
		const nav = page.getByRole('navigation', { name: 'Back office' })
		await expect(nav.getByRole('link', { name: 'Interviews' })).toHaveAttribute('aria-current', 'page')
		await expect(nav.getByRole('link', { name: 'Applications' })).not.toHaveAttribute('aria-current', 'page')
		if (width === '375') await screenshot(page, 'admin-interviews-day-375')
		// A day that is no day is said, and today's list is shown.
		await page.goto('/admin/applications/interviews?day=2037-02-30')
		await expect(page.getByText('“2037-02-30” is not a day: these are today’s interviews.')).toBeVisible()

		// A day gone by (a mistyped year) is refused in words, and nothing moves.
		await page.goto(`/admin/applications?job=${job.id}`)
		await page.getByRole('checkbox', { name: `Choose ${people[1]!.name}` }).check()
		await fillInterview(page, '2025-12-03')
		await page.getByRole('button', { name: 'Move the chosen applications' }).click()
		await expect(page.getByText('That day has passed: choose today or a later day for the interview.')).toBeVisible()
		await expect(page.getByLabel('Day of the interview')).toHaveValue('2025-12-03')
		expect(stageAudits([people[1]!.id])).toHaveLength(1)

		if (width === '1280') {
			// A crafted form (another's number, a stage that does not exist, one twice) is refused in words.
			for (const [values, words] of [
				[['999999999:Interview'], 'There is no application 999999999.'],
				[[`${people[0]!.id}:Promoted`], '“Promoted” is not a stage'],
				[
					[`${people[0]!.id}:Interview`, `${people[0]!.id}:Interview`],
					`Application ${people[0]!.id} was chosen twice.`,
				],
			] as const) {
				await page.goto(`/admin/applications?job=${job.id}`)
				// The page's own boxes are set aside (a disabled field is not sent) and the crafted choices added as
				// fields of the form's own, which nothing on the page renders again.
				await page.evaluate((crafted) => {
					const form = document.querySelector<HTMLFormElement>('form[aria-label="Move applications"]')!
					for (const box of form.querySelectorAll<HTMLInputElement>('input[name="application"]')) box.disabled = true
					for (const value of crafted) {
						const field = document.createElement('input')
						Object.assign(field, { type: 'hidden', name: 'application', value })
						form.append(field)
					}
				}, values)
				await page.getByLabel('Move them to').selectOption('Hired')
				// The post's answer is awaited first, so a slow machine fails here with the request, not on the words.
				const answered = page.waitForResponse(
					(response) => response.url().includes('/admin/applications/bulk') && response.request().method() === 'POST',
				)
				await page.getByRole('button', { name: 'Move the chosen applications' }).click()
				await answered
				await expect(page.getByRole('heading', { level: 1, name: 'Move applications' })).toBeVisible()
				await expect(page.getByRole('alert')).toContainText(words)
				await expect(page.getByRole('alert')).toContainText('Nothing was changed.')
			}
			expect(stageAudits(people.map((p) => p.id))).toHaveLength(10)
		}
	})
}

test.describe('on a phone, without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('A recruiter moves everything the list shows after confirming; one a colleague moved is named', async ({
		page,
		mailbox,
	}) => {
		await page.setViewportSize(PHONE)
		const { job, people } = seedTen()
		await signInAs(page, 'hr')
		await page.goto(`/admin/applications?job=${job.id}`)
		await fillInterview(page)
		await page.getByRole('button', { name: 'Move all 10 listed, on every page…' }).click()

		// A confirmation with the count, each application named and chosen.
		await expect(page.getByText('Move all 10 applications the list shows (every page)?')).toBeVisible()
		for (const person of people)
			await expect(page.getByRole('checkbox', { name: new RegExp(person.name) })).toBeChecked()
		await expect(page.getByLabel('Place of the interview')).toHaveValue('Brisk office, Baner Road, Pune')
		await screenshot(page, 'admin-bulk-moves-confirm-375')

		// Meanwhile a colleague hires one of them.
		const hired = people[4]!
		setStage(hired.id, 'Hired')
		await page.getByRole('button', { name: 'Move these 10' }).click()

		await expect(page.getByRole('status').filter({ hasText: '9 moved to Interview, 1 not changed' })).toBeVisible()
		await expect(
			page.getByRole('listitem').filter({ hasText: `${hired.name}: already at Hired, not changed` }),
		).toBeVisible()
		await screenshot(page, 'admin-bulk-moves-outcome-375')
		const invited = people.filter((person) => person !== hired)
		await expectInvitations(mailbox, invited, job.title)
		expect(stageAudits(invited.map((p) => p.id))).toHaveLength(9)
		expect(stageAudits([hired.id])).toHaveLength(0)
		expect((await mailbox.all()).some((m) => m.envelopeTo.includes(hired.email))).toBe(false)

		// Nothing chosen: refused in words, nothing changes.
		await page.goto(`/admin/applications?job=${job.id}`)
		await page.getByRole('button', { name: 'Move the chosen applications' }).click()
		await expect(page.getByRole('alert')).toContainText('Choose at least one application to move.')
		await screenshot(page, 'admin-bulk-moves-list-375')
	})

	test('With one row per person, moving everything moves every application of those people', async ({ page }) => {
		const first = seedApplication()
		const again = seedApplication({ name: first.name, mobile: first.mobile })
		const other = seedApplication({ name: first.name })
		await signInAs(page, 'hr')
		await page.goto(`/admin/applications?q=${encodeURIComponent(first.name)}&person=one`)
		await expect(page.getByText('Showing 1–2 of 2 people')).toBeVisible()
		await page.getByLabel('Move them to').selectOption('Shortlisted')
		await page.getByRole('button', { name: 'Move all applications of the 2 listed, on every page…' }).click()
		await expect(page.getByText('Move all 3 applications of the 2 people the list shows (every page)?')).toBeVisible()
		const boxes = page.getByRole('checkbox', { name: new RegExp(first.name) })
		await expect(boxes).toHaveCount(3)
		await page.getByRole('button', { name: 'Move these 3' }).click()
		await expect(page.getByRole('status').filter({ hasText: '3 moved to Shortlisted' })).toBeVisible()
		// The way back keeps the list's filters.
		await expect(page.getByRole('link', { name: 'Back to the applications' })).toHaveAttribute('href', /person=one/)
		const db = openTestDatabase()
		try {
			const stages = db
				.prepare('select status from applications where id in (?, ?, ?)')
				.all(first.id, again.id, other.id) as Array<{ status: string }>
			expect(stages.map((row) => row.status)).toEqual(['Shortlisted', 'Shortlisted', 'Shortlisted'])
		} finally {
			db.close()
		}
	})
})

test('The confirmation of moving everything counts the applications still ticked on its button', async ({ page }) => {
	const first = seedApplication()
	seedApplication({ name: first.name })
	await signInAs(page, 'hr')
	await page.goto(`/admin/applications?q=${encodeURIComponent(first.name)}`)
	await page.getByLabel('Move them to').selectOption('Shortlisted')
	await page.getByRole('button', { name: 'Move all 2 listed, on every page…' }).click()
	// The confirmation, not the list behind it (whose boxes carry the same names).
	await expect(page.getByText('Move all 2 applications the list shows (every page)?')).toBeVisible()
	const boxes = page.getByRole('checkbox', { name: new RegExp(first.name) })
	await expect(boxes).toHaveCount(2)
	await boxes.first().uncheck()
	await expect(page.getByRole('button', { name: 'Move this one' })).toBeVisible()
	await boxes.first().check()
	await expect(page.getByRole('button', { name: 'Move these 2' })).toBeVisible()
})
