import { Link } from 'react-router'
import { ListTable } from '#app/components/admin/list-controls.tsx'
import { formatIndianDate } from '#app/utils/common/dates.ts'
import { formatIndianMobile } from '#app/utils/common/validation.ts'
import { POOL_SIZE, talentPoolFor } from '#app/utils/applications/talent-pool.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { jobWithPlace } from '#app/utils/jobs/jobs.ts'
import { requireJob } from '#app/utils/jobs/jobs.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import type { Route } from './+types/pool'

// GET /admin/jobs/:id/pool: the people to call back for a job (talent-pool.server.ts): who applied before to a job
// of its category in its place and was not hired. Their applications are HR's, so is this page.

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	pageMeta({
		title: loaderData ? `People to call back: ${loaderData.job}` : 'People to call back',
		description: 'The Brisk back office.',
		path: '/admin/jobs',
		matches,
		noindex: true,
	})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

export async function loader({ params }: Route.LoaderArgs) {
	const db = getDb()
	const job = await requireJob(db, params.id)
	const people = await talentPoolFor(db, job)
	return { jobId: job.id, job: jobWithPlace(job.title, job.location), category: job.category, people }
}

export default function Pool({ loaderData }: Route.ComponentProps) {
	const { jobId, job, people } = loaderData
	return (
		<section className="admin-page" aria-labelledby="pool-title">
			<p>
				<Link to={`/admin/jobs/${jobId}`}>Back to the job</Link>
			</p>
			<h1 id="pool-title">People to call back for {job}</h1>
			<p>
				They applied before to a job of this kind in this place and were not hired, then or since; nobody who has
				applied to this job already, and nobody erased. Newest first
				{people.length === POOL_SIZE ? `, the ${POOL_SIZE} most recent` : ''}.
			</p>
			{people.length ? (
				<ListTable
					caption={`People who applied before for ${job}`}
					rows={people}
					rowKey={(person) => person.applicationId}
					columns={[
						{
							name: 'Name',
							rowHeader: true,
							cell: (person) => <Link to={`/admin/applications/${person.applicationId}`}>{person.name}</Link>,
						},
						{
							name: 'Mobile',
							cell: (person) => (
								<a href={`tel:${person.contact}`}>
									{formatIndianMobile(person.contact)}
								</a>
							),
						},
						{ name: 'Applied for', cell: (person) => person.job },
						{ name: 'On', cell: (person) => formatIndianDate(person.appliedAt) },
						{ name: 'Stage then', cell: (person) => person.stage },
					]}
				/>
			) : (
				<p>Nobody yet: nobody who applied to a job of this kind here is waiting for another.</p>
			)}
		</section>
	)
}
