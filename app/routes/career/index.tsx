import { Link, redirect } from 'react-router'
import { JobCard } from '#app/components/career/job-card.tsx'
import { JobListPages } from '#app/components/career/job-list-pages.tsx'
import { FormNotice } from '#app/components/forms.tsx'
import { Icon } from '#app/components/icon.tsx'
import { countKey, useLanguage, useLocalize, useT } from '#app/i18n/index.ts'
import { isOpenedRecently, jobListHref, toListedJob } from '#app/utils/jobs/public-jobs.ts'
import { localizePath, requestLanguage } from '#app/i18n/languages.ts'
import { MAX_QUERY_LENGTH } from '#app/utils/jobs/jobs.ts'
import { showCategory, showCategoryOf } from '#app/utils/jobs/job-categories.ts'
import { metaLanguage, metaT } from '#app/i18n/meta-language.ts'
import { jobFeedPath, jobFeedTitle } from '#app/utils/jobs/job-feed.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import styles from '#app/styles/career.css?url'
import alertStyles from '#app/styles/alerts.css?url'
import { todayInIndia } from '#app/utils/common/dates.ts'
import type { Route } from './+types/index'
import { getDb } from '#app/utils/db/db.server.ts'
import { toPublicJobs } from '#app/utils/jobs/public-jobs.server.ts'
import { countOpenJobsByCategory, listJobPage } from '#app/utils/jobs/job-list.server.ts'
import { listCategories } from '#app/utils/jobs/job-categories.server.ts'
import { JobAlertForm } from './+shared/alert-form.tsx'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'

// Sent without React (docs/decisions/016-form-pages-without-react.md): the search is a GET form and every other
// control a link; app/enhance/career-search.js searches as the visitor types. Apply now opens the job's apply page.
export const handle = staticPage
export const clientLoader = loadDocument

export const links: Route.LinksFunction = () => [
	{ rel: 'stylesheet', href: styles },
	{ rel: 'stylesheet', href: alertStyles },
]

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
	const t = metaT(matches)
	const { page = 1, pages = 1, query = '', category = '' } = loaderData ?? {}
	// Each page of the whole list is a page of its own for search engines; a search or a category is the list's.
	const path = query || category ? '/career' : jobListHref({ page })
	return [
		...pageMeta({
			title: page > 1 ? `${t('meta.career.title')}: ${t('career.pageOf', { page, pages })}` : t('meta.career.title'),
			description: t('meta.career.description'),
			path,
			matches,
		}),
		// The open jobs as a feed, in the page's language and of the category shown.
		{
			tagName: 'link',
			rel: 'alternate',
			type: 'application/atom+xml',
			title: jobFeedTitle(t, category, loaderData?.categories.find((c) => c.value === category)?.name),
			href: localizePath(jobFeedPath(category), metaLanguage(matches)),
		},
	]
}

/** The list's parameters in an address: the search words, a category visitors may choose and the page asked for. */
function readListParams(params: URLSearchParams, categories: ReadonlyArray<{ value: string; retired: boolean }>) {
	const category = params.get('category') ?? ''
	const page = params.get('page')
	return {
		query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
		category: categories.some((c) => c.value === category && !c.retired) ? category : '',
		// Anything but a page number asks for the first page.
		page: page !== null && /^[1-9]\d{0,14}$/.test(page) ? Number(page) : 1,
	}
}

export async function loader({ request }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const language = requestLanguage(request)
	const db = getDb()
	// Retired categories too: the search finds their open jobs by name, and their cards name them.
	const known = await listCategories(db, { retired: true })
	const { query, category, page: asked } = readListParams(url.searchParams, known)
	const [list, counts] = await Promise.all([
		listJobPage(db, { query, category, page: asked, language, categories: known }),
		countOpenJobsByCategory(db),
	])
	// One address per page: a page past the last goes to the last, a page number written otherwise (01, 1, x) to
	// the page it gives, so each page is kept once (and a list that shrank since a link was made still shows jobs).
	if (url.searchParams.get('page') !== (list.page === 1 ? null : String(list.page))) {
		throw redirect(localizePath(jobListHref({ query, category, page: list.page }), language))
	}
	return {
		jobs: (await toPublicJobs(db, list.jobs, language)).map(toListedJob),
		categories: known.filter((c) => !c.retired).map((c) => showCategory(c, language)),
		jobCategories: Object.fromEntries(
			list.jobs.map((job) => [job.category, showCategoryOf(known, job.category, language)]),
		),
		total: list.total,
		page: list.page,
		pages: list.pages,
		query,
		category,
		counts,
		today: todayInIndia(),
	}
}

