import { data, Link } from 'react-router'
import { FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import { formatDate, useLocalize, useT } from '#app/i18n/index.ts'
import { requestLanguage } from '#app/i18n/languages.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { agreeByLink, readPoolLink, type PoolLinkState } from '#app/utils/applying/pool-consent.server.ts'
import { withSource } from '#app/utils/applications/application-source.ts'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'
import { linkPageHeaders, linkPageLinks, linkPageMeta } from './+shared/link-page.ts'
import type { Route } from './+types/pool-invitation'

// The page a pool invitation's short link opens, in the person's language: the job (title and place), and two
// choices: "Yes, put my earlier application forward for this job" (a post, which records their consent once) and
// "Open the job to apply afresh" (the job's page). Opening it changes nothing (a mail scanner opens every link).

// A page a link opens (+shared/link-page.ts): plain HTML without React, not kept, not indexed.
export const links = linkPageLinks
export const handle = staticPage
export const clientLoader = loadDocument
export const headers = linkPageHeaders
export const meta = linkPageMeta({
	title: 'pool.page.title',
	description: 'pool.page.description',
	path: '/career/invitation',
})

type Notice = 'agreed' | 'expired' | null

function readToken(request: Request) {
	return (new URL(request.url).searchParams.get('token') ?? '').slice(0, 100)
}

/** What the page shows of a link: the job and the day of a yes, never the application's id. */
function shown(state: PoolLinkState, request: Request) {
	if (state.state === 'invalid') return { state: state.state }
	if (state.state === 'closed') return { state: state.state, job: state.job }
	const language = requestLanguage(request)
	return {
		state: state.state,
		job: state.job,
		jobId: state.jobId,
		agreedOn: state.agreedAt ? formatDate(language, state.agreedAt) : null,
	}
}

export async function loader({ request }: Route.LoaderArgs) {
	const token = readToken(request)
	const state = await readPoolLink(getDb(), token, requestLanguage(request))
	return { token, link: shown(state, request), notice: null as Notice }
}

export async function action({ request }: Route.ActionArgs) {
	const { formData, tokenMatches } = await readForm(request, { staleToken: 'report' })
	const token = readToken(request)
	const db = getDb()
	const language = requestLanguage(request)
	const state = await readPoolLink(db, token, language)
	if (!tokenMatches) return data({ token, link: shown(state, request), notice: 'expired' as Notice }, { status: 403 })
	if (state.state === 'invalid' || state.state === 'closed') {
		return data({ token, link: shown(state, request), notice: null as Notice }, { status: 404 })
	}
	let notice: Notice = null
	if (state.state === 'open' && formData.get('intent') === 'agree' && (await agreeByLink(db, state.invitationId))) {
		notice = 'agreed'
	}
	return { token, link: shown(await readPoolLink(db, token, language), request), notice }
}

export default function PoolInvitationPage({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const localize = useLocalize()
	const { token, link, notice } = actionData ?? loaderData
	const action = `${localize('/career/invitation')}?token=${encodeURIComponent(token)}`
	return (
		<div className="container page-section status-page">
			<h1>{t('pool.page.title')}</h1>
			<div aria-live="polite" aria-atomic="true">
				{link.state === 'invalid' ? (
					<FormNotice tone="error">
						<p>{t('pool.page.invalid')}</p>
					</FormNotice>
				) : null}
				{link.state === 'closed' ? (
					<FormNotice tone="error">
						<p>{t('pool.page.closed')}</p>
					</FormNotice>
				) : null}
				{notice === 'expired' ? (
					<FormNotice tone="error">
						<p>{t('pool.page.expired')}</p>
					</FormNotice>
				) : null}
				{notice === 'agreed' ? (
					<FormNotice tone="success">
						<p>{t('pool.page.agreed')}</p>
					</FormNotice>
				) : null}
				{link.state === 'agreed' && notice !== 'agreed' && link.agreedOn ? (
					<FormNotice tone="info">
						<p>{t('pool.page.agreedBefore', { date: link.agreedOn })}</p>
					</FormNotice>
				) : null}
			</div>
			{'job' in link && link.job ? (
				<div className="status-answer">
					{link.state === 'open' ? <p>{t('pool.page.lead')}</p> : null}
					<dl>
						<dt>{t('pool.page.job')}</dt>
						<dd>{link.job}</dd>
					</dl>
				</div>
			) : null}
			{link.state === 'open' ? (
				<>
					<PostForm action={action} intent="agree" className="status-form">
						<p>{t('pool.page.agreeHint')}</p>
						<StatusButton className="button button-primary">{t('pool.page.agree')}</StatusButton>
					</PostForm>
					<p>
						<a className="button button-secondary" href={withSource(localize(`/career/${link.jobId}`), 'invitation')}>
							{t('pool.page.apply')}
						</a>
					</p>
				</>
			) : null}
			<p>
				<Link to={localize('/career')}>{t('alerts.backToCareer')}</Link>
			</p>
		</div>
	)
}
