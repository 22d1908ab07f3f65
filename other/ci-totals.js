// Prints the real totals of the unit, browser and server test runs as one plain line,
// "N passed, N failed", which is what CI reads. A step that failed before its
// tests ran (typecheck, lint) counts as one failure.
import fs from 'node:fs'
import path from 'node:path'

const status = Number(process.argv[2] ?? 0)
let passed = 0
let failed = 0
let skipped = 0

function read(file) {
	try {
		return JSON.parse(fs.readFileSync(file, 'utf8'))
	} catch {
		return null
	}
}

const unit = read('tests/.output/unit-results.json')
const server = read('tests/.output/server-results.json')
for (const vitest of [unit, server]) {
	if (!vitest) continue
	passed += vitest.numPassedTests
	failed += vitest.numFailedTests
	skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0)
}

const e2e = read('tests/.output/e2e-results.json')
if (e2e) {
	passed += e2e.stats.expected + e2e.stats.flaky
	failed += e2e.stats.unexpected
	skipped += e2e.stats.skipped
}

// The failed tests by name, so that a run whose log is cut keeps what failed in its last lines, and the tests
// that failed once and passed when run again (TEST_RETRIES): intermittent, to be mended.
const failures = []
const secondTries = []
for (const [name, vitest] of [
	['unit', unit],
	['server', server],
]) {
	for (const file of vitest?.testResults ?? []) {
		const tests = file.assertionResults ?? []
		for (const test of tests) {
			const title = `${name}: ${path.relative('.', file.name)} › ${test.fullName}`
			if (test.status === 'failed') failures.push(title)
			else if (test.status === 'passed' && test.failureMessages?.length) secondTries.push(title)
		}
		if (file.status === 'failed' && !tests.some((test) => test.status === 'failed'))
			failures.push(
				`${name}: ${path.relative('.', file.name)} (${(file.message ?? 'failed before its tests ran').split('\n')[0]})`,
			)
	}
}
function e2eFailures(suite, titles) {
	for (const spec of suite.specs ?? [])
		for (const test of spec.tests ?? []) {
			const title = `browser: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`
			if (test.status === 'unexpected') failures.push(title)
			else if (test.status === 'flaky') secondTries.push(title)
		}
	for (const child of suite.suites ?? [])
		e2eFailures(child, child.title === child.file ? titles : [...titles, child.title])
}
for (const suite of e2e?.suites ?? []) e2eFailures(suite, [])

if (status !== 0 && failed === 0) failed = 1
const ran = (results) => (results ? 'ran' : 'did not run')
console.log(`unit: ${ran(unit)}, browser: ${ran(e2e)}, server: ${ran(server)}`)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
for (const title of secondTries) console.log(`passed on a second try: ${title}`)
for (const failure of failures.slice(0, 30)) console.log(`failed: ${failure}`)
if (failures.length > 30) console.log(`… and ${failures.length - 30} more`)
