import { Link } from 'react-router'
import { ListTable } from '#app/components/admin/list-controls.tsx'

// The reports page's reasons for rejecting (rejection-reasons.server.ts): the period's rejected applications by the
// reason HR chose, most first, with a bar each, and the CSV beside it.

export interface RejectionReasonCount {
	reason: string | null
	count: number
}

export function RejectionReasonsSection({ rows, weekCount }: { rows: RejectionReasonCount[]; weekCount: number }) {
	const total = rows.reduce((sum, row) => sum + row.count, 0)
	return (
		<section aria-labelledby="rejections-title">
			<h2 id="rejections-title">Why applications were rejected</h2>
			<p>
				The applications of the period now at Rejected, by the reason chosen when they were moved (
				<Link to="/admin/applications/reasons">the list of reasons</Link>).
			</p>
			{total > 0 ? (
				<ListTable
					caption={`Rejected applications by reason, last ${weekCount} weeks`}
					cards={false}
					className="admin-report-bars"
					rows={rows}
					rowKey={(row) => row.reason ?? ''}
					columns={[
						{ name: 'Reason', rowHeader: true, cell: (row) => row.reason ?? 'No reason given' },
						{ name: 'Applications', cell: (row) => row.count },
						{
							name: 'Share',
							cell: (row) => {
								const percent = Math.round((row.count / total) * 100)
								return (
									<>
										{`${percent}%`}
										<span className="admin-report-bar" style={{ inlineSize: `${percent}%` }} aria-hidden="true" />
									</>
								)
							},
						},
					]}
				/>
			) : (
				<p>No application of this period was rejected.</p>
			)}
			<p>
				<a href={`/admin/applications/reports/export?table=reasons&weeks=${weekCount}`} download>
					Download the reasons (CSV)
				</a>
			</p>
		</section>
	)
}
