import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { insertApplication, insertJob, office } from '#tests/fixtures/application-records.ts'
import { applicationCsvStream, startApplicationExport } from './application-export.server.ts'
import { readApplicationFilters } from './applications.ts'
import { BulkMoveRefused, changeApplicationStage, changeApplicationStages } from './application-stages.server.ts'
import { applicationEvents, applicationsForBulkMove } from './applications.server.ts'
import {
	addRejectionReason,
	countRejectionsByReason,
	listRejectionReasons,
	RejectionReasonRefused,
	retireRejectionReason,
} from './rejection-reasons.server.ts'

// Why an application was rejected: HR choose from the office's list, the application keeps the words (in its history
// and for the reports), a reason off the list is refused, and the list is HR's to add to and take from.

const recruiter = { id: 1, name: 'Hema Shah', email: 'hema@brisk.test' }

describe.each(testDatabases())('Rejection reasons on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let guard: number
	let serial = 0

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		guard = await insertJob(db, 'Security Guard', 'Security')
	})
	afterAll(() => destroy())

	async function applicant(status = 'Interview') {
		const own = (serial += 1)
		return insertApplication(db, `Reason${own} Kumar`, {
			jobId: guard,
			field: 'Security',
			createdAt: '2026-11-20T10:00:00.000Z',
			contact: `+9198221${String(10000 + own)}`,
			status,
		})
	}

	async function stored(id: number) {
		return db
			.selectFrom('applications')
			.select(['status', 'rejection_reason'])
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
	}

	async function move(id: number, stage: 'Rejected' | 'New', rejectionReason?: string) {
		const [row] = await applicationsForBulkMove(db, [id])
		return changeApplicationStage(db, { application: row!, stage, sendMail: false, rejectionReason, staff: recruiter })
	}

	test('the office starts with a list of the reasons a staffing office gives most', async () => {
		const labels = (await listRejectionReasons(db)).map((reason) => reason.label)
		expect(labels).toContain('Did not come to the interview')
		expect(labels).toContain('Took another job')
		expect(labels.length).toBeGreaterThanOrEqual(6)
	})

	test('a rejection keeps its reason, in the history too; moved on again, the application has none', async () => {
		const id = await applicant()
		expect(await move(id, 'Rejected', 'Took another job')).toMatchObject({ changed: true })
		expect(await stored(id)).toEqual({ status: 'Rejected', rejection_reason: 'Took another job' })
		const [event] = await applicationEvents(db, id)
		expect(event).toMatchObject({ kind: 'stage', stage: 'Rejected', text: 'Took another job' })
		// The applicant is never told why: no mail or text names a reason.
		const mails = await db.selectFrom('outbox').select('text_body').where('application_id', '=', id).execute()
		expect(mails.filter((mail) => mail.text_body.includes('Took another job'))).toEqual([])
		expect(await move(id, 'New')).toMatchObject({ changed: true })
		expect(await stored(id)).toEqual({ status: 'New', rejection_reason: null })
	})

	test('a reason not on the list is refused and nothing changes; a rejection without one is kept without', async () => {
		const id = await applicant()
		await expect(move(id, 'Rejected', 'Looked untidy')).rejects.toBeInstanceOf(RejectionReasonRefused)
		expect(await stored(id)).toEqual({ status: 'Interview', rejection_reason: null })
		expect(await move(id, 'Rejected')).toMatchObject({ changed: true })
		expect(await stored(id)).toEqual({ status: 'Rejected', rejection_reason: null })
	})

	test('a bulk rejection gives each its reason; one not on the list refuses the move before any row changes', async () => {
		const ids = [await applicant(), await applicant('New')]
		const choices = [
			{ id: ids[0]!, seen: 'Interview' as const },
			{ id: ids[1]!, seen: 'New' as const },
		]
		const bulk = (rejectionReason: string) =>
			changeApplicationStages(db, { choices, stage: 'Rejected', sendMail: false, rejectionReason, staff: recruiter })
		await expect(bulk('Not a reason of ours')).rejects.toThrow(BulkMoveRefused)
		await expect(bulk('Not a reason of ours')).rejects.toThrow('is not on the list of reasons')
		expect(await stored(ids[0]!)).toEqual({ status: 'Interview', rejection_reason: null })
		const rows = await bulk('Post already filled')
		expect(rows.every((row) => row.moved)).toBe(true)
		for (const id of ids)
			expect(await stored(id)).toEqual({ status: 'Rejected', rejection_reason: 'Post already filled' })
	})

	test('HR add a reason, are told of one already there in any case, retire it and bring it back by its words', async () => {
		const added = await addRejectionReason(db, recruiter, '  Did not   bring documents ')
		expect(added).toMatchObject({ ok: true, reason: { label: 'Did not bring documents' } })
		expect(await addRejectionReason(db, recruiter, 'did not bring DOCUMENTS')).toEqual({
			ok: false,
			error: '“Did not bring documents” is already on the list.',
		})
		expect(await addRejectionReason(db, recruiter, 'No')).toMatchObject({ ok: false })
		expect(await addRejectionReason(db, recruiter, 'x'.repeat(101))).toMatchObject({
			ok: false,
			error: 'Keep the reason to 100 characters: it is one line of a list.',
		})
		const id = added.ok ? added.reason.id : 0
		// Chosen for one application, then retired: the application keeps it, new rejections cannot choose it.
		const rejected = await applicant()
		await move(rejected, 'Rejected', 'Did not bring documents')
		expect(await retireRejectionReason(db, recruiter, id)).toMatchObject({ ok: true })
		expect((await listRejectionReasons(db)).map((reason) => reason.label)).not.toContain('Did not bring documents')
		expect((await listRejectionReasons(db, { retired: true })).at(-1)).toMatchObject({
			label: 'Did not bring documents',
			retired: true,
		})
		expect(await stored(rejected)).toMatchObject({ rejection_reason: 'Did not bring documents' })
		await expect(move(await applicant(), 'Rejected', 'Did not bring documents')).rejects.toBeInstanceOf(
			RejectionReasonRefused,
		)
		expect(await addRejectionReason(db, recruiter, 'Did not bring documents')).toMatchObject({
			ok: true,
			reason: { id, retired: false },
		})
		const audit = await db
			.selectFrom('audit_log')
			.select('action')
			.where('action', 'like', 'rejection-reason.%')
			.orderBy('id')
			.execute()
		expect(audit.map((entry) => entry.action)).toEqual([
			'rejection-reason.add',
			'rejection-reason.retire',
			'rejection-reason.restore',
		])
	})

	test('two people adding the same reason at once get one reason and a refusal in words', async () => {
		const outcomes = await Promise.all([1, 2].map(() => addRejectionReason(db, recruiter, 'Failed the medical')))
		expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
		expect(outcomes.find((outcome) => !outcome.ok)).toEqual({
			ok: false,
			error: '“Failed the medical” is already on the list.',
		})
	})

	test('the export names each rejection’s reason in its own column', async () => {
		const id = await applicant()
		await move(id, 'Rejected', 'Expected salary too high')
		const filters = readApplicationFilters(new URL(`http://x/?q=${encodeURIComponent(`Reason${serial} Kumar`)}`))
		const csv = await new Response(
			applicationCsvStream(db, filters, await startApplicationExport(db, office, filters)),
		).text()
		const [heading, line] = csv
			.replace(/^\uFEFF/, '')
			.trimEnd()
			.split('\r\n')
		const column = heading!.split(',').indexOf('Rejection reason')
		expect(column).toBe(heading!.split(',').indexOf('Stage') + 1)
		expect(line!.split(',').slice(column - 1, column + 1)).toEqual(['Rejected', 'Expected salary too high'])
	})

	test('the reports count the rejections of each reason, those without one apart', async () => {
		const counts = await countRejectionsByReason(db, '2026-11-01T00:00:00.000Z')
		expect(counts).toContainEqual({ reason: 'Post already filled', count: 2 })
		expect(counts).toContainEqual({ reason: null, count: 1 })
		expect(counts[0]!.count).toBeGreaterThanOrEqual(counts.at(-1)!.count)
	})
})
