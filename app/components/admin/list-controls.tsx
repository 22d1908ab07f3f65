import type { ReactNode } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { listHref, PAGE_SIZE, PAGE_SIZES } from '#app/utils/common/admin-lists.ts'

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

/**
 * A list's filter form: a plain GET form, so the filters live in the address, work
 * without JavaScript and can be shared. It keeps the list's order, and offers to
 * clear the filters when any is set. Its fields are `FilterSelect`/`FilterInput`.
 */
export function ListFilterForm({
	label,
	filtered,
	children,
}: {
	/** The search region's name: "Filter the jobs". */
	label: string
	filtered: boolean
	children: ReactNode
}) {
	const location = useLocation()
	const address = new URLSearchParams(location.search)
	const kept = (['sort', 'dir', 'size'] as const).flatMap((name) => {
		const value = address.get(name)
		return value ? [{ name, value }] : []
	})
	return (
		// Keyed by the address: following "Clear the filters" or a colleague's link shows that address's values.
		<Form method="get" className="admin-filters" role="search" aria-label={label} key={location.search}>
			{children}
			{kept.map(({ name, value }) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<button type="submit" className="button button-primary">
				Filter
			</button>
			{filtered ? (
				<Link to={location.pathname} className="admin-filters-clear">
					Clear the filters
				</Link>
			) : null}
		</Form>
	)
}

/** What an empty list says: that nothing matches the filters, or that there is nothing yet. */
export function ListEmpty({ filtered, matching, none }: { filtered: boolean; matching: ReactNode; none: ReactNode }) {
	return <p className="admin-empty">{filtered ? matching : none}</p>
}

/**
 * "Showing 26–50 of 120 jobs" ("1 job" when it is one), with the previous and next pages; where the list offers
 * it (`sizes`), the rows per page as links that keep the rest of the address.
 */
export function Pagination({
	page,
	total,
	label,
	one,
	size = PAGE_SIZE,
	sizes = false,
}: {
	page: number
	total: number
	label: string
	one: string
	size?: number
	sizes?: boolean
}) {
	const location = useLocation()
	const pages = Math.max(1, Math.ceil(total / size))
	const first = total === 0 ? 0 : (page - 1) * size + 1
	const last = Math.min(total, page * size)
	const here = location.pathname + location.search
	return (
		<nav className="admin-pages" aria-label={`Pages of ${label}`}>
			<p aria-live="polite">
				{total === 0 ? `No ${label}` : total === 1 ? `1 ${one}` : `Showing ${first}–${last} of ${total} ${label}`}
			</p>
			{page > 1 ? <Link to={listHref(here, { page: page - 1 })}>Previous page</Link> : null}
			{page < pages ? <Link to={listHref(here, { page: page + 1 })}>Next page</Link> : null}
			{sizes ? <PageSizes size={size} here={here} /> : null}
		</nav>
	)
}

/** 25, 50 or 100 rows a page: links (the address keeps the choice, and they work without JavaScript). */
function PageSizes({ size, here }: { size: number; here: string }) {
	return (
		<p className="admin-page-sizes">
			<span>Rows per page:</span>
			{PAGE_SIZES.map((choice) =>
				choice === size ? (
					<strong key={choice} aria-current="true" aria-label={`${choice} rows per page (shown)`}>
						{choice}
					</strong>
				) : (
					<Link key={choice} to={listHref(here, { size: choice === PAGE_SIZE ? null : choice })}>
						<span className="visually-hidden">Show </span>
						{choice}
						<span className="visually-hidden"> rows per page</span>
					</Link>
				),
			)}
		</p>
	)
}

export interface ListColumn<Row> {
	/** The column's heading, and on a phone the label beside each of its values. */
	name: string
	/** A heading for screen readers only (a column of buttons). */
	nameHidden?: boolean
	/** The list sorts by this column when its heading is followed. */
	sort?: string
	/** The row's own name: a row heading, and on a phone the card's title. */
	rowHeader?: boolean
	className?: string
	cell: (row: Row, index: number) => ReactNode
}

/**
 * The back office's one list table: a table with column headings at desktop
 * width, a card per row on a phone (each value labelled with its column's name,
 * the label hidden from screen readers, which keep the table's own headings).
 */
export function ListTable<Row>({
	caption,
	columns,
	rows,
	rowKey,
	sorted,
	cards = true,
	className,
}: {
	caption: string
	columns: Array<ListColumn<Row>>
	rows: Row[]
	rowKey: (row: Row) => string | number
	/** The list's current order, when it sorts. */
	sorted?: { sort: string; dir: 'asc' | 'desc' }
	/** False for a table narrow enough to stay a table on a phone. */
	cards?: boolean
	className?: string
}) {
	const classes = ['admin-table', cards ? 'admin-cards' : 'admin-table-compact', className].filter(Boolean).join(' ')
	return (
		<div className="admin-table-wrap">
			<table className={classes}>
				<caption className="visually-hidden">{caption}</caption>
				<thead>
					<tr>
						{columns.map((column) =>
							column.sort && sorted ? (
								<SortHeader key={column.name} label={column.name} sort={column.sort} current={sorted} />
							) : (
								<th key={column.name} scope="col">
									{column.nameHidden ? <span className="visually-hidden">{column.name}</span> : column.name}
								</th>
							),
						)}
					</tr>
				</thead>
				<tbody>
					{rows.map((row, index) => (
						<tr key={rowKey(row)}>
							{columns.map((column) =>
								column.rowHeader ? (
									<th key={column.name} scope="row" className={column.className}>
										{column.cell(row, index)}
									</th>
								) : (
									<td
										key={column.name}
										data-label={column.nameHidden ? undefined : column.name}
										className={column.className}
									>
										{column.cell(row, index)}
									</td>
								),
							)}
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
