import type { Page } from '@playwright/test'
import { openTestDatabase } from '#tests/fixtures/career.ts'
import { expect } from './fixtures.ts'

// What the back office's application tests share: the test database read, an application's audit trail, and
// an application opened from the list.

export function query<T>(statement: string, ...params: unknown[]) {
	const db = openTestDatabase()
	try {
		return db.prepare(statement).all(...params) as T[]
	} finally {
		db.close()
	}
}

export function auditActions(applicationId: number) {
	return query<{ action: string; staff_email: string; details: string | null }>(
		'select action, staff_email, details from audit_log where subject = ? order by id',
		`application ${applicationId}`,
	)
}

export async function openApplication(page: Page, name: string) {
	await page.goto('/admin/applications')
	await page.getByLabel('Name, e-mail or mobile').fill(name)
	await page.getByRole('button', { name: 'Filter' }).click()
	await page.getByRole('link', { name }).click()
	await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}
