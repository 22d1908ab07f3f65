import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data, redirect } from 'react-router'
import { z } from 'zod'
import { FormErrors, TextField, TextareaField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { withNotice } from '#app/utils/admin-notices.ts'
import { MAILED_STAGES, TEMPLATE_PLACEHOLDERS, type MailedStage } from '#app/utils/applications.ts'
import { readStageTemplates, saveStageTemplate } from '#app/utils/applications.server.ts'
import { audit } from '#app/utils/audit.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/forms.server.ts'
import { pageMeta } from '#app/utils/seo.ts'
import { requireStaff } from '#app/utils/staff-access.server.ts'
import { requiredText } from '#app/utils/validation.ts'
import { formatIndianDateTime } from '#app/utils/dates.ts'
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
	subject: requiredText('Write the subject.', 200),
	body: requiredText('Write the mail.', 5000, { multiline: true }),
})

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request, 'applications')
	const templates = await readStageTemplates(getDb())
	return {
		templates: MAILED_STAGES.map((stage) => ({
			stage,
			subject: templates[stage].subject,
			body: templates[stage].body,
			updated: templates[stage].updatedAt ? formatIndianDateTime(templates[stage].updatedAt) : null,
		})),
	}
}

export async function action({ request }: Route.ActionArgs) {
	const { staff } = await requireStaff(request, 'applications')
	const db = getDb()
	const formData = await readFormData(request)
	const submission = parseWithZod(formData, { schema: TemplateSchema })
	if (submission.status !== 'success') {
		return data({ stage: String(formData.get('stage')), result: submission.reply() }, { status: 400 })
	}
	const { stage, subject, body } = submission.value
	await saveStageTemplate(db, { stage, subject, body, staffId: staff.id })
	await audit(db, { staff, action: 'mail-template.saved', subject: `mail template ${stage}` })
	throw redirect(`${withNotice('/admin/applications/templates', 'template-saved')}#template-${stage.toLowerCase()}`)
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
				filled in: {TEMPLATE_PLACEHOLDERS.map((p, i) => [i > 0 ? ', ' : '', <code key={p}>{p}</code>])} (the
				applicant&apos;s name, the job&apos;s title and the new stage).
			</p>
			{loaderData.templates.map((template) => (
				<TemplateForm
					key={template.stage}
					template={template}
					lastResult={actionData?.stage === template.stage ? actionData.result : null}
				/>
			))}
		</section>
	)
}

function TemplateForm({
	template,
	lastResult,
}: {
	template: { stage: MailedStage; subject: string; body: string; updated: string | null }
	lastResult: Parameters<typeof useAdminForm>[0]['lastResult']
}) {
	const id = `template-${template.stage.toLowerCase()}`
	const [form, fields] = useAdminForm({
		id: `${id}-form`,
		schema: TemplateSchema,
		lastResult,
		defaultValue: { stage: template.stage, subject: template.subject, body: template.body },
	})
	return (
		<section className="admin-section" aria-labelledby={`${id}-title`} id={id}>
			<h2 id={`${id}-title`}>{template.stage}</h2>
			<p className="field-hint">{template.updated ? `Last changed ${template.updated}` : 'The standard words.'}</p>
			<PostForm {...getFormProps(form)} className="admin-form admin-form-wide">
				<FormErrors errors={form.errors} />
				<input type="hidden" name="stage" value={template.stage} />
				<TextField meta={fields.subject} label={`Subject (${template.stage})`} required />
				<TextareaField meta={fields.body} label={`Mail (${template.stage})`} rows={8} required />
				<StatusButton className="button button-primary">Save the {template.stage} mail</StatusButton>
			</PostForm>
		</section>
	)
}
