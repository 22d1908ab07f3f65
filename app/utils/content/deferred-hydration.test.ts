import { describe, expect, test } from 'vitest'
import { deferHydration, HELD_SCRIPT_TYPE } from './deferred-hydration.ts'

// The end of a form page as React Router 7.18 renders it (shortened).
const formPage = [
	'<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><main><form method="post"></form></main>',
	'<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="n0nce=="/>',
	'<link rel="modulepreload" href="/assets/root-B2.js" nonce="n0nce=="/>',
	'<script nonce="n0nce==">window.__reactRouterContext = {"ssr":true};</script>',
	'<script nonce="n0nce==" type="module" async="">;\nimport * as route0 from "/assets/root-B2.js";\n',
	'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A1.js"}};\n',
	'import("/assets/entry.client-A1.js");</script>',
	'<script type="module" src="/assets/enhance-C3.js" nonce="n0nce=="></script>',
	'<script nonce="n0nce==">window.__reactRouterContext.streamController.close();</script></body></html>',
].join('')

describe('deferHydration', () => {
	const held = deferHydration(formPage)

	test('takes the framework’s preloads off the page and keeps their addresses on the held script', () => {
		expect(held).not.toContain('modulepreload')
		expect(held).toContain(
			`<script nonce="n0nce==" type="${HELD_SCRIPT_TYPE}" data-preload="/assets/entry.client-A1.js /assets/root-B2.js">`,
		)
	})

	test('holds only the framework’s module script: the loader data and the page’s own script run as before', () => {
		expect(held).not.toContain('type="module" async=""')
		expect(held).toContain('import("/assets/entry.client-A1.js");</script>')
		expect(held).toContain('<script nonce="n0nce==">window.__reactRouterContext = {"ssr":true};</script>')
		expect(held).toContain('<script type="module" src="/assets/enhance-C3.js" nonce="n0nce=="></script>')
		expect(held).toContain('streamController.close()')
	})

	test('leaves a page without the framework’s scripts as it is', () => {
		const plain =
			'<html><body><link rel="modulepreload" href="/x.js"/><script type="module" src="/a.js"></script></body></html>'
		expect(deferHydration(plain)).toBe(plain)
	})
})
