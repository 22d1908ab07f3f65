import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'

// The CI totals read what the test runners wrote; here they read what a run with one intermittent test wrote.
const script = path.resolve(import.meta.dirname, 'ci-totals.js')
let work = ''
afterEach(() => fs.rmSync(work, { recursive: true, force: true }))

function unitResults(tests: Array<{ title: string; status: string; failures?: number }>) {
	return {
		numPassedTests: tests.filter((t) => t.status === 'passed').length,
		numFailedTests: tests.filter((t) => t.status === 'failed').length,
		numPendingTests: 0,
		testResults: [
			{
				name: path.join(work, 'app/utils/rules.test.ts'),
				status: tests.some((t) => t.status === 'failed') ? 'failed' : 'passed',
				assertionResults: tests.map((t) => ({
					ancestorTitles: ["Rules on 'sqlite'"],
					title: t.title,
					status: t.status,
					failureMessages: Array.from({ length: t.failures ?? 0 }, () => 'AssertionError: expected 1 to be 2'),
				})),
			},
		],
	}
}

const browserResults = {
	config: { rootDir: 'tests/e2e' },
	stats: { expected: 1, unexpected: 0, flaky: 1, skipped: 0 },
	suites: [
		{
			title: 'contact.test.ts',
			file: 'contact.test.ts',
			specs: [
				{ title: 'A visitor sends an enquiry', file: 'contact.test.ts', tests: [{ status: 'flaky' }] },
				{ title: 'A visitor reads the page', file: 'contact.test.ts', tests: [{ status: 'expected' }] },
			],
		},
	],
}

function totals({
	ledger = '',
	status = 0,
	steps = [] as Array<{ script: string; passed: boolean }>,
	postgres = null as unknown,
} = {}) {
	work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-ci-totals-'))
	fs.mkdirSync(path.join(work, 'tests/.output'), { recursive: true })
	const write = (file: string, value: unknown) => fs.writeFileSync(path.join(work, file), JSON.stringify(value))
	write(
		'tests/.output/unit-results.json',
		unitResults([
			{ title: 'a rule holds', status: 'passed' },
			{ title: 'a rule holds on a busy machine', status: 'passed', failures: 1 },
		]),
	)
	write('tests/.output/e2e-results.json', browserResults)
	write('tests/.output/side-by-side.json', steps)
	if (postgres) write('tests/.output/e2e-results-postgres.json', postgres)
	fs.writeFileSync(path.join(work, 'tests/flaky.txt'), ledger)
	const run = spawnSync(process.execPath, [script, String(status)], { cwd: work, encoding: 'utf8' })
	return { code: run.status, lines: run.stdout.trim().split('\n') }
}

const unitName = "unit: app/utils/rules.test.ts › Rules on 'sqlite' › a rule holds on a busy machine"
const browserName = 'browser: tests/e2e/contact.test.ts › A visitor sends an enquiry'

describe('The CI totals', () => {
	test('fail CI when a test passed only on its second try, naming it and counting it as failed', () => {
		const { code, lines } = totals()
		expect(code).toBe(1)
		expect(lines).toContain(`failed, then passed on a second try (mend it, or list it in tests/flaky.txt): ${unitName}`)
		expect(lines).toContain(
			`failed, then passed on a second try (mend it, or list it in tests/flaky.txt): ${browserName}`,
		)
		expect(lines.at(-1)).toBe('2 passed, 2 failed')
	})

	test('pass CI when the flaky ledger names each such test with its reason, and say so', () => {
		const ledger = [
			'# comments are read past',
			`${unitName} | waits for a timer; mend: wait for the row`,
			`${browserName} | the mail may come late; mend: wait for the mail`,
		].join('\n')
		const { code, lines } = totals({ ledger })
		expect(code).toBe(0)
		expect(lines).toContain(
			`known to be flaky (tests/flaky.txt): ${unitName} | waits for a timer; mend: wait for the row`,
		)
		expect(lines.at(-1)).toBe('4 passed, 0 failed')
	})

	test('do not take a ledger line without a reason', () => {
		const { code, lines } = totals({ ledger: `${unitName}\n${browserName} | the mail may come late` })
		expect(code).toBe(1)
		expect(lines).toContain(`tests/flaky.txt gives no reason, so it does not count: ${unitName}`)
		expect(lines.at(-1)).toBe('3 passed, 1 failed')
	})

	test('count a failed step that ran no test, such as lint, as a failure, and name it', () => {
		const { lines } = totals({
			ledger: `${unitName} | a reason\n${browserName} | a reason`,
			status: 1,
			steps: [
				{ script: 'test:unit', passed: true },
				{ script: 'lint', passed: false },
			],
		})
		expect(lines).toContain('failed: npm run lint')
		expect(lines.at(-1)).toBe('4 passed, 1 failed')
	})

	test('count the browser tests run again on PostgreSQL, naming a failure there by its database', () => {
		const postgres = {
			...browserResults,
			stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
			suites: [
				{
					title: 'admin-rejection-reasons.test.ts',
					file: 'admin-rejection-reasons.test.ts',
					specs: [
						{ title: 'A reason is added', file: 'admin-rejection-reasons.test.ts', tests: [{ status: 'expected' }] },
						{
							title: 'A reason is taken off',
							file: 'admin-rejection-reasons.test.ts',
							tests: [{ status: 'unexpected' }],
						},
					],
				},
			],
		}
		const { code, lines } = totals({ ledger: `${unitName} | a reason\n${browserName} | a reason`, status: 1, postgres })
		expect(lines[0]).toContain('browser on PostgreSQL: ran')
		expect(lines).toContain(
			'failed: browser on PostgreSQL: tests/e2e/admin-rejection-reasons.test.ts › A reason is taken off',
		)
		expect(lines.at(-1)).toBe('5 passed, 1 failed')
		expect(code).toBe(0)
	})
})
