import { useEffect } from 'react'
import {
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useLocation,
	useMatches,
	useRouteLoaderData,
	type LinksFunction,
	type ShouldRevalidateFunction,
} from 'react-router'
import type { Route } from './+types/root'
import { BackOfficeError } from './components/back-office-error.tsx'
import { GeneralErrorBoundary } from './components/error-boundary.tsx'
import { PageLoading } from './components/page-loading.tsx'
import { ScrollToTopButton, useScrollToTopOnNavigate } from './components/scroll-to-top.tsx'
import { SiteFooter } from './components/site-footer.tsx'
import { SiteHeader } from './components/site-header.tsx'
import { useT } from './i18n/index.ts'
import { LANGUAGE_INFO, languageOfPath } from './i18n/languages.ts'
import { useNonce } from './utils/http/nonce.tsx'
import stylesheet from './styles/app.css?url'
import enhanceScript from './enhance/enhance.js?url'
import { SCRIPTED_PAGE_SCRIPT, type PageHandle } from './utils/content/static-page.ts'
import { getPublicEnv } from './utils/core/env.server.ts'
import { changedForBrowser, requestContent, siteContentMiddleware } from './utils/content/site-content.server.ts'
import { answerOutages } from './utils/db/db-health.server.ts'
import { requestContext } from './context.ts'
import { setContentSource, type PublishedContent } from '#content/localized.ts'

export const links: LinksFunction = () => [
	{ rel: 'stylesheet', href: stylesheet },
	{ rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/**
 * Every request, before its loaders and actions: a request that finds the database gone answers 503, and the
 * request's site content (published, or a content editor's preview) is chosen once, into its context.
 */
export const middleware: Route.MiddlewareFunction[] = [answerOutages, siteContentMiddleware]

export async function loader({ context, request }: Route.LoaderArgs) {
	const language = languageOfPath(new URL(request.url).pathname)
	const content = requestContent(context)
	return {
		csrfToken: context.get(requestContext).csrfToken,
		language,
		publicUrl: getPublicEnv().PUBLIC_URL,
		// Only what staff changed from the content files, in this language: a hydrating page renders the same words.
		siteContent: changedForBrowser(content, language),
		contentPreview: content.preview,
	}
}

/** A preview (drafts) is left as a whole: moving to a page without ?preview reads the published content again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
	currentUrl.searchParams.has('preview') !== nextUrl.searchParams.has('preview') || defaultShouldRevalidate

/**
 * In the browser, the content getters read the published words the server rendered
 * with (the server's own come from the request: app/utils/content/site-content.server.ts).
 */
function useBrowserContent(content: PublishedContent | undefined) {
	if (typeof document !== 'undefined') setContentSource(() => content)
}

export function Layout({ children }: { children: React.ReactNode }) {
	const nonce = useNonce()
	const language = languageOfPath(useLocation().pathname)
	const hydrates = usePageHydrates()
	const backOffice = useIsBackOffice()
	return (
		// The inline script below adds the "js" class before React hydrates.
		<html
			lang={language}
			data-script={LANGUAGE_INFO[language].script}
			data-static={hydrates ? undefined : ''}
			suppressHydrationWarning
		>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#0b4a73" />
				<script nonce={nonce} suppressHydrationWarning>
					{SCRIPTED_PAGE_SCRIPT}
				</script>
				<Meta />
				<Links />
			</head>
			<body>
				{children}
				{hydrates ? (
					<>
						<ScrollRestoration nonce={nonce} />
						<Scripts nonce={nonce} />
					</>
				) : null}
				{backOffice ? null : <script type="module" src={enhanceScript} nonce={nonce} />}
			</body>
		</html>
	)
}

/** A page hydrates unless its route says it needs no React in the browser (app/utils/content/static-page.ts). */
function usePageHydrates() {
	const matches = useMatches()
	const page = matches[matches.length - 1]
	return (page?.handle as PageHandle | undefined)?.hydrate !== false
}

function Shell({ children }: { children: React.ReactNode }) {
	const t = useT()
	const root = useRouteLoaderData<typeof loader>('root')
	useBrowserContent(root?.siteContent)
	useScrollToTopOnNavigate()
	// Marks the moment the page's controls start to respond (browser tests wait for it).
	useEffect(() => {
		document.documentElement.dataset.hydrated = 'true'
	}, [])
	return (
		<>
			<a className="skip-link" href="#main">
				{t('site.skipToContent')}
			</a>
			<PageLoading />
			{root?.contentPreview ? (
				<p className="content-preview-notice" role="status">
					Preview: this page shows the site content’s unpublished drafts, to you only.{' '}
					<a href="/admin/content">Back to Site content</a>
				</p>
			) : null}
			<SiteHeader />
			<main id="main" tabIndex={-1}>
				{children}
			</main>
			<SiteFooter />
			<ScrollToTopButton />
		</>
	)
}

/** The back office has a frame of its own: no public header, footer or buttons around it. */
function useIsBackOffice() {
	return useMatches().some((match) => match.id.startsWith('routes/admin/'))
}

function BackOfficeShell({ children }: { children: React.ReactNode }) {
	useEffect(() => {
		document.documentElement.dataset.hydrated = 'true'
	}, [])
	return (
		<>
			<a className="skip-link" href="#main">
				Skip to the content
			</a>
			{children}
		</>
	)
}

export default function App() {
	const backOffice = useIsBackOffice()
	return backOffice ? (
		<BackOfficeShell>
			<Outlet />
		</BackOfficeShell>
	) : (
		<Shell>
			<Outlet />
		</Shell>
	)
}

export function ErrorBoundary() {
	const backOffice = useIsBackOffice()
	// The back office's middleware refuses before any loader runs: its 403 is shown here, in the back office's words.
	return backOffice ? (
		<BackOfficeShell>
			<BackOfficeError />
		</BackOfficeShell>
	) : (
		<Shell>
			<GeneralErrorBoundary />
		</Shell>
	)
}
