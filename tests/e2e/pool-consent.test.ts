import type { Browser, Page } from '@playwright/test'
import { seedApplication } from '#tests/fixtures/applications.ts'
import { fillApplicationByName, insertJob, openTestDatabase, uniqueEmail } from '#tests/fixtures/career.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import type { ReceivedMail } from '#tests/setup/smtp-sink.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test, uniqueIp } from './fixtures.ts'

// A guard HR invite to a new post like the one he applied for says yes from the mail's link, in his language on a
// phone, and HR add his earlier application to the job in one press. And an application from a job alert's link is
// counted as the alert's.

/** A past applicant (in a language), a new job of the same kind, HR's invitation: the mail's short link. */
async function invite(
	page: Page,
	language: 'mr' | 'te',
	mailbox: { wait(predicate: (m: ReceivedMail) => boolean): Promise<ReceivedMail> },
) {
	const before = seedApplication()
	const now = seedApplication()
	const db = openTestDatabase()
	try {
		db.prepare("update applications set language = ?, status = 'Rejected' where id = ?").run(language, before.id)
	} finally {
		db.close()
	}
	await signInAs(page, 'hr')
	await page.goto(`/admin/jobs/${now.job.id}/pool`)
	const row = page.getByRole('row').filter({ hasText: before.name })
	await row.getByRole('button', { name: `Invite ${before.name} to apply` }).click()
	await expect(row).toContainText(/Invited \d+ \w+ \d{4}/)
	const mail = await mailbox.wait((m) => m.envelopeTo.includes(before.email))
	expect(mail.text).toContain(`/${language}/career/${now.job.id}?from=invitation`)
	const link = new URL(/https?:\/\/\S+\/p\/[\w-]{22}/.exec(mail.text)![0]).pathname
	return { before, now, link, row }
}

function consentOf(jobId: number) {
	const db = openTestDatabase()
	try {
		return db.prepare('select consent_at, consent_by from pool_invitations where job_id = ?').get(jobId) as {
			consent_at: string | null
			consent_by: string | null
		}
	} finally {
		db.close()
	}
}

async function phone(browser: Browser, javaScriptEnabled: boolean) {
	const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled, viewport: PHONE })
	return { context, page: await context.newPage() }
}

test('A guard says yes in Marathi on a phone without JavaScript; opening the link alone changes nothing', async ({
	page,
	browser,
	mailbox,
}) => {
	const { now, link } = await invite(page, 'mr', mailbox)
	const guard = await phone(browser, false)
	try {
		const visitor = guard.page
		await visitor.goto(link)
		await expect(visitor).toHaveURL(/\/mr\/career\/invitation\?token=/)
		await expect(visitor.getByRole('heading', { level: 1, name: 'तुमच्यासाठी नवीन नोकरी' })).toBeVisible()
		await expect(visitor.getByText(`${now.job.title} — Pune, Maharashtra`)).toBeVisible()
		const afresh = visitor.getByRole('link', { name: 'नोकरी उघडून नव्याने अर्ज करा' })
		await expect(afresh).toHaveAttribute('href', `/mr/career/${now.job.id}?from=invitation`)
		// Opened twice (a mail scanner, then the guard): no consent yet.
		await visitor.goto(link)
		expect(consentOf(now.job.id).consent_at).toBeNull()
		expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
		await screenshot(visitor, 'pool-consent-mr-375')

		await visitor.getByRole('button', { name: 'हो, माझा आधीचा अर्ज या नोकरीसाठी पुढे पाठवा' }).click()
		await expect(visitor.getByText('धन्यवाद. तुमचा आधीचा अर्ज आम्ही या नोकरीसाठी पुढे पाठवू', { exact: false })).toBeVisible()
		expect(consentOf(now.job.id)).toMatchObject({ consent_by: 'link', consent_at: expect.any(String) })
		await screenshot(visitor, 'pool-consent-mr-375-agreed')

		// The link again: the yes is kept, and the page says when.
		await visitor.goto(link)
		await expect(visitor.getByText(/रोजी तुमचा आधीचा अर्ज या नोकरीसाठी पुढे पाठवायला संमती दिली/)).toBeVisible()
		await expect(visitor.locator('.status-page').getByRole('button')).toHaveCount(0)
	} finally {
		await guard.context.close()
	}
})

test('A guard says yes in Telugu on a phone with JavaScript; an unknown link says it does not work', async ({
	page,
	browser,
	mailbox,
}) => {
	const { now, link } = await invite(page, 'te', mailbox)
	const guard = await phone(browser, true)
	try {
		const visitor = guard.page
		await visitor.goto(link)
		await expect(visitor.getByRole('heading', { level: 1, name: 'మీ కోసం కొత్త ఉద్యోగం' })).toBeVisible()
		await expectNoAxeViolations(visitor)
		await screenshot(visitor, 'pool-consent-te-375-js')
		await visitor.getByRole('button', { name: 'అవును, నా పాత దరఖాస్తును ఈ ఉద్యోగానికి పంపండి' }).click()
		await expect(visitor.getByText('ధన్యవాదాలు.', { exact: false })).toBeVisible()
		expect(consentOf(now.job.id).consent_by).toBe('link')

		await visitor.goto('/p/not-a-token')
		await expect(visitor.getByText('This link does not work.', { exact: false })).toBeVisible()
		await expect(visitor.locator('.status-page').getByRole('button')).toHaveCount(0)
	} finally {
		await guard.context.close()
	}
})

