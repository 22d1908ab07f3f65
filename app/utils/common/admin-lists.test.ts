import { expect, test } from 'vitest'
import { z } from 'zod'
import { listHref, listParam, readListQuery } from './admin-lists.ts'

const FILTERS = z.object({
	q: listParam.search(),
	state: listParam.oneOf(['open', 'closed']),
	job: listParam.id(),
	from: listParam.day(),
})
const read = (search: string) =>
	readListQuery(new URL(`http://x/admin/jobs${search}`), {
		filters: FILTERS,
		sorts: ['title', 'deadline'],
		defaultSort: 'deadline',
	})

test('a list reads its page, order and filters from the address', () => {
	expect(read('?page=3&sort=title&dir=asc&q=Pune&state=open&job=12&from=2026-11-01')).toEqual({
		filters: { q: 'Pune', state: 'open', job: 12, from: '2026-11-01' },
		filtered: true,
		list: { page: 3, sort: 'title', dir: 'asc', size: 25 },
	})
})

test('a list that offers rows per page reads 25, 50 or 100 from the address, and 25 for anything else', () => {
	const sized = (search: string) =>
		readListQuery(new URL(`http://x/admin/applications${search}`), {
			filters: FILTERS,
			sorts: ['date'],
			defaultSort: 'date',
			sizes: true,
		}).list.size
	expect([sized('?size=50'), sized('?size=100'), sized('?size=25'), sized('')]).toEqual([50, 100, 25, 25])
	expect([sized('?size=1000'), sized('?size=0'), sized('?size=50.5'), sized('?size=lots')]).toEqual([25, 25, 25, 25])
	// A list that offers no choice keeps its 25 whatever the address says.
	expect(read('?size=100').list.size).toBe(25)
})

test('an address with nothing, or with values the list does not offer, is the whole list, never an error', () => {
	const empty = {
		filters: { q: '', state: '', job: null, from: '' },
		filtered: false,
		list: { page: 1, sort: 'deadline', dir: 'desc', size: 25 },
	}
	expect(read('')).toEqual(empty)
	expect(read('?page=0&sort=salary&dir=up&state=lost&job=0&from=2024-02-31&q=%00%0A')).toEqual(empty)
	expect(read('?page=1.5&job=1e3').list.page).toBe(1)
	expect(read('?page=100001').list.page).toBe(1)
	expect(read('?job=9999999999').filters.job).toBeNull()
})

test('a parameter given twice counts once, as the browser reads it: the first', () => {
	expect(read('?state=closed&state=open&q=a&q=b').filters).toMatchObject({ state: 'closed', q: 'a' })
})

test('a changed filter starts the list again at page 1; the order stays', () => {
	expect(listHref('/admin/jobs?page=4&sort=title&q=Pune', { q: 'Nashik' })).toBe('/admin/jobs?sort=title&q=Nashik')
	expect(listHref('/admin/jobs?page=4&q=Pune', { page: 5 })).toBe('/admin/jobs?page=5&q=Pune')
	expect(listHref('/admin/jobs?q=Pune', { q: null })).toBe('/admin/jobs')
})
