import { formatIndianDate, todayInIndia } from '#app/utils/common/dates.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import type { NoticeFrequency, Staff } from '#app/utils/db/schema.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { APPLICATIONS_ROLES } from '#app/utils/staff/aadhaar-access.ts'
import { jobWithPlace } from '#app/utils/jobs/jobs.ts'
import { DIGEST_HOUR } from './application-notices.ts'

// Telling staff of new applications. Each member of staff who sees applications chooses on their
// account page: at once (a short mail queued with the application, in its transaction), a daily
// digest at 9:00 India time (the round below), or never (the default); for every job or only the
// jobs they pick. A notice names the applicant and the job and links to the application, nothing
// more of the person. Staff mails are in English.

type Actor = Pick<Staff, 'id' | 'email'>

export interface NoticeSettings {
	frequency: NoticeFrequency
	allJobs: boolean
	jobIds: number[]
}

/** A person's choice; never, for every job, until they choose. */
export async function readNoticeSettings(db: Db, staffId: number): Promise<NoticeSettings> {
	const row = await db
		.selectFrom('application_notice_settings')
		.select(['frequency', 'all_jobs'])
		.where('staff_id', '=', staffId)
		.executeTakeFirst()
	const jobs = await db
		.selectFrom('application_notice_jobs')
		.select('job_id')
		.where('staff_id', '=', staffId)
		.orderBy('job_id')
		.execute()
	return {
		frequency: row?.frequency ?? 'never',
		allJobs: row ? row.all_jobs === 1 : true,
		jobIds: jobs.map((job) => job.job_id),
	}
}

/** Saves a person's choice (and the jobs that still exist of those picked), with its audit entry. */
export async function saveNoticeSettings(
	db: Db,
	staff: Actor,
	settings: NoticeSettings,
	now = new Date(),
): Promise<{ ok: true } | { ok: false; error: string }> {
	return inTransaction(db, async (trx) => {
		const wanted = [...new Set(settings.jobIds)]
		const jobIds =
			settings.allJobs || wanted.length === 0
				? []
				: (await trx.selectFrom('jobs').select('id').where('id', 'in', wanted).execute()).map((job) => job.id)
		// Jobs picked that no longer exist (deleted meanwhile, or a number no job has) would leave a choice that never
		// sends anything.
		if (!settings.allJobs && settings.frequency !== 'never' && jobIds.length === 0) {
			return {
				ok: false,
				error: 'None of the jobs you picked exists any more: pick one from the list, or choose every job.',
			}
		}
		const stamp = now.toISOString()
		const values = { frequency: settings.frequency, all_jobs: settings.allJobs ? 1 : 0, updated_at: stamp }
		await trx
			.insertInto('application_notice_settings')
			.values({ staff_id: staff.id, ...values })
			.onConflict((oc) => oc.column('staff_id').doUpdateSet(values))
			.execute()
		await trx.deleteFrom('application_notice_jobs').where('staff_id', '=', staff.id).execute()
		if (jobIds.length > 0) {
			await trx
				.insertInto('application_notice_jobs')
				.values(jobIds.map((jobId) => ({ staff_id: staff.id, job_id: jobId })))
				.execute()
		}
		await audit(
			trx,
			{
				staff,
				action: 'staff.notices-set',
				subject: `staff ${staff.id}`,
				details: { frequency: settings.frequency, jobs: settings.allJobs ? 'all' : jobIds },
			},
			now,
		)
		return { ok: true }
	})
}

/** The members of staff who want news of a job's applications this often: active, and still seeing applications. */
function listeners(db: Db, frequency: NoticeFrequency) {
	return db
		.selectFrom('application_notice_settings as settings')
		.innerJoin('staff', 'staff.id', 'settings.staff_id')
		.where('settings.frequency', '=', frequency)
		.where('staff.disabled_at', 'is', null)
		.where('staff.role', 'in', APPLICATIONS_ROLES)
}

export interface NewApplication {
	id: number
	reference: string
	name: string
	job: { id: number; title: string; location: string | null }
}

/**
 * Queues the "at once" notices of a new application: call it in the transaction that stores the
 * application, so that both are kept or neither. Each mail names the applicant and the job, links
 * to the application, and is marked with it, so that an erasure blanks it like the applicant's own.
 */