test('HR add a person who agreed to the job in one press, once (1280 px)', async ({ page, browser, mailbox }) => {
	await page.setViewportSize(DESKTOP)
	const { before, now, link } = await invite(page, 'mr', mailbox)
	const guard = await phone(browser, false)
	try {
		await guard.page.goto(link)
		await guard.page.getByRole('button', { name: 'हो, माझा आधीचा अर्ज या नोकरीसाठी पुढे पाठवा' }).click()
		await expect(guard.page.getByText('धन्यवाद.', { exact: false })).toBeVisible()
	} finally {
		await guard.context.close()
	}

	await page.goto(`/admin/jobs/${now.job.id}/pool`)
	const row = page.getByRole('row').filter({ hasText: before.name })
	await expect(row).toContainText(/Agreed on \d+ \w+ \d{4}/)
	await expectNoAxeViolations(page)
	await screenshot(page, 'pool-add-to-job-1280')
	await row.getByRole('button', { name: `Add ${before.name} to this job` }).click()
	const notice = page.getByRole('status').filter({ hasText: 'Added: application' })
	await expect(notice).toContainText('is now New under this job.')
	// They hear of it as if they had applied: the acknowledgement in Marathi, with the new application's reference.
	await expect(notice).toContainText('Their acknowledgement with the new reference is on its way by mail.')
	const reference = /application (\S+) is now New/.exec(await notice.innerText())![1]!
	const acknowledgement = await mailbox.wait((mail) => mail.text.includes(reference))
	expect(acknowledgement.text).toContain('/mr/career/status')
	await screenshot(page, 'pool-add-to-job-1280-added')
	// Now an applicant of this job, no longer among those to call back for it.
	await expect(page.getByRole('row').filter({ hasText: before.name })).toHaveCount(0)

	await notice.getByRole('link', { name: 'Open it' }).click()
	await expect(page.getByRole('heading', { level: 1, name: before.name })).toBeVisible()
	await expect(
		page.getByText('Added from the people to call back, with their agreement of', { exact: false }),
	).toBeVisible()
	const db = openTestDatabase()
	try {
		const added = db
			.prepare('select source, status, consent_at, resume_file_id from applications where job_id = ? and name = ?')
			.all(now.job.id, before.name) as Array<{ source: string; status: string; resume_file_id: string }>
		expect(added).toHaveLength(1)
		expect(added[0]).toMatchObject({ source: 'invitation', status: 'New' })
		expect(before.files).not.toContain(added[0]!.resume_file_id)
	} finally {
		db.close()
	}

	// The reports count it among the invitations' applications, on the page and in the CSV.
	await page.goto('/admin/applications/reports?weeks=4')
	const sources = page.getByRole('table', { name: /by where they came from/ })
	await expect(sources.getByRole('row').filter({ hasText: 'Invitations to people to call back' })).not.toContainText(
		/Invitations to people to call back\s*0\s/,
	)
	await screenshot(page, 'pool-reports-sources-1280')
	const csv = await page.request.get('/admin/applications/reports/export?table=sources&weeks=4')
	expect(csv.headers()['content-type']).toContain('text/csv')
	expect(await csv.text()).toMatch(/Invitations to people to call back,[1-9]/)
})

test('An application from a job alert’s link, without JavaScript, is counted as the alert’s', async ({ browser }) => {
	const job = insertJob()
	const context = await browser.newContext({
		baseURL: process.env.E2E_BASE_URL,
		javaScriptEnabled: false,
		viewport: PHONE,
		extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() },
	})
	try {
		const page = await context.newPage()
		await page.goto(`/mr/career/${job.id}?from=alert`)
		await page.locator(`a[href^="/mr/career/${job.id}/apply"]`).first().click()
		await expect(page).toHaveURL(`/mr/career/${job.id}/apply?from=alert`)
		await fillApplicationByName(page, uniqueEmail('alert'), { mobile: `98${String(Date.now()).slice(-8)}` })
		await page.locator('.apply-form form button[type="submit"]').last().click()
		await expect(page.locator('#apply-notices')).toBeVisible()
		const db = openTestDatabase()
		try {
			const rows = db.prepare('select source from applications where job_id = ?').all(job.id)
			expect(rows).toEqual([{ source: 'alert' }])
		} finally {
			db.close()
		}
	} finally {
		await context.close()
	}
})
