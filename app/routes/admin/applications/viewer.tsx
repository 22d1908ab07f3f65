import { Link } from 'react-router'
import { applicationReference } from '#app/utils/applications/references.ts'
import { describeApplicationFile } from '#app/utils/applications/application-reads.server.ts'
import { requireApplication } from '#app/utils/applications/applications.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import pdfReaderStyles from '#app/styles/admin/pdf-reader.css?url'
import { PdfReader } from './+shared/pdf-reader.tsx'
import type { Route } from './+types/viewer'

// GET /admin/applications/:id/view/resume and /view/aadhaar: the applicant's resume or Aadhaar card
// read inside the back office. A PDF is drawn page by page in the browser (PdfReader, decision 017), so
// that a phone without a PDF viewer shows it too; a picture is shown in a frame of the file sent inline
// (sandboxed, never cached; file.ts). Either way the opening is recorded when the page fetches the file,
// as a download is. A Word file or a text is not shown here: the page offers its download.

const KINDS = { resume: 'Resume', aadhaar: 'Aadhaar card' } as const

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	pageMeta({
		title: loaderData ? `${loaderData.label} of ${loaderData.name}` : 'A file of an application',
		description: 'The Brisk back office.',
		path: '/admin/applications',
		matches,
		noindex: true,
	})

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pdfReaderStyles }]

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

export async function loader({ params }: Route.LoaderArgs) {
	const kind = params.kind
	if (kind !== 'resume' && kind !== 'aadhaar') throw new Response('There is no such file.', { status: 404 })
	const db = getDb()
	const application = await requireApplication(db, params.id)
	if (application.erased_at) throw new Response('This applicant was erased: their files are gone.', { status: 404 })
	const file = await describeApplicationFile(db, application, kind)
	if (!file) throw new Response('This file is no longer kept, or was not sent.', { status: 404 })
	return {
		id: application.id,
		kind,
		label: KINDS[kind],
		name: application.name,
		reference: applicationReference(application.id, application.created_at, application.reference_code),
		file,
	}
}

export default function FileViewer({ loaderData }: Route.ComponentProps) {
	const { id, kind, label, name, reference, file } = loaderData
	const base = `/admin/applications/${id}`
	const title = `${label} of ${name}`
	return (
		<section className="admin-page admin-viewer" aria-labelledby="viewer-title">
			<p>
				<Link to={base}>Back to the application</Link>
			</p>
			<h1 id="viewer-title">{title}</h1>
			<p>
				{file.name}, {file.size} · reference <strong className="admin-reference">{reference}</strong>
			</p>
			{file.mediaType === 'application/pdf' ? (
				<>
					<PdfReader
						src={`${base}/${kind}?view=inline`}
						label={`${name}'s ${label.toLowerCase() === 'resume' ? 'resume' : 'Aadhaar card'}`}
						frameTitle={`${title} (${file.name})`}
						downloadHref={`${base}/${kind}`}
					/>
					<p className="field-hint">Opening it here is recorded in the audit log, as a download is.</p>
				</>
			) : file.viewable ? (
				<>
					<iframe
						className="admin-viewer-frame"
						src={`${base}/${kind}?view=inline`}
						title={`${title} (${file.name})`}
					/>
					<p className="field-hint">Opening it here is recorded in the audit log, as a download is.</p>
				</>
			) : (
				<p className="admin-empty">This file cannot be shown in the page (a Word file or a text): download it.</p>
			)}
			<p>
				<a href={`${base}/${kind}`} download className="button button-outline">
					Download the {label.toLowerCase() === 'resume' ? 'resume' : 'Aadhaar card'}
				</a>
			</p>
		</section>
	)
}
