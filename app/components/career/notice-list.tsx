import { FormNotice } from '#app/components/forms.tsx'
import { useT, type MessageKey } from '#app/i18n/index.ts'
import type { ApplyOutcome } from '#app/utils/career.ts'

// "You have already applied" is information, not success.
const TONE = {
	submitted: 'success',
	duplicate: 'info',
	closed: 'error',
	invalid: 'error',
	expired: 'error',
	'too-many': 'error',
	full: 'error',
	unavailable: 'error',
	failed: 'error',
	busy: 'error',
	tooLarge: 'error',
} as const

export type ApplyNoticeKind = ApplyOutcome | 'busy' | 'tooLarge'

const NOTICES: Record<ApplyNoticeKind, MessageKey[]> = {
	submitted: ['apply.notice.submitted', 'apply.notice.confirmation'],
	duplicate: ['apply.notice.duplicate'],
	closed: ['apply.notice.closed'],
	invalid: ['apply.notice.invalid'],
	expired: ['apply.notice.expired'],
	'too-many': ['apply.notice.tooMany'],
	full: ['apply.notice.full'],
	unavailable: ['apply.notice.unavailable'],
	failed: ['apply.notice.failed'],
	busy: ['apply.notice.busy'],
	tooLarge: ['apply.notice.tooLarge'],
}

/** The result of an application, in the words that go with its outcome. */
export function ApplyNotice({
	outcome,
	params,
	also = [],
}: {
	outcome: ApplyNoticeKind
	params?: Record<string, string>
	/** More to say with it (what to do next). */
	also?: MessageKey[]
}) {
	const t = useT()
	return (
		<FormNotice tone={TONE[outcome]}>
			{[...NOTICES[outcome], ...also].map((key) => (
				<p key={key}>{t(key, params)}</p>
			))}
		</FormNotice>
	)
}
