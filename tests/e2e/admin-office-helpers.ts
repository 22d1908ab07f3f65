import crypto from 'node:crypto'
import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { openTestDatabase } from '#tests/fixtures/career.ts'
import { DESKTOP, PHONE, screenshot } from './fixtures.ts'

// What the tests of the office's part of the back office share: unique words, the test database read and written,
// an audit trail, and a page looked at on a phone and a desktop.

export function tag() {
	return crypto.randomBytes(4).toString('hex')
}

export function runSql(statement: string, ...params: unknown[]) {
	const db = openTestDatabase()
	try {
		return db.prepare(statement).run(...params)
	} finally {
		db.close()
	}
}

export function oneRow<T>(statement: string, ...params: unknown[]) {
	const db = openTestDatabase()
	try {
		return db.prepare(statement).get(...params) as T
	} finally {
		db.close()
	}
}

export function auditActionsOf(staffId: number) {
	const db = openTestDatabase()
	try {
		return (
			db.prepare('select action from audit_log where staff_id = ? order by id').all(staffId) as Array<{
				action: string
			}>
		).map((row) => row.action)
	} finally {
		db.close()
	}
}

export async function atBothSizes(page: Page, name: string) {
	await page.setViewportSize(PHONE)
	await screenshot(page, `${name}-phone`)
	await page.setViewportSize(DESKTOP)
	await screenshot(page, `${name}-desktop`)
}

export function count(statement: string) {
	return oneRow<{ n: number }>(statement).n
}

/** A PNG of one colour, 800 by 600 pixels. */
export async function png(color: { r: number; g: number; b: number }) {
	return sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
		.png()
		.toBuffer()
}
