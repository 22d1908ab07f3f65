import { sql } from 'kysely'
import type { Db } from './db.server.ts'

// The audit log in words: "Asha Patil opened the Aadhaar card of Ramesh Kumar's application (12)".
// An entry keeps its action's code and its subject ("application 12"); the page names
// the people and things they stand for, as they are called now.

type Phrase = (what: string) => string

const PHRASES: Record<string, Phrase> = {
	'application.aadhaar-revealed': (what) => `showed the full Aadhaar number of ${what}`,
	'application.aadhaar-opened': (what) => `opened the Aadhaar card of ${what}`,
	'application.resume-opened': (what) => `opened the resume of ${what}`,
	'application.photo-opened': (what) => `opened the photo of ${what}`,
	'application.data-exported': (what) => `exported the data of ${what}`,
	'application.erased': (what) => `erased ${what} on request`,
	'application.note-added': (what) => `added a note to ${what}`,
	'application.stage-changed': (what) => `changed the stage of ${what}`,
	'application.attendance-marked': (what) => `marked whether the person of ${what} came to the interview`,
	'applications.exported': () => 'downloaded the list of applications',
	'content.publish': (what) => `published ${what}`,
	'content.restore': (what) => `restored an earlier version of ${what}`,
	'document.create': (what) => `added ${what}`,
	'document.delete': (what) => `deleted ${what}`,
	'document.move': (what) => `moved ${what}`,
	'document.rename': (what) => `renamed ${what}`,
	'enquiry.assigned': (what) => `assigned ${what}`,
	'enquiry.handled': (what) => `marked ${what} handled`,
	'enquiry.note-added': (what) => `added a note to ${what}`,
	'enquiry.replied': (what) => `replied to ${what}`,
	'enquiry.reopened': (what) => `reopened ${what}`,
	'gallery.photo-added': (what) => `added ${what}`,
	'gallery.photo-moved': (what) => `moved ${what}`,
	'gallery.photo-removed': (what) => `removed ${what}`,
	'gallery.photo-saved': (what) => `changed the words of ${what}`,
	'job-category.add': (what) => `added the job ${what}`,
	'job-category.rename': (what) => `renamed the job ${what}`,
	'job-category.retire': (what) => `retired the job ${what}`,
	'job-category.restore': (what) => `brought back the job ${what}`,
	'job-alert.confirmed': (what) => `started ${what} with the link sent to them`,
	'job-alert.unsubscribed': (what) => `stopped ${what}`,
	'job-alert.erased': (what) => `erased ${what} at the person’s request`,
	'job.advert-added': (what) => `added an advert to ${what}`,
	'job.advert-removed': (what) => `removed the advert of ${what}`,
	'job.advert-replaced': (what) => `replaced the advert of ${what}`,
	'job.close': (what) => `closed ${what}`,
	'job.create': (what) => `added ${what}`,
	'job.delete': (what) => `deleted ${what}`,
	'job.duplicate': (what) => `made ${what} as a copy`,
	'job.reopen': (what) => `reopened ${what}`,
	'job.saved': (what) => `saved ${what}`,
	'job.update': (what) => `changed ${what}`,
	'mail-template.saved': (what) => `saved the ${what}`,
	'rejection-reason.add': (what) => `added the rejection ${what} to the list`,
	'rejection-reason.retire': (what) => `took the rejection ${what} off the list`,
	'rejection-reason.restore': (what) => `put the rejection ${what} back on the list`,
	'pool.add': (what) => `added ${what} from the people to call back, with the person’s agreement`,
	'pool.invite': (what) => `invited the person of ${what} to apply to another job`,
	'saved-filter.saved': () => 'saved a filter of the applications list',
	'saved-filter.replaced': () => 'saved a filter of the applications list again under its name',
	'saved-filter.deleted': () => 'deleted a saved filter of the applications list',
	'mail.retried': (what) => `sent ${what} again`,
	'password.changed': () => 'changed their password',
	'password.change-failed': () => 'typed a current password that was not right in “Change your password”',
	'password.change-throttled': () => 'was refused “Change your password” after too many wrong current passwords',
	'password.reset': () => 'chose a new password from a reset link',
	'password.reset-requested': () => 'asked for a password reset link',
	'sign-in': () => 'signed in',
	'sign-in.code-failed': () => 'typed a sign-in code that was not right',
	'sign-in.failed': () => 'could not sign in: the e-mail address or the password was not right',
	'sign-in.locked': () => 'was locked out for 15 minutes after five wrong passwords',
	'sign-in.recovery-code-used': () => 'signed in with a recovery code',
	'sign-in.throttled': () => 'was refused sign-in for too many attempts',
	'sign-out': () => 'signed out',
	'sign-out.everywhere': () => 'signed out everywhere',
	'staff.created': (what) => `added ${what} to the staff`,
	'staff.notices-set': () => 'chose when to be mailed about new applications',
	'two-factor.replaced': () => 'set up a new authenticator app',
	'staff.disabled': (what) => `disabled the account of ${what}`,
	'staff.enabled': (what) => `enabled the account of ${what}`,
	'staff.invitation-accepted': () => 'accepted the invitation and chose a password',
	'staff.invited': (what) => `invited ${what}`,
	'staff.invited-again': (what) => `invited ${what} again`,
	'staff.role-changed': (what) => `changed the role of ${what}`,
	'two-factor.enabled': () => 'turned on two-factor sign-in',
	'two-factor.recovery-codes-replaced': () => 'made new recovery codes',
}

