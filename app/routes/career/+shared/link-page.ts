import type { MetaArgs } from 'react-router'
import type { MessageKey } from '#app/i18n/index.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import styles from '#app/styles/status.css?url'

// What the pages a link in a mail or a text opens have in common (an alert's confirm and stop, an interview's answer,
// a pool invitation's consent): a form that works as plain HTML, so the page is sent without React
// (docs/decisions/016-form-pages-without-react.md); never kept by a cache, never indexed, and its address (a token in
// the query) never sent on as a Referer.

export const linkPageLinks = () => [{ rel: 'stylesheet', href: styles }]

export const linkPageHeaders = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })

/** The page's title and description in its language, at its address, kept out of search engines. */
export function linkPageMeta({
	title,
	description,
	path,
}: {
	title: MessageKey
	description: MessageKey
	path: string
}) {
	return ({ matches }: Pick<MetaArgs, 'matches'>) => {
		const t = metaT(matches)
		return pageMeta({ title: t(title), description: t(description), path, matches, noindex: true })
	}
}
