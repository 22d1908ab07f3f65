import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { changeApplicationStage } from './application-stages.server.ts'
import { dashboardFigures } from './dashboard.server.ts'
import { insertFreshApplication, insertJob, office } from '#tests/fixtures/application-records.ts'

const recruiter = { ...office, name: 'Office' }
import type { Db } from '#app/utils/db/db.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { listOutbox } from '#app/utils/messages/outbox-admin.server.ts'
import { deliverDueMessages } from '#app/utils/messages/outbox.server.ts'
import { textBudgetGate } from '#app/utils/messages/sms-budget.server.ts'
import { enqueueText } from '#app/utils/messages/sms.server.ts'

describe.each(testDatabases())('The dashboard’s mail figures on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(async () => destroy())

	async function mailTiles() {
		const { tiles } = await dashboardFigures(db, 'admin')
		return {
			failed: tiles.find((tile) => tile.label === 'Mails that failed'),
			retrying: tiles.find((tile) => tile.label === 'Mails being retried'),
		}
	}

	async function queueMail(subject: string, state: { status: string; attempts: number }) {
		const id = await enqueueMail(db, { kind: 'career-admin', to: 'office@brisk.test', subject, text: 'x' })
		await db.updateTable('outbox').set(state).where('id', '=', id).execute()
		return id
	}

	test('An administrator sees a failed mail as an alert and mails being retried, each linking to its list', async () => {
		expect(await mailTiles()).toEqual({
			failed: { label: 'Mails that failed', value: 0, to: '/admin/mail?status=failed', tone: undefined },
			retrying: { label: 'Mails being retried', value: 0, to: '/admin/mail?status=retrying' },
		})

		await queueMail('Given up', { status: 'failed', attempts: 80 })
		const retrying = await queueMail('Refused twice', { status: 'pending', attempts: 2 })
		await queueMail('Not tried yet', { status: 'pending', attempts: 0 })
		await queueMail('Sent after a retry', { status: 'sent', attempts: 3 })

		const tiles = await mailTiles()
		expect(tiles.failed).toMatchObject({ value: 1, tone: 'alert' })
		// Waiting for another try is no alert: the sender is still on it.
		expect(tiles.retrying?.value).toBe(1)
		expect(tiles.retrying?.tone).toBeUndefined()
		// The list the figure opens holds the same mails.
		const list = await listOutbox(db, { status: 'retrying', page: 1 })
		expect(list.total).toBe(1)
		expect(list.rows.map((row) => row.id)).toEqual([retrying])
	})

	test('An administrator sees the texts of the last hour and day against the budget, and those it holds', async () => {
		const budget = { perHour: 2, perDay: 10 }
		const now = new Date()
		for (let i = 0; i < 3; i++) {
			await enqueueText(db, { kind: 'text-received', to: `+91987650000${i}`, label: 'Text', text: 'Hi' }, now)
		}
		const provider = { send: async () => ({ ok: true as const }), admit: textBudgetGate(budget) }
		await deliverDueMessages(db, { sms: provider }, now)
		const { tiles, texts } = await dashboardFigures(db, 'admin', new Date(now.getTime() + 1000), budget)
		expect(tiles.filter((tile) => tile.label.startsWith('Texts'))).toEqual([
			{ label: 'Texts in the last hour (budget 2)', value: 2, to: '/admin/mail?channel=sms', tone: 'alert' },
			{ label: 'Texts in the last 24 hours (budget 10)', value: 2, to: '/admin/mail?channel=sms', tone: undefined },
			{ label: 'Texts waiting for the budget', value: 1, to: '/admin/mail?channel=sms', tone: 'alert' },
		])
		expect(texts).toMatchObject({ held: 1, spent: true })
	})

	test('Staff whose role does not open the Mail page see no mail figures', async () => {
		for (const role of ['hr', 'office', 'content'] as const) {
			const { tiles, texts } = await dashboardFigures(db, role)
			expect(tiles.map((tile) => tile.label).filter((label) => /mail|text/i.test(label))).toEqual([])
			expect(texts).toBeNull()
		}
	})
})

describe.each(testDatabases())('The dashboard’s interview figures on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(async () => destroy())

	test('HR see the interviews to come that nobody answered and those declined; past ones and those not asked count not', async () => {
		const jobId = await insertJob(db, 'Security Guard', 'Security')
		const now = new Date('2036-12-04T04:00:00Z') // 9:30 in India
		const invite = async (name: string, date: string, time: string, sendMail = true) => {
			const application = await insertFreshApplication(db, jobId, name)
			const interview = { date, time, place: 'Brisk office, Baner, Pune' }
			await changeApplicationStage(db, { application, stage: 'Interview', sendMail, interview, staff: recruiter }, now)
			return application.id
		}
		await invite('Ajay Waiting', '2036-12-05', '10:00')
		await invite('Bina Later', '2036-12-04', '11:00')
		await invite('Chetan Gone', '2036-12-04', '09:00')
		await invite('Dilip Untold', '2036-12-05', '10:00', false)
		const declined = await invite('Esha Declined', '2036-12-06', '10:00')
		await db
			.updateTable('interview_invitations')
			.set({ answer: 'declined' })
			.where('application_id', '=', declined)
			.execute()
		const { tiles } = await dashboardFigures(db, 'hr', now)
		expect(tiles.filter((tile) => tile.label.startsWith('Interviews'))).toEqual([
			{ label: 'Interviews to come without an answer', value: 2, to: '/admin/applications?stage=Interview' },
			{
				label: 'Interviews to come that the applicant declined',
				value: 1,
				to: '/admin/applications?stage=Interview',
				tone: 'alert',
			},
		])
	})
})
