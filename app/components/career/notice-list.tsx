import { Link } from 'react-router'
import { FormNotice } from '#app/components/forms.tsx'
import { fillParts, useLocalize, useT, type MessageKey } from '#app/i18n/index.ts'
import { company } from '#content/company.ts'
import type { ApplyOutcome } from '#app/utils/applying/apply-outcome.ts'

// "You have already applied" is information, not success.
const TONE = {
	submitted: 'success',
	duplicate: 'info',
	closed: 'error',
	'closed-by-staff': 'error',
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
	submitted: ['apply.notice.submitted'],
	duplicate: ['apply.notice.duplicate'],
	closed: ['apply.notice.closed'],
	'closed-by-staff': ['apply.notice.closedByStaff'],
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
	reference,
	emailed,
	text,
}: {
	outcome: ApplyNoticeKind
	params?: Record<string, string>
	/** More to say with it (what to do next). */
	also?: MessageKey[]
	/** A stored application's reference, shown large for the person to keep. */
	reference?: string
	/** Whether the confirmation went by e-mail (an application without one is confirmed here only). */
	emailed?: boolean
	/** The acknowledgement's text comes later (the site's text budget is spent), or was not sent. */
	text?: 'later' | 'not-sent'
}) {
	const t = useT()
	const localize = useLocalize()
	const textNews: MessageKey | null =
		text === 'later' ? 'apply.notice.textLater' : text === 'not-sent' ? 'apply.notice.textNotSent' : null
	const confirmation: MessageKey[] =
		outcome !== 'submitted'
			? []
			: emailed === false
				? [textNews ?? 'apply.notice.noEmail']
				: ['apply.notice.confirmation', ...(textNews ? [textNews] : [])]
	// A notice that asks the person to call shows the number as a link a phone can dial.
	const phone = <a href={company.phoneHref}>{company.phone}</a>
	return (
		<FormNotice tone={TONE[outcome]}>
			{[...NOTICES[outcome], ...confirmation, ...also].map((key) => (
				<p key={key}>{fillParts(t(key, params), { phone })}</p>
			))}
			{reference ? (
				<>
					<p className="apply-reference">
						{t('apply.notice.reference')}: <strong className="apply-reference-code">{reference}</strong>
					</p>
					<p>{fillParts(t('apply.notice.keepReference'), { phone })}</p>
					<p>{t('apply.notice.next')}</p>
					<p>
						<Link to={localize('/career/status')}>{t('status.applyResult')}</Link>
					</p>
				</>
			) : null}
		</FormNotice>
	)
}
