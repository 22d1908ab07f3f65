// Where an application came from: the career pages (and anything unknown), a job alert's link, the job feed, or a
// pool invitation (its job link, or HR adding the person's earlier application with their consent). The links carry
// it as ?from=…, through the job's page to the apply form's hidden field. Kept free of imports: the job's page and
// the apply form load it in the browser.

export const APPLICATION_SOURCES = ['career', 'alert', 'feed', 'invitation'] as const
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number]

/** The source a link's ?from= names, or null for the career pages' own (none, or a value not in the set). */
export function linkedSource(value: string | null | undefined): Exclude<ApplicationSource, 'career'> | null {
	return value === 'alert' || value === 'feed' || value === 'invitation' ? value : null
}

/** An address with ?from= added for a source other than the career pages. */
export function withSource(path: string, source: ApplicationSource | null) {
	if (!source || source === 'career') return path
	return `${path}${path.includes('?') ? '&' : '?'}from=${source}`
}
