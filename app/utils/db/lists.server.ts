import { sql, type SelectQueryBuilder } from 'kysely'
import { PAGE_SIZE } from '#app/utils/common/admin-lists.ts'

/** A query that selects and orders rows (joins allowed), ready to be cut to a page. */
interface Pageable<Row> {
	limit(count: number): { offset(count: number): { execute(): Promise<Row[]> } }
}

/**
 * The back office's one way to read a list: the count of every row the filters
 * keep, and one page of them in the order given. `filtered` is the query with its
 * filters and nothing selected; `rows` selects and orders.
 */
export async function countAndPage<DB, TB extends keyof DB, Row>(
	filtered: SelectQueryBuilder<DB, TB, object>,
	page: number,
	rows: (query: SelectQueryBuilder<DB, TB, object>) => Pageable<Row>,
	size = PAGE_SIZE,
): Promise<{ total: number; rows: Row[] }> {
	const [count, list] = await Promise.all([
		filtered.select(sql<number | string | bigint>`count(*)`.as('n')).executeTakeFirstOrThrow(),
		rows(filtered)
			.limit(size)
			.offset((page - 1) * size)
			.execute(),
	])
	return { total: Number((count as { n: number | string | bigint }).n), rows: list }
}
