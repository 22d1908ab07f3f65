import type { StaffRole } from '#app/utils/db/schema.ts'
import { STAFF_ROLES, canUse } from './staff-roles.ts'

// Who may see an applicant's Aadhaar number in full. Everywhere else it is masked to its last four
// digits (XXXX XXXX 1234), as UIDAI's own masked Aadhaar shows it. HR need the whole number once a
// person is hired (the provident fund's and ESIC's registrations ask for it) and administrators
// answer for the data; a role given the applications later (a recruiter who only screens, say)
// does not get it by that alone. Each reveal is recorded in the audit log.

export const AADHAAR_REVEAL_ROLES = ['admin', 'hr'] as const satisfies readonly StaffRole[]

/** Whether the role may reveal the whole number (it must see applications, too). */
export function canRevealAadhaar(role: StaffRole) {
	return (AADHAAR_REVEAL_ROLES as readonly StaffRole[]).includes(role) && canUse(role, 'applications')
}

/** The roles that see applications: they are the ones told of new applications. */
export const APPLICATIONS_ROLES = STAFF_ROLES.filter((role) => canUse(role, 'applications'))
