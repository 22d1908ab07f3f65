import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data, redirect } from 'react-router'
import { FormErrors, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import {
	forEachTranslation,
	LANGUAGE_NAMES,
	LANGUAGE_NAMES_IN_ENGLISH,
	TRANSLATED_LANGUAGES,
} from '#app/i18n/languages.ts'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import {
	deleteDocument,
	documentTranslations,
	renameDocument,
	requireDocument,
} from '#app/utils/content/documents.server.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import { DocumentTitleSchema } from './+shared/document-schema.ts'
import type { Route } from './+types/edit'
import { PostForm, StatusButton } from '#app/components/forms.tsx'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	pageMeta({
		title: loaderData ? `Document: ${loaderData.document.title}` : 'Document',
		description: 'The Brisk back office.',
		path: '/admin/documents',
		matches,
		noindex: true,
	})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('documents')]

export async function loader({ params }: Route.LoaderArgs) {
	const db = getDb()
	const document = await requireDocument(db, params.id)
	return {
		document: { id: document.id, title: document.title, pdf: document.pdf, size: formatBytes(document.byte_size) },
		translations: await documentTranslations(db, document.id),
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const document = await requireDocument(db, params.id)
	const { formData } = await readForm(request)
	const intent = formData.get('intent')
	if (intent === 'rename') {
		const submission = parseWithZod(formData, { schema: DocumentTitleSchema })
		if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
		const { title } = submission.value
		const translations = forEachTranslation((language) => submission.value[language]?.title ?? '')
		await renameDocument(db, staff, document, title, translations)
		throw redirect(withNotice(`/admin/documents/${document.id}`, 'document-saved'))
	}
	if (intent === 'delete') {
		await deleteDocument(db, staff, document)
		throw redirect(withNotice('/admin/documents', 'document-deleted'))
	}
	throw new Response('Unknown action.', { status: 400 })
}

export default function EditDocument({ loaderData, actionData }: Route.ComponentProps) {
	const { document, translations } = loaderData
	const [form, fields] = useAdminForm({
		id: 'rename-document',
		schema: DocumentTitleSchema,
		lastResult: actionData?.result,
		defaultValue: { title: document.title, ...forEachTranslation((language) => ({ title: translations[language] })) },
	})
	return (
		<section className="admin-page" aria-labelledby="document-title">
			<p>
				<Link to="/admin/documents">All documents</Link>
			</p>
			<h1 id="document-title">{document.title}</h1>
			<dl className="admin-facts">
				<dt>File</dt>
				<dd>
					<a href={`/Pdf/${encodeURIComponent(document.pdf)}`}>{document.pdf}</a>
				</dd>
				<dt>Size</dt>
				<dd>{document.size}</dd>
			</dl>

			<section aria-labelledby="rename-title" className="admin-section">
				<h2 id="rename-title">Rename</h2>
				<PostForm
					intent="rename"
					{...getFormProps(form)}
					className="admin-form"
					key={[document.title, ...Object.values(translations)].join('|')}
				>
					<FormErrors errors={form.errors} />
					<TextField meta={fields.title} label="Title" hint="As visitors read it in the list." required />
					{TRANSLATED_LANGUAGES.map((language) => (
						<TextField
							key={language}
							meta={fields[language].getFieldset().title}
							label={`Title in ${LANGUAGE_NAMES_IN_ENGLISH[language]} (${LANGUAGE_NAMES[language]})`}
							hint={`Optional: empty shows the English title on the ${LANGUAGE_NAMES_IN_ENGLISH[language]} page.`}
							lang={language}
						/>
					))}
					<StatusButton className="button button-primary">Save the title</StatusButton>
				</PostForm>
			</section>

			<section aria-labelledby="delete-document-title" className="admin-section">
				<h2 id="delete-document-title">Delete</h2>
				<details className="admin-confirm">
					<summary>Delete this document</summary>
					<PostForm intent="delete">
						<p>The document leaves the site’s list and its link stops working at once.</p>
						<StatusButton className="button button-danger">Yes, delete the document</StatusButton>
					</PostForm>
				</details>
			</section>
		</section>
	)
}
