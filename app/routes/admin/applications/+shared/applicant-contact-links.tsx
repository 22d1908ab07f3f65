/** Call and WhatsApp links beside an applicant's mobile number, named for the person (as a screen reader says them). */
export function ApplicantContactLinks({
	name,
	links,
}: {
	name: string
	links: { call: string; whatsApp: string } | null
}) {
	if (!links) return null
	return (
		<span className="admin-contact-links">
			<a href={links.call} className="button button-outline" aria-label={`Call ${name}`}>
				Call
			</a>
			<a
				href={links.whatsApp}
				className="button button-outline"
				aria-label={`WhatsApp ${name}`}
				target="_blank"
				rel="noopener noreferrer"
			>
				WhatsApp
			</a>
		</span>
	)
}
