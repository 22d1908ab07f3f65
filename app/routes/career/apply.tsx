import { data, Link } from 'react-router'
import { ApplyForm } from '#app/components/career/apply-form.tsx'
import { NoticeList } from '#app/components/career/notice-list.tsx'
import { Icon } from '#app/components/icon.tsx'
import { useT } from '#app/i18n/index.ts'
import { translate } from '#app/i18n/index.ts'
import type { ApplyOutcome } from '#app/utils/career.ts'
import { isJobOpen } from '#app/utils/jobs.ts'
import { pageMeta } from '#app/utils/seo.ts'
import styles from '#app/styles/career.css?url'
import type { Route } from './+types/apply'
import { getDb } from '#app/utils/db.server.ts'
import { findJob } from '#app/utils/career.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { handleApplySubmission, httpStatusOf } from '#app/utils/career-apply.server.ts'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
	pageMeta({
		title: loaderData ? `Apply Job: ${loaderData.job.title}` : 'Apply Job',
		description: 'Apply for a job at Brisk with your photo, resume and Aadhaar card. Brisk never charges any fee.',
		path: `/career/${params.id}/apply`,
		matches,
		noindex: true,
	})

async function loadJob(id: string) {
	const job = /^\d{1,9}$/.test(id) ? await findJob(getDb(), Number(id)) : undefined
	if (!job) throw data(translate('en', 'career.notFound'), { status: 404 })
	return job
}

// Without JavaScript the Apply Job form is this page of its own (PRODUCT.md: forms work without JavaScript).
export async function loader({ params }: Route.LoaderArgs) {
	const job = await loadJob(params.id)
	const open = isJobOpen(job)
	return data(
		{ job: { id: job.id, title: job.title, location: job.location }, open, maxFileBytes: getEnv().UPLOAD_MAX_BYTES },
		{ status: open ? 200 : 410 },
	)
}

export async function action({ request, params }: Route.ActionArgs) {
	if (!/^\d{1,9}$/.test(params.id)) throw data(translate('en', 'career.notFound'), { status: 404 })
	const outcome: ApplyOutcome = await handleApplySubmission(request, Number(params.id))
	return data({ outcome }, { status: httpStatusOf(outcome) })
}

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
	const { job, open, maxFileBytes } = loaderData
	const t = useT()
	const outcome = actionData?.outcome
	return (
		<div className="container page-section apply-page">
			<p>
				<Link to={`/career/${job.id}`} className="job-back">
					<Icon name="chevron-left" size={18} /> {job.title}
				</Link>
			</p>
			<h1>{t('apply.pageTitle')}</h1>
			{open ? (
				// A new key after each post, so that the form starts from the server's answer.
				<ApplyForm key={JSON.stringify(outcome ?? null)} job={job} maxFileBytes={maxFileBytes} serverOutcome={outcome} />
			) : (
				<NoticeList outcome={{ status: 'closed', notices: [t('apply.notice.closed')] }} />
			)}
		</div>
	)
}