/** Whether an action code has its own words (a code without them reads as its code, spaced). */
export function hasWords(action: string) {
	return Object.hasOwn(PHRASES, action)
}

/** What an action code says, for the filter's list: "opened the Aadhaar card of …". */
export function actionLabel(action: string) {
	const phrase = PHRASES[action]
	return phrase ? phrase('…') : action.replace(/[.-]/g, ' ')
}

const SUBJECT = /^(application|job|staff|enquiry|document|gallery photo) (\d{1,9})$/

type Kind = 'application' | 'job' | 'staff' | 'enquiry' | 'document' | 'gallery photo'

// Where each kind of subject finds its name now.
const NAMED_BY: Record<
	Kind,
	{ table: 'applications' | 'jobs' | 'staff' | 'enquiries' | 'documents' | 'gallery_items'; column: string }
> = {
	application: { table: 'applications', column: 'name' },
	job: { table: 'jobs', column: 'title' },
	staff: { table: 'staff', column: 'name' },
	enquiry: { table: 'enquiries', column: 'name' },
	document: { table: 'documents', column: 'title' },
	'gallery photo': { table: 'gallery_items', column: 'alt' },
}

/** The names of the subjects of these entries, looked up in one query per kind. */
export async function subjectNames(db: Db, subjects: Array<string | null>) {
	const ids = new Map<Kind, number[]>()
	for (const subject of subjects) {
		const match = SUBJECT.exec(subject ?? '')
		if (!match) continue
		const kind = match[1] as Kind
		ids.set(kind, [...(ids.get(kind) ?? []), Number(match[2])])
	}
	const names = new Map<string, string>()
	await Promise.all(
		[...ids].map(async ([kind, wanted]) => {
			const { table, column } = NAMED_BY[kind]
			const rows = await db
				.selectFrom(table)
				.select(['id', sql.ref<string | null>(column).as('name')])
				.where('id', 'in', wanted)
				.execute()
			for (const row of rows) names.set(`${kind} ${row.id}`, row.name ?? '')
		}),
	)
	return names
}

/** The subject in words: "Ramesh Kumar's application (12)", "the job “Security Guard” (5)". */
export function subjectInWords(subject: string | null, names: ReadonlyMap<string, string>) {
	if (!subject) return ''
	const match = SUBJECT.exec(subject)
	if (!match) return subject.replace(/^mail template /, 'mail template for ')
	const [, kind, id] = match
	const name = names.get(subject)
	if (name === undefined) return `${kind} ${id} (since deleted)`
	switch (kind) {
		case 'application':
			return `${name}’s application (${id})`
		case 'staff':
			return `${name} (staff ${id})`
		case 'enquiry':
			return `the enquiry from ${name} (${id})`
		case 'job':
			return `the job “${name}” (${id})`
		case 'document':
			return `the document “${name}” (${id})`
		default:
			return `the gallery photo “${name}” (${id})`
	}
}

/** An entry as a sentence, its details as "key: value" words with staff numbers named. */
export function entryInWords(
	entry: { action: string; subject: string | null; details: string | null },
	{
		who,
		subjects,
		staffNames,
	}: { who: string; subjects: ReadonlyMap<string, string>; staffNames: ReadonlyMap<number, string> },
) {
	const what = subjectInWords(entry.subject, subjects)
	const phrase = PHRASES[entry.action]
	const sentence = phrase ? `${who} ${phrase(what)}` : `${who}: ${entry.action.replace(/[.-]/g, ' ')} ${what}`.trim()
	return { sentence, details: detailsInWords(entry.action, entry.details, staffNames) }
}

function detailsInWords(action: string, details: string | null, staffNames: ReadonlyMap<number, string>) {
	if (!details) return ''
	let parsed: unknown
	try {
		parsed = JSON.parse(details)
	} catch {
		return details
	}
	if (typeof parsed !== 'object' || parsed === null) return String(parsed)
	const staffValued = action === 'enquiry.assigned'
	return Object.entries(parsed as Record<string, unknown>)
		.map(([key, value]) => {
			const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
			if (staffValued && (typeof value === 'number' || value === null)) {
				return `${words}: ${value === null ? 'nobody' : (staffNames.get(value) ?? `staff ${value}`)}`
			}
			if (typeof value === 'boolean') return `${words}: ${value ? 'yes' : 'no'}`
			return `${words}: ${typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value)}`
		})
		.join('; ')
}
