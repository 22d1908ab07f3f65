// Prints the real totals of the unit, browser and server test runs, and ends with them as one plain line,
// "N passed, N failed", which is what CI reads. A step that failed before its tests ran (typecheck, lint)
// counts as one failure.
//
// CI runs a failed test once more (TEST_RETRIES=1). A test that passed only then is intermittent: it counts as
// failed, and this script exits 1, unless tests/flaky.txt names it (one line: its name as printed here, " | ",
// why it is intermittent and what would mend it); a listed one is printed as known to be flaky.
//
//   node other/ci-totals.js [STATUS]    STATUS: the exit status of the test command (default 0)
import fs from 'node:fs'
import path from 'node:path'

const status = Number(process.argv[2] ?? 0)
const LEDGER = 'tests/flaky.txt'
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

/** The ledger: a test's name → why it may pass only on its second try. Lines starting with # are comments. */
function readLedger() {
	const known = new Map()
	const unclear = []
	const text = fs.existsSync(LEDGER) ? fs.readFileSync(LEDGER, 'utf8') : ''
	for (const line of text.split('\n').map((text) => text.trim())) {
		if (!line || line.startsWith('#')) continue
		const cut = line.indexOf(' | ')
		const reason = cut === -1 ? '' : line.slice(cut + 3).trim()
		if (reason) known.set(line.slice(0, cut).trim(), reason)
		else unclear.push(line)
	}
	return { known, unclear }
}

const unit = read('tests/.output/unit-results.json')
const server = read('tests/.output/server-results.json')
const e2e = read('tests/.output/e2e-results.json')
// The recruiting pages' browser tests again with the server on PostgreSQL (.ci/run), when they ran.
const e2ePostgres = read('tests/.output/e2e-results-postgres.json')
// The checks npm test runs beside the unit tests (other/side-by-side.js), to name the one that failed.
const sideBySide = read('tests/.output/side-by-side.json') ?? []

// Every test that failed, and every one that failed and then passed when run again, by name.
const failures = []
const secondTries = []
for (const [name, vitest] of [
	['unit', unit],
	['server', server],
]) {
	if (!vitest) continue
	passed += vitest.numPassedTests
	failed += vitest.numFailedTests
	skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0)
	for (const file of vitest.testResults ?? []) {
		const tests = file.assertionResults ?? []
		for (const test of tests) {
			const title = `${name}: ${path.relative('.', file.name)} › ${[...(test.ancestorTitles ?? []), test.title].join(' › ')}`
			if (test.status === 'failed') failures.push(title)
			else if (test.status === 'passed' && test.failureMessages?.length) secondTries.push(title)
		}
		if (file.status === 'failed' && !tests.some((test) => test.status === 'failed'))
			failures.push(
				`${name}: ${path.relative('.', file.name)} (${(file.message ?? 'failed before its tests ran').split('\n')[0]})`,
			)
	}
}

for (const [name, results] of [
	['browser', e2e],
	['browser on PostgreSQL', e2ePostgres],
]) {
	if (!results) continue
	passed += results.stats.expected + results.stats.flaky
	failed += results.stats.unexpected
	skipped += results.stats.skipped
	const root = results.config?.rootDir ?? 'tests/e2e'
	const visit = (suite, titles) => {
		for (const spec of suite.specs ?? [])
			for (const test of spec.tests ?? []) {
				const title = `${name}: ${path.relative('.', path.resolve(root, spec.file))} › ${[...titles, spec.title].join(' › ')}`
				if (test.status === 'unexpected') failures.push(title)
				else if (test.status === 'flaky') secondTries.push(title)
			}
		for (const child of suite.suites ?? []) visit(child, child.title === child.file ? titles : [...titles, child.title])
	}
	for (const suite of results.suites ?? []) visit(suite, [])
}

const ledger = readLedger()
const knownFlaky = secondTries.filter((title) => ledger.known.has(title))
const newlyFlaky = secondTries.filter((title) => !ledger.known.has(title))
passed -= newlyFlaky.length
failed += newlyFlaky.length

const stepFailures = sideBySide.filter((step) => !step.passed).map((step) => `npm run ${step.script}`)
if (status !== 0 && failed === 0) failed = Math.max(1, stepFailures.length)
const ran = (results) => (results ? 'ran' : 'did not run')
console.log(
	`unit: ${ran(unit)}, browser: ${ran(e2e)}, server: ${ran(server)}, browser on PostgreSQL: ${ran(e2ePostgres)}`,
)
for (const line of ledger.unclear) console.log(`${LEDGER} gives no reason, so it does not count: ${line}`)
for (const title of knownFlaky) console.log(`known to be flaky (${LEDGER}): ${title} | ${ledger.known.get(title)}`)
for (const title of newlyFlaky)
	console.log(`failed, then passed on a second try (mend it, or list it in ${LEDGER}): ${title}`)
for (const step of stepFailures) console.log(`failed: ${step}`)
for (const failure of failures.slice(0, 30)) console.log(`failed: ${failure}`)
if (failures.length > 30) console.log(`… and ${failures.length - 30} more`)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
if (newlyFlaky.length) process.exitCode = 1
