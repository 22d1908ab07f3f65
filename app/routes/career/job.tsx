import { data, Link } from 'react-router'
import { company } from '#content/company.ts'
import { ApplyNowLink } from '#app/components/career/apply-now-link.tsx'
import { JobAdvertLink } from '#app/components/career/job-advert.tsx'
import { JobFacts } from '#app/components/career/job-facts.tsx'
import { FormNotice } from '#app/components/forms.tsx'
import { Icon } from '#app/components/icon.tsx'
import { JsonLd } from '#app/components/json-ld.tsx'
import { fillParts, formatDay, useLanguage, useLocalize, useT } from '#app/i18n/index.ts'
import { jobTextLang, type PublicJob } from '#app/utils/jobs/public-jobs.ts'
import { requestLanguage, type Language } from '#app/i18n/languages.ts'
import { isJobOpen } from '#app/utils/jobs/jobs.ts'
import { showCategoryOf, type ShownCategory } from '#app/utils/jobs/job-categories.ts'
import { listCategories } from '#app/utils/jobs/job-categories.server.ts'
import { jobState } from '#app/utils/jobs/job-schema.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import styles from '#app/styles/career.css?url'
import { lastMomentOfIndianDay } from '#app/utils/common/dates.ts'
import { parseId } from '#app/utils/common/ids.ts'
import type { Route } from './+types/job'
import { getDb } from '#app/utils/db/db.server.ts'
import { findJob, listOpenJobs, toPublicJobs } from '#app/utils/jobs/public-jobs.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'

// Sent without React (docs/decisions/016-form-pages-without-react.md): everything on it is a link, and Apply now
// opens the job's apply page.
export const handle = staticPage
export const clientLoader = loadDocument

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
	const t = metaT(matches)
	const job = loaderData?.job
	return pageMeta({
		title: job ? t('meta.job.title', { title: job.title, location: job.location }) : t('meta.job.goneTitle'),
		description: job ? job.description.slice(0, 160) : t('meta.job.goneDescription'),
		path: `/career/${params.id}`,
		matches,
		noindex: !loaderData?.open,
	})
}

/** Open jobs to offer instead of a closed or removed one: those of its category, or all when it has none open. */
async function otherOpenJobs(
	language: Language,
	category: ShownCategory | null,
	exceptId?: number,
): Promise<OtherJobs> {
	const db = getDb()
	const open = await toPublicJobs(
		db,
		(await listOpenJobs(db)).filter((job) => job.id !== exceptId),
		language,
	)
	const sameCategory = category ? open.filter((job) => job.category === category.value) : []
	return sameCategory.length > 0 ? { category, jobs: sameCategory } : { category: null, jobs: open }
}

export async function loader({ params, request }: Route.LoaderArgs) {
	const language = requestLanguage(request)
	const jobId = parseId(params.id)
	const job = jobId ? await findJob(getDb(), jobId) : undefined
	const categories = await listCategories(getDb(), { retired: true })
	// A removed job's shared link is no dead end: it says so and lists what is open, in the category the
	// link names (?category=), else all. A job staff closed keeps its page, which says it is closed (410).
	if (!job) {
		const asked = new URL(request.url).searchParams.get('category') ?? ''
		const known = categories.find((c) => c.value === asked && !c.retired)
		const others = await otherOpenJobs(language, known ? showCategoryOf(categories, known.value, language) : null)
		return data({ job: null, open: false, others }, { status: 404 })
	}
	const open = isJobOpen(job)
	const env = getEnv()
	const category = showCategoryOf(categories, job.category, language)
	// A closed or expired job's page stays for old links, but says so with 410 Gone and carries no JobPosting.
	return data(
		{
			job: (await toPublicJobs(getDb(), [job], language))[0]!,
			open,
			// Closed by staff before its last date, or past it: the page says which, so the date it shows agrees.
			closedByStaff: jobState(job) === 'closed',
			category,
			// Structured data names the category in English, whatever the page's language.
			occupationalCategory: showCategoryOf(categories, job.category, 'en').name,
			others: open ? null : await otherOpenJobs(language, category, job.id),
			publicUrl: env.PUBLIC_URL,
		},
		{ status: open ? 200 : 410 },
	)
}

/** Google's JobPosting: https://developers.google.com/search/docs/appearance/structured-data/job-posting */
function jobPosting(job: PublicJob, url: string, publicUrl: string, occupationalCategory: string) {
	// The postal address as the post writes it, in English whatever the page's language.
	const [locality, region = locality] = (job.english?.location ?? job.location).split(',').map((part) => part.trim())
	return {
		'@context': 'https://schema.org/',
		'@type': 'JobPosting',
		title: job.title,
		description: `<p>${escapeHtml(job.description)}</p>`,
		datePosted: job.openedAt,
		validThrough: lastMomentOfIndianDay(job.tillDate),
		employmentType: 'FULL_TIME',
		occupationalCategory,
		identifier: { '@type': 'PropertyValue', name: company.legalName, value: String(job.id) },
		hiringOrganization: {
			'@type': 'Organization',
			name: company.legalName,
			sameAs: publicUrl,
			logo: `${publicUrl}/favicon.svg`,
		},
		jobLocation: {
			'@type': 'Place',
			address: { '@type': 'PostalAddress', addressLocality: locality, addressRegion: region, addressCountry: 'IN' },
		},
		directApply: true,
		url,
	}
}

