import { useEffect, useRef, useState } from 'react'
import { Form, Link, redirect, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router'
import { useApplyDialog } from '#app/components/career/apply-dialog.tsx'
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
import { getEnv } from '#app/utils/core/env.server.ts'

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
		maxFileBytes: getEnv().UPLOAD_MAX_BYTES,
	}
}

/** The list's parameters: a change of these loads the list again; opening the Apply Job dialog (?apply=) does not. */
const LIST_PARAMS = ['q', 'category', 'page']

export function shouldRevalidate({
	currentUrl,
	nextUrl,
	formMethod,
	defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
	const sameList = LIST_PARAMS.every((name) => currentUrl.searchParams.get(name) === nextUrl.searchParams.get(name))
	if (!formMethod && currentUrl.pathname === nextUrl.pathname && sameList) return false
	return defaultShouldRevalidate
}

/** How long typing pauses before the list is searched again. */
const SEARCH_DELAY_MS = 300

export default function CareerPage({ loaderData }: Route.ComponentProps) {
	const localize = useLocalize()
	const { jobs, total, page, pages, category, counts, today, maxFileBytes, jobCategories } = loaderData
	const t = useT()
	const language = useLanguage()
	const navigate = useNavigate()
	// What is typed, ahead of the list the server answered for it. On a slow phone a visitor may type before the
	// page's script runs: the words in the field then win over the server's, which hydration would put back.
	const [query, setQuery] = useState(() => typedBeforeHydration('career-q') ?? loaderData.query)
	const typing = useRef<ReturnType<typeof setTimeout>>(undefined)
	const openTotal = Object.values(counts).reduce((sum, count) => sum + count, 0)
	const filtered = loaderData.query.trim() !== '' || category !== ''
	const { open, dialog } = useApplyDialog(maxFileBytes)

	useEffect(() => () => clearTimeout(typing.current), [])
	// Words typed before the script ran are searched as if typed now (once, on the first render).
	const typedEarly = useRef(query !== loaderData.query)
	useEffect(() => {
		if (!typedEarly.current) return
		typedEarly.current = false
		typing.current = setTimeout(() => search(query, category), SEARCH_DELAY_MS)
	})

	// A new search or category starts at the first page; the server searches.
	function search(words: string, inCategory: string) {
		clearTimeout(typing.current)
		void navigate(localize(jobListHref({ query: words, category: inCategory })), {
			replace: true,
			preventScrollReset: true,
		})
	}

	function onSearchInput(value: string) {
		setQuery(value)
		clearTimeout(typing.current)
		typing.current = setTimeout(() => search(value, category), SEARCH_DELAY_MS)
	}

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

			{/* A link followed while typing (a category, a page, Apply now) drops the search still waiting to run. */}
			<div
				className="career-layout"
				onClickCapture={(event) => {
					if (event.target instanceof Element && event.target.closest('a')) clearTimeout(typing.current)
				}}
			>
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
										preventScrollReset
										replace
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
					<Form
						method="get"
						// Without JavaScript the page comes back at the results, not at the top (on a phone they are far down).
						action={`${localize('/career')}#career-results`}
						role="search"
						className="career-search"
						onSubmit={(event) => {
							event.preventDefault()
							search(query, category)
						}}
					>
						<div className="career-search-field">
							<label htmlFor="career-q">{t('career.searchLabel')}</label>
							<input
								id="career-q"
								type="search"
								name="q"
								value={query}
								onChange={(event) => onSearchInput(event.target.value)}
								placeholder={t('career.searchHint')}
								maxLength={100}
								autoComplete="off"
							/>
						</div>
						<div className="career-search-field">
							<label htmlFor="career-category">{t('career.category')}</label>
							<select
								id="career-category"
								name="category"
								value={category}
								onChange={(event) => search(query, event.target.value)}
							>
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
					</Form>
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
					{jobs.length > 0 ? (
						<ul className="job-list">
							{jobs.map((job) => (
								<li key={job.id}>
									<JobCard
										job={job}
										category={jobCategories[job.category]}
										recent={isOpenedRecently(job.openedAt, today)}
										onApply={open}
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
									{t('career.emptyHint')}{' '}
									<Link to={localize('/career')} onClick={() => setQuery('')}>
										{t('career.clearFilter')}
									</Link>
								</p>
							) : null}
						</div>
					)}
					<JobListPages page={page} pages={pages} query={query} category={category} />
				</section>
			</div>
			<JobAlertForm key={category} defaultCategory={category} categories={loaderData.categories} />
			{dialog}
		</div>
	)
}

/** The value of a server-rendered field while the page hydrates (undefined once it has, and on the server). */
function typedBeforeHydration(id: string) {
	if (typeof document === 'undefined') return undefined
	const field = document.getElementById(id)
	return field instanceof HTMLInputElement && field.value !== field.defaultValue ? field.value : undefined
}
