import { z } from 'zod'
import { isPlainDate } from './dates.ts'
import { parseId } from './ids.ts'

// Lists of the back office: their state lives in the address (?page=2&sort=name&dir=desc
// and the filters), so that a list can be bookmarked, shared with a colleague and used
// without JavaScript. One recipe for every list: `readListQuery` reads the page, the order
// and the list's own filters (a zod object of the `listParam` readers) from the address;
// `countAndPage` (lists.server.ts) runs the query; `ListFilterForm`, `ListEmpty`, `ListTable`
// and `Pagination` (components/admin/list-controls.tsx) show it.

export const PAGE_SIZE = 25
/** The rows a page may show where a list offers the choice (?size=50): a week of applications on a few pages. */
export const PAGE_SIZES = [25, 50, 100] as const

export interface ListState<Sort extends string> {
	page: number
	sort: Sort
	dir: 'asc' | 'desc'
	/** Rows per page: PAGE_SIZE (also when not given), or one of PAGE_SIZES where the list offers them. */
	size?: number
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g

/**
 * Readers of one address parameter each. An address is typed by people and edited by
 * hand, so a value a list does not know is no filter (''/null), never an error.
 */
export const listParam = {
	/** Words to search for: control characters (a NUL, which PostgreSQL refuses in text, line breaks) become spaces; trimmed, at most 100. */
	search: () =>
		z
			.string()
			.transform((text) => text.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, 100))
			.catch(''),
	/** A real day, YYYY-MM-DD (2024-02-31 is none). */
	day: () => z.string().refine(isPlainDate).catch(''),
	/** One of the values the list offers. */
	oneOf: <const Value extends string>(values: readonly Value[]) =>
		z
			.string()
			.refine((value): value is Value => (values as readonly string[]).includes(value))
			.transform((value) => value as Value | '')
			.catch(''),
	/** A record's id. */
	id: () => z.unknown().transform(parseId).catch(null),
}

/** The first value of each parameter of an address (as `searchParams.get` reads them). */
function firstValues(url: URL) {
	const values: Record<string, string> = {}
	for (const [name, value] of url.searchParams) if (!(name in values)) values[name] = value
	return values
}

interface ListOrder<Sort extends string> {
	sorts: readonly Sort[]
	defaultSort: Sort
	defaultDir?: 'asc' | 'desc'
	/** The list offers PAGE_SIZES rows per page (?size=); otherwise a page is PAGE_SIZE. */
	sizes?: boolean
}

/** The page, order and rows per page a list's address asks for, within what the list allows. */
export function readListState<Sort extends string>(
	url: URL,
	{ sorts, defaultSort, defaultDir = 'desc', sizes = false }: ListOrder<Sort>,
): ListState<Sort> {
	const params = firstValues(url)
	const size = Number(params.size)
	return {
		page: z.coerce.number().int().min(1).max(100_000).catch(1).parse(params.page),
		sort: (sorts as readonly string[]).includes(params.sort ?? '') ? (params.sort as Sort) : defaultSort,
		dir: params.dir === 'asc' || params.dir === 'desc' ? params.dir : defaultDir,
		size: sizes && (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE,
	}
}

/**
 * A list's whole state from its address: page and order, and its filters as the
 * list's schema reads them; `filtered` says whether any filter is set.
 */
export function readListQuery<Filters extends z.ZodType<Record<string, unknown>>, Sort extends string>(
	url: URL,
	{ filters, ...order }: { filters: Filters } & ListOrder<Sort>,
) {
	const values: z.output<Filters> = filters.parse(firstValues(url))
	return {
		filters: values,
		filtered: Object.values(values).some((value) => value !== '' && value !== null),
		list: readListState(url, order),
	}
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
