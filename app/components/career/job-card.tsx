import { Link } from 'react-router'
import { Icon } from '#app/components/icon.tsx'
import { formatDay, useLanguage, useLocalize, useT } from '#app/i18n/index.ts'
import { jobTextLang, type ListedJob } from '#app/utils/jobs/public-jobs.ts'
import type { ShownCategory } from '#app/utils/jobs/job-categories.ts'
import { ApplyNowLink } from './apply-now-link.tsx'
import { JobAdvertLink } from './job-advert.tsx'

/** A job card: title, designation, category, location, the deadline, the advert and Apply now. */
export function JobCard({
	job,
	category,
	recent,
}: {
	job: ListedJob
	/** Its category's name in the page's language. */
	category?: ShownCategory
	recent: boolean
}) {
	const localize = useLocalize()
	const t = useT()
	const language = useLanguage()
	const titleId = `job-${job.id}-title`
	return (
		<article className="job-card" aria-labelledby={titleId}>
			<div className="job-card-head">
				<h2 id={titleId} className="job-card-title" lang={jobTextLang(job, 'title')}>
					<Link to={localize(`/career/${job.id}`)}>{job.title}</Link>
				</h2>
				{recent ? <span className="job-badge">{t('career.openedRecently')}</span> : null}
			</div>
			<p className="job-card-designation" lang={jobTextLang(job, 'designation')}>
				{job.designation}
			</p>
			{category ? (
				<p className="job-card-category">
					{t('career.category')}: <span lang={category.lang}>{category.name}</span>
				</p>
			) : null}
			<p className="job-card-location">
				<Icon name="pin" size={16} /> <span lang={jobTextLang(job, 'location')}>{job.location}</span>
			</p>
			<p className="job-card-deadline">{t('career.applyTill', { deadline: formatDay(language, job.tillDate) })}</p>
			<div className="job-card-actions">
				<ApplyNowLink job={job} describedBy={titleId} />
				<Link to={localize(`/career/${job.id}`)} className="button button-outline" aria-describedby={titleId}>
					{t('career.details')}
				</Link>
				{job.pdf ? (
					<JobAdvertLink pdf={job.pdf} className="job-card-advert" iconSize={16} describedBy={titleId} />
				) : null}
			</div>
		</article>
	)
}
