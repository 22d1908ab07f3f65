// What the back office says after an action (a toast): the next page's address
// carries a key (?notice=job-created), never free text, so that no link can put
// words of its own into the back office.
export const ADMIN_NOTICES = {
	'signed-out': 'You have signed out.',
	'signed-out-everywhere': 'You have signed out on every device.',
	'password-changed': 'Your password is changed. Other devices were signed out.',
	'password-set': 'Your password is set. Please sign in.',
	'two-factor-on': 'Two-factor sign-in is on.',
	'recovery-codes-new': 'New recovery codes are made: the old ones no longer work.',
	'staff-invited': 'The invitation is on its way.',
	'staff-saved': 'The changes are saved.',
	'staff-disabled': 'The account is disabled and signed out everywhere.',
	'staff-enabled': 'The account can sign in again.',
	'invite-sent-again': 'A new invitation is on its way; the earlier link no longer works.',
	'job-created': 'The job is published.',
	'job-saved': 'The job is saved.',
	'job-duplicated': 'A copy of the job is made: check it, then publish it.',
	'job-closed': 'The job is closed: it no longer takes applications.',
	'job-reopened': 'The job is open again.',
	'job-deleted': 'The job is deleted.',
	'stage-changed': 'The stage is changed.',
	'stage-changed-texted':
		"The stage is changed. No e-mail on file: a text message went to the applicant's mobile number (see the history).",
	'stage-changed-unsent': 'The stage is changed. No e-mail and no mobile number to text on file: no message went.',
	'note-added': 'The note is added.',
	'applicant-erased': "The applicant's data is erased.",
	'applications-erased': "The applicant's data is erased, in this application and in the other ones you ticked.",
	'enquiry-handled': 'The enquiry is marked as handled.',
	'enquiry-reopened': 'The enquiry is waiting again.',
	'enquiry-replied': 'The reply is on its way to the enquirer.',
	'enquiry-assigned': 'The enquiry is assigned.',
	'document-added': 'The document is published.',
	'document-saved': 'The document is saved.',
	'document-deleted': 'The document is deleted.',
	'photo-added': 'The photo is added to the gallery.',
	'photo-saved': 'The photo is saved.',
	'photo-removed': 'The photo is removed from the gallery.',
	'mail-retried': 'The mail will be sent again in a moment.',
	'job-alerts-erased': 'The person’s job alerts are erased (the audit log counts them).',
	'job-alerts-none': 'No job alert was found for that e-mail address or mobile number: nothing to erase.',
	'template-saved': 'The mail template is saved.',
	'job-advert-saved': 'The advert is published.',
	'job-advert-removed': 'The advert is removed.',
	'document-moved': 'The document is moved.',
	'content-draft-saved': 'The draft is saved. Visitors see it once you publish it.',
	'content-published': 'Published: every visitor sees the new words now.',
	'content-draft-discarded': 'The draft is thrown away; the live version stays.',
	'content-restored': 'The earlier version is restored and live.',
} as const

export type AdminNotice = keyof typeof ADMIN_NOTICES

export function noticeText(key: string | null) {
	// Own keys only: `in` would also find __proto__, toString and the rest of Object.prototype.
	return key && Object.hasOwn(ADMIN_NOTICES, key) ? ADMIN_NOTICES[key as AdminNotice] : null
}

/** The address with a notice to show when it opens. */
export function withNotice(path: string, notice: AdminNotice) {
	return `${path}${path.includes('?') ? '&' : '?'}notice=${notice}`
}

/** The address less its notice (a form posts to its page without the last action's notice). */
export function withoutNotice(address: string) {
	const [path = '', query] = address.split('?')
	if (!query) return address
	const params = new URLSearchParams(query)
	if (!params.has('notice')) return address
	params.delete('notice')
	const rest = params.toString()
	return rest ? `${path}?${rest}` : path
}
