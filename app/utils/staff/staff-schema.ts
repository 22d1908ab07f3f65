import { z } from 'zod'
import { STAFF_ROLES } from './staff-roles.ts'
import { personName } from '#app/utils/common/validation.ts'

export const StaffRoleField = z.enum(STAFF_ROLES, { error: 'Please choose a role.' })

export const InviteSchema = z.object({
	name: personName('Please enter the person’s name.'),
	email: z.email({ error: 'Please enter a valid e-mail address.' }).max(254),
	role: StaffRoleField,
})
