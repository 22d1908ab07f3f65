import { Link } from 'react-router'
import { Icon } from '#app/components/icon.tsx'
import { useLocalize, useT } from '#app/i18n/index.ts'
import { jobListHref, pageNumbers } from '#app/utils/jobs/public-jobs.ts'

/**
 * The job list's pages: Previous, the page numbers and Next, each a link to its address
 * (so they work without JavaScript), landing at the results rather than the top.
 */
export function JobListPages({
	page,
	pages,
	query,
	category,
}: {
	page: number
	pages: number
	query: string
	category: string
}) {
	const t = useT()
	const localize = useLocalize()
	if (pages < 2) return null
	const href = (n: number) => `${localize(jobListHref({ query, category, page: n }))}#career-results`
	return (
		<nav className="career-pages" aria-label={t('career.pages')}>
			<ul>
				{page > 1 ? (
					<li className="career-pages-step">
						<Link to={href(page - 1)} aria-label={t('career.previousPage')} rel="prev">
							<Icon name="chevron-left" size={18} />
							{t('career.previous')}
						</Link>
					</li>
				) : null}
				{pageNumbers(page, pages).map((n, i) =>
					n === 'gap' ? (
						<li key={`gap-${i}`} className="career-pages-gap" aria-hidden="true">
							…
						</li>
					) : (
						<li key={n}>
							<Link
								to={href(n)}
								aria-label={t('career.page', { page: n })}
								aria-current={n === page ? 'page' : undefined}
							>
								{n}
							</Link>
						</li>
					),
				)}
				{page < pages ? (
					<li className="career-pages-step">
						<Link to={href(page + 1)} aria-label={t('career.nextPage')} rel="next">
							{t('career.next')}
							<Icon name="chevron-right" size={18} />
						</Link>
					</li>
				) : null}
			</ul>
		</nav>
	)
}
