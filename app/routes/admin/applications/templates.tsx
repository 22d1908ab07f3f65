import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data, redirect } from 'react-router'
import { z } from 'zod'
import { FormErrors, TextField, TextareaField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { MAILED_STAGES, TEMPLATE_PLACEHOLDERS, type MailedStage } from '#app/utils/applications/applications.ts'
import { readStageTemplates, saveStageTemplate } from '#app/utils/applications/stage-templates.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import { requiredText } from '#app/utils/common/validation.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '#app/i18n/languages.ts'
import type { Route } from './+types/templates'
import { PostForm, StatusButton } from '#app/components/forms.tsx'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Mail templates',
		description: 'The Brisk back office.',
		path: '/admin/applications/templates',
		matches,
		noindex: true,
	})

const TemplateSchema = z.object({
	stage: z.enum(MAILED_STAGES),
	language: z.enum(LANGUAGES),
	subject: requiredText('Write the subject.', 200),
	body: requiredText('Write the mail.', 5000, { multiline: true }),
})

/** The language whose mails the page shows (?language=hi): an applicant gets the mails of the language they applied in. */
function pageLanguage(request: Request): Language {
	const asked = new URL(request.url).searchParams.get('language')
	return isLanguage(asked) ? asked : 'en'
}

function templatesPath(language: Language) {
	return language === 'en' ? '/admin/applications/templates' : `/admin/applications/templates?language=${language}`
}

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

export async function loader({ request }: Route.LoaderArgs) {
	const language = pageLanguage(request)
	const templates = await readStageTemplates(getDb(), language)
	return {
		language,
		templates: MAILED_STAGES.map((stage) => ({
			stage,
			subject: templates[stage].subject,
			body: templates[stage].body,
			updated: templates[stage].updatedAt ? formatIndianDateTime(templates[stage].updatedAt) : null,
		})),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const { formData } = await readForm(request)
	const submission = parseWithZod(formData, { schema: TemplateSchema })
	if (submission.status !== 'success') {
		return data({ stage: String(formData.get('stage')), result: submission.reply() }, { status: 400 })
	}
	const { stage, language, subject, body } = submission.value
	await saveStageTemplate(db, { stage, language, subject, body, staff })
	throw redirect(`${withNotice(templatesPath(language), 'template-saved')}#template-${stage.toLowerCase()}`)
}

export default function MailTemplates({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<section className="admin-page" aria-labelledby="templates-title">
			<p>
				<Link to="/admin/applications">All applications</Link>
			</p>
			<h1 id="templates-title">Mail templates</h1>
			<p>
				When HR moves an application to one of these stages, they may send the applicant this mail. These words are
				filled in: {TEMPLATE_PLACEHOLDERS.map((p, i) => [i > 0 ? ', ' : '', <code key={p}>{p}</code>])} (the word
				&ldquo;applicant&rdquo; in the mail&apos;s language, the job&apos;s title and the new stage). A mail never
				carries the name typed in the form: anyone may apply with another person&apos;s address. Each applicant gets the
				mail in the language they applied in; a language nobody has written for yet sends the standard words of that
				language.
			</p>
			<nav aria-label="Language of the mails" className="admin-tabs">
				<ul>
					{LANGUAGES.map((language) => (
						<li key={language}>
							<Link
								to={templatesPath(language)}
								aria-current={language === loaderData.language ? 'page' : undefined}
								lang={language}
							>
								{LANGUAGE_NAMES[language]}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			{loaderData.templates.map((template) => (
				<TemplateForm
					key={`${loaderData.language}-${template.stage}`}
					language={loaderData.language}
					template={template}
					lastResult={actionData?.stage === template.stage ? actionData.result : null}
				/>
			))}
		</section>
	)
}

function TemplateForm({
	language,
	template,
	lastResult,
}: {
	language: Language
	template: { stage: MailedStage; subject: string; body: string; updated: string | null }
	lastResult: Parameters<typeof useAdminForm>[0]['lastResult']
}) {
	const id = `template-${template.stage.toLowerCase()}`
	const [form, fields] = useAdminForm({
		id: `${id}-${language}-form`,
		schema: TemplateSchema,
		lastResult,
		defaultValue: { stage: template.stage, language, subject: template.subject, body: template.body },
	})
	return (
		<section className="admin-section" aria-labelledby={`${id}-title`} id={id}>
			<h2 id={`${id}-title`}>
				{template.stage} ({LANGUAGE_NAMES[language]})
			</h2>
			<p className="field-hint">{template.updated ? `Last changed ${template.updated}` : 'The standard words.'}</p>
			<PostForm {...getFormProps(form)} className="admin-form admin-form-wide">
				<FormErrors errors={form.errors} />
				<input type="hidden" name="stage" value={template.stage} />
				<input type="hidden" name="language" value={language} />
				<TextField meta={fields.subject} label={`Subject (${template.stage})`} required lang={language} />
				<TextareaField meta={fields.body} label={`Mail (${template.stage})`} rows={8} required lang={language} />
				<StatusButton className="button button-primary">Save the {template.stage} mail</StatusButton>
			</PostForm>
		</section>
	)
}
