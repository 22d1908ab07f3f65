import { Link } from 'react-router'

/**
 * The home screen. Also shown, under a "page not found" notice, for an unknown
 * address; there the notice is the page's h1 and this heading steps down.
 */
export function HomePage({ headingLevel = 'h1' }: { headingLevel?: 'h1' | 'h2' }) {
	const Heading = headingLevel
	return (
		<div className="container page-section">
			<Heading>Brisk Facility Services</Heading>
			<p>Facility management, housekeeping, security and staffing since 2009.</p>
			<p>
				<Link to="/contact-us">Contact us</Link>
			</p>
		</div>
	)
}
