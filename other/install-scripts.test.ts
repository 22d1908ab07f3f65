import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// npm 12 skips the install script of any package that package.json's allowScripts does
// not approve: an unreviewed one would leave, say, the SQLite driver unbuilt on a fresh
// machine. Every package of the lockfile that has an install script must be decided on.
const root = path.resolve(import.meta.dirname, '..')
const readJson = (name: string) => JSON.parse(fs.readFileSync(path.join(root, name), 'utf8'))

test('every package with an install script is approved or denied in package.json', () => {
	const lock = readJson('package-lock.json') as {
		packages: Record<string, { hasInstallScript?: boolean; name?: string }>
	}
	const decided = Object.keys((readJson('package.json') as { allowScripts?: object }).allowScripts ?? {})
	// npm matches a package installed under an alias (better-sqlite3-node20) by its own name, which the lockfile records.
	// The project's own entry ('') has its postinstall: ours, not a package's to decide on.
	const withScripts = Object.entries(lock.packages)
		.filter(([location, entry]) => location !== '' && entry.hasInstallScript)
		.map(
			([location, entry]) =>
				entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length),
		)
	expect(withScripts.filter((name) => !decided.some((entry) => entry.replace(/@[^@/]+$/, '') === name))).toEqual([])
})

test("Node.js 20's SQLite driver, which compiles on install, may run its script", () => {
	const lock = readJson('package-lock.json') as { packages: Record<string, { name?: string; version: string }> }
	expect(lock.packages['node_modules/better-sqlite3-node20']).toMatchObject({ name: 'better-sqlite3' })
	expect(readJson('package.json').allowScripts).toMatchObject({ 'better-sqlite3': true })
})

test('the SQLite driver of Node.js 22.14 and later is a prebuilt Node-API addon: nothing to compile', () => {
	const lock = readJson('package-lock.json') as {
		packages: Record<string, { hasInstallScript?: boolean; version: string }>
	}
	const driver = lock.packages['node_modules/better-sqlite3']
	expect(Number(driver?.version.split('.')[0])).toBeGreaterThanOrEqual(13)
	expect(driver?.hasInstallScript).toBeFalsy()
})
