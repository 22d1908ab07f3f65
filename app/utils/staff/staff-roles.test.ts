import { expect, test } from 'vitest'
import { needsSecondFactor, secondFactorReason, STAFF_ROLES } from './staff-roles.ts'

test('each role that signs in with a second factor is told its own reason', () => {
	expect(secondFactorReason('hr')).toBe('you can open applicants’ documents')
	// A Site content editor opens no applicant's document: their reason is the site's phone numbers and addresses.
	expect(secondFactorReason('content')).toMatch(/^you can change what the site tells visitors/)
	expect(secondFactorReason('content')).not.toContain('documents')
	expect(secondFactorReason('admin')).toMatch(/applicants’ documents and change what the site tells visitors/)
	expect(secondFactorReason('office')).toBeNull()
	for (const role of STAFF_ROLES) expect(secondFactorReason(role) !== null).toBe(needsSecondFactor(role))
})
