import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LANGUAGES, localizePath } from '#app/i18n/languages.ts'
import { subscribeToJobAlerts } from '#app/utils/alerts/job-alerts.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { testDatabases } from '#tests/setup/databases.ts'
import { alertLinkState } from './alert-links.server.ts'

// The confirmation mail says only that a city was chosen: the page its link opens names the city
// as typed, so that the person who asked sees what they are confirming.

const PUBLIC_URL = 'https://brisk.test'

describe.each(testDatabases())('The job alert confirm page on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(async () => {
		keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] })
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	test.each(LANGUAGES)('in %s it shows the city the visitor typed, which the mail left out', async (language) => {
		const address = `page-${language}@example.com`
		const place = `Chakan MIDC ${language}`
		await subscribeToJobAlerts(
			db,
			{ channel: 'mail', address, category: 'Security', place, language },
			{ clientIp: `10.8.${LANGUAGES.indexOf(language)}.1`, publicUrl: PUBLIC_URL },
		)
		const mail = await db
			.selectFrom('outbox')
			.select('text_body')
			.where('to_address', '=', address)
			.executeTakeFirstOrThrow()
		expect(mail.text_body.toLowerCase()).not.toContain('chakan')
		const link = /https:\/\/brisk\.test(\S*\/career\/alerts\/confirm\?token=[\w-]{22})/.exec(mail.text_body)![1]!
		expect(link.startsWith(localizePath('/career/alerts/confirm', language))).toBe(true)

		const page = await alertLinkState(new Request(`${PUBLIC_URL}${link}`), db)
		expect(page.answer).toEqual({ state: 'ask', what: expect.stringContaining(`chakan midc ${language}`) })
	})

	test('a link that names no alert shows no words of any', async () => {
		const page = await alertLinkState(new Request(`${PUBLIC_URL}/career/alerts/confirm?token=${'x'.repeat(22)}`), db)
		expect(page.answer).toEqual({ state: 'invalid' })
	})
})
