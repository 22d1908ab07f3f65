import { createTestStaff, signIn } from '#tests/fixtures/staff.ts'
import { fixture, openTestDatabase } from '#tests/fixtures/career.ts'
import { PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'
import { ENGLISH, MARATHI, hydrationErrors, onOwnServer, openAs, whoWeAre } from './site-content-helpers.ts'

// Staff change the public pages' words and pictures in Site content: draft, preview,
// publish, history and restore. Each test has a server of its own (its own database):
// what it publishes changes the public pages, which the other browser tests read.

test('Staff change the home page’s “Who we are” in English and Marathi, preview, publish, and restore it', async ({
	browser,
}) => {
	await onOwnServer(async (server) => {
		const editor = await createTestStaff('content', { dataDir: server.dataDir })
		const staff = await openAs(browser, server.baseUrl)
		const visitor = await openAs(browser, server.baseUrl, PHONE)
		await signIn(staff.page, editor, '/admin')
		const { page } = staff

		await page.getByRole('navigation').getByRole('link', { name: 'Site content' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible()
		await screenshot(page, 'content-list-1280')
		await page.getByRole('link', { name: 'Home page' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible()
		await expectNoAxeViolations(page)
		await screenshot(page, 'content-editor-1280')

		const who = page.getByRole('group', { name: 'Who we are' })
		const originalEnglish = await who.getByLabel('English').inputValue()
		expect(originalEnglish).toContain('Brisk Facility Services Pvt. Ltd. was founded in Pune')
		await who.getByLabel('English').fill(ENGLISH)
		await who.getByLabel(/Marathi/).fill(MARATHI)
		await page.getByRole('button', { name: 'Save draft' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'The draft is saved' })).toBeVisible()
		await expect(page.getByText(/Unpublished changes, saved/)).toBeVisible()
		await expect(who.getByLabel('English')).toHaveValue(ENGLISH)
		// The dashboard and the list say a draft waits.
		await page.goto('/admin')
		await expect(page.getByRole('link', { name: '1 Site content drafts not yet published' })).toHaveAttribute(
			'href',
			'/admin/content',
		)
		await page.goto('/admin/content')
		await expect(page.getByRole('row', { name: /Home page/ })).toContainText('Unpublished changes')
		await page.getByRole('link', { name: 'Home page' }).click()

		// A draft is not live: the visitor still reads the old words.
		await visitor.page.goto('/')
		await expect(whoWeAre(visitor.page)).toContainText('was founded in Pune')
		await expect(whoWeAre(visitor.page)).not.toContainText(ENGLISH)

		// The preview shows the real page with the draft, to staff only, in the language chosen beside the section.
		const [preview] = await Promise.all([
			staff.context.waitForEvent('page'),
			page
				.getByRole('link', { name: /^मराठी \(.* with the drafts, opens in a new tab\)$/ })
				.first()
				.click(),
		])
		await expect(preview).toHaveURL(/\/mr\?preview$/)
		await expect(preview.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible()
		await expect(whoWeAre(preview)).toContainText(MARATHI)
		await visitor.page.goto('/mr?preview')
		await expect(whoWeAre(visitor.page)).not.toContainText(MARATHI)
		await expect(visitor.page.getByText('Preview: this page shows')).toHaveCount(0)
		await preview.close()

		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible()
		await visitor.page.goto('/')
		await expect(whoWeAre(visitor.page)).toContainText(ENGLISH)
		await visitor.page.goto('/mr')
		await expect(whoWeAre(visitor.page)).toContainText(MARATHI)
		// Hindi was not changed: it keeps its own words.
		await visitor.page.goto('/hi')
		await expect(whoWeAre(visitor.page)).not.toContainText(ENGLISH)
		await screenshot(visitor.page, 'content-published-home-375-mr')

		// The history has the publish, with who; the first-written words come back by a restore.
		await page.getByRole('link', { name: 'History' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'History: Home page' })).toBeVisible()
		const versions = page.getByRole('table', { name: /Published versions/ })
		await expect(versions.getByRole('row', { name: /Version \d+ \(live\)/ })).toContainText(editor.name)
		await page.getByRole('link', { name: /Compare with live \(first written\)/ }).click()
		const differences = page.getByRole('table', { name: /What differs/ })
		await expect(differences.getByRole('row', { name: /Who we are \(English\)/ })).toContainText(ENGLISH)
		await expect(differences.getByRole('row', { name: /Who we are \(Marathi\)/ })).toContainText(MARATHI)
		await expectNoAxeViolations(page)
		await screenshot(page, 'content-history-1280')
		await page.getByRole('button', { name: 'Restore the first-written words' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'restored' })).toBeVisible()
		await visitor.page.goto('/')
		await expect(whoWeAre(visitor.page)).toContainText('was founded in Pune')
		await visitor.page.goto('/mr')
		await expect(whoWeAre(visitor.page)).not.toContainText(MARATHI)

		// Every publish and restore is in the audit log.
		const db = openTestDatabase(server.dataDir)
		try {
			const actions = db
				.prepare("select action from audit_log where staff_id = ? and action like 'content.%' order by id")
				.all(editor.id) as Array<{ action: string }>
			expect(actions.map((row) => row.action)).toEqual(['content.publish', 'content.restore'])
		} finally {
			db.close()
		}
		await staff.context.close()
		await visitor.context.close()
	})
})

test('Without JavaScript, at 375 px, staff replace a banner picture, are told what is missing, and publish', async ({
	browser,
}) => {
	await onOwnServer(async (server) => {
		const editor = await createTestStaff('content', { dataDir: server.dataDir })
		const context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE, javaScriptEnabled: false })
		const page = await context.newPage()
		await signIn(page, editor, '/admin/content/home')
		await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible()

		// English words emptied: the publish is refused with what to write, and what was typed stays.
		const slides = page.getByRole('group', { name: 'Slides' })
		const firstSlide = slides.getByRole('group', { name: /^1\. Facility management/ })
		await firstSlide.getByRole('group', { name: 'Title' }).getByLabel('English').fill('')
		await firstSlide.getByRole('group', { name: 'Text' }).getByLabel('Hindi (हिन्दी)').fill('नया पाठ')
		await page.getByRole('button', { name: 'Publish' }).click()
		const problems = page.getByRole('alert')
		await expect(problems).toContainText('Not published')
		await expect(problems.getByRole('link', { name: 'Title: please write it in English.' })).toBeVisible()
		await expect(
			slides.getByRole('group', { name: /^1\. / }).getByRole('group', { name: 'Text' }).getByLabel('Hindi (हिन्दी)'),
		).toHaveValue('नया पाठ')
		await screenshot(page, 'content-refused-375')

		// A picture that is not one: refused by name. A real one replaces the slide's wide picture.
		const wide = slides.getByRole('group', { name: 'Picture for wide screens' }).first()
		await slides
			.getByRole('group', { name: /^1\. / })
			.getByRole('group', { name: 'Title' })
			.getByLabel('English')
			.fill('Facility management for Maharashtra')
		await wide.getByLabel('Replace the picture').setInputFiles(fixture('resume.pdf'))
		await page.getByRole('button', { name: 'Save draft' }).click()
		await expect(page.getByRole('alert')).toContainText('this file is not a picture we can read')
		await slides
			.getByRole('group', { name: 'Picture for wide screens' })
			.first()
			.getByLabel('Replace the picture')
			.setInputFiles(fixture('photo.jpg'))
		// The second slide's Hindi title left empty: the Hindi page shows the English one, marked as English.
		await slides
			.getByRole('group', { name: /^2\. / })
			.getByRole('group', { name: 'Title' })
			.getByLabel('Hindi (हिन्दी)')
			.fill('')
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible()

		await page.goto('/')
		await expect(page.getByText('Facility management for Maharashtra')).toBeVisible()
		// The new picture, in the sizes phones need, from the uploaded file.
		const sources = await page
			.locator('.banner-slide')
			.first()
			.locator('source, img')
			.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('srcset') ?? node.getAttribute('src') ?? ''))
		expect(sources.join(' ')).toContain('/images/uploads/')

		await page.goto('/hi')
		await expect(page.getByText('नया पाठ').first()).toBeAttached()
		await expect(page.locator('[lang="en"]', { hasText: /^More than 1000 trained people on our roll$/ })).toBeAttached()
		await context.close()
	})
})

