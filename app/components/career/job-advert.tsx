import { Icon } from '#app/components/icon.tsx'
import { useLanguage, useT } from '#app/i18n/index.ts'

/**
 * The link to a job's advert, a PDF staff upload in English: on a page in another
 * language its words say the file is in English (a reader may not read it).
 */
export function JobAdvertLink({
	pdf,
	className,
	iconSize,
	describedBy,
}: {
	pdf: string
	className: string
	iconSize: number
	describedBy?: string
}) {
	const t = useT()
	const language = useLanguage()
	return (
		<a href={`/Pdf/${encodeURIComponent(pdf)}`} className={className} aria-describedby={describedBy}>
			<Icon name="download" size={iconSize} /> {t(language === 'en' ? 'career.advert' : 'jobAdvert.inEnglish')}
		</a>
	)
}
