import { redirect } from 'react-router'
import { languageOfPath, localizePath } from '#app/i18n/languages.ts'
import { applyForJob, findJobByParam } from './+shared/apply.server.ts'
import { applyFormBody } from './+shared/apply-body.ts'
import type { Route } from './+types/submit'
import { requestContext } from '#app/context.ts'

export const handle = { body: applyFormBody }

// The apply page's one pipeline, answered as JSON: where the Apply Job dialog's script sent the form before the
// apply page's own script posted to the page itself (app/enhance/apply.js). Kept for a page left open since, and
// for scripts that apply with JSON answers.
export async function action({ request, params, context }: Route.ActionArgs) {
	const job = await findJobByParam(params.id)
	if (!job) return Response.json({ outcome: 'closed', result: { initialValue: null } }, { status: 404 })
	const { reply, status, headers } = await applyForJob(request, job, context.get(requestContext).clientIp)
	// A stale form (a phone that dropped its cookie, a form left open): the answer carries the visitor's current
	// anti-forgery token (the one this answer's cookie holds), so that the form, kept as typed, goes through next time.
	const body = reply.outcome === 'expired' ? { ...reply, csrfToken: context.get(requestContext).csrfToken } : reply
	return Response.json(body, { status, headers: { ...headers, 'Cache-Control': 'no-store' } })
}

// The address opened in a browser (a reload after the dialog, a shared link): the job's apply page in its language.
export function loader({ request, params }: Route.LoaderArgs) {
	const apply = localizePath(
		`/career/${encodeURIComponent(params.id)}/apply`,
		languageOfPath(new URL(request.url).pathname),
	)
	return redirect(apply, { headers: { 'Cache-Control': 'no-store' } })
}
