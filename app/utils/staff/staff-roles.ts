import type { StaffRole } from '#app/utils/db/schema.ts'

// What each role of the back office may do. Used by the server to allow or refuse
// (backOfficeArea, the middleware each back-office page declares) and by the navigation to show only what a
// person can open.

export const STAFF_ROLES = ['admin', 'hr', 'office', 'content'] as const satisfies readonly StaffRole[]

export type BackOfficeArea =
	| 'dashboard'
	| 'account'
	| 'jobs'
	| 'applications'
	| 'enquiries'
	| 'documents'
	| 'galleries'
	| 'mail'
	| 'audit'
	| 'staff'
	| 'content'

const EVERYONE: BackOfficeArea[] = ['dashboard', 'account']

export const ACCESS: Record<StaffRole, readonly BackOfficeArea[]> = {
	admin: [
		...EVERYONE,
		'jobs',
		'applications',
		'enquiries',
		'documents',
		'galleries',
		'mail',
		'audit',
		'staff',
		'content',
	],
	hr: [...EVERYONE, 'jobs', 'applications'],
	office: [...EVERYONE, 'enquiries', 'documents', 'galleries'],
	content: [...EVERYONE, 'content', 'galleries'],
}

export function canUse(role: StaffRole, area: BackOfficeArea) {
	return ACCESS[role].includes(area)
}

/**
 * Anyone who can open applicants' files signs in with a second factor, and anyone who
 * can change what the site tells visitors (its phone numbers and addresses: a stolen
 * password must not be enough to send applicants to a fraudster).
 */
export function needsSecondFactor(role: StaffRole) {
	return canUse(role, 'applications') || canUse(role, 'content')
}

/**
 * Why a role signs in with a second factor, in the words the invitation and the set-up page end with: "because you
 * …". Null for a role that need not.
 */
export function secondFactorReason(role: StaffRole) {
	const documents = canUse(role, 'applications')
	const content = canUse(role, 'content')
	if (documents && content)
		return 'you can open applicants’ documents and change what the site tells visitors, its phone numbers and addresses among it'
	if (documents) return 'you can open applicants’ documents'
	if (content)
		return 'you can change what the site tells visitors, its phone numbers and addresses among it: a stolen password must not be enough to send applicants to someone else'
	return null
}

export const ROLE_LABELS: Record<StaffRole, string> = {
	admin: 'Administrator (everything, staff accounts)',
	hr: 'HR (jobs and applications)',
	office: 'Office (enquiries, documents and galleries)',
	content: 'Site content (the public pages’ words and pictures, galleries)',
}
