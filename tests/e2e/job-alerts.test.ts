import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, test, uniqueIp } from './fixtures.ts'

// A job seeker asks the career page, in Marathi, for news of security jobs in their town; confirms
// by the link in the mail; HR publish such a job; one alert mail arrives, which a mail program can
// unsubscribe from with one click.

function dayFromToday(days: number) {
	return new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

/** The address of a link in a mail, on the server the test talks to. */
function pathOf(url: string) {
	const link = new URL(url)
	return link.pathname + link.search
}

/** A mail's header as it arrived (the sink keeps the raw message). */
async function rawHeader(file: string, name: string) {
	const raw = await fs.readFile(path.join(process.env.E2E_MAIL_DIR!, file), 'utf8')
	const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ')
	return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]
}

test.describe.configure({ timeout: 120_000 })

test('A job seeker subscribes in Marathi, confirms by mail, and gets one alert when HR publish a matching job', async ({
	page,
	browser,
	mailbox,
	request,
}) => {
	const tag = crypto.randomBytes(3).toString('hex')
	const town = `Alertwadi${tag}`
	const address = `alert-${tag}@example.com`
	await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })

	await page.setViewportSize(PHONE)
	await page.goto('/mr/career')
	const form = page.getByRole('region', { name: 'नवीन नोकऱ्या ई-मेल किंवा संदेशाने मिळवा' })
	await form.scrollIntoViewIfNeeded()
	await form.screenshot({ path: 'tests/.output/screenshots/job-alerts-form-375.png' })
	await expectNoAxeViolations(page, { include: '.job-alerts' })
	await page.setViewportSize(DESKTOP)
	await form.scrollIntoViewIfNeeded()
	await form.screenshot({ path: 'tests/.output/screenshots/job-alerts-form-1280.png' })

	// A wrong address is refused in words, and nothing is stored.
	await form.getByLabel('ई-मेल किंवा मोबाइल नंबर').fill('not an address')
	await form.getByRole('button', { name: 'अलर्ट सुरू करा' }).click()
	await expect(page.getByText('कृपया ई-मेल पत्ता किंवा 10 अंकी मोबाइल नंबर लिहा.')).toBeVisible()

	await form.getByLabel('कामाचा प्रकार').selectOption('Security')
	await form.getByLabel('शहर (आवश्यक नाही)').fill(town)
	await form.getByLabel('ई-मेल किंवा मोबाइल नंबर').fill(address)
	await form.getByRole('button', { name: 'अलर्ट सुरू करा' }).click()
	await expect(page).toHaveURL(/\/mr\/career\/alerts$/)
	await expect(page.getByText(`आम्ही ${address} वर पुष्टी पाठवली आहे.`)).toBeVisible()

	const confirmation = await mailbox.wait((m) => m.envelopeTo.includes(address))
	expect(confirmation.subject).toBe('Brisk: कृपया तुमच्या नोकरी अलर्टची पुष्टी करा')
	// The mail goes to an address nobody has confirmed yet: it never repeats the typed city; the link's page shows it.
	expect(confirmation.text.toLowerCase()).not.toContain(town.toLowerCase())
	const confirmUrl = /https?:\/\/\S+\/mr\/career\/alerts\/confirm\?token=[\w-]+/.exec(confirmation.text)![0]
	// Opening the link changes nothing (a mail scanner follows links): the page asks for a press.
	await page.setViewportSize(PHONE)
	await page.goto(pathOf(confirmUrl))
	await expect(page.getByRole('heading', { level: 1, name: 'तुमचे नोकरी अलर्ट सुरू करा' })).toBeVisible()
	// In Marathi the typed town is never glued to a case ending ("पुणे मध्ये"): the category, then the labelled place.
	await expect(page.getByText(`सुरक्षा (सिक्युरिटी), ठिकाण: ${town.toLowerCase()}`, { exact: false })).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'पुष्टी करा' }).click()
	await expect(page.getByText('तुमचे नोकरी अलर्ट सुरू झाले.', { exact: false })).toBeVisible()
	// Once confirmed, the heading says what is done instead of asking for it.
	await expect(page.getByRole('heading', { level: 1, name: 'तुमचे नोकरी अलर्ट सुरू झाले' })).toBeVisible()
	await page.screenshot({ path: 'tests/.output/screenshots/job-alerts-confirmed-mr-375.png' })
	await page.setViewportSize(DESKTOP)

	// HR publish a security job in that town.
	const hrContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
	const hr = await hrContext.newPage()
	await signInAs(hr, 'hr')
	const title = `Alert Guard ${tag}`
	await hr.goto('/admin/jobs/new')
	await hr.getByRole('textbox', { name: 'Job title', exact: true }).fill(title)
	await hr.getByRole('textbox', { name: 'Designation', exact: true }).fill('Guard')
	await hr.getByLabel('Category').selectOption('Security')
	await hr.getByRole('textbox', { name: 'Location', exact: true }).fill(`${town}, Maharashtra`)
	await hr.getByLabel('Phone for applicants').fill('+91 253 400 1000')
	await hr.getByLabel('Last day to apply').fill(dayFromToday(30))
	await hr.getByRole('textbox', { name: 'Description', exact: true }).fill('Day shifts at a housing society gate.')
	await hr.getByRole('button', { name: 'Publish the job' }).click()
	await expect(hr.getByText('The job is published.')).toBeVisible()
	const jobId = Number(/\/admin\/jobs\/(\d+)/.exec(hr.url())![1])
	await hrContext.close()

	const alert = await mailbox.wait((m) => m.envelopeTo.includes(address) && m.subject.includes(title))
	expect(alert.subject).toBe(`Brisk: नवीन नोकरी: ${title}`)
	expect(alert.text).toContain(`/mr/career/${jobId}`)
	const unsubscribe = await rawHeader(alert.file, 'List-Unsubscribe')
	expect(unsubscribe).toMatch(/^<https?:\/\/\S+\/mr\/career\/alerts\/unsubscribe\?token=[\w-]{22}>$/)
	expect(await rawHeader(alert.file, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
	// Once: the sender's later rounds queue nothing more for the same job.
	await page.waitForTimeout(2000)
	expect((await mailbox.all()).filter((m) => m.envelopeTo.includes(address))).toHaveLength(2)

	// A post without the page's field that is not the one-click body is refused; the one-click post is not.
	const unsubscribePath = pathOf(unsubscribe!.slice(1, -1))
	const forged = await request.post(unsubscribePath, {
		form: { stop: 'yes' },
		headers: { 'X-Forwarded-For': uniqueIp() },
	})
	expect(forged.status()).toBe(403)
	const oneClick = await request.post(unsubscribePath, {
		multipart: { 'List-Unsubscribe': 'One-Click' },
		headers: { 'X-Forwarded-For': uniqueIp() },
	})
	expect(oneClick.status()).toBe(200)
	await page.goto(unsubscribePath)
	await expect(page.getByText('ही लिंक चालत नाही', { exact: false })).toBeVisible()
})