export default function CareerPage({ loaderData }: Route.ComponentProps) {
	const localize = useLocalize()
	const { jobs, total, page, pages, query, category, counts, today, jobCategories } = loaderData
	const t = useT()
	const language = useLanguage()
	const openTotal = Object.values(counts).reduce((sum, count) => sum + count, 0)
	const filtered = query.trim() !== '' || category !== ''

	const categories: Array<{ value: string; label: string; lang?: 'en' }> = [
		{ value: '', label: t('career.categoryAll') },
		...loaderData.categories.map((c) => ({ value: c.value, label: c.name, lang: c.lang })),
	]

	return (
		<div className="container page-section career-page">
			<h1>{t('career.title')}</h1>
			<p>{t('career.intro')}</p>
			<FormNotice tone="info">
				<p>{t('career.noFee')}</p>
			</FormNotice>
			<p className="career-status-link">
				{t('status.link.lead')} <Link to={localize('/career/status')}>{t('status.link')}</Link>
			</p>
			{/* The alerts' form sits under the list, far down on a phone: a way to it from the top. */}
			<p className="career-alerts-link">
				<a href="#job-alerts-title">{t('alerts.title')}</a>
			</p>

			{/* career-search.js swaps the categories' links and the results for those of each search typed. */}
			<div className="career-layout" data-career-list="">
				<nav className="career-categories" aria-labelledby="career-categories-title">
					<h2 id="career-categories-title">{t('career.categories')}</h2>
					<ul>
						{categories.map((c) => {
							const count = c.value ? (counts[c.value] ?? 0) : openTotal
							const current = c.value === category
							return (
								<li key={c.value || 'all'}>
									<Link
										to={localize(jobListHref({ query, category: c.value }))}
										aria-current={current ? 'page' : undefined}
										className="career-category"
									>
										<span lang={c.lang}>{c.label}</span>
										{/* The figure is for the eye; a screen reader hears it in words (an aria-label on a plain span is not read). */}
										<span className="career-count" aria-hidden="true">
											{count}
										</span>
										<span className="visually-hidden">
											{t(countKey(language, count, { one: 'career.jobCountOne', other: 'career.jobCount' }), { count })}
										</span>
									</Link>
								</li>
							)
						})}
					</ul>
				</nav>

				<section className="career-jobs" aria-labelledby="career-results">
					<form
						method="get"
						// Without JavaScript the page comes back at the results, not at the top (on a phone they are far down).
						action={`${localize('/career')}#career-results`}
						role="search"
						className="career-search"
						data-career-search=""
					>
						<div className="career-search-field">
							<label htmlFor="career-q">{t('career.searchLabel')}</label>
							<input
								id="career-q"
								type="search"
								name="q"
								defaultValue={query}
								placeholder={t('career.searchHint')}
								maxLength={100}
								autoComplete="off"
							/>
						</div>
						<div className="career-search-field">
							<label htmlFor="career-category">{t('career.category')}</label>
							<select id="career-category" name="category" defaultValue={category}>
								{categories.map((c) => (
									<option key={c.value || 'all'} value={c.value} lang={c.lang}>
										{c.label}
									</option>
								))}
							</select>
						</div>
						<button type="submit" className="button button-primary career-search-button">
							<Icon name="search" size={18} />
							{t('career.searchButton')}
						</button>
					</form>
					<p id="career-results" className="career-result-count" role="status">
						{filtered
							? t(
									total === 0
										? 'career.matchNone'
										: countKey(language, total, { one: 'career.matchOne', other: 'career.matchCount' }),
									{ count: total },
								)
							: t(countKey(language, total, { one: 'career.openCountOne', other: 'career.openCount' }), {
									count: total,
								})}
						{pages > 1 ? `, ${t('career.pageOf', { page, pages })}` : null}
					</p>
					<div className="career-found" data-career-found="">
						{jobs.length > 0 ? (
							<ul className="job-list">
								{jobs.map((job) => (
									<li key={job.id}>
										<JobCard
											job={job}
											category={jobCategories[job.category]}
											recent={isOpenedRecently(job.openedAt, today)}
										/>
									</li>
								))}
							</ul>
						) : (
							<div className="career-empty">
								<p>
									<strong>{openTotal === 0 ? t('career.noJobs') : t('career.empty')}</strong>
								</p>
								{openTotal > 0 ? (
									<p>
										{t('career.emptyHint')} <Link to={localize('/career')}>{t('career.clearFilter')}</Link>
									</p>
								) : null}
							</div>
						)}
						<JobListPages page={page} pages={pages} query={query} category={category} />
					</div>
				</section>
			</div>
			<JobAlertForm defaultCategory={category} categories={loaderData.categories} />
		</div>
	)
}
