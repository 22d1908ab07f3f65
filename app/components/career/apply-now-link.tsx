import { useSearchParams } from 'react-router'
import { useLocalize, useT } from '#app/i18n/index.ts'
import { linkedSource, withSource } from '#app/utils/applications/application-source.ts'
import type { ApplyJob } from './apply-job.ts'

/**
 * The Apply now link: the job's apply page, on a list or a job's page sent without React (decision 016). A link works
 * with and without JavaScript, and a phone's Back button returns to the list as it was.
 */
export function ApplyNowLink({
	job,
	describedBy,
	className = 'button button-accent',
}: {
	job: Pick<ApplyJob, 'id'>
	describedBy?: string
	className?: string
}) {
	const localize = useLocalize()
	const t = useT()
	// The apply page keeps where the person came from (a job alert's link…).
	const [params] = useSearchParams()
	return (
		<a
			href={withSource(localize(`/career/${job.id}/apply`), linkedSource(params.get('from')))}
			className={className}
			aria-describedby={describedBy}
		>
			{t('career.applyNow')}
		</a>
	)
}
