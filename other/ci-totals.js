// Prints the real totals of the unit, browser and server test runs as one plain line,
// "N passed, N failed", which is what CI reads. A step that failed before its
// tests ran (typecheck, lint) counts as one failure.
import fs from 'node:fs'

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

if (status !== 0 && failed === 0) failed = 1
const ran = (results) => (results ? 'ran' : 'did not run')
console.log(`unit: ${ran(unit)}, browser: ${ran(e2e)}, server: ${ran(server)}`)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
