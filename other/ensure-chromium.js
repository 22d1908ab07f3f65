// Browser tests drive the system's Chromium (a browser download is not possible
// on our machines). Installs Debian's package when it is missing and we may.
import { execSync } from 'node:child_process'
import fs from 'node:fs'

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!fs.existsSync(executable)) {
	const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')
	if (!canInstall) {
		console.error(
			`Chromium is needed for the browser tests: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
		)
		process.exit(1)
	}
	console.log('Installing Chromium for the browser tests (apt-get install chromium)…')
	execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' })
}
