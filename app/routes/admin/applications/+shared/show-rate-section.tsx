import { ListTable } from '#app/components/admin/list-controls.tsx'
import { formatIndianDate } from '#app/utils/common/dates.ts'
import type { ShowRateWeek } from '#app/utils/applications/show-rate.server.ts'

// The reports page's interview show rate (show-rate.server.ts): a row per week with its bar, and the CSV beside it.

export function ShowRateSection({ weeks, weekCount }: { weeks: ShowRateWeek[]; weekCount: number }) {
	const marked = weeks.some((week) => week.came + week.notCame + week.notMarked > 0)
	return (
		<section aria-labelledby="show-rate-title">
			<h2 id="show-rate-title">Interview show rate</h2>
			<p>
				Interviews whose time has passed, by the week they were set for, as marked on the day’s list of interviews. The
				rate is who came of those marked. An interview not marked counts while its application is still at Interview.
			</p>
			{marked ? (
				<ListTable
					caption={`Interview show rate per week, last ${weekCount} weeks`}
					cards={false}
					className="admin-report-bars admin-show-rate"
					rows={weeks}
					rowKey={(row) => row.week}
					columns={[
						{ name: 'Week of', rowHeader: true, cell: (row) => formatIndianDate(row.week) },
						{ name: 'Came', cell: (row) => row.came },
						{ name: 'Did not come', cell: (row) => row.notCame },
						{ name: 'Not marked', cell: (row) => row.notMarked },
						{
							name: 'Show rate',
							// The figure with its bar in one cell: five columns still fit a phone's width.
							cell: (row) => (
								<>
									{row.percent === null ? '–' : `${row.percent}%`}
									<span
										className="admin-report-bar"
										style={{ inlineSize: `${row.percent ?? 0}%` }}
										aria-hidden="true"
									/>
								</>
							),
						},
					]}
				/>
			) : (
				<p>No interview whose time has passed in this period.</p>
			)}
			<p>
				<a href={`/admin/applications/reports/export?table=show-rate&weeks=${weekCount}`} download>
					Download the show rate (CSV)
				</a>
			</p>
		</section>
	)
}
