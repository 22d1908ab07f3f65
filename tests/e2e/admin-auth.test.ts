import type { Page } from '@playwright/test'
import { TOTP, Secret } from 'otpauth'
import { openTestDatabase } from '#tests/fixtures/career.ts'
import { createTestStaff, nextCode, ownAddress, signIn } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// Setting a password runs scrypt, slow on purpose, up to three times (the current password, the same-password
// check, the new hash): on a loaded 2-core machine that passes the default 10 s, so these waits guard against a hang.
const SLOW_HASHING = { timeout: 30_000 }

// Signing in to the back office: password, second factor, sessions, throttling,
// invitations and resets, as staff meet them in a browser.

function auditActions(email: string) {
	const db = openTestDatabase()
	try {
		return (
			db.prepare('select action from audit_log where staff_email = ? order by id').all(email) as Array<{
				action: string
			}>
		).map((row) => row.action)
	} finally {
		db.close()
	}
}

function runSql(statement: string, ...params: unknown[]) {
	const db = openTestDatabase()
	try {
		db.prepare(statement).run(...params)
	} finally {
		db.close()
	}
}

test('Without a session every back-office page leads to sign-in, and answers are never cached nor indexed', async ({
	page,
	request,
}) => {
	const response = await request.get('/admin/staff', { maxRedirects: 0 })
	expect(response.status()).toBe(302)
	expect(response.headers()['location']).toBe('/admin/sign-in?next=%2Fadmin%2Fstaff')
	expect(response.headers()['cache-control']).toBe('no-store')
	expect(response.headers()['x-robots-tag']).toContain('noindex')
	const signInPage = await request.get('/admin/sign-in')
	expect(signInPage.headers()['cache-control']).toBe('no-store')
	expect(await signInPage.text()).toContain('name="robots" content="noindex')

	await page.goto('/admin')
	await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
	await expectNoAxeViolations(page)
})

test('A Site content editor setting up a second factor is told their own reason, not applicants’ documents', async ({
	page,
}) => {
	const editor = await createTestStaff('content', { twoFactor: false })
	await ownAddress(page)
	await page.goto('/admin')
	await page.getByLabel('E-mail').fill(editor.email)
	await page.getByLabel('Password').fill(editor.password)
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible()
	await expect(page.getByText(/because you can change what the site tells visitors/)).toBeVisible()
	await expect(page.getByText(/applicants’ documents/)).toHaveCount(0)
})

