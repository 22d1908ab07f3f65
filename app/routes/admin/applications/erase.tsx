import { Link, redirect } from 'react-router'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { eraseApplication } from '#app/utils/applications/application-erasure.server.ts'
import { otherApplicationsOf, requireApplication } from '#app/utils/applications/applications.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import type { Route } from './+types/erase'
import { PostForm, StatusButton } from '#app/components/forms.tsx'

// The confirmation step of erasing an applicant on request: a page of its own,
// so that it works the same with or without JavaScript.

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Erase an applicant',
		description: 'The Brisk back office.',
		path: '/admin/applications',
		matches,
		noindex: true,
	})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

export async function loader({ params }: Route.LoaderArgs) {
	const db = getDb()
	const application = await requireApplication(db, params.id)
	if (application.erased_at) throw redirect(`/admin/applications/${application.id}`)
	const others = await otherApplicationsOf(db, application)
	return { id: application.id, name: application.name, job: application.job_title ?? 'A removed job', others }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const application = await requireApplication(db, params.id)
	const { formData } = await readForm(request)
	if (!application.erased_at) {
		// The same person's other applications go too only when staff say so, and only those shown on this page.
		const chosen = new Set(formData.getAll('alsoErase').map(String))
		const others = (await otherApplicationsOf(db, application)).filter((other) => chosen.has(String(other.id)))
		await eraseApplication(db, application, staff)
		let erased = 1
		for (const other of others) {
			const row = await requireApplication(db, String(other.id))
			if (!row.erased_at) {
				await eraseApplication(db, row, staff)
				erased++
			}
		}
		if (erased > 1) throw redirect(withNotice(`/admin/applications/${application.id}`, 'applications-erased'))
	}
	throw redirect(withNotice(`/admin/applications/${application.id}`, 'applicant-erased'))
}

export default function EraseApplicant({ loaderData }: Route.ComponentProps) {
	const { id, name, job, others } = loaderData
	return (
		<section className="admin-page" aria-labelledby="erase-title">
			<p>
				<Link to={`/admin/applications/${id}`}>Back to the application</Link>
			</p>
			<h1 id="erase-title">Erase {name}?</h1>
			<p>
				This erases the applicant&apos;s name, contact details, everything they wrote and their photo, resume and
				Aadhaar card, for their application to {job}, and the words of the mails to and about them. It cannot be undone.
			</p>
			<p>
				The application stays in the list as &ldquo;Erased applicant&rdquo; with its history of stages and notes, so
				that the numbers still add up. Export the applicant&apos;s data first if they asked for a copy.
			</p>
			<PostForm className="admin-page-actions">
				{others.length > 0 ? (
					<fieldset className="admin-fieldset">
						<legend>The same person&apos;s other applications (same mobile number or e-mail)</legend>
						<p className="field-hint">Erased too only if you tick them: ask the applicant whether they meant all.</p>
						{others.map((other) => (
							<label key={other.id} className="checkbox-label">
								<input type="checkbox" name="alsoErase" value={other.id} /> Also erase the application to {other.job} (
								{other.stage}, {other.reference})
							</label>
						))}
					</fieldset>
				) : null}
				<StatusButton className="button button-danger">Erase this applicant&apos;s data</StatusButton>
				<Link to={`/admin/applications/${id}`} className="button button-outline">
					Keep the data
				</Link>
			</PostForm>
		</section>
	)
}
