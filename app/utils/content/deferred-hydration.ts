// A public page with a form hydrates after it has painted, not before: React DOM,
// React Router and the page's modules (about 170 KB gzip) would otherwise be fetched at
// high priority beside the HTML, CSS and the first picture, and on a slow phone
// connection they hold back the largest paint by about a second. The page is a
// working plain HTML form until then (docs/decisions/013-form-pages-hydrate-after-paint.md).
//
// The framework's own scripts are rewritten in the rendered document:
// - its <link rel="modulepreload"> tags leave the page; their addresses wait in
//   data-preload on the held script below;
// - its module script (the route modules, the manifest, then the client entry) is kept
//   with a type the browser does not run, HELD_SCRIPT_TYPE.
// The page's own small script (app/enhance/enhance.js) starts them when the page has
// loaded and the browser is idle, or at once when the visitor touches, types or
// focuses anything. The loader data stays where it was: those scripts only fill a
// stream that the client entry reads when it runs.

/** The type of the framework's module script while it waits (enhance.js looks for it). */
export const HELD_SCRIPT_TYPE = 'text/x-hydrate-later'

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const FRAMEWORK_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">(?=[^<]*window\.__reactRouterManifest)/

/**
 * The document with React's start held until after the first paint; a document
 * without the framework's scripts (a page that does not hydrate) comes back unchanged.
 */
export function deferHydration(html: string): string {
	if (!FRAMEWORK_SCRIPT.test(html)) return html
	const preloads: string[] = []
	const withoutPreloads = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
		preloads.push(href)
		return ''
	})
	return withoutPreloads.replace(
		FRAMEWORK_SCRIPT,
		(_tag, nonce: string) =>
			`<script${nonce} type="${HELD_SCRIPT_TYPE}" data-preload="${preloads.map(escapeAttribute).join(' ')}">`,
	)
}

function escapeAttribute(value: string) {
	return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
