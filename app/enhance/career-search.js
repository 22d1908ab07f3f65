// @ts-check
// The career list's search as the visitor types (the page is sent without React: decision 016). Without this
// module the search is a GET form whose answer is the list's page; with it, a pause in typing or a category chosen
// asks the server for that page and puts its results in place, the address following (as the hydrated page's
// search did), and the field keeps its focus and its words. A category's link does the same with that category
// (the page stays where it is, as the hydrated page's did). Words typed before this script ran are searched as if
// typed now. A page's link followed while a search waits carries the words typed.
//
// The markup it reads (app/routes/career/index.tsx): the list's [data-career-list], holding its categories'
// nav.career-categories, the form[data-career-search] with input[name="q"] and select[name="category"], the count
// #career-results (a live region: its words change, the element stays) and the results' [data-career-found].

import { part } from './dom.js'

/** How long typing pauses before the list is searched again. */
const SEARCH_DELAY_MS = 300

/**
 * The list's address for these words and this category, as the server writes it (jobListHref): the first page.
 * @param {HTMLFormElement} form
 * @param {string} words
 * @param {string} category
 */
function listUrl(form, words, category) {
	const url = new URL(form.action)
	url.hash = ''
	url.search = ''
	if (words.trim()) url.searchParams.set('q', words.trim())
	if (category) url.searchParams.set('category', category)
	return url
}

/**
 * The search form, its words and its category.
 * @param {HTMLElement} list
 * @returns {[HTMLFormElement, HTMLInputElement, HTMLSelectElement]}
 */
function searchControls(list) {
	const form = part(list, 'form[data-career-search]')
	const words = part(list, 'input[name="q"]')
	const category = part(list, 'select[name="category"]')
	if (
		!(form instanceof HTMLFormElement) ||
		!(words instanceof HTMLInputElement) ||
		!(category instanceof HTMLSelectElement)
	) {
		throw new Error('career-search.js: the search form is not a form with its field and category')
	}
	return [form, words, category]
}

/** @param {HTMLElement} list */
export function setUpCareerSearch(list) {
	const [form, words, category] = searchControls(list)
	/** @type {ReturnType<typeof setTimeout> | undefined} */
	let typing
	/** @type {AbortController | undefined} */
	let asking

	async function search() {
		clearTimeout(typing)
		asking?.abort()
		const controller = new AbortController()
		asking = controller
		const url = listUrl(form, words.value, category.value)
		try {
			const response = await fetch(url, { signal: controller.signal, credentials: 'same-origin' })
			const answer = new DOMParser().parseFromString(await response.text(), 'text/html')
			if (controller.signal.aborted) return
			const fresh = answer.querySelector('[data-career-list]')
			if (!response.ok || !fresh) throw new Error(`career-search.js: ${response.status} for ${url}`)
			// The server's own address for it (a redirect may have changed it), in place of this one: Back leaves the list.
			const shown = new URL(response.url)
			history.replaceState(history.state, '', shown.pathname + shown.search)
			document.title = answer.title
			// A category's link that had the focus hands it to the chosen one of the new links.
			const hadFocus = part(list, '.career-categories').contains(document.activeElement)
			part(list, '.career-categories').replaceWith(document.adoptNode(part(fresh, '.career-categories')))
			const chosen = list.querySelector('.career-categories [aria-current="page"]')
			if (hadFocus && chosen instanceof HTMLElement) chosen.focus()
			part(list, '[data-career-found]').replaceWith(document.adoptNode(part(fresh, '[data-career-found]')))
			part(list, '#career-results').textContent = part(fresh, '#career-results').textContent
		} catch (error) {
			// A search cut short by the next one, or lost with the connection: the list shown stays, the words too.
			if (!controller.signal.aborted) console.warn(error)
		}
	}

	words.addEventListener('input', () => {
		clearTimeout(typing)
		typing = setTimeout(search, SEARCH_DELAY_MS)
	})
	category.addEventListener('change', () => void search())
	form.addEventListener('submit', (event) => {
		event.preventDefault()
		void search()
	})
	list.addEventListener('click', (event) => {
		const link = event.target instanceof Element ? event.target.closest('a[href]') : null
		if (!(link instanceof HTMLAnchorElement)) return
		const plain = !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && event.button === 0
		if (plain && link.closest('.career-categories')) {
			// A category searches the words typed in it, in place.
			event.preventDefault()
			category.value = new URL(link.href).searchParams.get('category') ?? ''
			void search()
			return
		}
		// Another link followed while a search waits drops that search; a page's carries the words typed.
		clearTimeout(typing)
		asking?.abort()
		if (!link.closest('.career-categories, .career-pages')) return
		const target = new URL(link.href)
		if (words.value.trim()) target.searchParams.set('q', words.value.trim())
		else target.searchParams.delete('q')
		link.href = target.href
	})
	// Words typed (or a category chosen) before this script ran: searched now.
	const chosen = [...category.options].find((option) => option.defaultSelected)?.value ?? ''
	if (words.value !== words.defaultValue || category.value !== chosen) typing = setTimeout(search, SEARCH_DELAY_MS)
}
