import { Link, useNavigation } from 'react-router'
import { FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import { useLocalize, useT, type MessageKey } from '#app/i18n/index.ts'

export type AlertLinkState =
	{ state: 'ask'; what: string } | { state: 'done' } | { state: 'invalid' } | { state: 'expired'; what: string }

/**
 * The page an alert's link opens (to confirm it, or to stop it): a button, never the change itself,
 * so that a mail scanner that follows every link changes nothing. Its post goes to the same address.
 */
export function AlertLinkPage({
	path,
	token,
	answer,
	words,
}: {
	path: string
	token: string
	answer: AlertLinkState
	/** doneTitle heads the page once the press is done: the title asks for something no longer to do. */
	words: { title: MessageKey; lead: MessageKey; button: MessageKey; done: MessageKey; doneTitle: MessageKey }
}) {
	const t = useT()
	const localize = useLocalize()
	const navigation = useNavigation()
	return (
		<div className="container page-section status-page">
			<h1>{t(answer.state === 'done' ? words.doneTitle : words.title)}</h1>
			<div aria-live="polite" aria-atomic="true">
				{answer.state === 'done' ? (
					<FormNotice tone="success">
						<p>{t(words.done)}</p>
					</FormNotice>
				) : null}
				{answer.state === 'invalid' ? (
					<FormNotice tone="error">
						<p>{t('alerts.invalid')}</p>
					</FormNotice>
				) : null}
				{answer.state === 'expired' && navigation.state === 'idle' ? (
					<FormNotice tone="error">
						<p>{t('alerts.linkExpired')}</p>
					</FormNotice>
				) : null}
			</div>
			{answer.state === 'ask' || answer.state === 'expired' ? (
				<PostForm action={`${localize(path)}?token=${encodeURIComponent(token)}`} className="status-form">
					<p>{t(words.lead, { what: answer.what })}</p>
					<StatusButton className="button button-primary">{t(words.button)}</StatusButton>
				</PostForm>
			) : null}
			<p>
				<Link to={localize('/career')}>{t('alerts.backToCareer')}</Link>
			</p>
		</div>
	)
}
