import { Link } from 'react-router'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'

export interface OtherApplication {
	id: number
	reference: string
	job: string
	stage: string
	appliedAt: string
}

/** The same person's other applications (same mobile number or e-mail), so that HR see one candidate across jobs. */
export function OtherApplications({ applications }: { applications: OtherApplication[] }) {
	if (applications.length === 0) return null
	return (
		<section className="admin-section" aria-labelledby="other-applications-title">
			<h2 id="other-applications-title">
				{applications.length === 1
					? 'The same person applied once more'
					: `The same person applied ${applications.length} more times`}
			</h2>
			<p className="field-hint">Found by the same mobile number or e-mail address.</p>
			<ul className="admin-list">
				{applications.map((other) => (
					<li key={other.id}>
						<Link to={`/admin/applications/${other.id}`}>{other.job}</Link>: {other.stage}, applied{' '}
						{formatIndianDateTime(other.appliedAt)} ({other.reference})
					</li>
				))}
			</ul>
		</section>
	)
}
