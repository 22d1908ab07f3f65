import { z } from 'zod'
import type { Translate } from '#app/i18n/index.ts'
import { parseApplicationReference } from './career.ts'
import { asciiDigits, indianMobile, requiredText } from '#app/utils/common/validation.ts'

// The application status form: a reference and a mobile number, the browser's and the action's one schema.

/** The application a reference names, typed any way a phone types it ("br 2026 १२३"), or null. */
export function readReference(text: string) {
	return parseApplicationReference(asciiDigits(text))
}

export function statusSchema(t: Translate) {
	return z.object({
		reference: requiredText(t('status.error.reference'), 30, { t }).refine(
			(value) => readReference(value) !== null,
			t('status.error.reference'),
		),
		mobile: indianMobile(t('status.error.mobile')),
	})
}
