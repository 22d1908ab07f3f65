import { z } from 'zod'
import type { NoticeFrequency } from '#app/utils/db/schema.ts'

// The choice a member of staff makes on their account page: when to hear of new applications
// (application-notices.server.ts sends them), and its form's schema, read by the page and the browser.

export const NOTICE_FREQUENCIES = ['now', 'daily', 'never'] as const satisfies readonly NoticeFrequency[]
export const NOTICE_LABELS: Record<NoticeFrequency, string> = {
	now: 'At once, a mail for each application',
	daily: 'A daily digest at 9:00 (India time)',
	never: 'Never',
}
/** The digest goes at this hour of India's day, and counts the 24 hours before it. */
export const DIGEST_HOUR = 9

export const NoticeSettingsSchema = z
	.object({
		intent: z.literal('notices'),
		frequency: z.enum(NOTICE_FREQUENCIES, { error: 'Choose when to hear of new applications.' }),
		scope: z.enum(['all', 'some'], { error: 'Choose every job or the jobs you pick.' }),
		// One ticked box comes as one value, none as nothing.
		jobs: z.preprocess(
			(value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
			z
				.array(z.coerce.number().int().min(1).max(999_999_999), { error: 'Pick the jobs from the list.' })
				.max(500, 'Pick at most 500 jobs.'),
		),
	})
	.superRefine((value, ctx) => {
		if (value.frequency !== 'never' && value.scope === 'some' && value.jobs.length === 0) {
			ctx.addIssue({ code: 'custom', path: ['jobs'], message: 'Pick at least one job, or choose every job.' })
		}
	})
