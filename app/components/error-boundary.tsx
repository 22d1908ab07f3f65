import type { ReactNode } from 'react'
import { isRouteErrorResponse, Link, useParams, useRouteError, type ErrorResponse } from 'react-router'
import { useT, useLocalize } from '#app/i18n/index.ts'
import { isOutageBody } from '#app/utils/db/outage.ts'

type StatusHandler = (info: { error: ErrorResponse; params: Record<string, string | undefined> }) => ReactNode

/**
 * The one error view routes reuse (the Epic Stack's GeneralErrorBoundary): a route
 * gives handlers for the statuses it knows (a removed job's 404), and every other
 * error reads the same, with a way on.
 */
export function GeneralErrorBoundary({
	statusHandlers = {},
	defaultStatusHandler = ({ error }) => (
		<ErrorMessage status={error.status} text={errorText(error)} outage={isOutage(error)} />
	),
	unexpectedErrorHandler = () => <ErrorMessage status={500} />,
}: {
	statusHandlers?: Record<number, StatusHandler>
	defaultStatusHandler?: StatusHandler
	unexpectedErrorHandler?: (error: unknown) => ReactNode
}) {
	const error = useRouteError()
	const params = useParams()
	if (typeof document !== 'undefined') console.error(error)
	if (!isRouteErrorResponse(error)) return unexpectedErrorHandler(error)
	return (statusHandlers[error.status] ?? defaultStatusHandler)({ error, params })
}

function errorText(error: ErrorResponse) {
	return typeof error.data === 'string' && error.data.length < 300 ? error.data : undefined
}

/** The server's answer while the database is out of reach (app/utils/db/db-health.server.ts). */
function isOutage(error: ErrorResponse) {
	return error.status === 503 && isOutageBody(error.data)
}

function ErrorMessage({ status, text, outage = false }: { status: number; text?: string; outage?: boolean }) {
	const localize = useLocalize()
	const t = useT()
	const title = outage ? t('outage.title') : status === 404 ? t('notFound.title') : t('error.title')
	return (
		<section className="container page-section error-page" aria-labelledby="error-title">
			{/* React puts the title in the head: the route's own meta is not rendered for an error. */}
			<title>{`${title} | Brisk`}</title>
			<h1 id="error-title">{title}</h1>
			<p>{outage ? t('outage.text') : (text ?? t('error.text'))}</p>
			<p className="error-status">{t('error.status', { status })}</p>
			<p>
				<Link to={localize('/')}>{t('error.home')}</Link> ·{' '}
				<Link to={localize('/contact-us')}>{t('error.contact')}</Link>
			</p>
		</section>
	)
}
