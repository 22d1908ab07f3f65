import { GeneralErrorBoundary } from './error-boundary.tsx'

/**
 * The back office's error view, in its own frame: another role's area (403) and a record gone
 * or never there (404) say so in the back office's words. The back office's layout shows it for
 * its pages' errors, and the root for a refusal of the back office's middleware, which comes
 * before any loader has run.
 */
export function BackOfficeError() {
	return (
		<main id="main" tabIndex={-1} className="admin-main">
			<GeneralErrorBoundary
				statusHandlers={{
					403: ({ error }) => (
						<section className="admin-page" aria-labelledby="error-title">
							<h1 id="error-title">Not for your role</h1>
							<p>{typeof error.data === 'string' ? error.data : 'Your role does not give access to this page.'}</p>
							<p>
								<a href="/admin">Back to the dashboard</a>
							</p>
						</section>
					),
					// A record gone or never there (an erased application's page, another person's saved filter).
					404: ({ error }) => (
						<section className="admin-page" aria-labelledby="error-title">
							<h1 id="error-title">Not found</h1>
							<p>{typeof error.data === 'string' ? error.data : 'There is nothing at this address.'}</p>
							<p>
								<a href="/admin">Back to the dashboard</a>
							</p>
						</section>
					),
				}}
			/>
		</main>
	)
}
