import { Link, data, redirect, type ShouldRevalidateFunction } from 'react-router'
import { ListTable } from '#app/components/admin/list-controls.tsx'
import { PostForm, StatusButton } from '#app/components/forms.tsx'
import { LANGUAGE_NAMES_IN_ENGLISH } from '#app/i18n/languages.ts'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { parseId } from '#app/utils/common/ids.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import { requireSection, sectionDefaults } from '#app/utils/content/site-content-sections.ts'
import { liveDocs, publishSection, sectionHistory, versionDocs } from '#app/utils/content/site-content.server.ts'
import { differences } from '#app/utils/content/site-content-differences.ts'
import type { Route } from './+types/history'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	pageMeta({
		title: loaderData ? `History: ${loaderData.section.title}` : 'History',
		description: 'The Brisk back office.',
		path: '/admin/content',
		matches,
		noindex: true,
	})

/** After a refused restore (409) the list is read again, so that it shows the version now live. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
	actionStatus !== undefined || defaultShouldRevalidate

/** "First written" stands for the content files' words, before any publish: it can be restored too. */
const FIRST = 'first'

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('content')]

export async function loader({ request, params }: Route.LoaderArgs) {
	const section = requireSection(params.section)
	const db = getDb()
	const versions = await sectionHistory(db, section.id)
	const url = new URL(request.url)
	const compareParam = url.searchParams.get('compare')
	let comparison = null
	if (compareParam) {
		const id = compareParam === FIRST ? null : parseId(compareParam)
		const defaults = sectionDefaults(section.id)
		const docs = compareParam === FIRST ? defaults : id ? await versionDocs(db, section.id, id) : null
		if (!docs) throw new Response('There is no such version of this section.', { status: 404 })
		comparison = {
			label: compareParam === FIRST ? 'The first-written words' : `Version ${id}`,
			changes: differences(defaults, await liveDocs(db, section.id), docs),
		}
	}
	return {
		section: { id: section.id, title: section.title },
		liveId: versions[0]?.id ?? null,
		versions: versions.map((version) => ({
			id: version.id,
			at: formatIndianDateTime(version.publishedAt),
			by: version.publishedBy,
			restoredFrom: version.restoredFrom,
		})),
		comparison,
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const section = requireSection(params.section)
	const db = getDb()
	const { formData: form } = await readForm(request)
	const wanted = form.get('version')
	const id = wanted === FIRST ? null : parseId(wanted)
	const docs = wanted === FIRST ? sectionDefaults(section.id) : id ? await versionDocs(db, section.id, id) : null
	if (form.get('intent') !== 'restore' || !docs) {
		throw new Response('There is no such version of this section to restore.', { status: 400 })
	}
	// A restore is a publish of the earlier words: a new version, so it can be undone in turn. Only over the version
	// the page showed as live: a publish since then (a correction) is not undone unseen.
	const base = String(form.get('base') ?? '')
	const restored = await publishSection(db, { section: section.id, docs, staff, base, restoredFrom: id ?? 0 })
	if (restored === null) {
		const [live] = await sectionHistory(db, section.id)
		const changed: ChangedMeanwhile = {
			by: live?.publishedBy ?? null,
			at: live ? formatIndianDateTime(live.publishedAt) : null,
		}
		return data({ changed }, { status: 409 })
	}
	throw redirect(withNotice(`/admin/content/${section.id}`, 'content-restored'))
}

/** Who published the section, and when, after the history page was opened. */
interface ChangedMeanwhile {
	by: string | null
	at: string | null
}

export default function SectionHistory({ loaderData, actionData }: Route.ComponentProps) {
	const { section, versions, liveId, comparison } = loaderData
	const changed = actionData?.changed
	const rows = [...versions, { id: FIRST, at: 'Before any publish', by: null, restoredFrom: null } as const] as Array<{
		id: number | typeof FIRST
		at: string
		by: string | null
		restoredFrom: number | null
	}>
	return (
		<section className="admin-page" aria-labelledby="history-title">
			<p>
				<Link to={`/admin/content/${section.id}`}>Back to {section.title}</Link>
			</p>
			<h1 id="history-title">History: {section.title}</h1>
			<p>
				Every publish is kept. Compare a version with the live one, or restore it: the restore is published as a new
				version, so it can be undone the same way.
			</p>
			{changed ? (
				<div className="notice notice-error" role="alert" aria-labelledby="restore-refused-title">
					<div>
						<h2 id="restore-refused-title" className="notice-title">
							Not restored: this section changed while you were looking at its history
						</h2>
						<p>
							{changed.at
								? `${changed.by ?? 'Someone'} published this section at ${changed.at}. `
								: 'The section was changed meanwhile. '}
							The list below shows what is live now; compare again, and restore if you still want to.
						</p>
					</div>
				</div>
			) : null}
			<ListTable
				caption={`Published versions of ${section.title}, newest first`}
				rows={rows}
				rowKey={(row) => row.id}
				columns={[
					{
						name: 'Version',
						rowHeader: true,
						cell: (row) =>
							row.id === FIRST ? (
								'First written'
							) : (
								<>
									Version {row.id}
									{row.id === liveId ? <strong> (live)</strong> : null}
								</>
							),
					},
					{
						name: 'Published',
						cell: (row) =>
							`${row.at}${row.by ? ` by ${row.by}` : ''}${
								row.restoredFrom !== null
									? row.restoredFrom === 0
										? ' (restored the first-written words)'
										: ` (restored version ${row.restoredFrom})`
									: ''
							}`,
					},
					{
						name: 'Actions',
						nameHidden: true,
						// Nothing to restore while nothing was published: the first-written words are live.
						cell: (row) =>
							row.id === liveId || liveId === null ? null : (
								<div className="admin-order-buttons">
									<Link to={`?compare=${row.id}`}>
										Compare with live
										<span className="visually-hidden">
											{' '}
											({row.id === FIRST ? 'first written' : `version ${row.id}`})
										</span>
									</Link>
									<PostForm>
										<input type="hidden" name="version" value={row.id} />
										<input type="hidden" name="base" value={`live:${liveId}`} />
										<StatusButton name="intent" value="restore" className="button button-small">
											Restore
											<span className="visually-hidden">
												{' '}
												{row.id === FIRST ? 'the first-written words' : `version ${row.id}`}
											</span>
										</StatusButton>
									</PostForm>
								</div>
							),
					},
				]}
			/>
			{comparison ? (
				<section className="admin-section" aria-labelledby="compare-title">
					<h2 id="compare-title">Live compared with {comparison.label.toLowerCase()}</h2>
					{comparison.changes.length === 0 ? (
						<p>They are the same.</p>
					) : (
						<ListTable
							caption={`What differs between the live version and ${comparison.label.toLowerCase()}`}
							rows={comparison.changes}
							rowKey={(change) => `${change.path}|${change.language}`}
							columns={[
								{
									name: 'Field',
									rowHeader: true,
									cell: (change) =>
										`${change.label}${change.language === 'all' ? '' : ` (${LANGUAGE_NAMES_IN_ENGLISH[change.language]})`}`,
								},
								{ name: 'Live', cell: (change) => <span className="content-words">{change.before || '(empty)'}</span> },
								{
									name: comparison.label,
									cell: (change) => <span className="content-words">{change.after || '(empty)'}</span>,
								},
							]}
						/>
					)}
				</section>
			) : null}
		</section>
	)
}
