import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { translator } from '#app/i18n/index.ts'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { expectedIn, type ExpectedWords } from '#tests/fixtures/expected-words.ts'
import { subscribeToJobAlerts, type AlertRequest } from './job-alerts.server.ts'

// A stranger may subscribe anyone's address with a "city" that is a scammer's message: the
// confirmation that goes to that address, by mail or by text, in every language, carries only
// the site's own words. The typed city waits on the confirm page for the link's holder.

const PUBLIC_URL = 'https://brisk.test'
const HOSTILE_PLACE = 'Pune call 9999912345 for fee refund'
/** The words of the typed place, each of which must be missing from what is sent. */
const TYPED_WORDS = ['9999912345', 'fee refund', 'pune call', 'refund']

// "All kinds of job, in any city", as each language says it whole.
const ANYWHERE: ExpectedWords<string> = {
	en: 'all kinds of job in any city',
	hi: 'हर प्रकार का काम, किसी भी शहर में',
	mr: 'सर्व प्रकारचे काम, ठिकाण: कुठेही',
	te: 'అన్ని రకాల పనులు, ఏ ఊరైనా',
}

describe.each(testDatabases())('The job alert confirmation relays no typed words on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(async () => {
		keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] })
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	let next = 0
	async function subscribe(request: Omit<AlertRequest, 'place'>, place = HOSTILE_PLACE) {
		next += 1
		const answer = await subscribeToJobAlerts(
			db,
			{ ...request, place },
			{ clientIp: `10.9.${next}.1`, publicUrl: PUBLIC_URL, now: new Date('2026-12-01T10:00:00Z') },
		)
		expect(answer).toEqual({ outcome: 'asked' })
		const sent = await db.selectFrom('outbox').selectAll().where('to_address', '=', request.address).execute()
		expect(sent).toHaveLength(1)
		return sent[0]!
	}

	function expectNoTypedWords(sent: { subject: string; text_body: string; html_body: string | null }) {
		const everything = [sent.subject, sent.text_body, sent.html_body ?? ''].join('\n').toLowerCase()
		for (const words of TYPED_WORDS) expect(everything).not.toContain(words)
	}

	test.each(LANGUAGES)('a mail in %s names the category and says a city was chosen, never which', async (language) => {
		const t = translator(language)
		const address = `victim-${language}@example.com`
		const sent = await subscribe({ channel: 'mail', address, category: 'Security', language })
		expect(sent.kind).toBe('job-alert-confirm')
		expectNoTypedWords(sent)
		expect(sent.subject).toBe(t('alerts.mail.confirmSubject'))
		expect(sent.text_body).toContain(t('alerts.describeChosenPlace', { category: t('career.category.security') }))
		expect(sent.text_body).toMatch(/\/career\/alerts\/confirm\?token=[\w-]{22}/)
	})

	test.each(LANGUAGES)('a mail in %s for any kind of job in any city says so in the site’s words', async (language) => {
		const t = translator(language)
		const address = `anywhere-${language}@example.com`
		const sent = await subscribe({ channel: 'mail', address, category: '', language }, '')
		expect(sent.text_body).toContain(t('alerts.describeAnywhere', { category: t('alerts.anyCategory') }))
		// Written here as a reader expects them: a whole phrase, never "कोई भी शहर में" or "कोणतेही शहर मध्ये".
		expect(sent.text_body).toContain(expectedIn(ANYWHERE, language))
	})

	test.each(LANGUAGES)('a text in %s carries only the site’s words and the link', async (language) => {
		const address = `+9198${String(76543210 + LANGUAGES.indexOf(language)).padStart(8, '0')}`
		const sent = await subscribe({ channel: 'sms', address, category: '', language })
		expect(sent.channel).toBe('sms')
		expectNoTypedWords(sent)
		expect(sent.text_body).toMatch(/\/a\/c[\w-]{22}/)
	})
})