test('An administrator without a second factor must set one up: scan, type the code, keep the recovery codes', async ({
	page,
}) => {
	const admin = await createTestStaff('admin', { twoFactor: false })
	await ownAddress(page)
	await page.goto('/admin')
	await page.getByLabel('E-mail').fill(admin.email)
	await page.getByLabel('Password').fill(admin.password)
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page).toHaveURL(/\/admin\/two-factor$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible()
	await expect(page.getByRole('img', { name: 'QR code of your sign-in key' })).toBeVisible()
	// Nothing else opens until it is done.
	await page.goto('/admin/staff')
	await expect(page).toHaveURL(/\/admin\/two-factor$/)

	await page.getByLabel('Code from the app').fill('000000')
	await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
	await expect(page.getByText(/This code is not right/)).toBeVisible()

	const key = (await page.locator('code.admin-secret').textContent())!.replace(/\s/g, '')
	// Scanned, then the page reloaded: the key offered is the same, so the app's codes stay right.
	await page.reload()
	expect((await page.locator('code.admin-secret').textContent())!.replace(/\s/g, '')).toBe(key)
	await page.getByLabel('Code from the app').fill(new TOTP({ secret: Secret.fromBase32(key) }).generate())
	await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in is on' })).toBeVisible()
	const codes = await page.getByRole('region', { name: 'Your recovery codes' }).getByRole('listitem').allTextContents()
	expect(codes).toHaveLength(10)
	await screenshot(page, 'admin-recovery-codes')
	await page.getByRole('link', { name: 'I have kept my codes: go to the dashboard' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

	// A recovery code signs in once instead of the app's code; the second time it is refused.
	await page.context().clearCookies()
	for (const expected of ['Dashboard', 'refused']) {
		await page.goto('/admin/sign-in')
		await page.getByLabel('E-mail').fill(admin.email)
		await page.getByLabel('Password').fill(admin.password)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await page.getByLabel('Code').fill(codes[0]!)
		await page.getByRole('button', { name: 'Sign in' }).click()
		if (expected === 'Dashboard') {
			await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
			await page.context().clearCookies()
		} else {
			await expect(page.getByRole('alert')).toContainText('not right, or it was already used')
		}
	}
	expect(auditActions(admin.email)).toEqual(
		expect.arrayContaining(['two-factor.enabled', 'sign-in', 'sign-in.recovery-code-used', 'sign-in.code-failed']),
	)
})

test('Signing in takes the password and then the code; a wrong code and a used code are refused', async ({ page }) => {
	const hr = await createTestStaff('hr')
	await ownAddress(page)
	await page.goto('/admin/sign-in')
	await page.getByLabel('E-mail').fill(hr.email)
	await page.getByLabel('Password').fill('not the password at all')
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is not right.')
	// What was typed in the e-mail field stays; the password does not.
	await expect(page.getByLabel('E-mail')).toHaveValue(hr.email)
	await expect(page.getByLabel('Password')).toHaveValue('')

	await page.getByLabel('Password').fill(hr.password)
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Enter your sign-in code' })).toBeVisible()
	await page.goto('/admin/account')
	await expect(page).toHaveURL(/\/admin\/sign-in\/code/)
	await page.getByLabel('Code').fill('123456')
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page.getByRole('alert')).toContainText('This code is not right')
	const code = nextCode(hr)
	await page.getByLabel('Code').fill(code)
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

	// The same code, a moment later, in another browser: refused.
	const other = await page.context().browser()!.newPage({ baseURL: page.url() })
	await ownAddress(other)
	await other.goto('/admin/sign-in')
	await other.getByLabel('E-mail').fill(hr.email)
	await other.getByLabel('Password').fill(hr.password)
	await other.getByRole('button', { name: 'Sign in' }).click()
	await other.getByLabel('Code').fill(code)
	await other.getByRole('button', { name: 'Sign in' }).click()
	await expect(other.getByRole('alert')).toContainText('already used')
	await other.close()
	expect(auditActions(hr.email)).toEqual(expect.arrayContaining(['sign-in.failed', 'sign-in.code-failed', 'sign-in']))
})

test('After five wrong passwords the account waits, with a clear message, even for the right one', async ({ page }) => {
	const office = await createTestStaff('office')
	await ownAddress(page)
	await page.goto('/admin/sign-in')
	for (let i = 0; i < 5; i++) {
		await page.getByLabel('E-mail').fill(office.email)
		await page.getByLabel('Password').fill(`wrong password number ${i}`)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is not right.')
	}
	await page.getByLabel('E-mail').fill(office.email)
	await page.getByLabel('Password').fill(office.password)
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page.getByRole('alert')).toContainText(/Too many attempts\. For your safety, please wait \d+ minutes?/)
	expect(auditActions(office.email).filter((a) => a === 'sign-in.failed')).toHaveLength(5)
	expect(auditActions(office.email)).toContain('sign-in.throttled')
})

test('A session ends after 30 idle minutes, and after 8 hours whatever the activity', async ({ page }) => {
	const office = await createTestStaff('office')
	await signIn(page, office)
	await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
	runSql(
		`update sessions set last_seen_at = ? where staff_id = ?`,
		new Date(Date.now() - 31 * 60_000).toISOString(),
		office.id,
	)
	await page.goto('/admin/account')
	await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faccount/)

	await signIn(page, office)
	runSql(`update sessions set expires_at = ? where staff_id = ?`, new Date(Date.now() - 1000).toISOString(), office.id)
	await page.goto('/admin')
	await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})

