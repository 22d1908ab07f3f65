import { useEffect, useRef } from 'react'
import { Link, NavLink, Outlet, useLocation, useSearchParams } from 'react-router'
import { FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import { BackOfficeError } from '#app/components/back-office-error.tsx'
import { staffContext } from '#app/context.ts'
import { noticeText } from '#app/utils/http/admin-notices.ts'
import { staffSession } from '#app/utils/staff/staff-access.server.ts'
import { ACCESS, needsSecondFactor, type BackOfficeArea } from '#app/utils/staff/staff-roles.ts'
import styles from '#app/styles/admin.css?url'
import { formatBytes } from '#app/utils/common/format.ts'
import type { BodyLimitRule } from '#app/utils/http/body-limits.ts'
import type { Route } from './+types/layout'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]

// The back office uploads one file at a time: an advert, a document, a photo from a camera.
const body: BodyLimitRule = ({ adminUploadMaxBytes }) => ({
	maxBytes: adminUploadMaxBytes + 256 * 1024,
	tooLarge: { key: 'refusal.fileTooLarge', params: { size: formatBytes(adminUploadMaxBytes) } },
})
export const handle = { body }

const NAV: Array<{ area: BackOfficeArea; to: string; label: string }> = [
	{ area: 'dashboard', to: '/admin', label: 'Dashboard' },
	{ area: 'jobs', to: '/admin/jobs', label: 'Jobs' },
	{ area: 'applications', to: '/admin/applications', label: 'Applications' },
	{ area: 'applications', to: '/admin/applications/interviews', label: 'Interviews' },
	{ area: 'applications', to: '/admin/applications/reports', label: 'Reports' },
	{ area: 'enquiries', to: '/admin/enquiries', label: 'Enquiries' },
	{ area: 'documents', to: '/admin/documents', label: 'Documents' },
	{ area: 'content', to: '/admin/content', label: 'Site content' },
	{ area: 'galleries', to: '/admin/galleries', label: 'Galleries' },
	{ area: 'mail', to: '/admin/mail', label: 'Mail' },
	{ area: 'audit', to: '/admin/audit', label: 'Audit log' },
	{ area: 'staff', to: '/admin/staff', label: 'Staff' },
]

/**
 * The session, read once for every back-office page (a page's own middleware then checks the area it names,
 * backOfficeArea, and its loader and action read the staff context that sets).
 */
export const middleware: Route.MiddlewareFunction[] = [staffSession]

export async function loader({ context }: Route.LoaderArgs) {
	const { staff } = context.get(staffContext)
	const enrolling = needsSecondFactor(staff.role) && !staff.totp_enabled_at
	return {
		staff: { name: staff.name, email: staff.email, role: staff.role },
		nav: enrolling ? [] : NAV.filter((item) => ACCESS[staff.role].includes(item.area)),
	}
}

export default function BackOffice({ loaderData }: Route.ComponentProps) {
	const { staff, nav } = loaderData
	const [params] = useSearchParams()
	const notice = noticeText(params.get('notice'))
	const navRef = useCurrentPartInSight()
	const current = currentItem(useLocation().pathname)
	return (
		<div className="admin">
			<header className="admin-header">
				<a className="admin-brand" href="/admin">
					Brisk back office
				</a>
				<div className="admin-who">
					<NavLink to="/admin/account" className="admin-account-link">
						{staff.name}
						<span className="visually-hidden"> (your account)</span>
					</NavLink>
					<PostForm action="/admin/sign-out">
						<StatusButton className="button button-outline button-small">Sign out</StatusButton>
					</PostForm>
				</div>
			</header>
			{nav.length > 0 ? (
				<nav className="admin-nav" aria-label="Back office" ref={navRef}>
					<ul>
						{nav.map((item) => (
							<li key={item.to}>
								<Link to={item.to} aria-current={item.to === current?.to ? 'page' : undefined}>
									{item.label}
								</Link>
							</li>
						))}
						<li>
							<a href="/">View the site</a>
						</li>
					</ul>
				</nav>
			) : null}
			<main id="main" tabIndex={-1} className="admin-main">
				{notice ? (
					<div className="admin-toast">
						<FormNotice tone="success">{notice}</FormNotice>
					</div>
				) : null}
				<Outlet />
			</main>
		</div>
	)
}

/** The part of the back office a page is in: the item whose address it is or lies under, the longest of them (the
 * day's interviews are Interviews, not Applications). */
function currentItem(pathname: string) {
	return NAV.filter(
		(item) => pathname === item.to || (item.to !== '/admin' && pathname.startsWith(`${item.to}/`)),
	).sort((a, b) => b.to.length - a.to.length)[0]
}

/** On a phone the navigation is one row that scrolls sideways: bring the current part into sight. */
function useCurrentPartInSight() {
	const navRef = useRef<HTMLElement>(null)
	const { pathname } = useLocation()
	useEffect(() => {
		const nav = navRef.current
		const current = nav?.querySelector<HTMLElement>('[aria-current="page"]')
		if (!nav || !current) return
		const start = current.offsetLeft - nav.offsetLeft
		if (start < nav.scrollLeft || start + current.offsetWidth > nav.scrollLeft + nav.clientWidth) {
			nav.scrollLeft = start - 12
		}
	}, [pathname])
	return navRef
}

export function ErrorBoundary() {
	return <BackOfficeError />
}
