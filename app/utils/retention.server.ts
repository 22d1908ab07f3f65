import type { Db } from './db.server.ts'

// Applicants' documents are kept only as long as the privacy notice says
// (RETENTION_DAYS): then the files go, and the application keeps its text.
// Files uploaded through the compatibility API but never attached to an
// application are removed after a day.
const ORPHAN_HOURS = 24

export async function purgeExpiredFiles(db: Db, retentionDays: number, now = new Date()) {
	const applicationsBefore = new Date(now.getTime() - retentionDays * 86_400_000).toISOString()
	const orphansBefore = new Date(now.getTime() - ORPHAN_HOURS * 3_600_000).toISOString()

	const removed = await db.transaction().execute(async (trx) => {
		const expired = await trx
			.selectFrom('applications')
			.select(['id', 'photo_file_id', 'resume_file_id', 'aadhaar_file_id'])
			.where('created_at', '<', applicationsBefore)
			.where((eb) =>
				eb.or([
					eb('photo_file_id', 'is not', null),
					eb('resume_file_id', 'is not', null),
					eb('aadhaar_file_id', 'is not', null),
				]),
			)
			.execute()
		const ids = expired
			.flatMap((a) => [a.photo_file_id, a.resume_file_id, a.aadhaar_file_id])
			.filter((id): id is string => Boolean(id))
		if (expired.length) {
			await trx
				.updateTable('applications')
				.set({ photo_file_id: null, resume_file_id: null, aadhaar_file_id: null, updated_at: now.toISOString() })
				.where(
					'id',
					'in',
					expired.map((a) => a.id),
				)
				.execute()
		}
		// Uploaded through the compatibility API and never attached; job adverts and
		// documents are owned by their records, not by applications.
		const orphans = await trx
			.selectFrom('files')
			.select('id')
			.where('kind', 'in', ['photo', 'resume', 'aadhaar'])
			.where('created_at', '<', orphansBefore)
			.where(({ not, exists, selectFrom }) =>
				not(
					exists(
						selectFrom('applications')
							.select('applications.id')
							.where((eb) =>
								eb.or([
									eb('applications.photo_file_id', '=', eb.ref('files.id')),
									eb('applications.resume_file_id', '=', eb.ref('files.id')),
									eb('applications.aadhaar_file_id', '=', eb.ref('files.id')),
								]),
							),
					),
				),
			)
			.execute()
		// The expired applications' files are orphans too by now: count each once.
		const all = [...new Set([...ids, ...orphans.map((o) => o.id)])]
		if (all.length) await trx.deleteFrom('files').where('id', 'in', all).execute()
		return all.length
	})
	return removed
}
