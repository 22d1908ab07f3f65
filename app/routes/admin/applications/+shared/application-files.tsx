import { Link } from 'react-router'

export interface ApplicationFileFacts {
	name: string
	size: string
	/** A PDF or a picture: it opens in the back office's viewer. */
	viewable: boolean
}

/** The resume and the Aadhaar card: read in the page (a PDF or a picture) or downloaded, each opening recorded. */
export function ApplicationFiles({
	base,
	resume,
	aadhaarCard,
	filesCleared,
}: {
	base: string
	resume: ApplicationFileFacts | null
	aadhaarCard: ApplicationFileFacts | null
	filesCleared: boolean
}) {
	return (
		<section className="admin-section" aria-labelledby="files-title">
			<h2 id="files-title">Files</h2>
			<ul className="admin-file-list">
				<li>
					<FileLinks base={base} kind="resume" label="resume" file={resume} />
					{resume
						? null
						: filesCleared
							? 'The resume is no longer kept.'
							: 'No resume was sent (not required for this job).'}
				</li>
				<li>
					<FileLinks base={base} kind="aadhaar" label="Aadhaar card" file={aadhaarCard} />
					{aadhaarCard
						? null
						: filesCleared
							? 'The Aadhaar card is no longer kept.'
							: 'No Aadhaar card was sent (optional for this job).'}
				</li>
			</ul>
			<p className="field-hint">Each opening, in the page or as a download, is recorded in the audit log.</p>
		</section>
	)
}

function FileLinks({
	base,
	kind,
	label,
	file,
}: {
	base: string
	kind: 'resume' | 'aadhaar'
	label: string
	file: ApplicationFileFacts | null
}) {
	if (!file) return null
	return (
		<span className="admin-file-links">
			{file.viewable ? (
				<Link to={`${base}/view/${kind}`} className="button button-outline button-small">
					Read the {label}
				</Link>
			) : null}
			<a href={`${base}/${kind}`} download>
				Download the {label}
			</a>{' '}
			<span className="admin-muted">
				({file.name}, {file.size})
			</span>
		</span>
	)
}
