import { z } from 'zod'
import type { Translate } from '#app/i18n/index.ts'
import type { OutboxChannel } from '#app/utils/db/schema.ts'
import { JOB_CATEGORIES } from '#app/utils/jobs/jobs.ts'
import { normaliseIndianMobile, optionalText, requiredText } from '#app/utils/common/validation.ts'

// The job alert form (career page and /career/alerts): a category or any, a city or anywhere, and
// one field for an e-mail address or a mobile number (an '@' says which). The browser's and the
// action's one schema.

const CATEGORY_VALUES = JOB_CATEGORIES.map((category) => category.value) as [string, ...string[]]
const EMAIL = z.email()

/** Where an alert goes: an e-mail address (lower-cased) or an Indian mobile number (+91…), or null. */
export function readAlertAddress(text: string): { channel: OutboxChannel; address: string } | null {
	const value = text.trim()
	if (value.includes('@')) {
		return value.length <= 254 && EMAIL.safeParse(value).success
			? { channel: 'mail', address: value.toLowerCase() }
			: null
	}
	const mobile = normaliseIndianMobile(value)
	return mobile ? { channel: 'sms', address: mobile } : null
}

/** The form's schema; `categories`: the values it offers (staff keep them; the original four by default). */
export function jobAlertSchema(t: Translate, categories: readonly string[] = CATEGORY_VALUES) {
	return z.object({
		category: z
			.string({ error: t('alerts.error.category') })
			.refine((value) => categories.includes(value), t('alerts.error.category'))
			.optional()
			.transform((value) => value ?? ''),
		place: optionalText(60, t),
		address: requiredText(t('alerts.error.address'), 254, { t }).refine(
			(value) => readAlertAddress(value) !== null,
			t('alerts.error.address'),
		),
	})
}
