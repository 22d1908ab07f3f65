import net from 'node:net'
import type { Page } from '@playwright/test'
import { signIn } from '#tests/fixtures/staff.ts'
import { PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'
import { ENGLISH, onOwnServer, openAs, twoEditors, whoWeAre } from './site-content-helpers.ts'

// Two editors of Site content at once, each on a server of its own: a save, a throw-away or a restore from a page
// another's change overtook is refused and says who and when, keeping the words typed; a slow phone's publish that
// arrives after another's is refused, and the other's change stays live.

test('Two editors at once: a save after another’s is refused with who and when, keeps the words typed, and goes through when sent again', async ({
	browser,
}) => {
	await onOwnServer(async (server) => {
		const [first, second] = await twoEditors(server.dataDir)
		const a = await openAs(browser, server.baseUrl)
		// The second editor is on a phone without JavaScript.
		const bContext = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE, javaScriptEnabled: false })
		const b = await bContext.newPage()
		await signIn(a.page, first, '/admin/content/home')
		await signIn(b, second, '/admin/content/home')
		const whoA = a.page.getByRole('group', { name: 'Who we are' })
		const whoB = b.getByRole('group', { name: 'Who we are' })

		await whoB.getByLabel('English').fill('Words from the second editor.')
		await b.getByRole('button', { name: 'Save draft' }).click()
		await expect(b.getByRole('status').filter({ hasText: 'The draft is saved' })).toBeVisible()

		// The first editor opened the page before that save: theirs is refused, their words stay in the form.
		await whoA.getByLabel('English').fill(ENGLISH)
		await a.page.getByRole('button', { name: 'Save draft' }).click()
		const refused = a.page
			.getByRole('alert')
			.filter({ hasText: 'Not saved: this section changed while you were editing' })
		await expect(refused).toContainText(`${second.name} saved a draft of this section`)
		await expect(whoA.getByLabel('English')).toHaveValue(ENGLISH)
		await expectNoAxeViolations(a.page)
		await b.reload()
		await expect(whoB.getByLabel('English')).toHaveValue('Words from the second editor.')

		// Sent again on purpose, it goes through; the page then starts from what it stored (its next press below
		// must not be taken for one from a page opened before this save).
		await pressAndWait(a.page, 'Save draft')
		await expect(a.page.getByRole('status').filter({ hasText: 'The draft is saved' })).toBeVisible()
		await expect(whoA.getByLabel('English')).toHaveValue(ENGLISH)

		// Now the second editor's page is the old one: a publish from it is refused, nothing goes live.
		await whoB.getByLabel('English').fill('Published from an old page.')
		await b.getByRole('button', { name: 'Publish' }).click()
		await expect(b.getByRole('alert')).toContainText(`${first.name} saved a draft of this section`)
		await expect(whoB.getByLabel('English')).toHaveValue('Published from an old page.')
		await screenshot(b, 'content-changed-meanwhile-375')
		const visitor = await openAs(browser, server.baseUrl, PHONE)
		await visitor.page.goto('/')
		await expect(whoWeAre(visitor.page)).toContainText('was founded in Pune')

		// A publish refused for what is missing keeps the draft; once corrected, the next press publishes.
		// The refused publish keeps the words as a draft, and the page starts again from it: what is typed next is
		// typed into that page, not into the one it replaces.
		await whoA.getByLabel('English').fill('')
		await pressAndWait(a.page, 'Publish')
		await expect(a.page.getByRole('alert')).toContainText('Not published')
		await whoA.getByLabel('English').fill(ENGLISH)
		await a.page.getByRole('button', { name: 'Publish' }).click()
		await expect(a.page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible()
		await visitor.page.goto('/')
		await expect(whoWeAre(visitor.page)).toContainText(ENGLISH)
		await visitor.context.close()
		await a.context.close()
		await bContext.close()
	})
})

/** Presses a button of the section's form and waits for the page to start from what it stored. */
async function pressAndWait(page: Page, name: string) {
	const base = page.locator('input[name="base"]').first()
	const before = await base.inputValue()
	await page.getByRole('button', { name }).click()
	await expect(base).not.toHaveValue(before)
}

