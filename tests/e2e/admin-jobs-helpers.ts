import crypto from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { openTestDatabase } from '#tests/fixtures/career.ts'
import { expect } from './fixtures.ts'

// What the back office's job tests share: days, unique titles, an application stored for a job, the public pages
// a change reaches, and a job created through the form.

export function dayFromToday(days: number) {
	return new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

export function tag() {
	return crypto.randomBytes(3).toString('hex')
}

/** An application for the job, stored as the apply form would (the test needs one, not the form). */
export function insertApplication(jobId: number) {
	const db = openTestDatabase()
	try {
		const stamp = new Date().toISOString()
		const email = `applicant-${tag()}@example.com`
		db.prepare(
			`insert into applications (job_id, name, contact, email, email_normalised, location, job_field, created_at, updated_at)
			 values (?, 'Asha Patil', '+919876543210', ?, ?, 'Pune', 'Security', ?, ?)`,
		).run(jobId, email, email, stamp, stamp)
	} finally {
		db.close()
	}
}

/**
 * The public page as an anonymous visitor gets it: through the render cache, which
 * looks at the content version at most once a second, so the answer is polled.
 */
export function publicPage(request: APIRequestContext, path: string) {
	return {
		html: () => expect.poll(async () => (await request.get(path)).text(), { timeout: 5000 }),
		status: () => expect.poll(async () => (await request.get(path)).status(), { timeout: 5000 }),
	}
}

/** Whether the public page lists a before b. */
export function inOrder(request: APIRequestContext, path: string, a: string, b: string) {
	return expect.poll(async () => {
		const html = await (await request.get(path)).text()
		return html.includes(a) && html.indexOf(a) < html.indexOf(b)
	})
}

/** A job published through the back office's New job form (a guard's job unless told otherwise). */
export async function createJobThroughForm(
	page: Page,
	title: string,
	{
		designation = 'Patrol Lead',
		category = 'Security',
		location = 'Nashik, Maharashtra',
		phone = '+91 253 400 1000',
		description = 'Supervises a team of guards at a warehouse. Night shifts.',
	}: Partial<{
		designation: string
		category: string | { label: string }
		location: string
		phone: string
		description: string
	}> = {},
) {
	await page.goto('/admin/jobs')
	await page.getByRole('link', { name: 'New job' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'New job' })).toBeVisible()
	await page.getByRole('textbox', { name: 'Job title', exact: true }).fill(title)
	await page.getByRole('textbox', { name: 'Designation', exact: true }).fill(designation)
	await page.getByRole('combobox', { name: 'Category' }).selectOption(category)
	await page.getByRole('textbox', { name: 'Location', exact: true }).fill(location)
	await page.getByLabel('Phone for applicants').fill(phone)
	await page.getByLabel('Last day to apply').fill(dayFromToday(30))
	await page.getByRole('textbox', { name: 'Description', exact: true }).fill(description)
	await page.getByRole('button', { name: 'Publish the job' }).click()
	await expect(page.getByText('The job is published.')).toBeVisible()
	await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
	return Number(/\/admin\/jobs\/(\d+)/.exec(page.url())![1])
}
