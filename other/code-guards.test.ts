import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

// The guards of the code's shape live in eslint.config.js: files of at most 450 lines, relative imports that stay in
// their folder, dynamic imports that keep the flow of app/utils' groups. Each is tried here on code that breaks it
// and on code that does not, so that a rule cannot vanish from the config unnoticed. Style sheets, which ESLint
// does not read, are counted here.
const root = path.resolve(import.meta.dirname, '..')
const MAX_LINES = 450
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') })

/** The rules a piece of code breaks, as if it were the file at `file`. */
async function brokenRules(file: string, code: string) {
	const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
	return [...new Set(result!.messages.map((message) => message.ruleId ?? message.message))]
}

function linesOfCode(count: number) {
	return Array.from({ length: count }, (_, line) => `export const line${line} = ${line}`).join('\n') + '\n'
}

describe('Files stay small', { timeout: 60_000 }, () => {
	test('a source, test or script file of 451 lines fails lint; one of 450 passes', async () => {
		for (const file of [
			'app/utils/db/probe.server.ts',
			'app/routes/probe.tsx',
			'tests/e2e/probe.test.ts',
			'other/probe.js',
		]) {
			expect(await brokenRules(file, linesOfCode(MAX_LINES)), file).toEqual([])
			expect(await brokenRules(file, linesOfCode(MAX_LINES + 1)), file).toEqual(['max-lines'])
		}
		// Comments and blank lines count too.
		const padded = `export const a = 1\n${'// why\n\n'.repeat(MAX_LINES / 2)}`
		expect(await brokenRules('server/probe.ts', padded)).toEqual(['max-lines'])
	})

	test(`every style sheet has at most ${MAX_LINES} lines`, () => {
		const sheets = fs
			.readdirSync(path.join(root, 'app'), { recursive: true, encoding: 'utf8' })
			.filter((file) => file.endsWith('.css'))
		expect(sheets.length).toBeGreaterThan(0)
		const long = sheets
			.map((file) => ({ file, lines: fs.readFileSync(path.join(root, 'app', file), 'utf8').split('\n').length - 1 }))
			.filter(({ lines }) => lines > MAX_LINES)
		expect(long).toEqual([])
	})
})

describe('Imports flow one way', { timeout: 60_000 }, () => {
	test('a relative import that leaves its group of app/utils or its folder fails lint; one inside passes', async () => {
		const refused = [
			['app/utils/db/probe.server.ts', "export { JOB_CATEGORIES } from '../jobs/jobs.ts'"],
			['app/utils/jobs/probe.server.ts', "export { log } from '../core/log.server.ts'"],
			['content/probe.ts', "export { getDb } from '../app/utils/db/db.server.ts'"],
			['app/i18n/hi/probe.ts', "export { aboutContent } from '../../../content/about.ts'"],
			['app/components/career/probe.tsx', "export { JOB_CATEGORIES } from '../../utils/jobs/jobs.ts'"],
			['server/probe.ts', "export { getDb } from '../app/utils/db/db.server.ts'"],
		]
		for (const [file, code] of refused) {
			expect(await brokenRules(file!, code!), file).toEqual(['import-flow/relative-stays-inside'])
		}
		const allowed = [
			['app/utils/db/probe.server.ts', "export { countAndPage } from './lists.server.ts'"],
			['app/utils/jobs/probe.server.ts', "export { log } from '#app/utils/core/log.server.ts'"],
			['content/hi/probe.ts', "export type { AboutContent } from '../about.ts'"],
			['app/components/career/probe.tsx', "export { Field } from '../forms.tsx'"],
		]
		for (const [file, code] of allowed) expect(await brokenRules(file!, code!), file).toEqual([])
	})

	test('a dynamic import of a later group of app/utils or of a route fails lint; of an earlier group passes', async () => {
		const load = (source: string) => `export const load = () => import('${source}')`
		const refused = [
			['app/utils/core/probe.server.ts', load('#app/utils/jobs/seed.server.ts')],
			['app/utils/files/probe.server.ts', load('#app/utils/content/gallery-photos.server.ts')],
			['app/utils/jobs/probe.server.ts', load('#app/components/icon.tsx')],
			['app/components/probe.tsx', load('#app/routes/career/apply.tsx')],
			['content/probe.ts', load('#app/routes/career/index.tsx')],
		]
		for (const [file, code] of refused) {
			expect(await brokenRules(file!, code!), file).toEqual(['import-flow/dynamic-import-flow'])
		}
		expect(await brokenRules('app/utils/jobs/probe.server.ts', load('#app/utils/core/log.server.ts'))).toEqual([])
		expect(await brokenRules('app/components/probe.tsx', load('./icon.tsx'))).toEqual([])
	})

	test('the host reaches the app through its one entry and the layers; an import of a domain group fails lint', async () => {
		const use = (source: string) => `import { x } from '${source}'\nexport const y = x\n`
		const domain = [
			'#app/utils/jobs/seed.server.ts',
			'#app/utils/staff/sessions.server.ts',
			'#app/utils/background/retention.server.ts',
			'#app/utils/content/page-cache.server.ts',
		]
		for (const source of domain)
			expect(await brokenRules('server/probe.ts', use(source)), source).toEqual(['no-restricted-imports'])
		for (const source of [
			'#app/utils/background/host.server.ts',
			'#app/utils/http/body-limits.ts',
			'#app/utils/db/db.server.ts',
		])
			expect(await brokenRules('server/probe.ts', use(source)), source).toEqual([])
	})
})
