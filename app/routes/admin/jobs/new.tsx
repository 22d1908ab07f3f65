import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data, redirect } from 'react-router'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { jobSchemaFor } from '#app/utils/jobs/job-schema.ts'
import { categoryChoices } from '#app/utils/jobs/job-categories.server.ts'
import { createJob } from '#app/utils/jobs/jobs.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import { JobForm, NEW_JOB_REQUIREMENTS } from './+shared/job-form.tsx'
import { jobRefusalError } from './+shared/job-refusals.server.ts'
import type { Route } from './+types/new'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({ title: 'New job', description: 'The Brisk back office.', path: '/admin/jobs/new', matches, noindex: true })

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('jobs')]

export async function loader() {
	return { categories: await categoryChoices(getDb()) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const categories = await categoryChoices(getDb())
	const schema = jobSchemaFor(categories.map((category) => category.value))
	const submission = parseWithZod((await readForm(request)).formData, { schema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const created = await createJob(getDb(), staff, submission.value)
	if (!created.ok) {
		const { field, message } = jobRefusalError(created, 'create')
		return data({ result: submission.reply({ fieldErrors: { [field]: [message] } }) }, { status: 400 })
	}
	throw redirect(withNotice(`/admin/jobs/${created.id}`, 'job-created'))
}

export default function NewJob({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<section className="admin-page" aria-labelledby="new-job-heading">
			<p>
				<Link to="/admin/jobs">All jobs</Link>
			</p>
			<h1 id="new-job-heading">New job</h1>
			<p>The job is published on the career page as soon as it is created. An advert PDF can be added next.</p>
			<JobForm
				id="new-job"
				lastResult={actionData?.result}
				defaultValue={NEW_JOB_REQUIREMENTS}
				submitLabel="Publish the job"
				categories={loaderData.categories}
			/>
		</section>
	)
}
