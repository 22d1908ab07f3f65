import { z } from 'zod'
import type { Translate } from '#app/i18n/index.ts'
import { parseApplicationReference } from '#app/utils/applications/references.ts'
import { indianMobile, requiredText } from '#app/utils/common/validation.ts'

// The application status form (a whole reference and a mobile number) and the form that sends the
// whole reference to the holder of an older one: the browser's and the actions' schemas.

/** The application a reference names, typed any way a phone types it ("br २०२६ १२३ k7q9m"), or null. */
export function readReference(text: string) {
	return parseApplicationReference(text)
}

/** Long enough for a reference typed with a space between every symbol of its code. */
const REFERENCE_MAX = 40

export function statusSchema(t: Translate) {
	return z.object({
		reference: requiredText(t('status.error.reference'), REFERENCE_MAX, { t })
			.refine((value) => readReference(value) !== null, t('status.error.reference'))
			// Said apart, since it is a matter of the reference's form, not of any application: it tells nothing.
			.refine((value) => readReference(value)?.code !== null, t('status.error.code')),
		mobile: indianMobile(t('status.error.mobile')),
	})
}

/** An older reference (one with its code does as well) and the mobile number the application was sent with. */
export function referenceSendSchema(t: Translate) {
	return z.object({
		reference: requiredText(t('status.error.reference'), REFERENCE_MAX, { t }).refine(
			(value) => readReference(value) !== null,
			t('status.error.reference'),
		),
		mobile: indianMobile(t('status.error.mobile')),
	})
}
