// Every public page of the site, declared once: the route table (app/routes.ts)
// builds each language's routes from this list, the sitemap and the tests read
// the pages to index and check from it. A page says here whether search engines
// index it; how an answer may be kept (the render cache, browsers) each route
// says itself, with its Cache-Control (`headers`).

/** The six services, each a page at /service-<slug> from the one service module. */
export const SERVICE_SLUGS = ['house-keeping', 'staffing', 'security', 'gardening', 'industrial', 'integrated'] as const
export type ServiceSlug = (typeof SERVICE_SLUGS)[number]

export interface PublicPage {
	/** The English address; Hindi and Marathi put /hi or /mr in front. */
	path: string
	/** The route module, under app/. */
	file: string
	/** The route's id, where one module serves several addresses. */
	id?: string
	/** Listed in the sitemap and checked as a page (demo, header and footer are noindex; a job's page is per job). */
	indexed: boolean
}

const marketing = (path: string, file: string, indexed = true): PublicPage => ({
	path,
	file: `routes/marketing/${file}`,
	indexed,
})

export const PUBLIC_PAGE_ROUTES: readonly PublicPage[] = [
	marketing('/', 'home.tsx'),
	{ ...marketing('/home', 'home.tsx', false), id: 'routes/marketing/home-alias' },
	marketing('/about-us', 'about-us.tsx'),
	marketing('/why-brisk', 'why-brisk.tsx'),
	marketing('/team-brisk', 'team-brisk.tsx'),
	marketing('/best-of-brisk', 'best-of-brisk.tsx'),
	marketing('/company-gallery', 'company-gallery.tsx'),
	marketing('/gallery', 'gallery.tsx'),
	...SERVICE_SLUGS.map((slug) => ({
		...marketing(`/service-${slug}`, 'service.tsx'),
		id: `routes/marketing/service-${slug}`,
	})),
	marketing('/demo', 'demo.tsx', false),
	marketing('/header', 'header.tsx', false),
	marketing('/footer', 'footer.tsx', false),

	{ path: '/career', file: 'routes/career/index.tsx', indexed: true },
	{ path: '/career/status', file: 'routes/career/status.tsx', indexed: false },
	{ path: '/career/status/reference', file: 'routes/career/status-reference.tsx', indexed: false },
	{ path: '/career/alerts', file: 'routes/career/alerts.tsx', indexed: false },
	{ path: '/career/alerts/confirm', file: 'routes/career/alerts-confirm.tsx', indexed: false },
	{ path: '/career/alerts/unsubscribe', file: 'routes/career/alerts-unsubscribe.tsx', indexed: false },
	{ path: '/career/interview', file: 'routes/career/interview.tsx', indexed: false },
	{ path: '/career/invitation', file: 'routes/career/pool-invitation.tsx', indexed: false },
	{ path: '/career/:id', file: 'routes/career/job.tsx', indexed: false },
	{ path: '/career/:id/apply', file: 'routes/career/apply.tsx', indexed: false },
	{ path: '/career/:id/submit', file: 'routes/career/submit.ts', indexed: false },

	{ path: '/contact-us', file: 'routes/contact-us.tsx', indexed: true },
	marketing('/privacy', 'privacy.tsx'),
]

/** The pages search engines index, for the sitemap and the page checks. */
export const PUBLIC_PAGES: readonly string[] = PUBLIC_PAGE_ROUTES.filter((page) => page.indexed).map(
	(page) => page.path,
)
