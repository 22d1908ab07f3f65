import { useT } from '#app/i18n/index.ts'
import styles from '#app/styles/contact.css?url'
import type { HousekeepingDocument } from '#app/utils/content/documents.server.ts'
import { Icon } from './icon.tsx'

/**
 * The downloadable housekeeping documents:
 * a link with a download icon, the title and the size of each, served by the
 * site itself at /Pdf/{Pdf} (never a development server's address, as in the original).
 */
export function HousekeepingDocuments({ documents }: { documents: HousekeepingDocument[] }) {
	const t = useT()
	return (
		<>
			<link rel="stylesheet" href={styles} precedence="default" />
			<h2 id="documents-title">{t('documents.title')}</h2>
			<p>{t('documents.intro')}</p>
			{documents.length ? (
				<ul className="documents-list" aria-labelledby="documents-title">
					{documents.map((doc) => (
						<li key={doc.id}>
							<a
								className="document-link"
								href={`/Pdf/${encodeURIComponent(doc.pdf)}`}
								download={doc.pdf}
								type="application/pdf"
							>
								<span className="document-icon">
									<Icon name="download" size={22} />
								</span>
								<span>
									<span className="document-title">
										<span className="visually-hidden">{t('documents.download')} </span>
										{/* A title staff have not written in the page's language is read in an English voice. */}
										<span lang={doc.titleInEnglish ? 'en' : undefined}>{doc.title}</span>
									</span>
									<span className="document-size">{t('documents.size', { size: doc.size })}</span>
								</span>
							</a>
						</li>
					))}
				</ul>
			) : (
				<p>{t('documents.none')}</p>
			)}
		</>
	)
}
