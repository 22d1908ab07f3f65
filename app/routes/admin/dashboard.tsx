import { Link } from 'react-router'
import { ListTable } from '#app/components/admin/list-controls.tsx'
import { dashboardFigures } from '#app/utils/applications/dashboard.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { describePurge } from '#app/utils/background/purge-status.ts'
import { readPurgeStatus } from '#app/utils/background/retention.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import { canUse } from '#app/utils/staff/staff-roles.ts'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({ title: 'Dashboard', description: 'The Brisk back office.', path: '/admin', matches, noindex: true })

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('dashboard')]

export async function loader({ context }: Route.LoaderArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	// Those who handle applications answer for how long applicants' documents are kept.
	const purge = canUse(staff.role, 'applications')
		? describePurge(await readPurgeStatus(db), getEnv().RETENTION_DAYS)
		: null
	return { name: staff.name, purge, ...(await dashboardFigures(db, staff.role)) }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	const { name, tiles, stages, weekStartDay, purge, texts } = loaderData
	return (
		<section className="admin-page" aria-labelledby="dashboard-title">
			<h1 id="dashboard-title">Dashboard</h1>
			<p>Welcome, {name}.</p>
			<ul className="admin-tiles">
				{tiles.map((tile) => (
					<li key={tile.label} className={tile.tone === 'alert' ? 'admin-tile admin-tile-alert' : 'admin-tile'}>
						<Link to={tile.to}>
							<span className="admin-tile-value">{tile.value}</span>{' '}
							<span className="admin-tile-label">{tile.label}</span>
						</Link>
					</li>
				))}
			</ul>
			{stages.length > 0 ? (
				<section aria-labelledby="stages-title">
					<h2 id="stages-title">Applications of the last 7 days (today included), by stage</h2>
					<ListTable
						caption={`Applications received since ${weekStartDay}, by stage`}
						cards={false}
						rows={stages}
						rowKey={(row) => row.stage}
						columns={[
							{
								name: 'Stage',
								rowHeader: true,
								cell: (row) => (
									<Link to={`/admin/applications?stage=${row.stage}&from=${weekStartDay}`}>{row.stage}</Link>
								),
							},
							{ name: 'Applications', cell: (row) => row.count },
						]}
					/>
				</section>
			) : null}
			{texts && (texts.held > 0 || texts.hour.sent >= texts.hour.budget || texts.day.sent >= texts.day.budget) ? (
				<section aria-labelledby="texts-title">
					<h2 id="texts-title">Text messages</h2>
					<p className="notice notice-error">
						The budget of text messages is spent ({texts.hour.sent} of {texts.hour.budget} in the last hour,{' '}
						{texts.day.sent} of {texts.day.budget} in the last 24 hours).{' '}
						{texts.held === 1 ? '1 text' : `${texts.held} texts`} that visitors set off (job alert confirmations,
						acknowledgements of applications) wait and go by themselves, oldest first, as the budget allows; texts of
						stage moves and interviews still go. Many at once may be someone making the site pay for texts; if they are
						real applicants, raise SMS_BUDGET_PER_HOUR or SMS_BUDGET_PER_DAY.
					</p>
				</section>
			) : null}
			{purge ? (
				<section aria-labelledby="purge-title">
					<h2 id="purge-title">Applicants' documents</h2>
					<p className={purge.tone === 'alert' ? 'notice notice-error' : 'notice notice-info'}>{purge.text}</p>
				</section>
			) : null}
		</section>
	)
}
