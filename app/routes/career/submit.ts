import { applyForJob, findJobByParam } from './+shared/apply.server.ts'
import type { Route } from './+types/submit'

// Where the Apply Job dialog's script sends the form (it shows an upload progress
// bar, which a fetch cannot): the apply page's one pipeline, answered as JSON.
export async function action({ request, params, context }: Route.ActionArgs) {
	const job = await findJobByParam(params.id)
	if (!job) return Response.json({ outcome: 'closed', result: { initialValue: null } }, { status: 404 })
	const { reply, status, headers } = await applyForJob(request, job, context.clientIp)
	return Response.json(reply, { status, headers: { ...headers, 'Cache-Control': 'no-store' } })
}
