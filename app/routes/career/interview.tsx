import { data, Link } from 'react-router'
import { FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import { useLocalize, useT } from '#app/i18n/index.ts'
import { requestLanguage } from '#app/i18n/languages.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { interviewWords } from '#app/utils/applications/applications.ts'
import {
	addDeclineNote,
	answerByLink,
	readInterviewLink,
	type InterviewLinkState,
} from '#app/utils/applications/interview-answers.server.ts'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'
import { linkPageHeaders, linkPageLinks, linkPageMeta } from './+shared/link-page.ts'
import type { Route } from './+types/interview'

// The page an interview invitation's short link opens, in the applicant's language: the interview (day, time, place,
// whom to ask for) and two buttons, "I will come" and "I cannot come", then "another day?" with optional words.
// Opening it changes nothing (a mail scanner opens every link); only a button's post answers, once.

// A page a link opens (+shared/link-page.ts): plain HTML without React, not kept, not indexed.
export const links = linkPageLinks
export const handle = staticPage
export const clientLoader = loadDocument
export const headers = linkPageHeaders
export const meta = linkPageMeta({
	title: 'interview.title',
	description: 'meta.interview.description',
	path: '/career/interview',
})

const NOTE_MAX = 300

type Notice = 'confirmed' | 'declined' | 'noteSaved' | 'expired' | null

function readToken(request: Request) {
	return (new URL(request.url).searchParams.get('token') ?? '').slice(0, 100)
}

/** What the page shows of a link's state, the day and time in the page's words: never the application's id. */
function shown(state: InterviewLinkState, request: Request) {
	if (state.state !== 'open' && state.state !== 'answered') return { state: state.state }
	const { state: kind, answer, note, job, interview } = state
	const words = interviewWords(interview, requestLanguage(request))
	return { state: kind, answer, note, job, interview: { ...interview, day: words.date, clock: words.time } }
}

export async function loader({ request }: Route.LoaderArgs) {
	const token = readToken(request)
	return { token, link: shown(await readInterviewLink(getDb(), token), request), notice: null as Notice }
}

export async function action({ request }: Route.ActionArgs) {
	const { formData, tokenMatches } = await readForm(request, { staleToken: 'report' })
	const token = readToken(request)
	const db = getDb()
	const state = await readInterviewLink(db, token)
	if (!tokenMatches) return data({ token, link: shown(state, request), notice: 'expired' as Notice }, { status: 403 })
	if (state.state !== 'open' && state.state !== 'answered') {
		return data({ token, link: shown(state, request), notice: null as Notice }, { status: 404 })
	}
	const intent = formData.get('intent')
	let notice: Notice = null
	if (state.state === 'open' && (intent === 'come' || intent === 'cannot')) {
		const answer = intent === 'come' ? 'confirmed' : 'declined'
		if (await answerByLink(db, state.invitationId, answer)) notice = answer
	} else if (intent === 'note') {
		const note = cleanNote(String(formData.get('note') ?? ''))
		if (note && (await addDeclineNote(db, state.invitationId, note))) notice = 'noteSaved'
		else if (!note && state.answer === 'declined') notice = 'declined'
	}
	return { token, link: shown(await readInterviewLink(db, token), request), notice }
}

/** The applicant's optional words: one paragraph of plain text, control characters out, within the limit. */
function cleanNote(note: string) {
	return (
		note
			// eslint-disable-next-line no-control-regex -- the control characters are what is removed
			.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
			.trim()
			.slice(0, NOTE_MAX)
	)
}

export default function InterviewAnswerPage({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const localize = useLocalize()
	const { token, link, notice } = actionData ?? loaderData
	const action = `${localize('/career/interview')}?token=${encodeURIComponent(token)}`
	const refusal =
		link.state === 'invalid'
			? t('interview.invalid')
			: link.state === 'erased'
				? t('interview.erased')
				: link.state === 'outdated'
					? t('interview.outdated')
					: null
	return (
		<div className="container page-section status-page">
			<h1>{t('interview.title')}</h1>
			<div aria-live="polite" aria-atomic="true">
				{refusal ? (
					<FormNotice tone="error">
						<p>{refusal}</p>
					</FormNotice>
				) : null}
				{notice === 'expired' ? (
					<FormNotice tone="error">
						<p>{t('interview.expired')}</p>
					</FormNotice>
				) : null}
				{notice === 'confirmed' ? (
					<FormNotice tone="success">
						<p>{t('interview.confirmed')}</p>
					</FormNotice>
				) : null}
				{notice === 'declined' ? (
					<FormNotice tone="success">
						<p>{t('interview.declined')}</p>
					</FormNotice>
				) : null}
				{notice === 'noteSaved' ? (
					<FormNotice tone="success">
						<p>{t('interview.noteSaved')}</p>
					</FormNotice>
				) : null}
				{link.state === 'answered' && !notice ? (
					<FormNotice tone="info">
						<p>{t(link.answer === 'confirmed' ? 'interview.usedConfirmed' : 'interview.usedDeclined')}</p>
					</FormNotice>
				) : null}
			</div>
			{'interview' in link && link.interview ? (
				<InterviewDetails job={link.job} interview={link.interview} lead={link.state === 'open'} />
			) : null}
			{link.state === 'open' ? (
				<div className="interview-answer-buttons">
					<PostForm action={action} intent="come" className="status-form">
						<StatusButton className="button button-primary">{t('interview.come')}</StatusButton>
					</PostForm>
					<PostForm action={action} intent="cannot" className="status-form">
						<StatusButton className="button button-secondary">{t('interview.cannot')}</StatusButton>
					</PostForm>
				</div>
			) : null}
			{link.state === 'answered' && link.answer === 'declined' && !link.note && notice !== 'noteSaved' ? (
				<PostForm action={action} intent="note" className="status-form">
					<h2>{t('interview.otherDay')}</h2>
					<label htmlFor="interview-note">{t('interview.otherDayHint')}</label>
					<textarea id="interview-note" name="note" rows={3} maxLength={NOTE_MAX} />
					<StatusButton className="button button-primary">{t('interview.send')}</StatusButton>
				</PostForm>
			) : null}
			<p>
				<Link to={localize('/career')}>{t('alerts.backToCareer')}</Link>
			</p>
		</div>
	)
}

function InterviewDetails({
	job,
	interview,
	lead,
}: {
	job: string | null
	interview: { day: string; clock: string; place: string; askFor?: string }
	lead: boolean
}) {
	const t = useT()
	return (
		<div className="status-answer">
			{lead ? <p>{t('interview.lead')}</p> : null}
			<dl>
				{job ? (
					<>
						<dt>{t('interview.job')}</dt>
						<dd>{job}</dd>
					</>
				) : null}
				<dt>{t('interview.day')}</dt>
				<dd>{interview.day}</dd>
				<dt>{t('interview.time')}</dt>
				<dd>{interview.clock}</dd>
				<dt>{t('interview.place')}</dt>
				<dd>{interview.place}</dd>
				{interview.askFor ? (
					<>
						<dt>{t('interview.askFor')}</dt>
						<dd>{interview.askFor}</dd>
					</>
				) : null}
			</dl>
		</div>
	)
}
