import { Link, useLocation } from 'react-router'
import { listHref, PAGE_SIZE } from '#app/utils/admin-lists.ts'

/** A column heading that sorts the list by it; a second click reverses the order. */
export function SortHeader({
	label,
	sort,
	current,
}: {
	label: string
	sort: string
	current: { sort: string; dir: 'asc' | 'desc' }
}) {
	const location = useLocation()
	const active = current.sort === sort
	const dir = active && current.dir === 'asc' ? 'desc' : 'asc'
	return (
		<th scope="col" aria-sort={active ? (current.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
			<Link to={listHref(location.pathname + location.search, { sort, dir })}>
				{label}
				<span aria-hidden="true">{active ? (current.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
			</Link>
		</th>
	)
}

/** "Showing 26–50 of 120", with the previous and next pages. */
export function Pagination({ page, total, label }: { page: number; total: number; label: string }) {
	const location = useLocation()
	const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
	const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1
	const last = Math.min(total, page * PAGE_SIZE)
	const here = location.pathname + location.search
	return (
		<nav className="admin-pages" aria-label={`Pages of ${label}`}>
			<p aria-live="polite">{total === 0 ? `No ${label}` : `Showing ${first}–${last} of ${total} ${label}`}</p>
			{page > 1 ? <Link to={listHref(here, { page: page - 1 })}>Previous page</Link> : null}
			{page < pages ? <Link to={listHref(here, { page: page + 1 })}>Next page</Link> : null}
		</nav>
	)
}
