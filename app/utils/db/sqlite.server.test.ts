import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { expect, test } from 'vitest'
import SQLite, { sqliteDriverPackage } from './sqlite.server.ts'

test('the driver is the build this Node.js can load: the prebuilt Node-API one from Node-API 10 on', () => {
	const major = (name: string) =>
		Number((createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version.split('.')[0])
	if (Number(process.versions.napi) >= 10) {
		expect(sqliteDriverPackage).toBe('better-sqlite3')
		expect(major('better-sqlite3')).toBeGreaterThanOrEqual(13)
	} else {
		expect(sqliteDriverPackage).toBe('better-sqlite3-node20')
		expect(major('better-sqlite3-node20')).toBe(12)
	}
	const db = new SQLite(':memory:')
	expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 })
	db.close()
})

// better-sqlite3 12 compiled for Node.js 24.19 and later aborted the process (a native assertion, exit 134)
// the first time a collection the engine started itself, while allocating, freed one of its statements. In a
// process of its own, so that an abort fails this test and not the run.
test('statements, iterators and databases the garbage collector frees do not end the process', () => {
	const script = `
		import SQLite from ${JSON.stringify(path.join(import.meta.dirname, 'sqlite.server.ts'))}
		for (let round = 0; round < 20; round++) {
			const db = new SQLite(':memory:')
			db.exec('create table t (x)')
			for (let i = 0; i < 500; i++) db.prepare('insert into t values (?)').run(i)
			for (const row of db.prepare('select x from t').iterate()) if (row.x > 3) break
			if (round % 2) db.close()
			const garbage = []
			for (let i = 0; i < 200_000; i++) garbage.push({ i })
		}
		console.log('done')
	`
	const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
		cwd: path.resolve(import.meta.dirname, '../../..'),
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	expect(output.trim()).toBe('done')
}, 60_000)
