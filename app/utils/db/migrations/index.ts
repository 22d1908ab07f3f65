import type { Migration } from 'kysely'
import * as initial from './001-initial.ts'
import * as enquiryClientKey from './002-enquiry-client-key.ts'
import * as rateLimits from './003-rate-limits.ts'
import * as filesInDatabase from './004-files-in-database.ts'
import * as settings from './005-settings.ts'
import * as outboxLease from './006-outbox-lease.ts'
import * as backOffice from './007-back-office.ts'
import * as applicationsAdmin from './009-applications-admin.ts'
import * as contentVersion from './011-content-version.ts'
import * as languages from './012-languages.ts'
import * as enquiryEvents from './013-enquiry-events.ts'
import * as aadhaarSpelling from './014-aadhaar-spelling.ts'
import * as translations from './015-translations.ts'
import * as submissionKey from './016-submission-key.ts'
import * as applicationRequirements from './017-application-requirements.ts'
import * as siteContent from './018-site-content.ts'
import * as yearOfData from './019-year-of-data.ts'
import * as lockPerAddress from './020-lock-per-address.ts'
import * as textMessages from './021-text-messages.ts'
import * as interviewDetails from './022-interview-details.ts'
import * as jobAlerts from './023-job-alerts.ts'
import * as calendarInvitations from './024-calendar-invitations.ts'
import * as recruitingPreferences from './025-recruiting-preferences.ts'
import * as jobCategories from './026-job-categories.ts'
import * as referenceCodes from './027-reference-codes.ts'
import * as textBudget from './028-text-budget.ts'
import * as interviewAnswers from './029-interview-answers.ts'
import * as poolInvitations from './030-pool-invitations.ts'
import * as rejectionReasons from './033-rejection-reasons.ts'
import * as interviewAttendance from './031-interview-attendance.ts'
import * as poolConsentAndSources from './032-pool-consent-and-sources.ts'

// Listed by hand (not read from disk) so that the bundled server carries them.
// Add a migration: a new file NNN-name.ts and one line here. Never edit a landed one.
export const migrations: Record<string, Migration> = {
	'001-initial': initial,
	'002-enquiry-client-key': enquiryClientKey,
	'003-rate-limits': rateLimits,
	'004-files-in-database': filesInDatabase,
	'005-settings': settings,
	'006-outbox-lease': outboxLease,
	'007-back-office': backOffice,
	'009-applications-admin': applicationsAdmin,
	'011-content-version': contentVersion,
	'012-languages': languages,
	'013-enquiry-events': enquiryEvents,
	'014-aadhaar-spelling': aadhaarSpelling,
	'015-translations': translations,
	'016-submission-key': submissionKey,
	'017-application-requirements': applicationRequirements,
	'018-site-content': siteContent,
	'019-year-of-data': yearOfData,
	'020-lock-per-address': lockPerAddress,
	'021-text-messages': textMessages,
	'022-interview-details': interviewDetails,
	'023-job-alerts': jobAlerts,
	'024-calendar-invitations': calendarInvitations,
	'025-recruiting-preferences': recruitingPreferences,
	'026-job-categories': jobCategories,
	'027-reference-codes': referenceCodes,
	'028-text-budget': textBudget,
	'029-interview-answers': interviewAnswers,
	'030-pool-invitations': poolInvitations,
	'031-interview-attendance': interviewAttendance,
	'032-pool-consent-and-sources': poolConsentAndSources,
	'033-rejection-reasons': rejectionReasons,
}
