import { describe, expect, test } from 'vitest'
import { withNotice, withoutNotice } from './admin-notices.ts'

describe('A notice in the address', () => {
	test('is added, and taken away again with every other parameter kept', () => {
		expect(withNotice('/admin/content/home', 'content-draft-saved')).toBe(
			'/admin/content/home?notice=content-draft-saved',
		)
		expect(withoutNotice('/admin/content/home?notice=content-draft-saved')).toBe('/admin/content/home')
		expect(withoutNotice('/admin/sign-in?next=%2Fadmin&notice=signed-out')).toBe('/admin/sign-in?next=%2Fadmin')
		// An index route's own parameter stays (an empty value is the same parameter).
		expect(new URLSearchParams(withoutNotice('/admin/jobs?index&notice=job-saved').split('?')[1]).has('index')).toBe(
			true,
		)
		expect(withoutNotice('/admin/jobs?page=2')).toBe('/admin/jobs?page=2')
	})
})
