import fs from 'node:fs'
import { fixture } from '#tests/fixtures/career.ts'
import { createTestStaff, ownAddress, signIn, signInAs } from '#tests/fixtures/staff.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'
import {
	dayFromToday,
	tag,
	insertApplication,
	publicPage,
	inOrder,
	createJobThroughForm,
} from './admin-jobs-helpers.ts'

// The back office's jobs and housekeeping documents, as HR and office staff use
// them, and the public pages that follow each change at once. Jobs get titles no
// sample job has, and documents are deleted again, so that the public pages' own
// tests, sharing the server, still find what they expect.

// Long walks through the back office (sign-in, several pages, an accessibility check each): time for a busy machine.
test.describe.configure({ timeout: 120_000 })

test('HR lets a guard’s job do without a resume and an e-mail: the apply page follows, and the choice stays on the job', async ({
	page,
	browser,
}) => {
	await signInAs(page, 'hr')
	const title = `Gate Guard ${tag()}`
	const id = await createJobThroughForm(page, title)
	const asks = page.getByRole('group', { name: 'What applicants must send' })
	// A new job asks for everything, as the original site did.
	for (const label of ['Photo', 'Resume', 'Aadhaar card', 'E-mail']) {
		await expect(asks.getByRole('combobox', { name: label, exact: true })).toHaveValue('required')
	}
	await asks.getByRole('combobox', { name: 'Resume', exact: true }).selectOption('optional')
	await asks.getByRole('combobox', { name: 'E-mail', exact: true }).selectOption('optional')
	await page.getByRole('button', { name: 'Save the job' }).click()
	await expect(page.getByText('The job is saved.')).toBeVisible()
	await expect(asks.getByRole('combobox', { name: 'Resume', exact: true })).toHaveValue('optional')
	await expect(asks.getByRole('combobox', { name: 'Photo', exact: true })).toHaveValue('required')

	const visitorContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false })
	const visitor = await visitorContext.newPage()
	await visitor.goto(`/career/${id}/apply`)
	await expect(visitor.getByRole('textbox', { name: 'Email (optional)' })).toBeVisible()
	await expect(visitor.getByLabel(/^Resume.*\(optional\)/)).toBeVisible()
	await expect(visitor.getByRole('group', { name: 'No resume? Answer these three questions instead' })).toBeVisible()
	// The photo stays required: its label says nothing of "optional".
	await expect(visitor.getByLabel(/^Photo/)).toBeVisible()
	await expect(visitor.getByLabel(/^Photo.*optional/)).toHaveCount(0)
	await visitorContext.close()
})

