import { translate } from '#app/i18n/index.ts'
import type { Route } from './+types/submit'
import { handleApplySubmission, httpStatusOf } from '#app/utils/career-apply.server.ts'

// Where the Apply Job form's script sends the form (with an upload progress
// bar); it answers JSON. The same handler serves the apply page's action.
export async function action({ request, params }: Route.ActionArgs) {
	if (!/^\d{1,9}$/.test(params.id)) {
		return Response.json({ status: 'error', notices: [translate('en', 'career.notFound')], values: {} }, { status: 404 })
	}
	try {
		const outcome = await handleApplySubmission(request, Number(params.id))
		return Response.json(outcome, { status: httpStatusOf(outcome) })
	} catch (error) {
		if (error instanceof Response && error.status === 404) {
			return Response.json({ status: 'error', notices: [translate('en', 'career.notFound')], values: {} }, { status: 404 })
		}
		throw error
	}
}
