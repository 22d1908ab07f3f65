import { formatDay, useEnglishOnly, useLanguage, useT } from '#app/i18n/index.ts'
import { categoryKey } from '#app/utils/jobs/jobs.ts'
import type { ShownCategory } from '#app/utils/jobs/job-categories.ts'
import { jobTextLang, type PublicJob } from '#app/utils/jobs/public-jobs.ts'

/** What a job's page says of it: designation, place, category, deadline, phone, then the description. */
export function JobFacts({ job, category: shown }: { job: PublicJob; category?: ShownCategory }) {
	const t = useT()
	const language = useLanguage()
	const englishOnly = useEnglishOnly()
	const category = categoryKey(job.category)
	return (
		<>
			<dl className="job-facts">
				<div>
					<dt>{t('career.designation')}</dt>
					<dd lang={jobTextLang(job, 'designation')}>{job.designation}</dd>
				</div>
				<div>
					<dt>{t('career.location')}</dt>
					<dd lang={jobTextLang(job, 'location')}>{job.location}</dd>
				</div>
				<div>
					<dt>{t('career.category')}</dt>
					{/* Its name as staff keep it; else (a page not given it) the catalogue's or the stored value. */}
					{shown ? (
						<dd lang={shown.lang}>{shown.name}</dd>
					) : category ? (
						<dd>{t(category)}</dd>
					) : (
						<dd lang={englishOnly}>{job.category}</dd>
					)}
				</div>
				<div>
					<dt>{t('career.deadline')}</dt>
					<dd>{formatDay(language, job.tillDate)}</dd>
				</div>
				<div>
					<dt>{t('career.phone')}</dt>
					<dd>
						<a href={`tel:${job.phone.replace(/\s/g, '')}`}>{job.phone}</a>
					</dd>
				</div>
			</dl>
			<p className="job-description" lang={jobTextLang(job, 'description')}>
				{job.description}
			</p>
		</>
	)
}
