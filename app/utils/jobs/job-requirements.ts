import { JOB_CATEGORIES } from './jobs.ts'
import type { UploadKind } from '#app/utils/files/file-formats.ts'
import type { Job } from '#app/utils/db/schema.ts'

// What a job asks of its applicants, shared by the career pages, the Apply Job form and the
// server. The form's zod schema is in applying/apply-schema.ts, so that a page that only
// lists jobs carries no validation code.

export const JOB_FIELDS = JOB_CATEGORIES.map((c) => c.value) as unknown as readonly [string, ...string[]]

/** What a job may ask of its applicants, each required or optional, as staff set it. */
export const REQUIREMENTS = ['photo', 'resume', 'aadhaar', 'email'] as const
export type Requirement = (typeof REQUIREMENTS)[number]
export type JobRequirements = Record<Requirement, boolean>

/** The original site's rules: every one required. */
export const DEFAULT_REQUIREMENTS: JobRequirements = { photo: true, resume: true, aadhaar: true, email: true }

/** A job's requirements as stored (1 required, 0 optional). */
export function jobRequirements(
	job: Partial<Pick<Job, 'requires_photo' | 'requires_resume' | 'requires_aadhaar' | 'requires_email'>>,
): JobRequirements {
	return {
		photo: job.requires_photo !== 0,
		resume: job.requires_resume !== 0,
		aadhaar: job.requires_aadhaar !== 0,
		email: job.requires_email !== 0,
	}
}

/** The three short questions asked instead of a resume, where a job does not require one. */
export const NO_RESUME_FIELDS = ['lastWork', 'workYears', 'languagesSpoken'] as const
export type NoResumeField = (typeof NO_RESUME_FIELDS)[number]

export const FILE_FIELDS = ['photo', 'resume', 'aadhaar'] as const satisfies readonly UploadKind[]
