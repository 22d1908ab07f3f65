// Runs npm scripts at the same time and fails when any fails: `node other/side-by-side.js test:unit typecheck lint`.
// The first script's output is shown as it comes; each other script's is kept and shown whole once all have ended,
// under its name, so that two outputs never mix. Last, one line says how each ended, and
// tests/.output/side-by-side.json keeps it for the CI totals (other/ci-totals.js).
import { spawn } from 'node:child_process'
import fs from 'node:fs'

const scripts = process.argv.slice(2)
if (scripts.length === 0) {
	console.error('Usage: node other/side-by-side.js SCRIPT [SCRIPT…] (npm scripts; the first one is shown live)')
	process.exit(2)
}

// npm_execpath is the npm that runs this script; without it (run directly), the npm on the PATH.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm']
const children = new Set()

function run(script, live) {
	const started = Date.now()
	const child = spawn(npm[0], [...npm.slice(1), 'run', '--silent', script], {
		stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
	})
	children.add(child)
	const output = []
	child.stdout?.on('data', (chunk) => output.push(chunk))
	child.stderr?.on('data', (chunk) => output.push(chunk))
	return new Promise((resolve) => {
		const end = (code, error) => {
			children.delete(child)
			const seconds = Math.round((Date.now() - started) / 1000)
			resolve({ script, passed: code === 0, seconds, output: Buffer.concat(output).toString(), error })
		}
		child.once('error', (error) => end(null, error))
		child.once('close', (code) => end(code))
	})
}

// A stop asked of this process (Ctrl-C reaches the scripts by itself) ends the scripts too.
process.once('SIGTERM', () => {
	for (const child of children) child.kill('SIGTERM')
	process.exitCode = 1
})

const results = await Promise.all(scripts.map((script, index) => run(script, index === 0)))
for (const { script, passed, seconds, output, error } of results.slice(1)) {
	console.log(`\n== ${script}: ${passed ? 'passed' : 'FAILED'} in ${seconds} s`)
	if (output.trim()) console.log(output.trimEnd())
	if (error) console.log(error.message)
}
const summary = results.map(({ script, passed, seconds }) => `${script} ${passed ? 'passed' : 'FAILED'} (${seconds} s)`)
console.log(`\n== side by side: ${summary.join(', ')}`)
fs.mkdirSync('tests/.output', { recursive: true })
fs.writeFileSync(
	'tests/.output/side-by-side.json',
	JSON.stringify(results.map(({ script, passed, seconds }) => ({ script, passed, seconds }))),
)
if (results.some((result) => !result.passed)) process.exitCode = 1
