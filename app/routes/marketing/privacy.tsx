import { Link } from 'react-router'
import { company } from '#content/company.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/seo.ts'
import styles from '#app/styles/career.css?url'
import type { Route } from './+types/privacy'
import { getEnv } from '#app/utils/env.server.ts'
import { loadDocument, staticPage } from '#app/utils/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.privacy.title'),
		description: t('meta.privacy.description'),
		path: '/privacy',
		matches,
	})
}

export async function loader() {
	return { retentionDays: getEnv().RETENTION_DAYS }
}

// PRODUCT.md, "Privacy for applicants": explicit consent, the purpose of each
// document stated, masked-Aadhaar guidance, files never public, retention.
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
	const { retentionDays } = loaderData
	return (
		<div className="container page-section privacy-page">
			<h1>Privacy Notice</h1>
			<p>
				{company.legalName} ("Brisk") runs this website. This notice says what we collect when you apply for a job or
				send us an enquiry, why, how long we keep it, and how to have it deleted.
			</p>

			<section aria-labelledby="privacy-collect">
				<h2 id="privacy-collect">What we collect and why</h2>
				<ul>
					<li>
						<strong>Your details</strong> (name, e-mail, mobile number, location, the job field, and, if you give them,
						qualification, experience, employer and salaries): to consider you for the job and to contact you about it.
					</li>
					<li>
						<strong>Your photo</strong>: to recognise you at the interview and on joining.
					</li>
					<li>
						<strong>Your resume</strong>: to judge your experience for the job.
					</li>
					<li>
						<strong>Your Aadhaar card</strong>: only to verify your identity. Please upload a masked Aadhaar, which
						shows only the last four digits of the number; you can download one from the UIDAI website.
					</li>
					<li>
						<strong>Contact enquiries</strong> (name, e-mail, mobile, subject, message): to answer you.
					</li>
					<li>
						<strong>The time you agreed to this notice</strong>, and the language of the page you used.
					</li>
				</ul>
				<p>We never sell your data, never use it for advertising, and never charge you any fee.</p>
			</section>

			<section aria-labelledby="privacy-storage">
				<h2 id="privacy-storage">How we keep it</h2>
				<p>
					Uploaded files are stored privately on our own server under random names. They are never published on the
					website; only our office staff can open them. E-mails we send about your application do not carry your Aadhaar
					card.
				</p>
			</section>

			<section aria-labelledby="privacy-retention">
				<h2 id="privacy-retention">How long we keep it</h2>
				<p>
					We keep an application and its files for {retentionDays} days after you apply. After that the files are
					deleted; if you join Brisk, your records move to your employee file under the law that applies to employment.
				</p>
			</section>

			<section aria-labelledby="privacy-rights">
				<h2 id="privacy-rights">Your choices: correction and deletion</h2>
				<p>
					To see, correct or delete what you sent us, write to{' '}
					<a href={`mailto:${company.careersEmail}`}>{company.careersEmail}</a> or call{' '}
					<a href={company.phoneHref}>{company.phone}</a>, giving the e-mail address you applied with. We answer within
					30 days. You can also <Link to="/contact-us">send us a message</Link>.
				</p>
			</section>
		</div>
	)
}