test('Sign out ends the session on the server; sign out everywhere ends the others too', async ({
	page,
	browser,
	baseURL,
}) => {
	const office = await createTestStaff('office')
	await signIn(page, office)
	const cookie = (await page.context().cookies()).find((c) => c.name === 'brisk_session')!
	expect(cookie.httpOnly).toBe(true)
	expect(cookie.sameSite).toBe('Lax')

	const laptop = await browser.newPage({ baseURL })
	await signIn(laptop, office)
	await expect(laptop.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

	await page.getByRole('link', { name: /your account/ }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
	await expect(page.getByText('On 2 devices or browsers.')).toBeVisible()
	await page.getByRole('button', { name: 'Sign out everywhere' }).click()
	await expect(page.getByText('You have signed out on every device.')).toBeVisible()
	await laptop.reload()
	await expect(laptop.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()

	// A copied session cookie is worth nothing once signed out.
	const again = await browser.newContext({ baseURL })
	await again.addCookies([{ ...cookie }])
	const replay = await again.request.get('/admin', { maxRedirects: 0 })
	expect(replay.status()).toBe(302)
	await again.close()
	await laptop.close()
	expect(auditActions(office.email)).toContain('sign-out.everywhere')
})

test('A back-office form posted without its anti-forgery field is refused, even with a valid session', async ({
	page,
}) => {
	const admin = await createTestStaff('admin')
	await signIn(page, admin)
	const response = await page.request.post('/admin/staff/new', {
		form: { name: 'Forged Person', email: 'forged@example.com', role: 'admin' },
	})
	expect(response.status()).toBe(403)
	const db = openTestDatabase()
	try {
		expect(db.prepare('select count(*) as n from staff where email = ?').get('forged@example.com')).toEqual({ n: 0 })
	} finally {
		db.close()
	}
})

test('An administrator invites someone; the mailed link sets a password once; the new person sees only their part', async ({
	page,
	browser,
	baseURL,
	mailbox,
}) => {
	const admin = await createTestStaff('admin')
	await signIn(page, admin)
	await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click()
	await page.getByRole('link', { name: 'Invite someone' }).click()
	const email = `invited-${Date.now()}@brisk.test`
	await page.getByRole('button', { name: 'Send the invitation' }).click()
	await expect(page.getByText('Please choose a role.')).toBeVisible()
	await page.getByLabel('Name').fill('Omkar Jadhav')
	await page.getByLabel('E-mail').fill(email)
	await page.getByLabel('Role').selectOption('office')
	await page.getByRole('button', { name: 'Send the invitation' }).click()
	await expect(page.getByText('The invitation is on its way.')).toBeVisible()
	await expect(page.getByText('Invited, not joined yet')).toBeVisible()

	const mail = await mailbox.wait((m) => m.envelopeTo.includes(email))
	expect(mail.subject).toBe('You are invited to the Brisk back office')
	const link = /https?:\/\/\S+\/admin\/invite\/[\w-]+/.exec(mail.text)![0]
	const invited = await browser.newPage({ baseURL })
	await ownAddress(invited)
	await invited.goto(new URL(link).pathname)
	await expect(invited.getByRole('heading', { level: 1, name: 'Join the Brisk back office' })).toBeVisible()
	await invited.getByLabel('New password').fill('password1234')
	await invited.getByLabel('The same password again').fill('password1234')
	await invited.getByRole('button', { name: 'Save my password' }).click()
	await expect(invited.getByText(/one of the most common ones/)).toBeVisible()
	await invited.getByLabel('New password').fill('monsoon tea at the nagpur office')
	await invited.getByLabel('The same password again').fill('monsoon tea at the nagpur office')
	await invited.getByRole('button', { name: 'Save my password' }).click()
	await expect(invited.getByText('Your password is set. Please sign in.')).toBeVisible(SLOW_HASHING)
	// The link worked once.
	await invited.goto(new URL(link).pathname)
	await expect(invited.getByRole('heading', { level: 1, name: 'This invitation no longer works' })).toBeVisible()

	await invited.goto('/admin/sign-in')
	await invited.getByLabel('E-mail').fill(email)
	await invited.getByLabel('Password').fill('monsoon tea at the nagpur office')
	await invited.getByRole('button', { name: 'Sign in' }).click()
	const nav = invited.getByRole('navigation', { name: 'Back office' })
	await expect(nav.getByRole('link', { name: 'Enquiries' })).toBeVisible()
	await expect(nav.getByRole('link', { name: 'Applications' })).toHaveCount(0)
	const forbidden = await invited.goto('/admin/staff')
	expect(forbidden?.status()).toBe(403)
	await expect(invited.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible()
	await invited.close()
})

test('A forgotten password: the same answer for any address, a one-time link, and every old session ends', async ({
	page,
	browser,
	baseURL,
	mailbox,
}) => {
	const office = await createTestStaff('office')
	const elsewhere = await browser.newPage({ baseURL })
	await signIn(elsewhere, office)

	await ownAddress(page)
	await page.goto('/admin/sign-in')
	await page.getByRole('link', { name: 'Forgot your password?' }).click()
	// The sign-in page has an E-mail field too: type only once the new page is there.
	await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
	await page.getByLabel('E-mail').fill('nobody-here@brisk.test')
	await page.getByRole('button', { name: 'Send the link' }).click()
	const sameAnswer = /If this address belongs to a back-office account/
	await expect(page.getByText(sameAnswer)).toBeVisible()
	await page.getByLabel('E-mail').fill(office.email)
	await page.getByRole('button', { name: 'Send the link' }).click()
	await expect(page.getByText(sameAnswer)).toBeVisible()

	const mail = await mailbox.wait((m) => m.envelopeTo.includes(office.email))
	const link = new URL(/https?:\/\/\S+\/admin\/reset\/[\w-]+/.exec(mail.text)![0]).pathname
	await page.goto(link)
	await page.getByLabel('New password').fill('a new password for the office')
	await page.getByLabel('The same password again').fill('a different one')
	await page.getByRole('button', { name: 'Save the new password' }).click()
	await expect(page.getByText('The two passwords are not the same.')).toBeVisible()
	await page.getByLabel('New password').fill('a new password for the office')
	await page.getByLabel('The same password again').fill('a new password for the office')
	await page.getByRole('button', { name: 'Save the new password' }).click()
	await expect(page.getByText('Your password is set. Please sign in.')).toBeVisible(SLOW_HASHING)

	await elsewhere.reload()
	await expect(elsewhere.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
	// Five wrong passwords from another address right after the reset lock that address, not the owner.
	await ownAddress(elsewhere)
	await elsewhere.goto('/admin/sign-in')
	for (let i = 0; i < 6; i++) {
		await elsewhere.getByLabel('E-mail').fill(office.email)
		await elsewhere.getByLabel('Password').fill(`a guess of someone else ${i}`)
		await elsewhere.getByRole('button', { name: 'Sign in' }).click()
		await expect(elsewhere.getByRole('alert')).toHaveText(i < 5 ? /not right/ : /Too many attempts/)
	}
	await elsewhere.close()
	await signIn(page, { ...office, password: 'a new password for the office' })
	await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

test('A new password that is easy to guess is refused, saying why in words', async ({ page }) => {
	const office = await createTestStaff('office')
	await signIn(page, office, '/admin/account')
	const form = page.getByRole('region', { name: 'Change your password' })
	const tryPassword = async (password: string) => {
		await form.getByRole('textbox', { name: 'Current password' }).fill(office.password)
		await form.getByRole('textbox', { name: 'New password', exact: true }).fill(password)
		await form.getByRole('textbox', { name: 'The new password again' }).fill(password)
		await form.getByRole('button', { name: 'Change the password' }).click()
	}
	await tryPassword('aaaaaaaaaaaa')
	await expect(form.getByText('This password is too easy to guess: it is a repeated character.')).toBeVisible()
	await tryPassword(office.email)
	await expect(form.getByText(/too easy to guess: it contains your e-mail address, your name/)).toBeVisible()
	// Twelve zero-width spaces show nothing, and the browser says so before sending them.
	await tryPassword('\u200b'.repeat(12))
	await expect(form.getByText(/only spaces or invisible characters/)).toBeVisible()
	await tryPassword('monsoon tea at the nagpur office')
	await expect(page.getByText('Your password is changed.')).toBeVisible(SLOW_HASHING)
})

test('A key offered in another session is refused, and moving to a new phone needs a code of the current one', async ({
	page,
	browser,
	baseURL,
}) => {
	const admin = await createTestStaff('admin', { twoFactor: false })
	const offerOn = async (someone: Page) => {
		const hidden = (name: string) => someone.locator(`input[name="${name}"]`).first().inputValue()
		return { secret: await hidden('secret'), issued: await hidden('issued'), signature: await hidden('signature') }
	}
	const codeOf = (secret: string, at = Date.now()) =>
		new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at })

	// Two sessions of the same person, both on the page that sets it up.
	await signIn(page, admin)
	await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible()
	const other = await browser.newPage({ baseURL })
	await signIn(other, admin)
	const captured = await offerOn(other)
	await other.close()
	// The other session's key and signature, sent from this one, are refused.
	const replay = await page.request.post('/admin/two-factor', {
		form: {
			_csrf: await page.locator('input[name="_csrf"]').first().inputValue(),
			...captured,
			code: codeOf(captured.secret),
		},
	})
	expect(replay.status()).toBe(400)
	expect(await replay.text()).toContain('This page is out of date')

	const current = await offerOn(page)
	await page.getByLabel('Code from the app').fill(codeOf(current.secret))
	await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
	await expect(page.getByRole('region', { name: 'Your recovery codes' })).toBeVisible()

	// Later, a new phone: its key, and a code of the current one.
	await page.goto('/admin/two-factor')
	await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in is on' })).toBeVisible()
	const next = await offerOn(page)
	expect(next.secret).not.toBe(current.secret)
	await page.getByLabel('Code from the new phone').fill(codeOf(next.secret))
	await page.getByLabel('Code from the phone you use now').fill('000000')
	await page.getByRole('button', { name: 'Use the new phone from now on' }).click()
	await expect(page.getByText(/This is not a code of the app you use now/)).toBeVisible()
	await page.getByLabel('Code from the new phone').fill(codeOf(next.secret))
	await page.getByLabel('Code from the phone you use now').fill(codeOf(current.secret, Date.now() + 30_000))
	await page.getByRole('button', { name: 'Use the new phone from now on' }).click()
	await expect(page.getByRole('region', { name: 'Your recovery codes' })).toBeVisible()
	expect(auditActions(admin.email)).toEqual(expect.arrayContaining(['two-factor.enabled', 'two-factor.replaced']))
})

for (const viewport of [PHONE, DESKTOP]) {
	test(`The sign-in page and the dashboard read well at ${viewport.width} px`, async ({ page }) => {
		await page.setViewportSize(viewport)
		const admin = await createTestStaff('admin')
		await ownAddress(page)
		await page.goto('/admin/sign-in')
		await screenshot(page, `admin-sign-in-${viewport.width}`)
		await signIn(page, admin)
		await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
		await expectNoAxeViolations(page)
		await screenshot(page, `admin-dashboard-${viewport.width}`)
		const width = await page.evaluate(() => document.documentElement.scrollWidth)
		expect(width).toBeLessThanOrEqual(viewport.width)
	})
}
