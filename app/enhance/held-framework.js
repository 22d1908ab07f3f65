// @ts-check
// A page with a form: React starts once the page has loaded and the browser is idle, or at
// once when the visitor reaches for the page. Until then it is a working plain HTML form,
// and what is typed stays (app/utils/content/deferred-hydration.ts).
//
// The markup it reads: the framework's module script held back by the server,
// script[type="text/x-hydrate-later"][data-preload].

/** Starts the framework held back on this page, if it has one, when its time comes. */
export function startHeldFramework() {
	/** @type {HTMLScriptElement | null} */
	const held = document.querySelector('script[type="text/x-hydrate-later"]')
	if (!held) return
	const reaching = ['pointerdown', 'touchstart', 'keydown', 'focusin']
	let started = false
	const startFramework = () => {
		if (started) return
		started = true
		for (const type of reaching) document.removeEventListener(type, startFramework, true)
		for (const href of (held.dataset.preload ?? '').split(' ').filter(Boolean)) {
			const link = document.createElement('link')
			link.rel = 'modulepreload'
			link.href = href
			link.nonce = held.nonce
			document.head.append(link)
		}
		const script = document.createElement('script')
		script.type = 'module'
		script.nonce = held.nonce
		script.textContent = held.textContent
		held.replaceWith(script)
	}
	for (const type of reaching) document.addEventListener(type, startFramework, { capture: true, passive: true })
	const whenIdle = () =>
		'requestIdleCallback' in window
			? requestIdleCallback(startFramework, { timeout: 1000 })
			: setTimeout(startFramework, 50)
	if (document.readyState === 'complete') whenIdle()
	else window.addEventListener('load', whenIdle, { once: true })
}