test('Without a session the jobs and documents pages lead to sign-in', async ({ request }) => {
	for (const path of ['/admin/jobs', '/admin/jobs/new', '/admin/documents']) {
		const response = await request.get(path, { maxRedirects: 0 })
		expect(response.status()).toBe(302)
		expect(response.headers()['location']).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`)
	}
})

test('Office staff may not open the jobs, and HR may not open the documents', async ({ page, browser }) => {
	await signInAs(page, 'office')
	const jobs = await page.goto('/admin/jobs')
	expect(jobs?.status()).toBe(403)
	await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible()
	const documents = await page.goto('/admin/documents')
	expect(documents?.status()).toBe(200)

	const hrContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
	const hrPage = await hrContext.newPage()
	await signInAs(hrPage, 'hr')
	const refused = await hrPage.goto('/admin/documents')
	expect(refused?.status()).toBe(403)
	await expect(hrPage.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible()
	expect((await hrPage.goto('/admin/jobs'))?.status()).toBe(200)
	await hrContext.close()
})

test('HR creates a job, sees it on the career page, edits, closes and reopens it', async ({ page, request }) => {
	const title = `Night Patrol Lead ${tag()}`
	// The career page is in the render cache before the change: it must still show the change at once.
	await publicPage(request, '/career').html().not.toContain(title)

	await signInAs(page, 'hr')
	// The form says what is wrong, in words, before anything is stored.
	await page.goto('/admin/jobs/new')
	await page.getByLabel('Phone for applicants').fill('call us')
	await page.getByRole('button', { name: 'Publish the job' }).click()
	await expect(page.getByText('Please enter the job title.')).toBeVisible()
	await expect(page.getByText('Please enter a phone number of 10 to 15 digits')).toBeVisible()
	await expect(page.getByText('Please choose a category.')).toBeVisible()

	const id = await createJobThroughForm(page, title)
	await publicPage(request, '/career').html().toContain(title)
	await publicPage(request, `/career/${id}`).status().toBe(200)
	await publicPage(request, `/career/${id}`).html().toContain('"@type":"JobPosting"')
	await publicPage(request, '/sitemap.xml').html().toContain(`/career/${id}<`)

	// The list shows it with its state and count, and finds it by text and state.
	await page.goto('/admin/jobs')
	await page.getByLabel('Search').fill(title)
	await page.getByLabel('State').selectOption('open')
	await page.getByRole('button', { name: 'Filter' }).click()
	const row = page.getByRole('row', { name: new RegExp(title) })
	await expect(row).toContainText('Open')
	await expect(row).toContainText('Nashik, Maharashtra')
	await expect(row.getByRole('cell').last()).toHaveText('0')
	await page.getByLabel('State').selectOption('closed')
	await page.getByRole('button', { name: 'Filter' }).click()
	await expect(page.getByText('No job matches this filter.')).toBeVisible()
	await page.getByRole('link', { name: 'Show all jobs' }).click()
	await page.getByRole('link', { name: 'Title' }).click()
	await expect(page).toHaveURL(/sort=title&dir=asc/)
	await page.getByRole('link', { name: title }).click()

	// Edit: the preview and the public page follow.
	const edited = `${title} (night)`
	await page.getByRole('textbox', { name: 'Job title', exact: true }).fill(edited)
	await page.getByRole('button', { name: 'Save the job' }).click()
	await expect(page.getByText('The job is saved.')).toBeVisible()
	await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible()
	const preview = page.getByRole('region', { name: 'Preview' })
	await expect(preview.getByRole('heading', { name: edited })).toBeVisible()
	await expect(preview.getByText('Patrol Lead', { exact: true }).first()).toBeVisible()
	await publicPage(request, '/career').html().toContain(edited)

	// A deadline already past is refused for a job that is open.
	await page.getByLabel('Last day to apply').fill(dayFromToday(-3))
	await page.getByRole('button', { name: 'Save the job' }).click()
	await expect(page.getByText('The last day to apply is already past')).toBeVisible()

	// Close: off the career page and the sitemap, its page says it is closed.
	await page.goto(`/admin/jobs/${id}`)
	await page.getByRole('button', { name: 'Close the job' }).click()
	await expect(page.getByText('The job is closed: it no longer takes applications.')).toBeVisible()
	await publicPage(request, '/career').html().not.toContain(edited)
	await publicPage(request, `/career/${id}`).status().toBe(410)
	await publicPage(request, `/career/${id}`).html().not.toContain('JobPosting')
	await publicPage(request, '/sitemap.xml').html().not.toContain(`/career/${id}<`)
	const visitorContext = await page.context().browser()!.newContext({ baseURL: process.env.E2E_BASE_URL })
	const visitor = await visitorContext.newPage()
	await visitor.goto(`/career/${id}`)
	await expect(visitor.getByText('This job has been closed, so applications are no longer taken.')).toBeVisible()
	await visitorContext.close()

	// Reopen: back on the career page.
	await page.getByRole('button', { name: 'Reopen the job' }).click()
	await expect(page.getByText('The job is open again.')).toBeVisible()
	await publicPage(request, '/career').html().toContain(edited)
	await publicPage(request, `/career/${id}`).status().toBe(200)
	await expectNoAxeViolations(page)
})

test('A pressed button shows that the change is on its way, and a second press sends nothing more', async ({
	page,
}) => {
	await signInAs(page, 'hr')
	const title = `Gate Supervisor ${tag()}`
	const id = await createJobThroughForm(page, title)
	// The form's limits are the schema's: the title takes at most 100 characters, as the server allows.
	await expect(page.getByRole('textbox', { name: 'Job title', exact: true })).toHaveAttribute('maxlength', '100')

	// A slow connection: each post of the job's page takes three seconds to arrive.
	const posts: string[] = []
	await page.route(`**/admin/jobs/${id}*`, async (route) => {
		if (route.request().method() !== 'POST') return route.continue()
		posts.push(route.request().url())
		await new Promise((resolve) => setTimeout(resolve, 3000))
		await route.continue()
	})
	// An impatient double tap.
	const close = page.getByRole('button', { name: 'Close the job' })
	await close.dblclick()
	await expect(close).toHaveAttribute('aria-disabled', 'true')
	await page.keyboard.press('Enter')
	// Only this post's button is busy.
	await expect(page.getByRole('button', { name: 'Duplicate the job' })).not.toHaveAttribute('aria-disabled')
	await expect(page.getByRole('button', { name: 'Reopen the job' })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Reopen the job' })).not.toHaveAttribute('aria-disabled')
	expect(posts).toHaveLength(1)
})

test('HR duplicates a job as a closed copy, and may delete a job only while it has no applications', async ({
	page,
	request,
}) => {
	await signInAs(page, 'hr')
	const title = `Dock Marshal ${tag()}`
	const id = await createJobThroughForm(page, title)

	await page.getByRole('button', { name: 'Duplicate the job' }).click()
	await expect(page.getByText('A copy of the job is made')).toBeVisible()
	const copyId = Number(/\/admin\/jobs\/(\d+)/.exec(page.url())![1])
	expect(copyId).not.toBe(id)
	await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
	await expect(page.getByText('Closed', { exact: true })).toBeVisible()
	await publicPage(request, `/career/${copyId}`).status().toBe(410)

	// The copy has no applications: it can be deleted, after a confirmation.
	await page.getByText('Delete this job').click()
	await page.getByRole('button', { name: 'Yes, delete the job' }).click()
	await expect(page.getByText('The job is deleted.')).toBeVisible()
	await expect(page).toHaveURL(/\/admin\/jobs\?notice=job-deleted$/)
	await publicPage(request, `/career/${copyId}`).status().toBe(404)

	// With an application the page says to close it instead, and the server refuses too.
	insertApplication(id)
	await page.goto(`/admin/jobs/${id}`)
	await expect(page.getByText('This job has one application, so it cannot be deleted. Close it instead')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Yes, delete the job' })).toHaveCount(0)
	const csrf = await page.locator('input[name="_csrf"]').first().inputValue()
	const refused = await page.request.post(`/admin/jobs/${id}`, { form: { _csrf: csrf, intent: 'delete' } })
	expect(refused.status()).toBe(400)
	expect(await refused.text()).toContain('Close it instead')
	await page.goto('/admin/jobs?q=' + encodeURIComponent(title))
	await expect(
		page
			.getByRole('row', { name: new RegExp(title) })
			.getByRole('cell')
			.last(),
	).toHaveText('1')
})

test('HR uploads an advert PDF: a file that is not a PDF is refused, a PDF is published and can be removed', async ({
	page,
	request,
}) => {
	await signInAs(page, 'hr')
	const title = `Lobby Steward ${tag()}`
	const id = await createJobThroughForm(page, title)
	await expect(page.getByText('This job has no advert.')).toBeVisible()

	// A text file named .pdf is judged by its content.
	await page.getByLabel('Advert PDF').setInputFiles({
		name: 'advert.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from('not a pdf at all'),
	})
	await page.getByRole('button', { name: 'Upload the advert' }).click()
	await expect(page.getByText('This file is not a PDF. Please save it as PDF first.')).toBeVisible()

	// A file name of this test's own: a name freed here is never taken by another test's upload meanwhile.
	const advert = (name: string) => ({
		name: `${name}-${tag()}.pdf`,
		mimeType: 'application/pdf',
		buffer: fs.readFileSync(fixture('resume.pdf')),
	})
	await page.getByLabel('Advert PDF').setInputFiles(advert('lobby-advert'))
	await page.getByRole('button', { name: 'Upload the advert' }).click()
	await expect(page.getByText('The advert is published.')).toBeVisible()
	const link = page.getByRole('region', { name: 'Advert' }).getByRole('link')
	const href = (await link.getAttribute('href'))!
	expect(href).toMatch(/^\/Pdf\/[a-z0-9-]+\.pdf$/)
	const download = await request.get(href)
	expect(download.status()).toBe(200)
	expect(download.headers()['content-type']).toBe('application/pdf')
	expect(Buffer.from(await download.body()).equals(fs.readFileSync(fixture('resume.pdf')))).toBe(true)
	await publicPage(request, '/career').html().toContain(href)

	// Replace, then remove after a confirmation: the old address stops working.
	await page.getByLabel('New advert PDF').setInputFiles(advert('lobby-advert-new'))
	await page.getByRole('button', { name: 'Replace the advert' }).click()
	// A new file under another name: the link moves to it, and the old address stops working.
	await expect(link).not.toHaveAttribute('href', href)
	const replaced = (await link.getAttribute('href'))!
	expect((await request.get(replaced)).status()).toBe(200)
	expect((await request.get(href)).status()).toBe(404)
	await page.getByText('Remove the advert', { exact: true }).click()
	await page.getByRole('button', { name: 'Yes, remove the advert' }).click()
	await expect(page.getByText('The advert is removed.')).toBeVisible()
	expect((await request.get(replaced)).status()).toBe(404)
	await publicPage(request, `/career/${id}`).html().not.toContain(replaced)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('Office staff add, rename, reorder and delete housekeeping documents; the public list follows', async ({
		page,
		request,
	}) => {
		const office = await createTestStaff('office')
		await signIn(page, office)
		const first = `Cleaning checklist ${tag()}`
		const second = `Chemical safety sheet ${tag()}`
		await page.goto('/admin/documents')

		// A file that is not a PDF is refused, with the title kept.
		await page.getByRole('textbox', { name: 'Title', exact: true }).fill(first)
		await page.getByLabel('PDF file').setInputFiles(fixture('photo.png'))
		await page.getByRole('button', { name: 'Publish the document' }).click()
		await expect(page.getByText('This file is not a PDF. Please save it as PDF first.')).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(first)

		for (const title of [first, second]) {
			await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
			await page.getByLabel('PDF file').setInputFiles(fixture('resume.pdf'))
			await page.getByRole('button', { name: 'Publish the document' }).click()
			await expect(page.getByText('The document is published.')).toBeVisible()
		}
		await inOrder(request, '/service-house-keeping', first, second).toBe(true)

		// Move the second above the first.
		await page.getByRole('button', { name: `Move up: ${second}` }).click()
		await expect(page.getByText('The document is moved.')).toBeVisible()
		const titles = await page.getByRole('rowheader').allTextContents()
		expect(titles.indexOf(second)).toBe(titles.indexOf(first) - 1)
		await inOrder(request, '/service-house-keeping', second, first).toBe(true)

		// Rename the first.
		const renamed = `${first} (2026)`
		await page.getByRole('link', { name: first }).click()
		await page.getByRole('textbox', { name: 'Title', exact: true }).fill('')
		await page.getByRole('button', { name: 'Save the title' }).click()
		await expect(page.getByText('Please enter the document’s title')).toBeVisible()
		await page.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed)
		await page.getByRole('button', { name: 'Save the title' }).click()
		await expect(page.getByText('The document is saved.')).toBeVisible()
		await publicPage(request, '/service-house-keeping').html().toContain(renamed)
		const pdf = (await page.getByRole('link', { name: /\.pdf$/ }).getAttribute('href'))!
		expect((await request.get(pdf)).status()).toBe(200)

		// Delete both, each after a confirmation.
		await page.getByText('Delete this document').click()
		await page.getByRole('button', { name: 'Yes, delete the document' }).click()
		await expect(page.getByText('The document is deleted.')).toBeVisible()
		await page.getByRole('link', { name: second }).click()
		await page.getByText('Delete this document').click()
		await page.getByRole('button', { name: 'Yes, delete the document' }).click()
		await expect(page.getByText('The document is deleted.')).toBeVisible()
		await publicPage(request, '/service-house-keeping').html().not.toContain(renamed)
		await publicPage(request, '/service-house-keeping').html().not.toContain(second)
		expect((await request.get(pdf)).status()).toBe(404)
	})

	test('HR creates and closes a job with plain forms', async ({ page, request }) => {
		await ownAddress(page)
		await signInAs(page, 'hr')
		const title = `Estate Warden ${tag()}`
		const id = await createJobThroughForm(page, title)
		await publicPage(request, '/career').html().toContain(title)
		await page.getByRole('button', { name: 'Close the job' }).click()
		await expect(page.getByText('The job is closed: it no longer takes applications.')).toBeVisible()
		await publicPage(request, `/career/${id}`).status().toBe(410)
	})
})
