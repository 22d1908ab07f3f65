import '#app/i18n/all.server.ts'
import type { Language } from '#app/i18n/languages.ts'
import { readJobTranslations } from '#app/utils/jobs/public-jobs.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { applicantContactLinks } from './applicant-contact.ts'

/** The Call and WhatsApp links of an application: the greeting names the job as the applicant read it. */
export async function readApplicantContactLinks(
	db: Db,
	application: { contact: string; name: string; job_id: number | null; job_title: string | null; language: Language },
	reference: string,
) {
	const { language, job_id: jobId } = application
	const translated = jobId ? (await readJobTranslations(db, [jobId], language)).get(jobId)?.title?.trim() : null
	return applicantContactLinks({
		mobile: application.contact,
		name: application.name,
		job: translated || application.job_title || 'Brisk',
		reference,
		language,
	})
}
