import { redirect } from 'react-router'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { signOutHeaders } from '#app/utils/staff/back-office.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { signOut } from '#app/utils/staff/sessions.server.ts'
import { optionalStaff } from '#app/utils/staff/staff-access.server.ts'
import type { Route } from './+types/sign-out'

// Signing out is a form post (a link or an image elsewhere cannot sign anyone
// out); it ends the session on the server, or every session with "everywhere".
export async function action({ request }: Route.ActionArgs) {
	const { formData } = await readForm(request)
	const session = await optionalStaff(request)
	if (!session) throw redirect('/admin/sign-in', { headers: signOutHeaders() })
	const db = getDb()
	const everywhere = formData.get('everywhere') === 'yes'
	await signOut(db, session, { everywhere })
	throw redirect(withNotice('/admin/sign-in', everywhere ? 'signed-out-everywhere' : 'signed-out'), {
		headers: signOutHeaders(),
	})
}

export function loader() {
	throw redirect('/admin')
}
