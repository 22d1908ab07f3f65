import { useState } from 'react'
import { Form, Link, useNavigate, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router'
import { useApplyDialog } from '#app/components/career/apply-dialog.tsx'
import { JobCard } from '#app/components/career/job-card.tsx'
import { FormNotice } from '#app/components/forms.tsx'
import { Icon } from '#app/components/icon.tsx'
import { countKey, useLanguage, useLocalize, useT } from '#app/i18n/index.ts'
import { isOpenedRecently } from '#app/utils/career.ts'
import { requestLanguage } from '#app/i18n/languages.ts'
import { searchJobs } from '#app/utils/job-search.ts'
import { JOB_CATEGORIES } from '#app/utils/jobs.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/seo.ts'
import styles from '#app/styles/career.css?url'
import { todayInIndia } from '#app/utils/dates.ts'
import type { Route } from './+types/index'
import { getDb } from '#app/utils/db.server.ts'
import { listOpenJobs, toPublicJobs } from '#app/utils/career.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.career.title'),
		description: t('meta.career.description'),
		path: '/career',
		matches,
	})
}

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb()
	const jobs = await toPublicJobs(db, await listOpenJobs(db), requestLanguage(request))
	return { jobs, today: todayInIndia(), maxFileBytes: getEnv().UPLOAD_MAX_BYTES }
}

// The list is the same whatever the filter: typing in the search box changes only the address.
export function shouldRevalidate({
	currentUrl,
	nextUrl,
	formMethod,
	defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
	if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false
	return defaultShouldRevalidate
}

function filterHref(query: string, category: string) {
	const params = new URLSearchParams()
	if (query) params.set('q', query)
	if (category) params.set('category', category)
	const search = params.toString()
	return search ? `/career?${search}` : '/career'
}

export default function CareerPage({ loaderData }: Route.ComponentProps) {
	const localize = useLocalize()
	const { jobs, today, maxFileBytes } = loaderData
	const t = useT()
	const language = useLanguage()
	const navigate = useNavigate()
	const [searchParams] = useSearchParams()
	const categoryParam = searchParams.get('category') ?? ''
	const category = JOB_CATEGORIES.some((c) => c.value === categoryParam) ? categoryParam : ''
	const [query, setQuery] = useState(searchParams.get('q') ?? '')
	const visible = searchJobs(jobs, query, category, language)
	const filtered = query.trim() !== '' || category !== ''
	const { open, dialog } = useApplyDialog(maxFileBytes)

	function onSearchInput(value: string) {
		setQuery(value)
		void navigate(localize(filterHref(value.trim(), category)), { replace: true, preventScrollReset: true })
	}

	function onCategoryChange(value: string) {
		void navigate(localize(filterHref(query.trim(), value)), { replace: true, preventScrollReset: true })
	}

	const categories = [
		{ value: '', label: t('career.categoryAll') },
		...JOB_CATEGORIES.map((c) => ({ value: c.value, label: t(c.key) })),
	]

	return (
		<div className="container page-section career-page">
			<h1>{t('career.title')}</h1>
			<p>{t('career.intro')}</p>
			<FormNotice tone="info">
				<p>{t('career.noFee')}</p>
			</FormNotice>

			<div className="career-layout">
				<nav className="career-categories" aria-labelledby="career-categories-title">
					<h2 id="career-categories-title">{t('career.categories')}</h2>
					<ul>
						{categories.map((c) => {
							const count = c.value ? jobs.filter((job) => job.category === c.value).length : jobs.length
							const current = c.value === category
							return (
								<li key={c.value || 'all'}>
									<Link
										to={localize(filterHref(query.trim(), c.value))}
										preventScrollReset
										replace
										aria-current={current ? 'page' : undefined}
										className="career-category"
									>
										<span>{c.label}</span>
										<span
											className="career-count"
											aria-label={t(
												countKey(language, count, { one: 'career.jobCountOne', other: 'career.jobCount' }),
												{ count },
											)}
										>
											{count}
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
						onSubmit={(event) => event.preventDefault()}
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
								onChange={(event) => onCategoryChange(event.target.value)}
							>
								{categories.map((c) => (
									<option key={c.value || 'all'} value={c.value}>
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
							? t(countKey(language, visible.length, { one: 'career.matchOne', other: 'career.matchCount' }), {
									count: visible.length,
								})
							: t(countKey(language, jobs.length, { one: 'career.openCountOne', other: 'career.openCount' }), {
									count: jobs.length,
								})}
					</p>
					{visible.length > 0 ? (
						<ul className="job-list">
							{visible.map((job) => (
								<li key={job.id}>
									<JobCard job={job} recent={isOpenedRecently(job.openedAt, today)} onApply={open} />
								</li>
							))}
						</ul>
					) : (
						<div className="career-empty">
							<p>
								<strong>{jobs.length === 0 ? t('career.noJobs') : t('career.empty')}</strong>
							</p>
							{jobs.length > 0 ? (
								<p>
									{t('career.emptyHint')}{' '}
									<Link to={localize('/career')} onClick={() => setQuery('')}>
										{t('career.clearFilter')}
									</Link>
								</p>
							) : null}
						</div>
					)}
				</section>
			</div>
			{dialog}
		</div>
	)
}
