import { PostForm, StatusButton } from '#app/components/forms.tsx'

/**
 * The Aadhaar number as XXXX XXXX 1234. A role that may see it whole (aadhaar-access.ts) has a
 * button that shows it in this page only, each time recorded; the server refuses anyone else.
 */
export function AadhaarNumber({
	masked,
	revealed,
	canReveal,
}: {
	masked: string | null
	revealed: string | null
	canReveal: boolean
}) {
	if (!masked) return <>Not on record</>
	if (revealed) return <span className="admin-aadhaar">{revealed}</span>
	if (!canReveal) {
		return (
			<>
				<span className="admin-aadhaar">{masked}</span>{' '}
				<span className="admin-muted">(only HR and administrators may see the whole number)</span>
			</>
		)
	}
	return (
		<PostForm intent="reveal-aadhaar" className="admin-inline-form">
			<span className="admin-aadhaar">{masked}</span>{' '}
			<StatusButton className="button button-outline button-small">Show the full number</StatusButton>
		</PostForm>
	)
}
