import type { Db } from '#app/utils/db/db.server.ts'
import { jobWithPlace } from '#app/utils/jobs/jobs.ts'

// The people to call back for a job: those who applied before to a job of the same category in the same place,
// were not hired (then or since), are not erased, and have not applied to this job yet. One line per person (by
// mobile number), their newest application first. For a staffing company whose sites open the same posts again and
// again, these are the quickest hires.

/** The most people the page lists; the newest come first. */
export const POOL_SIZE = 50
/** How many past applications are read to find them: enough for a busy category and place in a year. */
const READ_AT_MOST = 2_000

export interface PoolPerson {
	/** Their newest application (its page has the rest). */
	applicationId: number
	name: string
	contact: string
	email: string
	language: string
	appliedAt: string
	/** Where that application stands: Rejected, New, … (never Hired). */
	stage: string
	/** Why it was rejected, when it was and HR gave a reason. */
	reason: string | null
	job: string
}

export async function talentPoolFor(
	db: Db,
	job: { id: number; category: string; location: string },
): Promise<PoolPerson[]> {
	const place = job.location.trim().toLowerCase()
	const sameKind = (
		await db.selectFrom('jobs').select(['id', 'location']).where('category', '=', job.category).execute()
	).filter((other) => other.id !== job.id && other.location.trim().toLowerCase() === place)
	if (!sameKind.length) return []

	const past = await db
		.selectFrom('applications as a')
		.innerJoin('jobs as j', 'j.id', 'a.job_id')
		.select([
			'a.id',
			'a.name',
			'a.contact',
			'a.email',
			'a.language',
			'a.created_at',
			'a.status',
			'a.rejection_reason',
			'j.title',
			'j.location',
		])
		.where(
			'a.job_id',
			'in',
			sameKind.map((other) => other.id),
		)
		.where('a.erased_at', 'is', null)
		.orderBy('a.created_at', 'desc')
		.orderBy('a.id', 'desc')
		.limit(READ_AT_MOST)
		.execute()

	// One line per person: their newest application. Whoever was hired from any of them is placed.
	const newest = new Map<string, (typeof past)[number]>()
	const placed = new Set<string>()
	for (const row of past) {
		if (row.status === 'Hired') placed.add(row.contact)
		if (!newest.has(row.contact)) newest.set(row.contact, row)
	}
	const contacts = [...newest.keys()].filter((contact) => !placed.has(contact))
	if (!contacts.length) return []

	// Not those who applied to this job already, nor those hired for any job since (a guard placed in Jaipur).
	const elsewhere = await db
		.selectFrom('applications')
		.select(['contact', 'job_id', 'status', 'created_at'])
		.where('contact', 'in', contacts)
		.where((eb) => eb.or([eb('job_id', '=', job.id), eb('status', '=', 'Hired')]))
		.execute()
	const gone = new Set(
		elsewhere
			.filter((row) => row.job_id === job.id || row.created_at >= (newest.get(row.contact)?.created_at ?? ''))
			.map((row) => row.contact),
	)
	return contacts
		.filter((contact) => !gone.has(contact))
		.slice(0, POOL_SIZE)
		.map((contact) => {
			const row = newest.get(contact)!
			return {
				applicationId: row.id,
				name: row.name,
				contact: row.contact,
				email: row.email,
				language: row.language,
				appliedAt: row.created_at,
				stage: row.status,
				reason: row.status === 'Rejected' ? row.rejection_reason : null,
				job: jobWithPlace(row.title, row.location),
			}
		})
}
