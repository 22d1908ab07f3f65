import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { insertFile } from '#app/utils/files/files.server.ts'
import { sampleJobs } from '#content/samples.ts'
import { addApplicationEvent } from '#app/utils/applications/applications.server.ts'
import { insertApplication, insertJob } from '#tests/fixtures/application-records.ts'
import { clearAll, seed } from './seed.server.ts'

// `npm run db:reset`: the records a trial leaves go, the site's own words and pictures stay, and the samples come back.

describe.each(testDatabases())('A reset on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	test('empties jobs and applications with their history and files, keeps Site content’s pictures, and seeds again', async () => {
		const jobId = await insertJob(db, 'Pantry Boy', 'House Keeping')
		const applicationId = await insertApplication(db, 'Ravi Kumar', {
			jobId,
			field: 'House Keeping',
			createdAt: '2026-11-20T10:00:00.000Z',
			contact: '+919000000002',
		})
		await addApplicationEvent(db, { applicationId, kind: 'note', text: 'Called back.', staff: { id: 1, name: 'Hema' } })
		const at = '2026-11-21T10:00:00.000Z'
		await db
			.insertInto('interview_invitations')
			.values({
				application_id: applicationId,
				token: 'reset-token-0123456789',
				interview_date: '2026-12-01',
				interview_time: '10:30',
				created_at: at,
			})
			.execute()
		await db
			.insertInto('inbound_texts')
			.values({
				message_sid: 'SM-reset',
				from_number: '+919000000002',
				body: '1',
				application_id: applicationId,
				received_at: at,
			})
			.execute()
		// An invitation to apply names the job and the application (their rows cannot go before it).
		await db
			.insertInto('pool_invitations')
			.values({
				job_id: jobId,
				application_id: applicationId,
				contact: '+919000000002',
				channel: 'sms',
				staff_id: 1,
				invited_at: at,
			})
			.execute()
		const picture = await insertFile(db, {
			kind: 'content-picture',
			name: 'banner.jpg',
			mediaType: 'image/jpeg',
			bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
		})

		await clearAll(db)
		await seed(db)

		expect(await db.selectFrom('application_events').select('id').execute()).toEqual([])
		expect(await db.selectFrom('applications').select('id').execute()).toEqual([])
		expect(await db.selectFrom('interview_invitations').select('id').execute()).toEqual([])
		expect(await db.selectFrom('inbound_texts').select('id').execute()).toEqual([])
		expect(await db.selectFrom('pool_invitations').select('id').execute()).toEqual([])
		const jobs = await db.selectFrom('jobs').select('title').execute()
		expect(jobs.map((job) => job.title).sort()).toEqual(sampleJobs.map((job) => job.title).sort())
		const files = await db
			.selectFrom('files')
			.select(['id', 'kind'])
			.where('kind', 'in', ['resume', 'content-picture'])
			.execute()
		expect(files).toEqual([{ id: picture, kind: 'content-picture' }])
	})
})
