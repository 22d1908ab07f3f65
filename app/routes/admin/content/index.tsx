import { Link } from 'react-router'
import { ListTable } from '#app/components/admin/list-controls.tsx'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { CONTENT_GROUPS, sectionDefaults } from '#app/utils/content/site-content-sections.ts'
import { sectionsOverview } from '#app/utils/content/site-content.server.ts'
import { missingWords } from '#app/utils/content/site-content-differences.ts'
import type { Route } from './+types/index'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Site content',
		description: 'The Brisk back office.',
		path: '/admin/content',
		matches,
		noindex: true,
	})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('content')]

export async function loader() {
	const sections = (await sectionsOverview(getDb())).map((section) => ({
		id: section.id,
		draftSavedAt: section.draftSavedAt ? formatIndianDateTime(section.draftSavedAt) : null,
		published: section.published ? { at: formatIndianDateTime(section.published.at), by: section.published.by } : null,
		missing: missingWords(sectionDefaults(section.id), section.docs),
	}))
	return { sections }
}

export default function SiteContent({ loaderData }: Route.ComponentProps) {
	const byId = new Map(loaderData.sections.map((section) => [section.id, section]))
	return (
		<section className="admin-page" aria-labelledby="content-title">
			<h1 id="content-title">Site content</h1>
			<p>
				Every word and picture of the public pages, in English, Hindi, Marathi and Telugu. Open a section, change it,
				preview the page, then publish: visitors see nothing until you do. Every publish is kept, so an earlier version
				can be brought back. Jobs, documents and gallery photos have their own pages.
			</p>
			{CONTENT_GROUPS.map((group, index) => (
				<section key={group.title} className="admin-section" aria-labelledby={`content-group-${index}`}>
					<h2 id={`content-group-${index}`}>{group.title}</h2>
					<ListTable
						caption={`Sections of ${group.title}`}
						rows={group.sections}
						rowKey={(section) => section.id}
						columns={[
							{
								name: 'Section',
								rowHeader: true,
								cell: (section) => (
									<>
										<Link to={`/admin/content/${section.id}`}>{section.title}</Link>
										<br />
										<span className="admin-muted">{section.summary}</span>
									</>
								),
							},
							{
								name: 'Live',
								cell: (section) => {
									const published = byId.get(section.id)?.published
									return published
										? `Published ${published.at}${published.by ? ` by ${published.by}` : ''}`
										: 'As first written'
								},
							},
							{
								name: 'Draft',
								cell: (section) => {
									const saved = byId.get(section.id)?.draftSavedAt
									return saved ? <strong>Unpublished changes ({saved})</strong> : 'None'
								},
							},
							{
								name: 'Still in English',
								cell: (section) => {
									const missing = byId.get(section.id)?.missing
									if (!missing || (missing.hi === 0 && missing.mr === 0)) return 'Nothing'
									return `Hindi: ${missing.hi}, Marathi: ${missing.mr}`
								},
							},
						]}
					/>
				</section>
			))}
		</section>
	)
}