test('Two editors at once: throwing away a draft or restoring a version from a page opened before the other’s change is refused, and says who', async ({
	browser,
}) => {
	await onOwnServer(async (server) => {
		const [first, second] = await twoEditors(server.dataDir)
		const a = await openAs(browser, server.baseUrl)
		const b = await openAs(browser, server.baseUrl)
		await signIn(a.page, first, '/admin/content/home')
		const whoA = a.page.getByRole('group', { name: 'Who we are' })
		await whoA.getByLabel('English').fill('A first draft.')
		await pressAndWait(a.page, 'Save draft')

		// The second editor opens the section on that draft; the first saves again meanwhile.
		await signIn(b.page, second, '/admin/content/home')
		await whoA.getByLabel('English').fill(ENGLISH)
		await pressAndWait(a.page, 'Save draft')
		await b.page.getByText('Throw away the unpublished changes').click()
		await b.page.getByRole('button', { name: 'Yes, throw the draft away' }).click()
		const notThrownAway = b.page
			.getByRole('alert')
			.filter({ hasText: 'Not thrown away: this section changed while you were looking at it' })
		await expect(notThrownAway).toContainText(`${first.name} saved a draft of this section`)
		await expect(b.page.getByRole('group', { name: 'Who we are' }).getByLabel('English')).toHaveValue(ENGLISH)
		await expectNoAxeViolations(b.page)

		// Published, then the second editor opens the history; a correction is published before their restore.
		await pressAndWait(a.page, 'Publish')
		await b.page.goto('/admin/content/home/history')
		await whoA.getByLabel('English').fill('A correction, published after.')
		await pressAndWait(a.page, 'Publish')
		await b.page.getByRole('button', { name: 'Restore the first-written words' }).click()
		const notRestored = b.page.getByRole('alert').filter({ hasText: 'Not restored' })
		await expect(notRestored).toContainText(`${first.name} published this section`)
		const versions = b.page.getByRole('table', { name: /Published versions/ })
		await expect(versions.getByRole('row', { name: /Version \d+/ })).toHaveCount(2)
		await expectNoAxeViolations(b.page)
		const visitor = await openAs(browser, server.baseUrl, PHONE)
		await visitor.page.goto('/')
		await expect(whoWeAre(visitor.page)).toContainText('A correction, published after.')

		// From the history as it is now, the restore goes through.
		await b.page.getByRole('button', { name: 'Restore the first-written words' }).click()
		await expect(b.page.getByRole('status').filter({ hasText: 'restored' })).toBeVisible()
		await visitor.page.goto('/')
		await expect(whoWeAre(visitor.page)).toContainText('was founded in Pune')
		await visitor.context.close()
		await a.context.close()
		await b.context.close()
	})
})

/**
 * Starts posting the page's section form as a slow phone would: the headers and the first
 * bytes now, the rest when `finish` is called, which resolves with the answer's status line.
 */
async function startSlowPublish(page: Page, baseUrl: string, changes: Record<string, string>) {
	const fields = await page.evaluate(() =>
		[...new FormData(document.querySelector('form.content-form') as HTMLFormElement)].flatMap(([name, value]) =>
			typeof value === 'string' && name !== 'intent' ? [[name, value] as const] : [],
		),
	)
	const boundary = 'slow-publish-boundary'
	const parts = [...fields.map(([name, value]) => [name, changes[name] ?? value]), ['intent', 'publish']]
	const body = Buffer.from(
		parts
			.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
			.join('') + `--${boundary}--\r\n`,
	)
	const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ')
	const { port } = new URL(baseUrl)
	const socket = net.connect({ port: Number(port), host: '127.0.0.1' })
	let answer = ''
	socket.on('data', (bytes) => (answer += bytes.toString('latin1')))
	await new Promise((resolve) => socket.once('connect', resolve))
	socket.write(
		[
			'POST /admin/content/company HTTP/1.1',
			`Host: 127.0.0.1:${port}`,
			`Cookie: ${cookie}`,
			`Content-Type: multipart/form-data; boundary=${boundary}`,
			`Content-Length: ${body.length}`,
			'Connection: close',
			'',
			'',
		].join('\r\n'),
	)
	socket.write(body.subarray(0, 40))
	return async function finish() {
		socket.end(body.subarray(40))
		await new Promise((resolve) => socket.once('close', resolve))
		return answer.split('\r\n')[0]
	}
}

test('A publish still arriving from a slow phone when another editor publishes is refused, and the other’s change stays live', async ({
	browser,
}) => {
	await onOwnServer(
		async (server) => {
			const [first, second] = await twoEditors(server.dataDir)
			const a = await openAs(browser, server.baseUrl)
			const b = await openAs(browser, server.baseUrl, PHONE)
			await signIn(a.page, first, '/admin/content/company')
			await signIn(b.page, second, '/admin/content/company')
			await expect(b.page.getByLabel('Careers e-mail address')).toHaveValue(/@/)
			const finish = await startSlowPublish(b.page, server.baseUrl, { 'all:legalName': 'Brisk (from the phone)' })
			await a.page.getByLabel('Careers e-mail address').fill('jobs@brisk.in')
			await a.page.getByRole('button', { name: 'Publish' }).click()
			await expect(a.page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible()
			expect(await finish()).toBe('HTTP/1.1 409 Conflict')
			await b.page.reload()
			await expect(b.page.getByLabel('Careers e-mail address')).toHaveValue('jobs@brisk.in')
			await expect(b.page.getByLabel('Legal name')).not.toHaveValue('Brisk (from the phone)')
			await a.context.close()
			await b.context.close()
		},
		// The slow body may take its time: on a busy machine the other publish can outlast the 30 seconds in which
		// a body must bring its first 15 KB.
		{ BODY_TIMEOUT_SECONDS: '300' },
	)
})
