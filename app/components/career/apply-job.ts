import type { PublicJob } from '#app/utils/jobs/public-jobs.ts'

/** What the apply form shows of the job applied for: its own file, so the form and its parts all import it one way. */
export type ApplyJob = Pick<PublicJob, 'id' | 'title' | 'location' | 'inEnglish' | 'category' | 'requirements'>
