import fs from 'node:fs'
import { expect, test } from './fixtures.ts'

// A short walk through the site on another Node.js (.ci/node24 runs it under Node.js 24; it is not one of the
// browser tests, whose files end in .test.ts). Each page is rendered by the server, reads the database and is
// hydrated: the server must still be up after each, with nothing in its log about a native abort.
test.describe.configure({ mode: 'serial' })

test('The home page', async ({ page }) => {
	const response = await page.goto('/')
	expect(response?.status()).toBe(200)
	await expect(page.getByRole('heading', { level: 1, name: 'Brisk Facility Services' })).toBeVisible()
	await expect(page.getByRole('navigation').first()).toBeVisible()
})

test('The career page lists the open jobs, and a job seeker reaches the apply form', async ({ page }) => {
	const response = await page.goto('/career')
	expect(response?.status()).toBe(200)
	await expect(page.getByRole('heading', { level: 1, name: 'Career' })).toBeVisible()
	const jobs = page.getByRole('article')
	expect(await jobs.count()).toBeGreaterThan(0)
	// The link is the apply page's address (with JavaScript it opens the form in a dialog instead).
	const apply = await jobs.first().getByRole('link', { name: 'Apply now' }).getAttribute('href')
	expect(apply).toMatch(/^\/career\/\d+\/apply$/)
	expect((await page.goto(apply!))?.status()).toBe(200)
	await expect(page.getByRole('heading', { level: 1, name: 'Apply Job' })).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Apply now' })).toBeEnabled()
})

test('The contact page shows the enquiry form', async ({ page }) => {
	const response = await page.goto('/contact-us')
	expect(response?.status()).toBe(200)
	await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
	const form = page.getByRole('form', { name: 'Send us an enquiry' })
	await expect(form.getByRole('textbox', { name: 'E-mail' })).toBeVisible()
})

test('The back office sends a visitor to its sign-in page', async ({ page }) => {
	await page.goto('/admin')
	await expect(page).toHaveURL(/\/admin\/sign-in/)
	await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test('The server is still up after the walk', async ({ request }) => {
	for (let i = 0; i < 20; i++) expect((await request.get('/career')).status()).toBe(200)
	expect((await request.get('/readyz')).ok()).toBe(true)
	const log = fs.readFileSync(process.env.E2E_SERVER_LOG!, 'utf8')
	expect(log).not.toMatch(/Assertion failed|Native stack trace|A worker stopped/)
})
