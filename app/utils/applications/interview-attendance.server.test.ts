import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { insertApplication, insertJob, listedNames } from '#tests/fixtures/application-records.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { historyLine } from './application-history.ts'
import { eraseApplication } from './application-erasure.server.ts'
import { dashboardFigures } from './dashboard.server.ts'
import { currentInterviewAnswers, markAttendance } from './interview-attendance.server.ts'
import { newInterviewLink } from './interview-answers.server.ts'
import { listInterviews } from './interviews.server.ts'
import { showRateByWeek } from './show-rate.server.ts'

const hr = { id: 1, name: 'Hema', email: 'hema@brisk.test' }

// Wednesday 9 Dec 2026, 12:00 in India: the 10:00 interview has passed, the 15:00 one not yet.
const NOW = new Date('2026-12-09T06:30:00Z')

describe.each(testDatabases())('Who came to the interview on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let jobId: number
	let mobile = 9800000100
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-attendance-'))
	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] })
		jobId = await insertJob(db, 'Housekeeping Staff', 'Housekeeping')
	})
	afterAll(async () => {
		await destroy()
		fs.rmSync(dir, { recursive: true, force: true })
	})

	/** An application at Interview on this day and time, with an invitation answered so (undefined: no link went). */
	async function atInterview(name: string, date: string, time: string, answer?: 'confirmed' | 'declined' | null) {
		mobile += 1
		const id = await insertApplication(db, name, {
			jobId,
			field: 'Housekeeping',
			createdAt: '2026-11-20T05:00:00Z',
			contact: `+91${mobile}`,
			status: 'Interview',
		})
		await db
			.updateTable('applications')
			.set({ interview_date: date, interview_time: time, interview_place: 'Baner office' })
			.where('id', '=', id)
			.execute()
		if (answer !== undefined) {
			await newInterviewLink(db, id, { date, time, place: 'Baner office' }, NOW)
			if (answer)
				await db.updateTable('interview_invitations').set({ answer }).where('application_id', '=', id).execute()
		}
		return id
	}

	async function history(applicationId: number) {
		const rows = await db
			.selectFrom('application_events')
			.select(['kind', 'stage', 'text', 'staff_name'])
			.where('application_id', '=', applicationId)
			.orderBy('id')
			.execute()
		return rows.map((row) => historyLine(row, false))
	}

	test('a past interview is marked came, corrected to did not come, kept in the history and the audit log', async () => {
		const ravi = await atInterview('Ravi Kumar', '2026-12-09', '10:00')
		expect(
			await markAttendance(db, hr, { applicationId: ravi, date: '2026-12-09', time: '10:00', came: true }, NOW),
		).toEqual({
			ok: true,
			changed: true,
			name: 'Ravi Kumar',
		})
		let day = await listInterviews(db, '2026-12-09')
		expect(day.find((row) => row.applicationId === ravi)).toMatchObject({ came: true, movedTo: null })

		// The same press again writes nothing; the other one corrects the mark.
		expect(
			await markAttendance(db, hr, { applicationId: ravi, date: '2026-12-09', time: '10:00', came: true }, NOW),
		).toMatchObject({
			ok: true,
			changed: false,
		})
		expect(
			await markAttendance(db, hr, { applicationId: ravi, date: '2026-12-09', time: '10:00', came: false }, NOW),
		).toMatchObject({
			ok: true,
			changed: true,
		})
		day = await listInterviews(db, '2026-12-09')
		expect(day.find((row) => row.applicationId === ravi)?.came).toBe(false)
		expect(await history(ravi)).toEqual([
			'Came to the interview of 9 Dec 2026, 10:00 am',
			'Did not come to the interview of 9 Dec 2026, 10:00 am (corrected)',
		])
		const audits = await db
			.selectFrom('audit_log')
			.select(['action', 'details'])
			.where('subject', '=', `application ${ravi}`)
			.orderBy('id')
			.execute()
		expect(audits.map((row) => [row.action, JSON.parse(row.details!)])).toEqual([
			['application.attendance-marked', { interview: '2026-12-09 10:00', came: true, corrected: false }],
			['application.attendance-marked', { interview: '2026-12-09 10:00', came: false, corrected: true }],
		])
		const rows = await db.selectFrom('interview_attendance').selectAll().where('application_id', '=', ravi).execute()
		expect(rows).toHaveLength(1)

		// Moved on to Rejected, the interview stays on its day with its mark, which may still be corrected.
		await db
			.updateTable('applications')
			.set({ status: 'Rejected', interview_date: null, interview_time: null })
			.where('id', '=', ravi)
			.execute()
		day = await listInterviews(db, '2026-12-09')
		expect(day.find((row) => row.applicationId === ravi)).toMatchObject({ came: false, movedTo: 'Rejected' })
		expect(
			await markAttendance(db, hr, { applicationId: ravi, date: '2026-12-09', time: '10:00', came: true }, NOW),
		).toMatchObject({
			ok: true,
			changed: true,
		})
	})

	test('an interview whose time has not come, or that is not set, cannot be marked', async () => {
		const later = await atInterview('Sunita Later', '2026-12-09', '15:00')
		expect(
			await markAttendance(db, hr, { applicationId: later, date: '2026-12-09', time: '15:00', came: true }, NOW),
		).toEqual({
			ok: false,
			reason: 'too-early',
			name: 'Sunita Later',
		})
		// Another day or time than the one set: a stale page after the interview moved.
		expect(
			await markAttendance(db, hr, { applicationId: later, date: '2026-12-08', time: '10:00', came: true }, NOW),
		).toMatchObject({
			ok: false,
			reason: 'not-set',
		})
		expect(
			await markAttendance(db, hr, { applicationId: 999999, date: '2026-12-08', time: '10:00', came: true }, NOW),
		).toMatchObject({
			ok: false,
			reason: 'not-found',
		})
		const marks = await db.selectFrom('interview_attendance').selectAll().where('application_id', '=', later).execute()
		expect(marks).toEqual([])
		expect(await history(later)).toEqual([])
	})

	test('the list filters by the answer to the current interview, and shows it', async () => {
		const day = '2026-12-21'
		const yes = await atInterview('Chetan Filterson', day, '10:00', 'confirmed')
		const no = await atInterview('Deepa Filterson', day, '10:30', 'declined')
		const silent = await atInterview('Ganesh Filterson', day, '11:00', null)
		await atInterview('Uma Filterson', day, '11:30')
		// Confirmed an interview that then moved: the new one's invitation is not answered yet.
		const moved = await atInterview('Mohan Filterson', day, '12:00', 'confirmed')
		await db.updateTable('applications').set({ interview_time: '16:00' }).where('id', '=', moved).execute()
		await newInterviewLink(db, moved, { date: day, time: '16:00', place: 'Baner office' }, NOW)
		// Confirmed, then hired: no longer at Interview.
		const hired = await atInterview('Harish Filterson', day, '12:30', 'confirmed')
		await db
			.updateTable('applications')
			.set({ status: 'Hired', interview_date: null })
			.where('id', '=', hired)
			.execute()

		const names = async (answer: string) =>
			(await listedNames(db, `q=filterson&answer=${answer}`)).sort((a, b) => a.localeCompare(b))
		expect(await names('confirmed')).toEqual(['Chetan Filterson'])
		expect(await names('declined')).toEqual(['Deepa Filterson'])
		expect(await names('none')).toEqual(['Ganesh Filterson', 'Mohan Filterson'])
		expect(await listedNames(db, 'q=filterson&answer=maybe')).toHaveLength(6)
		expect(await currentInterviewAnswers(db, [yes, no, silent, moved, hired])).toEqual(
			new Map<number, string>([
				[yes, 'confirmed'],
				[no, 'declined'],
				[silent, 'none'],
				[moved, 'none'],
			]),
		)
	})

	test('the show rate counts came, did not come and not marked per week of the interview', async () => {
		// Weeks of Monday 23 Nov and 30 Nov 2026; this week is that of Monday 7 Dec.
		const came1 = await atInterview('Anil Rate', '2026-11-24', '10:00')
		const came2 = await atInterview('Bina Rate', '2026-11-25', '11:00')
		const missed = await atInterview('Charu Rate', '2026-11-26', '12:00')
		await atInterview('Dinesh Rate', '2026-11-27', '12:00')
		const early = await atInterview('Esha Rate', '2026-12-01', '09:30')
		for (const [id, date, time, came] of [
			[came1, '2026-11-24', '10:00', true],
			[came2, '2026-11-25', '11:00', true],
			[missed, '2026-11-26', '12:00', false],
			[early, '2026-12-01', '09:30', true],
		] as const) {
			expect(await markAttendance(db, hr, { applicationId: id, date, time, came }, NOW)).toMatchObject({ ok: true })
		}
		// Hired after the mark: still counted as came.
		await db
			.updateTable('applications')
			.set({ status: 'Hired', interview_date: null })
			.where('id', '=', came1)
			.execute()
		const weeks = await showRateByWeek(db, 3, NOW)
		expect(weeks.map((week) => week.week)).toEqual(['2026-11-23', '2026-11-30', '2026-12-07'])
		expect(weeks[0]).toEqual({ week: '2026-11-23', came: 2, notCame: 1, notMarked: 1, percent: 66.7 })
		expect(weeks[1]).toEqual({ week: '2026-11-30', came: 1, notCame: 0, notMarked: 0, percent: 100 })
		// This week: Ravi's corrected mark (came), Sunita's 15:00 interview not yet due, and nothing else of the 9th.
		expect(weeks[2]).toMatchObject({ came: 1, notCame: 0, notMarked: 0 })
	})

	test('the dashboard counts this week’s who did not come; erasing an application deletes its marks', async () => {
		const id = await atInterview('Erase Me', '2026-12-08', '10:00')
		await markAttendance(db, hr, { applicationId: id, date: '2026-12-08', time: '10:00', came: false }, NOW)
		// The dashboard counts it among this week's who did not come.
		const missed = async () =>
			(await dashboardFigures(db, 'hr', NOW)).tiles.find((tile) => tile.label.startsWith('Did not come'))?.value
		expect(await missed()).toBe(1)
		const record = await db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		await eraseApplication(db, record, hr, { mailDir: dir, smsDir: dir })
		expect(await db.selectFrom('interview_attendance').selectAll().where('application_id', '=', id).execute()).toEqual(
			[],
		)
		expect(await missed()).toBe(0)
		expect(
			await markAttendance(db, hr, { applicationId: id, date: '2026-12-08', time: '10:00', came: true }, NOW),
		).toMatchObject({
			ok: false,
			reason: 'erased',
		})
	})
})
