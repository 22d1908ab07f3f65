// @ts-check
// The one small script of the public pages. Pages that need no React in the
// browser (see docs/decisions/009-pages-hydrate-only-with-forms.md) get their
// behaviour from here; the header and the back-to-top button work the same way on
// every public page, hydrated or not. Everything is plain markup first and
// usable without this script. The header's, the language offer's and the
// back-to-top button's listeners are delegated to the document, so markup that
// React re-renders on a hydrated page keeps working; the banner, the milestones
// and the gallery viewer are bound to their elements once, at load (they are on
// pages that do not hydrate).
//
// Each enhancement is a module of this folder, whose head lists the markup it reads
// (written by the component it names): header.js, languages.js, back-to-top.js,
// carousel.js (the banner), stepper.js (the milestones), gallery.js (the viewer), contact.js (the
// contact page's enquiry form), career-search.js (the career list's search as one types), apply.js (the Apply Job form, with apply-checks.js,
// apply-files.js, apply-send.js and apply-steps.js), posts.js (the posts of a form page sent without React); dom.js holds what they share. This file runs them in order. The
// build makes them one minified file again (vite.config.ts), so the browser loads one
// small script, as it would this file alone.
//
// The markup this file reads: <html data-static> on a page that does not hydrate; this
// script marks it data-hydrated.

import { setUpApplyForm } from './apply.js'
import { watchScroll } from './back-to-top.js'
import { setUpCareerSearch } from './career-search.js'
import { setUpCarousel } from './carousel.js'
import { setUpContactForm } from './contact.js'
import { parts, root } from './dom.js'
import { setUpGallery } from './gallery.js'
import { listenToHeader } from './header.js'
import { markShownOffer } from './languages.js'
import { guardPosts } from './posts.js'
import { setUpStepper } from './stepper.js'

markShownOffer()
listenToHeader()
watchScroll()
guardPosts()

// A widget whose markup is broken stays plain, and the others still work.
for (const [selector, setUp] of /** @type {const} */ ([
	['[data-carousel]', setUpCarousel],
	['[data-stepper]', setUpStepper],
	['[data-gallery]', setUpGallery],
	['[data-contact-form]', setUpContactForm],
	['[data-career-list]', setUpCareerSearch],
	['[data-apply-form]', setUpApplyForm],
])) {
	for (const widget of parts(document, selector)) {
		try {
			setUp(widget)
		} catch (error) {
			console.error(error)
		}
	}
}

// A page that does not hydrate is ready now (browser tests wait for this mark;
// on the other pages React sets it once it has hydrated).
if (root.dataset.static !== undefined) root.dataset.hydrated = 'true'