test('A new phone number published for the registered office shows in the header and footer of a page that hydrates', async ({
	browser,
}) => {
	await onOwnServer(async (server) => {
		const editor = await createTestStaff('content', { dataDir: server.dataDir })
		const staff = await openAs(browser, server.baseUrl, PHONE)
		await signIn(staff.page, editor, '/admin/content/offices')
		await expectNoAxeViolations(staff.page)
		const overflow = await staff.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
		expect(overflow, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(0)
		const pune = staff.page.getByRole('group', { name: /^1\. / })
		await pune.getByLabel('Phone').fill('+91 20 4111 2222')
		// Its Hindi name left empty: the Hindi pages show the English one, marked as English.
		await pune.getByRole('group', { name: 'Name' }).getByLabel('Hindi (हिन्दी)').fill('')
		await staff.page.getByRole('button', { name: 'Publish' }).click()
		await expect(staff.page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible()
		await screenshot(staff.page, 'content-offices-375')

		const visitor = await openAs(browser, server.baseUrl)
		const errors = hydrationErrors(visitor.page)
		await visitor.page.goto('/contact-us')
		await expect(visitor.page.locator('html')).toHaveAttribute('data-hydrated', 'true')
		await expect(visitor.page.getByRole('contentinfo').getByRole('link', { name: /\+91 20 4111 2222/ })).toBeVisible()
		await expect(visitor.page.getByRole('banner').getByRole('link', { name: /\+91 20 4111 2222/ })).toHaveAttribute(
			'href',
			'tel:+912041112222',
		)
		await visitor.page.goto('/hi/contact-us')
		await expect(visitor.page.locator('html')).toHaveAttribute('data-hydrated', 'true')
		const offices = visitor.page.getByRole('region', { name: 'हमारे ऑफ़िस' })
		await expect(offices.getByRole('heading', { name: /^Pune / }).locator('.office-name')).toHaveAttribute('lang', 'en')
		await expect(offices.getByRole('heading', { name: /^मुंबई / }).locator('.office-name')).not.toHaveAttribute('lang')
		// The browser renders the same words as the server did: no hydration mismatch.
		expect(errors).toEqual([])
		await staff.context.close()
		await visitor.context.close()
	})
})

test('Staff rename a heading and a menu item in Headings, menus and labels: pages with and without React show it', async ({
	browser,
}) => {
	await onOwnServer(async (server) => {
		const editor = await createTestStaff('content', { dataDir: server.dataDir })
		const staff = await openAs(browser, server.baseUrl)
		await signIn(staff.page, editor, '/admin/content')
		const { page } = staff
		await page.getByRole('link', { name: 'Headings, menus and labels' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Headings, menus and labels' })).toBeVisible()
		const clients = page.getByRole('group', { name: 'Home' }).getByRole('group', { name: 'Our clients' })
		await expect(clients.getByLabel('English')).toHaveValue('Our Clients')
		await screenshot(page, 'content-interface-1280')
		await clients.getByLabel('English').fill('Who trusts us')
		await clients.getByLabel(/Marathi/).fill('आमच्यावर विश्वास ठेवणारे')
		await page
			.getByRole('group', { name: 'Menu' })
			.getByRole('group', { name: 'Career' })
			.getByLabel('English')
			.fill('Jobs')
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible()
		await expectNoAxeViolations(page)

		const visitor = await openAs(browser, server.baseUrl, PHONE)
		const errors = hydrationErrors(visitor.page)
		await visitor.page.goto('/')
		await expect(visitor.page.getByRole('heading', { name: 'Who trusts us' })).toBeVisible()
		await visitor.page.goto('/mr')
		await expect(visitor.page.getByRole('heading', { name: 'आमच्यावर विश्वास ठेवणारे' })).toBeVisible()
		// A page that hydrates renders the published word in the browser too.
		await visitor.page.goto('/contact-us')
		await expect(visitor.page.locator('html')).toHaveAttribute('data-hydrated', 'true')
		await visitor.page.getByRole('button', { name: 'Menu' }).click()
		await expect(
			visitor.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }),
		).toBeVisible()
		expect(errors).toEqual([])
		await screenshot(visitor.page, 'content-menu-word-375')
		await staff.context.close()
		await visitor.context.close()
	})
})

test('Staff add a client with its logo and remove another: the home page shows the change', async ({ browser }) => {
	await onOwnServer(async (server) => {
		const editor = await createTestStaff('content', { dataDir: server.dataDir })
		const staff = await openAs(browser, server.baseUrl)
		await signIn(staff.page, editor, '/admin/content/clients')
		const { page } = staff
		await page.getByRole('button', { name: 'Add to clients' }).click()
		const added = page.getByRole('group', { name: '21. New, not yet written' })
		await expect(added).toBeVisible()
		await added.getByRole('group', { name: 'Name' }).getByLabel('English').fill('Riverside Metro Rail')
		await added
			.getByRole('group', { name: 'Name' })
			.getByLabel(/Marathi/)
			.fill('रिव्हरसाइड मेट्रो रेल')
		await added.getByLabel('Initials').fill('RMR')
		// Without a logo of its own (it starts with the last client's), the publish is refused and the words kept.
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(page.getByRole('alert')).toContainText('Logo: it is the same picture as another item’s')
		const named = page.getByRole('group', { name: '21. Riverside Metro Rail' })
		await expect(named.getByLabel('Initials')).toHaveValue('RMR')
		await named.getByLabel('Replace the logo').setInputFiles(fixture('photo.png'))
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible()
		await page.getByRole('button', { name: 'Remove 1. Municipal Corporation' }).click()
		await expect(page.getByRole('group', { name: /^1\. State Warehousing Corporation/ })).toBeVisible()
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible()

		const visitor = await openAs(browser, server.baseUrl)
		await visitor.page.goto('/')
		const grid = visitor.page.getByTestId('clients-grid')
		await expect(grid.getByRole('img', { name: 'Riverside Metro Rail' })).toHaveAttribute('src', /\/images\/uploads\//)
		await expect(grid.getByRole('img', { name: 'Municipal Corporation' })).toHaveCount(0)
		await expect(grid.getByRole('listitem')).toHaveCount(20)
		await visitor.page.goto('/mr')
		await expect(visitor.page.getByTestId('clients-grid').getByRole('img', { name: 'रिव्हरसाइड मेट्रो रेल' })).toBeVisible()
		await staff.context.close()
		await visitor.context.close()
	})
})

test('The editor refuses a forged, malformed or out-of-range post, and nothing is published', async ({ page }) => {
	const editor = await createTestStaff('content')
	await signIn(page, editor, '/admin/content/home')
	const csrf = await page.locator('input[name="_csrf"]').first().inputValue()
	const versionsBefore = countVersions()
	const post = (fields: Record<string, string>, path = '/admin/content/home') =>
		page.request.post(path, { multipart: fields, maxRedirects: 0 })

	// Without the anti-forgery field, as a plain form or as text (the server refuses those before the page's action).
	expect((await post({ intent: 'publish', 'en:whoWeAre': 'Forged.' })).status()).toBe(403)
	expect((await page.request.post('/admin/content/home', { form: { intent: 'discard' } })).status()).toBe(403)
	const text = await page.request.post('/admin/content/home', {
		headers: { 'content-type': 'text/plain' },
		data: 'intent=publish',
	})
	expect(text.status()).toBe(403)
	// Lists: one whose items the site's addresses name, a path that is not a list, a place out of range, a made-up intent.
	expect((await post({ _csrf: csrf, intent: 'remove:services:0' }, '/admin/content/services')).status()).toBe(400)
	expect((await post({ _csrf: csrf, intent: 'add:cards.0.to' })).status()).toBe(400)
	expect((await post({ _csrf: csrf, intent: 'up:slides:99' })).status()).toBe(400)
	expect((await post({ _csrf: csrf, intent: 'publish-everything' })).status()).toBe(400)
	// More fields than any section has.
	const flood: Record<string, string> = { _csrf: csrf, intent: 'publish' }
	for (let index = 0; index < 2100; index++) flood[`en:x${index}`] = 'x'
	expect((await post(flood)).status()).toBe(400)
	// Without the form's start (what it was opened on), or with one that is not the section's: nothing is stored.
	expect((await post({ _csrf: csrf, intent: 'publish', 'en:whoWeAre': 'No start.' })).status()).toBe(409)
	expect((await post({ _csrf: csrf, base: 'draft:x', intent: 'save', 'en:whoWeAre': 'Wrong start.' })).status()).toBe(
		409,
	)
	// A control character in the English words: refused with its message (kept as a draft, not published).
	const base = await page.locator('input[name="base"]').inputValue()
	const bell = await post({ _csrf: csrf, base, intent: 'publish', 'en:whoWeAre': 'Bell \u0007 here.' })
	expect(bell.status()).toBe(400)
	expect(await bell.text()).toContain('has a character that cannot be shown')
	// Addresses that name no section, and a wrong method.
	for (const path of ['/admin/content/no-such', '/admin/content/__proto__', '/admin/content/home%00']) {
		expect((await page.request.get(path)).status(), path).toBe(404)
	}
	expect((await page.request.put('/admin/content/home', { form: { _csrf: csrf } })).status()).toBe(405)

	expect(countVersions()).toBe(versionsBefore)
	expect((await page.request.get('/healthz')).status()).toBe(200)
})

function countVersions() {
	const db = openTestDatabase()
	try {
		return (db.prepare('select count(*) as n from content_versions').get() as { n: number }).n
	} finally {
		db.close()
	}
}

test('Only administrators and site-content editors open Site content; HR and office staff are refused', async ({
	page,
}) => {
	const office = await createTestStaff('office')
	await signIn(page, office, '/admin')
	await expect(page.getByRole('navigation').getByRole('link', { name: 'Site content' })).toHaveCount(0)
	const response = await page.goto('/admin/content/home')
	expect(response?.status()).toBe(403)
})
