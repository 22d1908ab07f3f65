import { badRequest, careerRecordSchema, issuesToErrors, methodNotAllowed, readJsonBody, requireOpenJob, t, type FieldError } from '#app/utils/career-api.server.ts'
import { FILE_FIELDS, type UploadKind } from '#app/utils/career.ts'
import { findJob, storeApplication } from '#app/utils/career.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import type { Route } from './+types/add-career'

const API_FILE_FIELD = { photo: 'Photo', resume: 'Resume', aadhar: 'Aadhar' } as const

// POST Career/AddCareer (spec section 7): stores the application whose files
// came from Base64To… or Upload…, and queues both mails in the same transaction
// (PRODUCT.md: one submission does everything; the SendApplyEmail calls only confirm).
export async function action({ request }: Route.ActionArgs) {
	const body = await readJsonBody(request, 64 * 1024)
	if (!body.ok) return badRequest([body.error])
	const parsed = careerRecordSchema().safeParse(body.value)
	if (!parsed.success) return badRequest(issuesToErrors(parsed.error))
	const record = parsed.data
	const jobError = await requireOpenJob(record.JobId)
	if (jobError) return badRequest([jobError])

	const fileIds = { photo: record.Photo, resume: record.Resume, aadhar: record.Aadhar }
	const fileErrors = await checkFileReferences(fileIds)
	if (fileErrors.length) return badRequest(fileErrors)

	const db = getDb()
	const job = (await findJob(db, record.JobId))!
	const stored = await storeApplication(db, {
		job,
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
		},
		newFiles: [],
		fileIds,
		consentAt: record.Consent ? new Date().toISOString() : null,
	})
	if (stored.status === 'duplicate') return badRequest([{ field: 'Email', message: t('apply.notice.duplicate') }], 409)
	if (stored.status === 'closed') return badRequest([{ field: 'JobId', message: t('apply.notice.closed') }])
	const { Consent: _consent, ...fields } = record
	void _consent
	return Response.json({ Id: stored.applicationId, ...fields, Status: 'New' }, { headers: { 'Cache-Control': 'no-store' } })
}

/** Each reference must name a stored file of the right purpose that no application uses yet. */
async function checkFileReferences(fileIds: Record<UploadKind, string>) {
	const db = getDb()
	const errors: FieldError[] = []
	for (const kind of FILE_FIELDS) {
		const id = fileIds[kind]
		const file = await db.selectFrom('files').select(['id', 'kind']).where('id', '=', id).executeTakeFirst()
		if (!file || file.kind !== kind) {
			errors.push({ field: API_FILE_FIELD[kind], message: `No ${API_FILE_FIELD[kind].toLowerCase()} was uploaded with this reference.` })
			continue
		}
		const used = await db
			.selectFrom('applications')
			.select('id')
			.where((eb) => eb.or([eb('photo_file_id', '=', id), eb('resume_file_id', '=', id), eb('aadhar_file_id', '=', id)]))
			.executeTakeFirst()
		if (used) errors.push({ field: API_FILE_FIELD[kind], message: 'This file already belongs to an application: upload it again.' })
	}
	return errors
}

export function loader() {
	return methodNotAllowed('POST')
}
