// Lists of the back office: their state lives in the address (?page=2&sort=name&dir=desc),
// so that a list can be bookmarked, shared with a colleague and used without JavaScript.

export const PAGE_SIZE = 25

export interface ListState<Sort extends string> {
	page: number
	sort: Sort
	dir: 'asc' | 'desc'
}

/** The page and order a list's address asks for, within what the list allows. */
export function readListState<Sort extends string>(
	url: URL,
	{
		sorts,
		defaultSort,
		defaultDir = 'desc',
	}: { sorts: readonly Sort[]; defaultSort: Sort; defaultDir?: 'asc' | 'desc' },
): ListState<Sort> {
	const page = Number(url.searchParams.get('page'))
	const sort = url.searchParams.get('sort') as Sort
	const dir = url.searchParams.get('dir')
	return {
		page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
		sort: sorts.includes(sort) ? sort : defaultSort,
		dir: dir === 'asc' || dir === 'desc' ? dir : defaultDir,
	}
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g

/**
 * The words a list is searched for, from its address: control characters (a NUL,
 * which PostgreSQL refuses in text, line breaks) become spaces; trimmed, at most 100.
 */
export function readSearchText(url: URL) {
	return (url.searchParams.get('q') ?? '').replace(CONTROL_CHARACTERS, ' ').trim().slice(0, 100)
}

/** The same address with some parameters changed (null removes one); a new filter starts at page 1. */
export function listHref(url: URL | string, changes: Record<string, string | number | null>) {
	const next = new URL(url.toString(), 'http://localhost')
	for (const [name, value] of Object.entries(changes)) {
		if (value === null || value === '') next.searchParams.delete(name)
		else next.searchParams.set(name, String(value))
	}
	if (!('page' in changes)) next.searchParams.delete('page')
	return `${next.pathname}${next.search}`
}
