import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { seedApplication } from '#tests/fixtures/applications.ts'
import { openTestDatabase } from '#tests/fixtures/career.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'

// An applicant without e-mail, as HR and an administrator meet them: the stage's news goes
// by text message, and the Mail page lists it among the texts. The test server has no
// SMS_URL, so each text is written as a file into its data folder.

async function openApplication(page: Page, name: string) {
	await page.goto('/admin/applications')
	await page.getByLabel('Name, e-mail or mobile').fill(name)
	await page.getByRole('button', { name: 'Filter' }).click()
	await page.getByRole('link', { name }).click()
	await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test('HR invite a guard without e-mail to an interview by text message, and the Mail page lists the text', async ({
	page,
}) => {
	const application = seedApplication()
	const db = openTestDatabase()
	try {
		db.prepare("update applications set email = '', email_normalised = ?, language = 'mr' where id = ?").run(
			`tel:${application.mobile}`,
			application.id,
		)
	} finally {
		db.close()
	}
	await signInAs(page, 'admin')
	await openApplication(page, application.name)
	await page.getByLabel('New stage').selectOption('Interview')
	// HR are told to write the place in the applicant's script, and whom to ask for without Mr or Mrs.
	await expect(page.getByText('The applicant reads Marathi (मराठी): their text and mail are in it')).toBeVisible()
	await expect(page.getByText('without Mr or Mrs: the Marathi text adds यांना')).toBeVisible()
	await page.getByLabel('Day of the interview').fill('2037-12-01')
	await page.getByLabel('Time of the interview').fill('10:30')
	await page.getByLabel('Place of the interview').fill('Brisk office, Baner Road, Pune')
	await page.getByRole('checkbox', { name: 'Send the applicant a text message about it' }).check()
	await page.getByRole('button', { name: 'Change the stage' }).click()
	await expect(page.getByText('No e-mail on file: a text message went to the applicant')).toBeVisible()
	const history = page.getByRole('region', { name: 'History' })
	const shown = `${application.mobile.slice(0, 3)} ${application.mobile.slice(3, 8)} ${application.mobile.slice(8)}`
	await expect(history.getByText(`Text message sent: “Text: Interview to ${shown}”`)).toBeVisible()

	await page.goto('/admin/mail')
	await page.getByRole('navigation', { name: 'Mail or text' }).getByRole('link', { name: 'Text messages' }).click()
	await expect(page).toHaveURL(/channel=sms/)
	const row = page.getByRole('row', { name: new RegExp(`Text: Interview.*\\${application.mobile}`) })
	await expect(row).toContainText('Text')
	await expect(page.getByRole('row', { name: /Dear|शुभेच्छा/ })).toHaveCount(0)
	await expectNoAxeViolations(page)
	// The texts are not in the mails' list.
	await page.getByRole('navigation', { name: 'Mail or text' }).getByRole('link', { name: 'Mails', exact: true }).click()
	await expect(page.getByRole('row', { name: new RegExp(`\\${application.mobile}`) })).toHaveCount(0)

	// Written into the data folder, in Marathi, with the interview's weekday, day, time and labelled place in that order.
	const smsDir = path.join(process.env.E2E_DATA_DIR!, 'sms')
	await expect
		.poll(() =>
			fs.existsSync(smsDir)
				? fs
						.readdirSync(smsDir)
						.map((name) => fs.readFileSync(path.join(smsDir, name), 'utf8'))
						.find((text) => text.startsWith(`To: ${application.mobile}\n`))
				: undefined,
		)
		.toMatch(/मुलाखत: मंगळ(वार)?, 1 डिसेंबर, सकाळी 10:30, ठिकाण: Brisk office, Baner Road, Pune\./)
})
