import { Link } from 'react-router'
import { ListTable } from '#app/components/admin/list-controls.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/seo.ts'
import { STAGES } from '#app/utils/stages.ts'
import { requireStaff } from '#app/utils/staff-access.server.ts'
import { canUse } from '#app/utils/staff-roles.ts'
import type { Route } from './+types/dashboard'
import { startOfIndianDay, todayInIndia } from '#app/utils/dates.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({ title: 'Dashboard', description: 'The Brisk back office.', path: '/admin', matches, noindex: true })

async function count(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) {
	return Number((await query.executeTakeFirstOrThrow()).n)
}

export async function loader({ request }: Route.LoaderArgs) {
	const { staff } = await requireStaff(request, 'dashboard')
	const db = getDb()
	// This week: today and the six days before it in India, as the applications list's "from" filter reads it.
	const weekStartDay = todayInIndia(new Date(Date.now() - 6 * 86_400_000))
	const weekStart = startOfIndianDay(weekStartDay)
	const tiles: Array<{ label: string; value: number; to: string; tone?: 'alert' }> = []
	let stages: Array<{ stage: string; count: number }> = []

	if (canUse(staff.role, 'jobs')) {
		const open = await count(
			db
				.selectFrom('jobs')
				.select((eb) => eb.fn.countAll().as('n'))
				.where('published', '=', 1)
				.where('till_date', '>=', todayInIndia()),
		)
		tiles.push({ label: 'Open jobs', value: open, to: '/admin/jobs?state=open' })
	}
	if (canUse(staff.role, 'applications')) {
		const rows = await db
			.selectFrom('applications')
			.select(['status', (eb) => eb.fn.countAll().as('n')])
			.where('created_at', '>=', weekStart)
			.where('erased_at', 'is', null)
			.groupBy('status')
			.execute()
		stages = STAGES.map((stage) => ({ stage, count: Number(rows.find((row) => row.status === stage)?.n ?? 0) }))
		tiles.push({
			label: 'Applications this week',
			value: stages.reduce((sum, s) => sum + s.count, 0),
			to: `/admin/applications?from=${weekStartDay}`,
		})
	}
	if (canUse(staff.role, 'enquiries')) {
		const waiting = await count(
			db
				.selectFrom('enquiries')
				.select((eb) => eb.fn.countAll().as('n'))
				.where('handled_at', 'is', null),
		)
		tiles.push({ label: 'Enquiries waiting', value: waiting, to: '/admin/enquiries?status=waiting' })
	}
	if (canUse(staff.role, 'mail')) {
		const failed = await count(
			db
				.selectFrom('outbox')
				.select((eb) => eb.fn.countAll().as('n'))
				.where('status', '=', 'failed'),
		)
		tiles.push({
			label: 'Mails that failed',
			value: failed,
			to: '/admin/mail?status=failed',
			tone: failed ? 'alert' : undefined,
		})
	}
	return { name: staff.name, tiles, stages, weekStartDay }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	const { name, tiles, stages, weekStartDay } = loaderData
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
		</section>
	)
}
