import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { createTestStaff } from '#tests/fixtures/staff.ts'
import { startServer } from '#tests/setup/server.ts'
import { DESKTOP, test } from './fixtures.ts'

// What the Site content tests share: the home page's words in two languages, a server of the test's own, a page
// in a browser context of its own, React's hydration errors, and the home page's "Who we are".

export const ENGLISH = 'Brisk keeps offices, hospitals and warehouses clean and safe across five states, since 2009.'
export const MARATHI = 'ब्रिस्क 2009 पासून पाच राज्यांमध्ये कार्यालये, रुग्णालये आणि गोदामे स्वच्छ आणि सुरक्षित ठेवते.'

/** Runs a test's steps against a server of its own (its own database), closed and removed after. */
export async function onOwnServer(
	steps: (server: Awaited<ReturnType<typeof startServer>> & { dataDir: string }) => Promise<void>,
	env: Record<string, string> = {},
) {
	// A server of its own to start and editors to sign in (passwords, second factors) before the steps begin.
	test.slow()
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-content-'))
	const dataDir = path.join(work, 'data')
	const server = await startServer({ dataDir, logFile: path.join(work, 'server.log'), env })
	try {
		await steps({ ...server, dataDir })
	} finally {
		await server.stop()
		fs.rmSync(work, { recursive: true, force: true })
	}
}

/**
 * The browser's errors that say React met other markup than the server sent (a hydration
 * mismatch; in a production build React's errors 418 to 425), collected from now on.
 */
export function hydrationErrors(page: Page) {
	const errors: string[] = []
	page.on('console', (message) => {
		if (message.type() === 'error' && /hydrat|#4(1[89]|2[0-5])\b/i.test(message.text())) errors.push(message.text())
	})
	return errors
}

/** A page in a browser context of its own (its own cookies), at the width given. */
export async function openAs(browser: Browser, baseURL: string, viewport = DESKTOP) {
	const context = await browser.newContext({ baseURL, viewport })
	return { context, page: await context.newPage() }
}

export function whoWeAre(page: Page) {
	return page.getByRole('region', { name: /Brisk Facility Services/ })
}

/** Two editors of Site content on a server of a test's own. */
export async function twoEditors(dataDir: string) {
	const first = await createTestStaff('content', { dataDir })
	return [first, await createTestStaff('content', { dataDir })] as const
}