function escapeHtml(text: string) {
	return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
	if (!loaderData.job) return <RemovedJob others={loaderData.others} />
	return <JobDetails {...loaderData} job={loaderData.job} />
}

function RemovedJob({ others }: { others: OtherJobs }) {
	const localize = useLocalize()
	const t = useT()
	return (
		<div className="container page-section job-page">
			<p>
				<Link to={localize('/career')} className="job-back">
					<Icon name="chevron-left" size={18} /> {t('career.allJobs')}
				</Link>
			</p>
			<h1>{t('career.removedTitle')}</h1>
			<FormNotice tone="info">
				<p>{t('career.removedText')}</p>
			</FormNotice>
			<OtherOpenJobs others={others} />
		</div>
	)
}

type OtherJobs = { category: ShownCategory | null; jobs: PublicJob[] }

function OtherOpenJobs({ others }: { others: OtherJobs }) {
	const localize = useLocalize()
	const t = useT()
	const language = useLanguage()
	const category = others.category
	return (
		<section className="other-jobs" aria-labelledby="other-jobs-title">
			<h2 id="other-jobs-title">
				{category
					? fillParts(t('career.openInCategory', { category: '{category}' }), {
							category: <span lang={category.lang}>{category.name}</span>,
						})
					: t('career.openJobs')}
			</h2>
			{others.jobs.length > 0 ? (
				<ul className="other-jobs-list">
					{others.jobs.map((job) => (
						<li key={job.id}>
							<Link to={localize(`/career/${job.id}`)} lang={jobTextLang(job, 'title')}>
								{job.title}
							</Link>
							<span>
								<span lang={jobTextLang(job, 'location')}>{job.location}</span> ·{' '}
								{t('career.applyTillShort', { deadline: formatDay(language, job.tillDate) })}
							</span>
						</li>
					))}
				</ul>
			) : (
				<p>{t('career.noJobs')}</p>
			)}
			<p>
				<Link to={localize(category ? `/career?category=${encodeURIComponent(category.value)}` : '/career')}>
					{t('career.searchAllJobs')}
				</Link>
			</p>
		</section>
	)
}

function JobDetails({
	job,
	open,
	closedByStaff,
	category,
	occupationalCategory,
	others,
	publicUrl,
}: {
	job: PublicJob
	open: boolean
	closedByStaff: boolean
	category: ShownCategory
	occupationalCategory: string
	others: OtherJobs | null
	publicUrl: string
}) {
	const localize = useLocalize()
	const t = useT()
	const language = useLanguage()
	const deadline = formatDay(language, job.tillDate)
	// The page in the visitor's language: what is shared opens in the language it was shared from.
	const url = `${publicUrl}${localize(`/career/${job.id}`)}`
	const shareText = t('career.shareText', { title: job.title, location: job.location, deadline, url })

	return (
		<div className="container page-section job-page">
			<p>
				<Link to={localize('/career')} className="job-back">
					<Icon name="chevron-left" size={18} /> {t('career.allJobs')}
				</Link>
			</p>
			<h1 lang={jobTextLang(job, 'title')}>{job.title}</h1>
			{open ? (
				<JsonLd data={jobPosting(job, url, publicUrl, occupationalCategory)} />
			) : (
				<FormNotice tone="info">
					{/* A job staff closed before its last date does not say the date has passed: it is closed. */}
					<p>
						{closedByStaff ? (
							<strong>{t('jobClosed.byStaff')}</strong>
						) : (
							<>
								<strong>{t('career.closedTitle')}</strong> {t('career.closedText')}
							</>
						)}{' '}
						<Link to={localize('/career')}>{t('career.allJobs')}</Link>
					</p>
				</FormNotice>
			)}
			<JobFacts job={job} category={category} />
			<FormNotice tone="info">
				<p>{t('career.noFee')}</p>
			</FormNotice>
			<div className="job-card-actions">
				{open ? <ApplyNowLink job={job} /> : null}
				{job.pdf ? <JobAdvertLink pdf={job.pdf} className="button button-outline" iconSize={18} /> : null}
				{open ? (
					<a
						href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
						className="button button-outline"
						rel="noopener noreferrer"
						target="_blank"
					>
						<Icon name="whatsapp" size={18} /> {t('career.share')}
					</a>
				) : null}
			</div>
			{/* Not this one? The alerts of its kind of work, from every job's page (a page sent without React). */}
			<p className="job-alerts-link">
				<Link to={localize(`/career/alerts?category=${encodeURIComponent(job.category)}`)} reloadDocument>
					{t('alerts.title')}
				</Link>
			</p>
			{others ? <OtherOpenJobs others={others} /> : null}
		</div>
	)
}
