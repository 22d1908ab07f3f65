import type { Db } from '#app/utils/db/db.server.ts'
import { STAFF_ROLES, canUse, type BackOfficeArea } from './staff-roles.ts'

/** The people who can work in an area now: joined, not disabled, with a role that opens it. */
export async function activeStaffOf(db: Db, area: BackOfficeArea) {
	const roles = STAFF_ROLES.filter((role) => canUse(role, area))
	return db
		.selectFrom('staff')
		.select(['id', 'name', 'email'])
		.where('role', 'in', roles)
		.where('disabled_at', 'is', null)
		.where('password_hash', 'is not', null)
		.orderBy('name')
		.execute()
}

/** A colleague's name for a page ("Staff member 7" if the account is gone); null for nobody. */
export async function staffName(db: Db, id: number | null) {
	if (id === null) return null
	const row = await db.selectFrom('staff').select('name').where('id', '=', id).executeTakeFirst()
	return row?.name ?? `Staff member ${id}`
}
