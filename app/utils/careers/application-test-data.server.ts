import { expect } from 'vitest'
import { readListState } from '#app/utils/common/admin-lists.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { insertFile } from '#app/utils/files/files.server.ts'
import { readApplicationFilters } from './applications.ts'
import { APPLICATION_SORTS, listApplications, requireApplication } from './applications.server.ts'
import { newReferenceCode } from './reference-code.server.ts'

// The jobs and applications the tests of the back office's applications write
// (applications, application-stages and application-erasure .server.test.ts),
// and the list as the back office shows it. Only tests import this module.

/** The member of staff who makes the changes, for the audit entries. */
export const office = { id: 1, email: 'office@brisk.test' }

export async function insertJob(db: Db, title: string, category: string) {
	const stamp = new Date().toISOString()
	const row = await db
		.insertInto('jobs')
		.values({
			title,
			designation: title,
			description: '',
			location: 'Pune',
			phone: '',
			category,
			till_date: '2099-12-31',
			pdf: null,
			pdf_file_id: null,
			opened_at: stamp,
			created_at: stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

export interface TestApplication {
	jobId: number
	field: string
	createdAt: string
	contact: string
	status?: string
}

/** An application with a résumé and an Aadhaar number; its e-mail address is its first name's at example.com. */
export async function insertApplication(
	db: Db,
	name: string,
	{ jobId, field, createdAt, contact, status = 'New' }: TestApplication,
) {
	const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`
	const resume = await insertFile(db, {
		kind: 'resume',
		name: 'cv.pdf',
		mediaType: 'application/pdf',
		bytes: Buffer.from('%PDF'),
	})
	const row = await db
		.insertInto('applications')
		.values({
			job_id: jobId,
			name,
			contact,
			email,
			email_normalised: email,
			location: 'Pune',
			job_field: field,
			resume_file_id: resume,
			status,
			created_at: createdAt,
			updated_at: createdAt,
			aadhaar_number: '234567891234',
			reference_code: newReferenceCode(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** A new application for a security job, read back as the back office reads it. */
export async function insertFreshApplication(db: Db, jobId: number, name: string) {
	const id = await insertApplication(db, name, {
		jobId,
		field: 'Security',
		createdAt: '2026-11-20T10:00:00.000Z',
		contact: '+919000000001',
	})
	return requireApplication(db, String(id))
}

/** The names on the list at this query string, a page of at most 25. */
export async function listedNames(db: Db, query: string) {
	const url = new URL(`http://localhost/admin/applications?${query}`)
	const list = readListState(url, { sorts: APPLICATION_SORTS, defaultSort: 'date' })
	const { rows, total } = await listApplications(db, readApplicationFilters(url), list)
	expect(rows).toHaveLength(Math.max(0, Math.min(25, total - (list.page - 1) * 25)))
	return rows.map((row) => row.name)
}
