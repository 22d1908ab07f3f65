import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/contact-us'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Contact Us',
		description: 'Send Brisk an enquiry, or reach our Pune registered office and our Mumbai and Nagpur branches.',
		path: '/contact-us',
		matches,
	})

export default function ContactUsPage() {
	return (
		<div className="container page-section">
			<h1>Contact Us</h1>
			<p>Send us an enquiry or visit one of our offices.</p>
		</div>
	)
}
