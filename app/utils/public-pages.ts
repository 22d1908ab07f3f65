// Every public, indexable page of the site, for the sitemap and the link checks.
// Demo, header and footer are left out: they are noindex.
export const PUBLIC_PAGES = [
	'/',
	'/about-us',
	'/why-brisk',
	'/team-brisk',
	'/best-of-brisk',
	'/company-gallery',
	'/gallery',
	'/service-house-keeping',
	'/service-staffing',
	'/service-security',
	'/service-gardening',
	'/service-industrial',
	'/service-integrated',
	'/career',
	'/contact-us',
	'/privacy',
] as const
