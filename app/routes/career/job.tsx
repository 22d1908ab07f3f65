import { data, Link } from 'react-router'
import { company } from '#content/company.ts'
import { useApplyDialog, ApplyNowLink } from '#app/components/career/apply-dialog.tsx'
import { JobFacts } from '#app/components/career/job-facts.tsx'
import { FormNotice } from '#app/components/forms.tsx'
import { Icon } from '#app/components/icon.tsx'
import { JsonLd } from '#app/components/json-ld.tsx'
import { useT } from '#app/i18n/index.ts'
import { toPublicJob, type PublicJob } from '#app/utils/career.ts'
import { formatIndianDate, isJobOpen } from '#app/utils/jobs.ts'
import { pageMeta } from '#app/utils/seo.ts'
import styles from '#app/styles/career.css?url'
import type { Route } from './+types/job'
import { getDb } from '#app/utils/db.server.ts'
import { findJob } from '#app/utils/career.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
	pageMeta({
		title: loaderData ? `${loaderData.job.title}, ${loaderData.job.location}` : 'Job not found',
		description: loaderData ? loaderData.job.description.slice(0, 160) : 'There is no such job.',
		path: `/career/${params.id}`,
		matches,
		noindex: !loaderData?.open,
	})

export async function loader({ params }: Route.LoaderArgs) {
	const job = /^\d{1,9}$/.test(params.id) ? await findJob(getDb(), Number(params.id)) : undefined
	if (!job) throw data('There is no such job. It may have been removed.', { status: 404 })
	const open = isJobOpen(job)
	const env = getEnv()
	// An expired job's page stays for old links, but says so with 410 Gone and carries no JobPosting.
	return data(
		{ job: toPublicJob(job), open, publicUrl: env.PUBLIC_URL, maxFileBytes: env.UPLOAD_MAX_BYTES },
		{ status: open ? 200 : 410 },
	)
}

/** Google's JobPosting: https://developers.google.com/search/docs/appearance/structured-data/job-posting */
function jobPosting(job: PublicJob, publicUrl: string) {
	const [locality, region = locality] = job.location.split(',').map((part) => part.trim())
	return {
		'@context': 'https://schema.org/',
		'@type': 'JobPosting',
		title: job.title,
		description: `<p>${escapeHtml(job.description)}</p>`,
		datePosted: job.openedAt,
		validThrough: `${job.tillDate}T23:59:59+05:30`,
		employmentType: 'FULL_TIME',
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
		url: `${publicUrl}/career/${job.id}`,
	}
}

function escapeHtml(text: string) {
	return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
	const { job, open, publicUrl, maxFileBytes } = loaderData
	const t = useT()
	const { open: openDialog, dialog } = useApplyDialog(maxFileBytes)
	const deadline = formatIndianDate(job.tillDate)
	const url = `${publicUrl}/career/${job.id}`
	const shareText = t('career.shareText', { title: job.title, location: job.location, deadline, url })

	return (
		<div className="container page-section job-page">
			<p>
				<Link to="/career" className="job-back">
					<Icon name="chevron-left" size={18} /> {t('career.allJobs')}
				</Link>
			</p>
			<h1>{job.title}</h1>
			{open ? (
				<JsonLd data={jobPosting(job, publicUrl)} />
			) : (
				<FormNotice tone="info">
					<p>
						<strong>{t('career.closedTitle')}.</strong> {t('career.closedText')}{' '}
						<Link to="/career">{t('career.allJobs')}</Link>
					</p>
				</FormNotice>
			)}
			<JobFacts job={job} />
			<FormNotice tone="info">
				<p>{t('career.noFee')}</p>
			</FormNotice>
			<div className="job-card-actions">
				{open ? <ApplyNowLink job={job} onOpen={openDialog} /> : null}
				{job.pdf ? (
					<a href={`/Pdf/${encodeURIComponent(job.pdf)}`} className="button button-outline">
						<Icon name="download" size={18} /> {t('career.advert')}
					</a>
				) : null}
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
			{dialog}
		</div>
	)
}