export async function queueNewApplicationNotices(
	trx: Db,
	application: NewApplication,
	{ publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
) {
	const people = await listeners(trx, 'now')
		.where((eb) =>
			eb.or([
				eb('settings.all_jobs', '=', 1),
				eb.exists(
					eb
						.selectFrom('application_notice_jobs as picked')
						.select('picked.job_id')
						.whereRef('picked.staff_id', '=', 'settings.staff_id')
						.where('picked.job_id', '=', application.job.id),
				),
			]),
		)
		.select(['staff.email', 'staff.name'])
		.orderBy('staff.id')
		.execute()
	const job = jobWithPlace(application.job.title, application.job.location)
	for (const person of people) {
		await enqueueMail(
			trx,
			{
				kind: 'staff-new-application',
				to: person.email,
				subject: `New application: ${job} (${application.reference})`,
				text: [
					`Hello ${person.name},`,
					'',
					`${application.name} applied for ${job} (${application.reference}).`,
					'',
					`Open the application: ${publicUrl}/admin/applications/${application.id}`,
					'',
					`You get this mail because you asked to hear of new applications at once. Change it on your account page: ${publicUrl}/admin/account#notices`,
				].join('\n'),
				applicationId: application.id,
			},
			now,
		)
	}
	return people.length
}

/** The moment of today's digest (9:00 in India), as an ISO text. */
function digestMoment(day: string) {
	return new Date(`${day}T${String(DIGEST_HOUR).padStart(2, '0')}:00:00+05:30`).toISOString()
}

/**
 * One round of the daily digest: from 9:00 in India, each person who asked for it and has not had
 * today's gets one mail with the count of the 24 hours' applications per job (of their jobs), and
 * links; nothing when there were none. Marking the person's day and queueing the mail are one
 * transaction, and the mark only takes when the day is still what this round read: two instances
 * running the round together send each digest once.
 */
export async function sendApplicationDigests(
	db: Db,
	{ publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
) {
	const today = todayInIndia(now)
	const until = digestMoment(today)
	if (now.toISOString() < until) return { queued: 0 }
	const since = new Date(Date.parse(until) - 24 * 3600_000).toISOString()
	const people = await listeners(db, 'daily')
		.where((eb) => eb.or([eb('settings.digest_day', 'is', null), eb('settings.digest_day', '<', today)]))
		.select(['staff.id', 'staff.email', 'staff.name', 'settings.all_jobs', 'settings.digest_day'])
		.orderBy('staff.id')
		.execute()
	if (people.length === 0) return { queued: 0 }
	const counts = await db
		.selectFrom('applications')
		.leftJoin('jobs', 'jobs.id', 'applications.job_id')
		.select((eb) => [
			'applications.job_id',
			'jobs.title',
			'jobs.location',
			eb.fn.countAll<string | number>().as('count'),
		])
		.where('applications.created_at', '>=', since)
		.where('applications.created_at', '<', until)
		.groupBy(['applications.job_id', 'jobs.title', 'jobs.location'])
		.orderBy('jobs.title')
		.execute()
	let queued = 0
	for (const person of people) {
		const picked = person.all_jobs
			? null
			: new Set(
					(
						await db.selectFrom('application_notice_jobs').select('job_id').where('staff_id', '=', person.id).execute()
					).map((row) => row.job_id),
				)
		const theirs = counts.filter((row) => !picked || picked.has(row.job_id))
		const sent = await inTransaction(db, async (trx) => {
			const marked = await trx
				.updateTable('application_notice_settings')
				.set({ digest_day: today })
				.where('staff_id', '=', person.id)
				.where('frequency', '=', 'daily')
				.where((eb) =>
					person.digest_day === null ? eb('digest_day', 'is', null) : eb('digest_day', '=', person.digest_day),
				)
				.executeTakeFirst()
			if (Number(marked.numUpdatedRows) === 0 || theirs.length === 0) return false
			const total = theirs.reduce((sum, row) => sum + Number(row.count), 0)
			await enqueueMail(
				trx,
				{
					kind: 'staff-application-digest',
					to: person.email,
					subject: `New applications, ${formatIndianDate(today)}: ${total}`,
					text: [
						`Hello ${person.name},`,
						'',
						`${total === 1 ? 'One application' : `${total} applications`} came in the 24 hours before 9:00 today:`,
						'',
						...theirs.map((row) =>
							row.job_id === null
								? `- A removed job: ${Number(row.count)}`
								: `- ${jobWithPlace(row.title, row.location)}: ${Number(row.count)}\n  ${publicUrl}/admin/applications?job=${row.job_id}`,
						),
						'',
						`All applications: ${publicUrl}/admin/applications`,
						'',
						`You get this mail because you asked for a daily digest of new applications. Change it on your account page: ${publicUrl}/admin/account#notices`,
					].join('\n'),
				},
				now,
			)
			return true
		})
		if (sent) queued++
	}
	return { queued }
}
