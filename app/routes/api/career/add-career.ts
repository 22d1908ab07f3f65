import { translator } from '#app/i18n/index.ts'
import {
	apiErrors,
	issuesToErrors,
	jsonAnswer,
	methodNotAllowed,
	readJsonObject,
	type FieldError,
} from '#app/utils/http/api.server.ts'
import { takeApplicationSteps } from '#app/utils/applying/application-limits.server.ts'
import {
	API_FILE_FIELDS,
	careerRecordSchema,
	jobIdField,
	openJobError,
	storeRefusalAnswer,
} from '#app/utils/applying/apply-api.server.ts'
import { FILE_FIELDS, jobRequirements } from '#app/utils/jobs/job-requirements.ts'
import { type UploadKind } from '#app/utils/files/file-formats.ts'
import { findJob } from '#app/utils/jobs/public-jobs.server.ts'
import { storeApplication, unattachedFileState } from '#app/utils/applying/store-application.server.ts'
import { getDb, type Db } from '#app/utils/db/db.server.ts'
import type { Route } from './+types/add-career'
import { requestContext } from '#app/context.ts'

const t = translator('en')

// POST Career/AddCareer: stores the application whose files came from Base64To…
// or Upload…, and queues both mails in the same transaction (one submission does
// everything; the SendApplyEmail calls only confirm).
export async function action({ request, context }: Route.ActionArgs) {
	const body = await readJsonObject(request)
	if (!body.ok) return body.response
	const db = getDb()
	// The job's own requirements say which files and details may be left out.
	const jobId = jobIdField().safeParse(body.value.JobId)
	const job = jobId.success ? await findJob(db, jobId.data) : undefined
	const parsed = careerRecordSchema(job ? jobRequirements(job) : undefined).safeParse(body.value)
	if (!parsed.success) return apiErrors(issuesToErrors(parsed.error))
	const record = parsed.data
	const jobError = await openJobError(db, record.JobId)
	if (jobError) return apiErrors([jobError])

	// The limits before anything else is looked up; the person's steps count only an application stored.
	const steps = await takeApplicationSteps(db, {
		clientIp: context.get(requestContext).clientIp,
		email: record.Email,
		mobile: record.Contact,
	})
	if (!steps.ok) return storeRefusalAnswer(steps.refusal)
	const fileIds = { photo: record.Photo, resume: record.Resume, aadhaar: record.Aadhar }
	const fileErrors = await checkFileReferences(db, fileIds)
	if (fileErrors.length) {
		await steps.giveBack()
		return apiErrors(fileErrors)
	}
	// Its files were checked, counted and stored by the upload calls.
	const stored = await storeApplication(db, {
		// Open, as openJobError has just said.
		job: job!,
		details: {
			name: record.Name,
			email: record.Email,
			contact: record.Contact,
			location: record.Location,
			jobField: record.JobTittle,
			qualification: record.Qualification,
			experience: record.Experience,
			employer: record.Employer,
			currentSalary: record.CurrentSalary,
			expectedSalary: record.ExpectedSalary,
			lastWork: record.LastWork,
			workYears: record.WorkYears,
			languagesSpoken: record.LanguagesSpoken,
		},
		files: Object.fromEntries(FILE_FIELDS.flatMap((kind) => (fileIds[kind] ? [[kind, { id: fileIds[kind] }]] : []))),
		consentAt: record.Consent ? new Date().toISOString() : null,
		clientIp: context.get(requestContext).clientIp,
	}).catch(async (error: unknown) => {
		// Best effort: while the database is out of reach the steps stay taken, at most one of the person's hour.
		await steps.giveBack().catch(() => {})
		throw error
	})
	if (stored.status !== 'submitted') await steps.giveBack()
	if (stored.status === 'duplicate') {
		return apiErrors([{ field: record.Email ? 'Email' : 'Contact', message: t('apply.notice.duplicate') }], 409)
	}
	if (stored.status === 'closed') return apiErrors([{ field: 'JobId', message: t('apply.notice.closed') }])
	const { Consent: _consent, ...fields } = record
	return jsonAnswer({ Id: stored.applicationId, ...fields, Status: 'New' })
}

/** Each reference given must name a stored file of the right purpose that no application uses yet. */
async function checkFileReferences(db: Db, fileIds: Record<UploadKind, string | undefined>) {
	const errors: FieldError[] = []
	for (const kind of FILE_FIELDS) {
		const field = API_FILE_FIELDS[kind]
		if (!fileIds[kind]) continue
		const state = await unattachedFileState(db, fileIds[kind], kind)
		if (state === 'missing')
			errors.push({ field, message: `No ${field.toLowerCase()} was uploaded with this reference.` })
		if (state === 'attached')
			errors.push({ field, message: 'This file already belongs to an application: upload it again.' })
	}
	return errors
}

export function loader() {
	return methodNotAllowed('POST')
}
