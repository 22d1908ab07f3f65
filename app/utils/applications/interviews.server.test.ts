import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { changeApplicationStage } from './application-stages.server.ts'
import { insertFreshApplication, insertJob, office as officeMail } from '#tests/fixtures/application-records.ts'
import { requireApplication } from './applications.server.ts'
import { listInterviews } from './interviews.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'

/** The member of staff who moves the applications. */
const office = { ...officeMail, name: 'Office' }

describe.each(testDatabases())('The day’s interviews on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let jobId: number

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		jobId = await insertJob(db, 'Security Guard', 'Security')
	})
	afterAll(() => destroy())

	async function interviewed(name: string, date: string, time: string) {
		const application = await insertFreshApplication(db, jobId, name)
		const interview = { date, time, place: 'Brisk office, Baner, Pune', askFor: 'Mrs Joshi' }
		await changeApplicationStage(db, { application, stage: 'Interview', sendMail: false, interview, staff: office })
		return application
	}

	test('lists the day’s interviews by time with where to go; not other days, other stages or erased people', async () => {
		await interviewed('Late Lakshmi', '2026-12-10', '15:30')
		const early = await interviewed('Early Esha', '2026-12-10', '09:00')
		await interviewed('Other Day Omkar', '2026-12-11', '10:00')
		const movedOn = await interviewed('Hired Hari', '2026-12-10', '11:00')
		await changeApplicationStage(db, {
			application: await requireApplication(db, String(movedOn.id)),
			stage: 'Hired',
			sendMail: false,
			staff: office,
		})
		const erased = await interviewed('Erased Eknath', '2026-12-10', '12:00')
		await db
			.updateTable('applications')
			.set({ erased_at: new Date().toISOString() })
			.where('id', '=', erased.id)
			.execute()

		const day = await listInterviews(db, '2026-12-10')
		expect(day.map((row) => `${row.timeInWords} ${row.name}`)).toEqual(['9:00 am Early Esha', '3:30 pm Late Lakshmi'])
		expect(day[0]).toMatchObject({
			applicationId: early.id,
			job: 'Security Guard',
			place: 'Brisk office, Baner, Pune',
			askFor: 'Mrs Joshi',
			mobile: '+91 90000 00001',
		})
		expect(day[0]!.reference).toMatch(/^BR-2026-0*\d+-[A-Z][0-9A-Z]{4}$/)
		expect(await listInterviews(db, '2026-12-12')).toEqual([])
		expect(day[0]).toMatchObject({ answer: null, answerNote: null })
	})

	test('shows each applicant’s answer: not asked, none yet, or declined with their words', async () => {
		const told = async (name: string) => {
			const application = await insertFreshApplication(db, jobId, name)
			const interview = { date: '2026-12-14', time: '10:00', place: 'Brisk office, Baner, Pune' }
			await changeApplicationStage(db, { application, stage: 'Interview', sendMail: true, interview, staff: office })
			return application.id
		}
		await interviewed('Asked Not', '2026-12-14', '09:00')
		await told('Waiting Wamanrao')
		const declined = await told('Declining Damini')
		await db
			.updateTable('interview_invitations')
			.set({ answer: 'declined', answer_note: 'Monday please', answered_at: new Date().toISOString() })
			.where('application_id', '=', declined)
			.execute()
		const day = await listInterviews(db, '2026-12-14')
		expect(day.map((row) => [row.name, row.answer, row.answerNote])).toEqual([
			['Asked Not', null, null],
			['Declining Damini', 'declined', 'Monday please'],
			['Waiting Wamanrao', 'none', null],
		])
	})
})
