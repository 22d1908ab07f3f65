import { z } from 'zod'
import type { MessageKey } from '#app/i18n/index.ts'
import {
	DEFAULT_REQUIREMENTS,
	JOB_FIELDS,
	NO_RESUME_FIELDS,
	type JobRequirements,
	type NoResumeField,
} from '#app/utils/jobs/job-requirements.ts'
import { UPLOAD_MESSAGES } from '#app/utils/files/file-formats.ts'
import {
	ACCEPTED_FORMATS,
	formatOfFile,
	isFileLike,
	type FileLike,
	type UploadKind,
} from '#app/utils/files/file-formats.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { emailAddress, indianMobile, optionalText, personName, requiredText } from '#app/utils/common/validation.ts'

// The Apply Job form's rules: one schema for the browser (Conform), the server (the
// form's action) and the compatibility API, following what the job requires. Loaded
// with the form, not with the pages that list jobs.

type T = (key: MessageKey, params?: Record<string, string | number>) => string

/**
 * The largest photo the apply form takes: three times any other file (15 MB with the default 5 MB), so that a
 * camera's photo sent without JavaScript arrives whole; the server makes it smaller before it is stored.
 */
export function photoMaxBytes(maxFileBytes: number) {
	return maxFileBytes * 3
}

export function uploadRule(kind: UploadKind, { t, maxFileBytes }: { t: T; maxFileBytes: number }) {
	return (
		z
			// A missing file does not end the form's checks (abort: false), so that the three questions asked instead of a
			// resume are named at the same press; what follows checks only a file that is there.
			.custom<FileLike>((value) => isFileLike(value) && value.size > 0, {
				error: t(UPLOAD_MESSAGES[kind].missing),
				abort: false,
			})
			.refine((file) => {
				if (!isFileLike(file) || file.size === 0) return true
				const format = formatOfFile(file)
				return format !== null && ACCEPTED_FORMATS[kind].includes(format)
			}, t(UPLOAD_MESSAGES[kind].type))
			.refine(
				(file) => !isFileLike(file) || file.size <= maxFileBytes,
				t(UPLOAD_MESSAGES[kind].tooLarge, { size: formatBytes(maxFileBytes) }),
			)
	)
}

/** A file the job does not require: none at all is fine; one chosen must still be right. */
function optionalUpload(kind: UploadKind, options: { t: T; maxFileBytes: number }) {
	return z.preprocess(
		(value) => (isFileLike(value) && value.size === 0 ? undefined : value),
		uploadRule(kind, options).optional(),
	)
}

/** The applicant's details, without the files: shared by the form and the API's AddCareer. */
export function applicantFields(t: T, requirements: JobRequirements = DEFAULT_REQUIREMENTS, jobCategory?: string) {
	// The original four, and the job's own category when staff added it.
	const jobFields: readonly [string, ...string[]] =
		jobCategory && !JOB_FIELDS.includes(jobCategory) ? [...JOB_FIELDS, jobCategory] : JOB_FIELDS
	const email = emailAddress(t('apply.error.email'))
	return {
		name: personName(t('apply.error.name'), t),
		// Where the job asks for no e-mail, the mobile number is the person's identity; none is stored as ''.
		email: requirements.email
			? email
			: z
					// Spaces alone are no address either.
					.preprocess(
						(value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
						email.optional(),
					)
					.transform((value) => value ?? ''),
		contact: indianMobile(t('apply.error.contact')),
		location: requiredText(t('apply.error.location'), 100, { t }),
		jobField: z.enum(jobFields, { error: t('apply.error.jobField') }),
		qualification: optionalText(100, t),
		experience: optionalText(200, t),
		employer: optionalText(100, t),
		currentSalary: optionalText(50, t),
		expectedSalary: optionalText(50, t),
	}
}

/** The three questions asked instead of a resume; their limits said in the page's language. */
export function noResumeFields(t: T) {
	return { lastWork: optionalText(100, t), workYears: optionalText(30, t), languagesSpoken: optionalText(100, t) }
}

/** What is said of each of the three questions left unanswered. */
const NO_RESUME_MESSAGES = {
	lastWork: 'apply.error.lastWork',
	workYears: 'apply.error.workYears',
	languagesSpoken: 'apply.error.languagesSpoken',
} as const satisfies Record<NoResumeField, MessageKey>

export function createApplySchema({
	t,
	maxFileBytes,
	requirements = DEFAULT_REQUIREMENTS,
	jobCategory,
}: {
	t: T
	maxFileBytes: number
	requirements?: JobRequirements
	/** The job's own category: its field, also when staff added the category (not one of the original four). */
	jobCategory?: string
}) {
	const upload = (kind: UploadKind) => {
		const limit = { t, maxFileBytes: kind === 'photo' ? photoMaxBytes(maxFileBytes) : maxFileBytes }
		return requirements[kind] ? uploadRule(kind, limit) : optionalUpload(kind, limit)
	}
	return z
		.object({
			...applicantFields(t, requirements, jobCategory),
			photo: upload('photo'),
			resume: upload('resume'),
			aadhaar: upload('aadhaar'),
			...noResumeFields(t),
			consent: z.literal('on', { error: t('apply.error.consent') }),
		})
		.superRefine(
			(value, ctx) => {
				// Without a resume the three short questions are its place: each must be answered.
				if (requirements.resume || isFileLike(value.resume)) return
				for (const field of NO_RESUME_FIELDS) {
					if (!value[field]) {
						ctx.addIssue({ code: 'custom', path: [field], message: t(NO_RESUME_MESSAGES[field]), input: value[field] })
					}
				}
			},
			// Also beside a missing photo, Aadhaar card or consent: every missing field is named at the first press.
			{ when: (payload) => typeof payload.value === 'object' && payload.value !== null },
		)
}

export type ApplicantDetails = z.output<z.ZodObject<ReturnType<typeof applicantFields>>> &
	Partial<Record<NoResumeField, string>>
