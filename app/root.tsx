import { useEffect } from 'react'
import {
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	isRouteErrorResponse,
	useRouteError,
	type LinksFunction,
} from 'react-router'
import type { Route } from './+types/root'
import { PageLoading } from './components/page-loading.tsx'
import { ScrollToTopButton, useScrollToTopOnNavigate } from './components/scroll-to-top.tsx'
import { SiteFooter } from './components/site-footer.tsx'
import { SiteHeader } from './components/site-header.tsx'
import { useT } from './i18n/index.ts'
import { useNonce } from './utils/nonce.tsx'
import stylesheet from './styles/app.css?url'
import { getPublicEnv } from './utils/env.server.ts'

export const links: LinksFunction = () => [
	{ rel: 'stylesheet', href: stylesheet },
	{ rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ context }: Route.LoaderArgs) {
	return {
		csrfToken: context.csrfToken,
		language: 'en' as const,
		publicUrl: getPublicEnv().PUBLIC_URL,
	}
}

export function Layout({ children }: { children: React.ReactNode }) {
	const nonce = useNonce()
	return (
		// The inline script below adds the "js" class before React hydrates.
		<html lang="en" suppressHydrationWarning>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#0b4a73" />
				<script nonce={nonce} suppressHydrationWarning>
					{`document.documentElement.classList.add('js')`}
				</script>
				<Meta />
				<Links />
			</head>
			<body>
				{children}
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

function Shell({ children }: { children: React.ReactNode }) {
	const t = useT()
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
			<SiteHeader />
			<main id="main" tabIndex={-1}>
				{children}
			</main>
			<SiteFooter />
			<ScrollToTopButton />
		</>
	)
}

export default function App() {
	return (
		<Shell>
			<Outlet />
		</Shell>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	const t = useT()
	const status = isRouteErrorResponse(error) ? error.status : 500
	return (
		<Shell>
			<section className="container page-section error-page">
				<h1>{t('error.title')}</h1>
				<p>{t('error.status', { status })}</p>
				<p>{isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : t('error.text')}</p>
			</section>
		</Shell>
	)
}
