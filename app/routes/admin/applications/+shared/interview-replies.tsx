/**
 * The applicant's answer to the interview (by the invitation's link or by a text) and the texts they sent back, on
 * the application's page. Their words are shown as typed, never sent anywhere.
 */
export function InterviewAnswer({
	answer,
}: {
	answer: { answer: string | null; note: string | null; at: string | null; by: string | null } | null
}) {
	if (!answer) return null
	const by = answer.by === 'text' ? 'by text' : 'by the invitation’s link'
	return (
		<p>
			Answer:{' '}
			{answer.answer === 'confirmed' ? (
				<span className="admin-badge admin-badge-ok">Confirmed, will come</span>
			) : answer.answer === 'declined' ? (
				<span className="admin-badge admin-badge-alert">Declined, cannot come</span>
			) : (
				<span className="admin-badge admin-badge-warn">No answer yet</span>
			)}
			{answer.answer && answer.at ? ` (${by}, ${answer.at})` : null}
			{answer.note ? <> — in their words: “{answer.note}”</> : null}
		</p>
	)
}

export function TextsFromApplicant({ texts }: { texts: readonly { id: number; body: string; at: string }[] }) {
	if (texts.length === 0) return null
	return (
		<section className="admin-section" aria-labelledby="replies-title">
			<h2 id="replies-title">Texts from the applicant</h2>
			<ul>
				{texts.map((text) => (
					<li key={text.id}>
						{text.at}: “{text.body}”
					</li>
				))}
			</ul>
		</section>
	)
}
