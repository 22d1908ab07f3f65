import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { insertJob, openTestDatabase, uniqueEmail } from '#tests/fixtures/career.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// A recruiter sets a gate's interviews one every 15 minutes in one move from the applications list: each applicant
// is told their own time, the result lists each with it, and the recruiter gets one mail of the day, not four.
// On a phone without JavaScript, the plain form does the same.

/** A Thursday far enough ahead that the test's interviews never fall on a day gone by. */
const INTERVIEW_DAY = '2037-12-03'

/** Four new applications to one job of the test's own. */
function seedFour() {
	const job = insertJob({ title: `Guard Slots ${crypto.randomBytes(3).toString('hex')}`, category: 'Security' })
	const db = openTestDatabase()
	try {
		const stamp = new Date().toISOString()
		const people = Array.from({ length: 4 }, (_, index) => {
			const name = `Slot${index} Applicant ${crypto.randomBytes(3).toString('hex')}`
			const email = uniqueEmail(`slot${index}`)
			const mobile = `+9197${String(crypto.randomInt(10_000_000, 99_999_999))}`
			const result = db
				.prepare(
					`insert into applications (job_id, name, contact, email, email_normalised, location, job_field, status,
					 consent_at, language, created_at, updated_at)
					 values (?, ?, ?, ?, ?, 'Pune', 'Security', 'New', ?, 'en', ?, ?)`,
				)
				.run(job.id, name, mobile, email, email, stamp, stamp, stamp)
			return { id: Number(result.lastInsertRowid), name, email }
		})
		return { job, people }
	} finally {
		db.close()
	}
}

function interviewTimes(ids: number[]) {
	const db = openTestDatabase()
	try {
		return db
			.prepare(`select id, interview_time from applications where id in (${ids.map(() => '?').join(',')})`)
			.all(...ids) as { id: number; interview_time: string }[]
	} finally {
		db.close()
	}
}

for (const [width, size, javaScriptEnabled] of [
	['1280', DESKTOP, true],
	['375', PHONE, false],
] as const) {
	test.describe(`at ${width} px${javaScriptEnabled ? '' : ', without JavaScript'}`, () => {
		test.use({ javaScriptEnabled })

		test('A recruiter gives four applicants an interview one every 15 minutes and sees each one’s time', async ({
			page,
			mailbox,
		}) => {
			await page.setViewportSize(size)
			const { job, people } = seedFour()
			const staff = await signInAs(page, 'hr')
			await page.goto(`/admin/applications?job=${job.id}`)
			for (const person of people) await page.getByRole('checkbox', { name: `Choose ${person.name}` }).check()
			await page.getByLabel('Move them to').selectOption('Interview')
			await page.getByLabel('Day of the interview').fill(INTERVIEW_DAY)
			await page.getByLabel('Place of the interview').fill('Brisk office, Baner Road, Pune')
			await page.getByRole('checkbox', { name: 'Tell each applicant' }).check()

			// Four from 23:30, every 15 minutes, would end at half past midnight: refused, the same four kept ticked.
			await page.getByLabel('Time of the interview').fill('23:30')
			await page.getByLabel('One every').selectOption({ label: '15 minutes' })
			await page.getByRole('button', { name: 'Move the chosen applications' }).click()
			const spacing = page.getByLabel('One every')
			await expect(spacing).toHaveAccessibleDescription(
				/4 interviews every 15 minutes from 23:30 run past midnight: start earlier or choose a shorter spacing\./,
			)
			await expect(spacing).toHaveValue('15')
			for (const person of people)
				await expect(page.getByRole('checkbox', { name: new RegExp(person.name) })).toBeChecked()
			expect(interviewTimes(people.map((person) => person.id)).every((row) => row.interview_time === null)).toBe(true)
			await screenshot(page, `admin-bulk-interview-slots-refused-${width}`)

			await page.getByLabel('Time of the interview').fill('10:00')
			await page.getByRole('button', { name: 'Move these 4' }).click()
			await expect(page.getByRole('status').filter({ hasText: '4 moved to Interview' })).toBeVisible()
			const moved = page.getByRole('region', { name: 'Moved' }).getByRole('listitem')
			await expect(moved).toHaveCount(4)
			const listed = await moved.allInnerTexts()
			expect(listed.map((text) => text.slice(0, 5))).toEqual(['10:00', '10:15', '10:30', '10:45'])
			// axe runs in the page: only with JavaScript.
			if (javaScriptEnabled) await expectNoAxeViolations(page)
			await screenshot(page, `admin-bulk-interview-slots-${width}`)

			// Each applicant is told the time the result names for them.
			const stored = new Map(interviewTimes(people.map((person) => person.id)).map((row) => [row.id, row]))
			for (const person of people) {
				const time = stored.get(person.id)!.interview_time
				expect(listed).toContainEqual(expect.stringContaining(`${time}`))
				expect(listed.find((text) => text.includes(person.name))!.startsWith(time)).toBe(true)
				const mail = await mailbox.wait((m) => m.envelopeTo.includes(person.email))
				const [hours, minutes] = time.split(':')
				expect(mail.text).toContain(`${Number(hours) % 12 || 12}:${minutes} am`)
			}
			// The recruiter: one mail of the day with every name, and one calendar entry.
			const own = await mailbox.wait((m) => m.envelopeTo.includes(staff.email))
			expect(own.subject).toBe(`Interviews on Thu, 3 Dec: 4 people (${job.title}, Pune, Maharashtra)`)
			for (const person of people) expect(own.text).toContain(person.name)
			const raw = fs.readFileSync(path.join(process.env.E2E_MAIL_DIR!, own.file), 'utf8')
			expect(raw.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(1)
			expect((await mailbox.all()).filter((m) => m.envelopeTo.includes(staff.email))).toHaveLength(1)
		})
	})
}
