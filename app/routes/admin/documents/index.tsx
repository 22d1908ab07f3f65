import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data, redirect } from 'react-router'
import { ListTable } from '#app/components/admin/list-controls.tsx'
import { FormErrors, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { PdfField } from '#app/components/admin/pdf-field.tsx'
import { PostForm, StatusButton } from '#app/components/forms.tsx'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { addDocument, listDocuments, moveDocument, requireDocument } from '#app/utils/content/documents.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { checkPdfField, pdfFormFiles } from '#app/utils/content/published-pdfs.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import { DocumentTitleSchema } from './+shared/document-schema.ts'
import type { Route } from './+types/index'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Documents',
		description: 'The Brisk back office.',
		path: '/admin/documents',
		matches,
		noindex: true,
	})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('documents')]

export async function loader() {
	return { documents: await listDocuments(getDb()) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()

	// Adding a document is a multipart form with its PDF; moving one is a plain form.
	if (/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
		const form = await readForm(request, { files: pdfFormFiles() })
		const pdf = await checkPdfField(form)
		const submission = parseWithZod(form.formData, { schema: DocumentTitleSchema })
		if (submission.status !== 'success' || !pdf.ok) {
			const fieldErrors = pdf.ok ? undefined : { pdf: [pdf.message] }
			return data({ result: submission.reply({ fieldErrors }) }, { status: 400 })
		}
		await addDocument(db, staff, { title: submission.value.title, pdf })
		throw redirect(withNotice('/admin/documents', 'document-added'))
	}

	const { formData } = await readForm(request)
	const direction = formData.get('intent') === 'move-up' ? 'up' : formData.get('intent') === 'move-down' ? 'down' : null
	if (!direction) throw new Response('Unknown action.', { status: 400 })
	const document = await requireDocument(db, String(formData.get('id') ?? ''))
	await moveDocument(db, staff, document.id, direction)
	throw redirect(withNotice('/admin/documents', 'document-moved'))
}

export default function DocumentsList({ loaderData, actionData }: Route.ComponentProps) {
	const { documents } = loaderData
	const [form, fields] = useAdminForm({
		id: 'add-document',
		schema: DocumentTitleSchema,
		lastResult: actionData?.result,
	})
	const pdfError = (actionData?.result?.error as Record<string, string[] | null> | undefined)?.pdf?.[0]
	return (
		<section className="admin-page" aria-labelledby="documents-title">
			<div className="admin-page-head">
				<h1 id="documents-title">Documents</h1>
				<a href="/service-house-keeping#documents-title">See them on the site</a>
			</div>
			<p>The housekeeping documents visitors can download, in the order they are listed on the site.</p>
			{documents.length === 0 ? (
				<div className="admin-empty">
					<p>There are no documents yet. Add the first one below.</p>
				</div>
			) : (
				<ListTable
					caption="The housekeeping documents, in their public order"
					rows={documents}
					rowKey={(document) => document.id}
					columns={[
						{ name: 'Place', cell: (_document, index) => index + 1 },
						{
							name: 'Title',
							rowHeader: true,
							cell: (document) => <Link to={`/admin/documents/${document.id}`}>{document.title}</Link>,
						},
						{
							name: 'File',
							cell: (document) => <a href={`/Pdf/${encodeURIComponent(document.pdf)}`}>{document.pdf}</a>,
						},
						{ name: 'Size', cell: (document) => document.size },
						{
							name: 'Order',
							cell: (document, index) => (
								<div className="admin-move">
									<MoveButton id={document.id} title={document.title} direction="up" disabled={index === 0} />
									<MoveButton
										id={document.id}
										title={document.title}
										direction="down"
										disabled={index === documents.length - 1}
									/>
								</div>
							),
						},
					]}
				/>
			)}

			<section aria-labelledby="add-document-heading" className="admin-section">
				<h2 id="add-document-heading">Add a document</h2>
				<PostForm encType="multipart/form-data" {...getFormProps(form)} className="admin-form">
					<FormErrors errors={form.errors} />
					<TextField meta={fields.title} label="Title" hint="As visitors will read it in the list." required />
					<PdfField
						id="document-pdf"
						label="PDF file"
						hint="A PDF without scripts or attached files."
						error={pdfError}
					/>
					<StatusButton className="button button-primary">Publish the document</StatusButton>
				</PostForm>
			</section>
		</section>
	)
}

function MoveButton({
	id,
	title,
	direction,
	disabled,
}: {
	id: number
	title: string
	direction: 'up' | 'down'
	disabled: boolean
}) {
	return (
		<PostForm intent={`move-${direction}`}>
			<input type="hidden" name="id" value={id} />
			<StatusButton
				className="button button-outline button-small"
				disabled={disabled}
				aria-label={`${direction === 'up' ? 'Move up' : 'Move down'}: ${title}`}
			>
				{direction === 'up' ? 'Move up' : 'Move down'}
			</StatusButton>
		</PostForm>
	)
}
