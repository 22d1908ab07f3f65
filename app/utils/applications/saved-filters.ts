import { z } from 'zod'
import { filtersQuery, readApplicationFilters } from './applications.ts'

// A saved filter's rules, read by the saved filters' page, its form in the browser and the domain
// module (saved-filters.server.ts): the name's limits, the most a person keeps, the query as the list reads it.

export const MAX_SAVED_FILTERS = 20
export const MAX_FILTER_NAME = 60

/** A saved filter's name: 1 to 60 characters, no control characters (a tab or line break pasted in). */
export const SavedFilterName = z
	.string({ error: 'Name the filter, for example “Pune guards, new”.' })
	.trim()
	.min(1, 'Name the filter, for example “Pune guards, new”.')
	.max(MAX_FILTER_NAME, `Keep the name to ${MAX_FILTER_NAME} characters.`)
	.refine((name) => !/\p{Cc}/u.test(name), 'The name has a control character (a tab or a line break): type it again.')

/** A query string as the applications list reads it: only its own filters, in its own order; '' for none. */
export function normaliseFilterQuery(query: string) {
	const url = new URL(`/admin/applications?${query.replace(/^\?/, '')}`, 'http://localhost')
	return filtersQuery(readApplicationFilters(url))
}
