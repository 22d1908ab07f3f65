import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { dropRunDatabases } from './postgres.ts'

declare module 'vitest' {
	export interface ProvidedContext {
		/** This run of the unit project: its name among others (two runs may share a PostgreSQL server) and folder. */
		unitRun: { id: string; dir: string }
	}
}

/**
 * The unit project runs its files side by side, one per worker. Each worker keeps its data in a folder of this run
 * and, on PostgreSQL, in a database of its own (tests/setup/databases.ts); when the run ends, both go.
 */
export default function setup(project: TestProject) {
	const run = {
		id: crypto.randomBytes(4).toString('hex'),
		dir: fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-unit-')),
	}
	project.provide('unitRun', run)
	return async () => {
		const url = process.env.TEST_DATABASE_URL
		if (url) await dropRunDatabases(url, run.id)
		fs.rmSync(run.dir, { recursive: true, force: true })
	}
}
