import { describe, expect, test } from 'vitest'
import { safeNextPath } from './back-office.server.ts'

describe('where signing in leads (next)', () => {
	test('a back-office address is kept, with its query and fragment', () => {
		expect(safeNextPath('/admin')).toBe('/admin')
		expect(safeNextPath('/admin/applications?status=new&q=Asha#list')).toBe(
			'/admin/applications?status=new&q=Asha#list',
		)
	})

	test('another site, or no address, leads to the dashboard', () => {
		for (const next of [
			null,
			'',
			'https://evil.example/admin',
			'//evil.example/admin',
			'/admin\\@evil',
			'/admin/x\r\nSet-Cookie: a=b',
		])
			expect(safeNextPath(next)).toBe('/admin')
	})

	test('dot segments cannot leave the back office, written plainly or encoded', () => {
		for (const next of [
			'/admin/../career',
			'/admin/%2e%2e/career',
			'/admin/.%2E/contact-us',
			'/admin/applications/../../',
		])
			expect(safeNextPath(next)).toBe('/admin')
	})

	test('dot segments that stay inside the back office are resolved, as the browser would', () => {
		expect(safeNextPath('/admin/jobs/../applications')).toBe('/admin/applications')
	})
})
