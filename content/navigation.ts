import type { MessageKey } from '#app/i18n/index.ts'

// The menus of the header and footer. Labels are message keys.
export interface NavLink {
	to: string
	label: MessageKey
}

export const companyLinks: NavLink[] = [
	{ to: '/about-us', label: 'nav.overview' },
	{ to: '/why-brisk', label: 'nav.whyBrisk' },
	{ to: '/team-brisk', label: 'nav.teamBrisk' },
	{ to: '/best-of-brisk', label: 'nav.bestOfBrisk' },
	{ to: '/company-gallery', label: 'nav.gallery' },
]

export const serviceLinks: NavLink[] = [
	{ to: '/service-house-keeping', label: 'nav.houseKeeping' },
	{ to: '/service-staffing', label: 'nav.staffing' },
	{ to: '/service-security', label: 'nav.security' },
	{ to: '/service-gardening', label: 'nav.gardening' },
	{ to: '/service-industrial', label: 'nav.industrial' },
	{ to: '/service-integrated', label: 'nav.integrated' },
]

// The gallery is under Company already; /gallery stays as an address for old links.
export const otherLinks: NavLink[] = [
	{ to: '/career', label: 'nav.career' },
	{ to: '/contact-us', label: 'nav.contactUs' },
	{ to: '/privacy', label: 'nav.privacy' },
]