test('Without JavaScript, a guard without e-mail subscribes in Hindi with a mobile number and gets a text to confirm', async ({
	browser,
}) => {
	const context = await browser.newContext({
		baseURL: process.env.E2E_BASE_URL,
		javaScriptEnabled: false,
		extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() },
	})
	const page = await context.newPage()
	const mobile = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
	await page.goto('/hi/career/alerts')
	await page.getByLabel('काम का प्रकार').selectOption('House Keeping')
	await page.getByLabel('ई-मेल या मोबाइल नंबर').fill(mobile)
	await page.getByRole('button', { name: 'अलर्ट चालू करें' }).click()
	const shown = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`
	await expect(page.getByText(`हमने ${shown} पर पुष्टि की लिंक के साथ मैसेज भेजा है।`)).toBeVisible()

	// Without SMS_URL each text is a file in the data folder.
	const smsDir = path.join(process.env.E2E_DATA_DIR!, 'sms')
	const texts = async () => {
		const names = await fs.readdir(smsDir).catch(() => [] as string[])
		const all = await Promise.all(names.map((name) => fs.readFile(path.join(smsDir, name), 'utf8')))
		return all.filter((text) => text.startsWith(`To: +91${mobile}`))
	}
	await expect.poll(async () => (await texts()).length).toBe(1)
	const [text] = await texts()
	const link = /https?:\/\/\S+\/a\/c[\w-]{22}/.exec(text!)![0]
	// The text's short link leads to the confirm page in the alert's language.
	await page.goto(pathOf(link))
	await expect(page).toHaveURL(/\/hi\/career\/alerts\/confirm\?token=[\w-]{22}$/)
	// No place chosen: "किसी भी शहर में" as a whole phrase, never "कोई भी शहर में".
	await expect(page.getByText(', किसी भी शहर में', { exact: false })).toBeVisible()
	await page.getByRole('button', { name: 'पुष्टि करें' }).click()
	await expect(page.getByText('आपके नौकरी अलर्ट शुरू हो गए।', { exact: false })).toBeVisible()
	await context.close()
})

test('The alerts are one tap away on a phone: from the top of the career page and from every job’s page, its work chosen', async ({
	page,
}) => {
	await page.setViewportSize(PHONE)
	await page.goto('/mr/career')
	const toForm = page.getByRole('link', { name: 'नवीन नोकऱ्या ई-मेल किंवा संदेशाने मिळवा' })
	// Above the list: in the first screen's reach, not under every job.
	expect((await toForm.boundingBox())!.y).toBeLessThan(900)
	await toForm.click()
	await expect(page).toHaveURL(/#job-alerts-title$/)
	await expect(page.getByRole('heading', { name: 'नवीन नोकऱ्या ई-मेल किंवा संदेशाने मिळवा' })).toBeInViewport()

	const job = /href="\/mr\/career\/(\d+)"/.exec(await page.content())![1]
	await page.goto(`/mr/career/${job}`)
	await page.getByRole('link', { name: 'नवीन नोकऱ्या ई-मेल किंवा संदेशाने मिळवा' }).click()
	await expect(page).toHaveURL(/\/mr\/career\/alerts\?category=\w+/)
	await expect(page.getByLabel('कामाचा प्रकार')).not.toHaveValue('')
})
