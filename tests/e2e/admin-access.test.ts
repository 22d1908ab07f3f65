import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '#app/routes.ts'
import type { StaffRole } from '#app/utils/db/schema.ts'
import { canUse, STAFF_ROLES, type BackOfficeArea } from '#app/utils/staff/staff-roles.ts'
import { seedApplication } from '#tests/fixtures/applications.ts'
import { openTestDatabase } from '#tests/fixtures/career.ts'
import { createTestStaff, signIn } from '#tests/fixtures/staff.ts'
import { expect, test } from './fixtures.ts'

// The access table, walked: every back-office address in the route table, with no
// session and as each role, answers sign-in, 403 or the page, never another
// role's data. A new back-office route joins this test by itself; a new area
// must be named in AREAS below, or the test fails.

/** The back-office area of each first path segment under /admin. */
const AREAS: Record<string, BackOfficeArea> = {
	'': 'dashboard',
	account: 'account',
	'two-factor': 'account',
	staff: 'staff',
	jobs: 'jobs',
	applications: 'applications',
	enquiries: 'enquiries',
	documents: 'documents',
	galleries: 'galleries',
	mail: 'mail',
	audit: 'audit',
	content: 'content',
}

/**
 * Where an :id's sample value comes from: the first row of the area's table; for
 * applications one of this test's own, since opening one writes its audit trail,
 * which another test may be reading.
 */
const ID_TABLES: Record<string, string> = {
	staff: 'staff',
	jobs: 'jobs',
	enquiries: 'enquiries',
	documents: 'documents',
	mail: 'outbox',
}

let ownApplication: { id: number } | undefined
const ownApplicationId = () => String((ownApplication ??= seedApplication()).id)

/** Sample values of the other parameters. */
const PARAMETERS: Record<string, () => string> = {
	gallery: () => 'projects',
	photo: () => firstId('gallery_items'),
	kind: () => 'resume',
	section: () => 'home',
}

function firstId(table: string) {
	const db = openTestDatabase()
	try {
		const row = db.prepare(`select id from ${table} order by id limit 1`).get() as { id: number } | undefined
		// With no row yet the address still has to answer 404 or 403, never 500.
		return String(row?.id ?? 999999)
	} finally {
		db.close()
	}
}

/** Every address inside the back office's signed-in layout, with its parameters filled in. */
function backOfficeAddresses() {
	const addresses: Array<{ path: string; area: BackOfficeArea }> = []
	function walk(entries: RouteConfigEntry[], inLayout: boolean) {
		for (const entry of entries) {
			const inside = inLayout || entry.file === 'routes/admin/layout.tsx'
			if (inside && entry.file !== 'routes/admin/layout.tsx' && (entry.path !== undefined || entry.index)) {
				const path = `/${entry.path ?? 'admin'}`.replace(/\/$/, '')
				const segment = path.split('/')[2] ?? ''
				const area = AREAS[segment]
				if (!area) throw new Error(`${path}: name its area in AREAS of admin-access.test.ts`)
				addresses.push({ path: fillParameters(path, segment), area })
			}
			if (entry.children) walk(entry.children, inside)
		}
	}
	walk(routes, false)
	return addresses
}

function fillParameters(path: string, segment: string) {
	return path.replace(/:(\w+)\??/g, (_, name: string) => {
		const sample =
			name === 'id' && segment === 'applications'
				? ownApplicationId
				: name === 'id' && ID_TABLES[segment]
					? () => firstId(ID_TABLES[segment]!)
					: PARAMETERS[name]
		if (!sample) throw new Error(`${path}: say in ID_TABLES or PARAMETERS where a sample :${name} comes from`)
		return sample()
	})
}

test('Without a session every back-office address leads to sign-in', async ({ request }) => {
	const addresses = backOfficeAddresses()
	expect(addresses.length).toBeGreaterThan(5)
	for (const { path } of addresses) {
		const response = await request.get(path, { maxRedirects: 0 })
		expect(response.status(), path).toBe(302)
		expect(response.headers()['location'], path).toMatch(/^\/admin\/sign-in/)
		expect(response.headers()['cache-control'], path).toBe('no-store')
	}
})

for (const role of STAFF_ROLES) {
	test(`Signed in as ${role}: the page where the role may go, 403 everywhere else`, async ({ page }) => {
		test.setTimeout(120_000)
		// Someone else on the staff list: only the staff pages may show their address.
		const witness = await createTestStaff('office')
		const staff = await createTestStaff(role as StaffRole)
		await signIn(page, staff)
		for (const { path, area } of backOfficeAddresses()) {
			const response = await page.request.get(path, { maxRedirects: 0 })
			const status = response.status()
			if (canUse(role, area)) {
				expect([200, 404], `${role} ${path}`).toContain(status)
			} else {
				expect(status, `${role} ${path}`).toBe(403)
				expect(await response.text(), `${role} ${path}`).not.toContain(witness.email)
			}
			expect(response.headers()['cache-control'], path).toBe('no-store')
			expect(response.headers()['x-robots-tag'], path).toContain('noindex')
		}
	})
}
