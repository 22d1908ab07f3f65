import { parseWithZod } from '@conform-to/zod/v4'
import { data, useRouteLoaderData } from 'react-router'
import { ContactForm } from '#app/components/contact/contact-form.tsx'
import { LocalBusinessJsonLd } from '#app/components/contact/local-business-json-ld.tsx'
import { Offices } from '#app/components/contact/offices.tsx'
import { translate, translator, useT } from '#app/i18n/index.ts'
import styles from '#app/styles/contact.css?url'
import { contactSchema } from '#app/utils/enquiries/contact-schema.ts'
import { requestLanguage } from '#app/i18n/languages.ts'
import { acceptEnquiry } from '#app/utils/enquiries/contact.server.ts'
import { RETRY_AFTER_SECONDS } from '#app/utils/db/db-health.server.ts'
import { getAcceptedSecrets, getSecret } from '#app/utils/http/secrets.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { checkFormStamp, isHoneypotFilled, issueFormStamp } from '#app/utils/http/spam.server.ts'
import { FORM_STAMP_FIELD, HONEYPOT_FIELD } from '#app/utils/enquiries/spam.ts'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'
import type { Route } from './+types/contact-us'
import { requestContext } from '#app/context.ts'

// Sent without React (docs/decisions/016-form-pages-without-react.md): the form posts as HTML, and
// app/enhance/contact.js checks it in the browser and sends it with fetch.
export const handle = staticPage
export const clientLoader = loadDocument

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]

// Each view carries a signed time stamp of its own (the too-fast check): no cache keeps it, neither
// a shared one nor the server's render cache, which keeps only pages marked neither private nor no-store.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.contactUs.title'),
		description: t('meta.contactUs.description'),
		path: '/contact-us',
		matches,
	})
}

export function loader() {
	// When the form was shown, signed: a post sent sooner after than a person types is flagged.
	return { formStamp: issueFormStamp(getSecret()) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const { formData, tokenMatches } = await readForm(request, { staleToken: 'report' })
	const language = requestLanguage(request)
	const submission = parseWithZod(formData, { schema: contactSchema(translator(language)) })
	// A stale anti-forgery field (a phone that dropped its cookie, a page reopened from history): the form again,
	// with what was typed and the message in the visitor's language, ready to send. Nothing is stored or sent.
	// A post from another site never gets here: its origin is refused before any page's action.
	if (!tokenMatches) {
		const formStamp = issueFormStamp(getSecret())
		return data(
			{ result: submission.reply({ formErrors: [translate(language, 'contact.expired')] }), sent: false, formStamp },
			{ status: 403 },
		)
	}

	// A filled honeypot is a bot: answer as if sent, store nothing, queue no mail.
	if (isHoneypotFilled(formData.get(HONEYPOT_FIELD))) {
		return { result: submission.reply({ resetForm: true }), sent: true }
	}
	if (submission.status !== 'success') {
		return data({ result: submission.reply(), sent: false }, { status: 400 })
	}
	const stamp = checkFormStamp(getAcceptedSecrets(), formData.get(FORM_STAMP_FIELD), getEnv().FORM_MIN_SECONDS)
	// A stamp we did not sign never came from our page: send the form again with a fresh one.
	if (!stamp.ok && stamp.reason === 'invalid') {
		const message = translate(language, 'contact.expired')
		const formStamp = issueFormStamp(getSecret())
		return data({ result: submission.reply({ formErrors: [message] }), sent: false, formStamp }, { status: 400 })
	}
	// A person whose browser fills the form in at once, or who left the page open for a day, is
	// never refused: the enquiry is accepted, and flagged for the office to judge.
	const flag = stamp.ok
		? null
		: stamp.reason === 'too-fast'
			? 'sent very quickly after the form was shown'
			: 'the form was open for more than a day'

	const outcome = await acceptEnquiry(submission.value, context.get(requestContext).clientIp, { flag, language })
	// What was typed stays; the form says so, with the number to call (ContactForm).
	if (outcome === 'too-many') {
		return data(
			{ result: submission.reply(), sent: false, tooMany: true },
			{ status: 429, headers: { 'Retry-After': '3600' } },
		)
	}
	if (outcome === 'failed' || outcome === 'unavailable') {
		const message = translate(language, outcome === 'failed' ? 'contact.failed' : 'contact.unavailable')
		return data(
			{ result: submission.reply({ formErrors: [message] }), sent: false },
			{ status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
		)
	}
	// The typed words go (the next enquiry starts afresh); the two choices stay chosen, with or without JavaScript.
	const { Service, Find } = submission.value
	return { result: submission.reply({ resetForm: true }), sent: true, chosen: { Service, Find } }
}

export default function ContactUsPage({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const root = useRouteLoaderData('root') as { publicUrl?: string } | undefined
	const freshStamp = actionData && 'formStamp' in actionData ? actionData.formStamp : undefined
	return (
		<div className="container page-section contact-page">
			<LocalBusinessJsonLd publicUrl={root?.publicUrl ?? ''} />
			<h1>{t('contact.title')}</h1>
			<p className="contact-intro">{t('contact.intro')}</p>
			<div className="contact-layout">
				<ContactForm
					lastResult={actionData}
					formStamp={typeof freshStamp === 'string' ? freshStamp : loaderData.formStamp}
				/>
				<Offices />
			</div>
		</div>
	)
}
