import { data, Link } from 'react-router'
import { ApplyForm } from '#app/components/career/apply-form.tsx'
import { ApplyNotice } from '#app/components/career/notice-list.tsx'
import { Icon } from '#app/components/icon.tsx'
import { translate, useT, useLocalize } from '#app/i18n/index.ts'
import { jobTextLang } from '#app/utils/jobs/public-jobs.ts'
import { toPublicJobs } from '#app/utils/jobs/public-jobs.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { requestLanguage } from '#app/i18n/languages.ts'
import { closedByStaff, isJobOpen } from '#app/utils/jobs/jobs.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import styles from '#app/styles/career.css?url'
import { getEnv } from '#app/utils/core/env.server.ts'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'
import { FILES_KEPT_HEADER } from '#app/utils/applying/apply-outcome.ts'
import { applyFormBody } from './+shared/apply-body.ts'
import { applyForJob, findJobByParam } from './+shared/apply.server.ts'
import type { Route } from './+types/apply'
import { requestContext } from '#app/context.ts'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]

// Sent without React (docs/decisions/016-form-pages-without-react.md): app/enhance/apply.js gives the form its
// behaviour.
export const handle = { ...staticPage, body: applyFormBody }
export const clientLoader = loadDocument

// The page carries a submission key of its own for each visitor: never kept by a cache, the server's render cache
// included (it keeps only pages marked neither private nor no-store).
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
	const t = metaT(matches)
	return pageMeta({
		title: loaderData ? t('meta.apply.title', { title: loaderData.job.title }) : t('meta.apply.titleNoJob'),
		description: t('meta.apply.description'),
		// The form is part of its job's page: search engines are pointed there rather than told to skip it.
		path: `/career/${params.id}`,
		matches,
	})
}

async function requireJob(id: string, request: Request) {
	const job = await findJobByParam(id)
	if (!job) throw data(translate(requestLanguage(request), 'career.notFound'), { status: 404 })
	return job
}

// Without JavaScript the Apply Job form is this page of its own (forms work without JavaScript).
export async function loader({ params, request }: Route.LoaderArgs) {
	const job = await requireJob(params.id, request)
	const open = isJobOpen(job)
	const { id, title, location, inEnglish, category, requirements } = (
		await toPublicJobs(getDb(), [job], requestLanguage(request))
	)[0]!
	return data(
		{
			job: { id, title, location, inEnglish, category, requirements },
			open,
			closedByStaff: closedByStaff(job),
			maxFileBytes: getEnv().UPLOAD_MAX_BYTES,
			// Without JavaScript a second press, or the browser sending the form again, is the same submission.
			submissionKey: crypto.randomUUID(),
		},
		{ status: open ? 200 : 410 },
	)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { reply, status, headers } = await applyForJob(
		request,
		await requireJob(params.id, request),
		context.get(requestContext).clientIp,
	)
	// The page's script says whether the files chosen are still in the browser (its form stays as it was).
	const kept = request.headers.get(FILES_KEPT_HEADER)
	return data({ reply, filesKept: kept === null ? null : kept === 'yes' }, { status, headers })
}

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
	const localize = useLocalize()
	const { job, open, closedByStaff: closedEarly, maxFileBytes, submissionKey } = loaderData
	const t = useT()
	return (
		<div className="container page-section apply-page">
			<p>
				<Link to={localize(`/career/${job.id}`)} className="job-back">
					<Icon name="chevron-left" size={18} /> <span lang={jobTextLang(job, 'title')}>{job.title}</span>
				</Link>
			</p>
			<h1>{t('apply.pageTitle')}</h1>
			{open ? (
				<ApplyForm
					job={job}
					maxFileBytes={maxFileBytes}
					serverReply={actionData?.reply}
					filesKept={actionData?.filesKept ?? null}
					submissionKey={submissionKey}
				/>
			) : (
				<ApplyNotice outcome={closedEarly ? 'closed-by-staff' : 'closed'} />
			)}
		</div>
	)
}
