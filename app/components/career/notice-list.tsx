import { FormNotice } from '#app/components/forms.tsx'
import type { ApplyOutcome } from '#app/utils/career.ts'

// "You have already applied" is information, not success (PRODUCT.md).
const TONE = { submitted: 'success', duplicate: 'info', closed: 'error', invalid: 'error', expired: 'error', error: 'error' } as const

export function NoticeList({ outcome }: { outcome: ApplyOutcome }) {
	const [first, ...rest] = outcome.notices
	return (
		<FormNotice tone={TONE[outcome.status]}>
			<p>{first}</p>
			{rest.map((notice) => (
				<p key={notice}>{notice}</p>
			))}
		</FormNotice>
	)
}
