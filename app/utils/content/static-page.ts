// Pages that need no React in the browser: rendered on the server, sent without
// the framework's scripts, given their behaviour by the page's one small script
// (app/enhance/enhance.js). See docs/decisions/009-pages-hydrate-only-with-forms.md.
//
// A static route exports both:
//   export const handle = staticPage
//   export const clientLoader = loadDocument
// and a server loader: its own, or noData (with a client loader and no server
// loader, the server would render a loading placeholder instead of the page).

export const staticPage = { hydrate: false } as const

/**
 * Set by the server's entry on a static page's answer, for the render cache: such a
 * page carries no value of its own per visitor once its scripts go by hash instead
 * of nonce, so it is kept compressed (server/render-cache.ts). Never sent.
 */
export const STATIC_PAGE_HEADER = 'x-static-page'

/** The one inline script of every page: marks the page as scripted before it paints (the root layout). */
export const SCRIPTED_PAGE_SCRIPT = "document.documentElement.classList.add('js')"

export interface PageHandle {
	/** false: the page is sent without React's scripts. */
	hydrate?: boolean
}

/**
 * Reaching a static page from a hydrated one (a header link on the career page)
 * loads the whole document, so the page arrives as every visitor gets it, with its
 * script, instead of as React components without their behaviour.
 */
export function loadDocument({ request }: { request: Request }): Promise<never> {
	window.location.assign(request.url)
	return new Promise(() => {})
}

/** The server loader of a static page that has no data of its own. */
export function noData() {
	return null
}
