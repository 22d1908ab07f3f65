import type { Migration } from 'kysely'
import * as initial from './001-initial.ts'
import * as enquiryClientKey from './002-enquiry-client-key.ts'

// Listed by hand (not read from disk) so that the bundled server carries them.
// Add a migration: a new file NNN-name.ts and one line here. Never edit a landed one.
export const migrations: Record<string, Migration> = {
	'001-initial': initial,
	'002-enquiry-client-key': enquiryClientKey,
}
