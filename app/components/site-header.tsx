import { useId } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { company, localShortAddress, socialLinks } from '#content/company.ts'
import { companyLinks, serviceLinks, type NavLink as NavItem } from '#content/navigation.ts'
import { useEnglishOnly, useLanguage, useLocalize, useT, type MessageKey } from '#app/i18n/index.ts'
import { LANGUAGE_INFO, LANGUAGE_NAMES, LANGUAGES, localizePath, withoutLanguage } from '#app/i18n/languages.ts'
import { Icon } from './icon.tsx'

/**
 * The header is plain markup: the page's small script (app/enhance/enhance.js)
 * opens and closes the menu and the dropdowns on every page, hydrated or not,
 * and without JavaScript the dropdowns open on hover and focus.
 */
export function SiteHeader() {
	const localize = useLocalize()
	const t = useT()
	// The address in the page's own script (शिवाजीनगर, पुणे 411005); where it has none, as the post
	// writes it, read in an English voice.
	const englishOnly = useEnglishOnly()
	const local = localShortAddress(useLanguage())
	const address = <span lang={local ? undefined : englishOnly}>{local ?? company.shortAddress}</span>
	return (
		<header className="site-header">
			<div className="topbar">
				<div className="container topbar-inner">
					<ul className="topbar-contacts" aria-label={t('footer.contact')}>
						<li>
							<a href={company.phoneHref}>
								<Icon name="phone" />
								<span className="visually-hidden">{t('header.phone')}: </span>
								{company.phone}
							</a>
						</li>
						<li>
							<a href={`mailto:${company.email}`}>
								<Icon name="mail" />
								<span className="visually-hidden">{t('header.email')}: </span>
								{company.email}
							</a>
						</li>
						<li className="topbar-address">
							<Icon name="pin" />
							<span className="visually-hidden">{t('header.address')}: </span>
							{address}
						</li>
					</ul>
					<div className="topbar-end">
						<LanguageSwitcher />
						<SocialLinks />
					</div>
				</div>
			</div>
			<div className="container navbar">
				<Link to={localize('/')} className="brand" aria-label={`${company.brand}, ${t('nav.home')}`}>
					<BrandMark />
					<span className="brand-name">{company.brand}</span>
				</Link>
				<button type="button" id="menu-button" className="menu-button" aria-expanded="false" aria-controls="main-nav">
					<span className="menu-when-closed">
						<Icon name="menu" />
						{t('header.menu')}
					</span>
					<span className="menu-when-open">
						<Icon name="close" />
						{t('header.closeMenu')}
					</span>
				</button>
				<nav id="main-nav" className="main-nav" data-open="false" aria-label={t('header.mainNav')}>
					<ul className="nav-list">
						<li>
							<NavLink to={localize('/')} end className="nav-link">
								{t('nav.home')}
							</NavLink>
						</li>
						<Dropdown id="company-menu" label="nav.company" links={companyLinks} />
						<Dropdown id="services-menu" label="nav.services" links={serviceLinks} />
						<li>
							<NavLink to={localize('/career')} className="nav-link">
								{t('nav.career')}
							</NavLink>
						</li>
						<li className="nav-cta-item">
							<Link to={localize('/contact-us')} className="button button-primary nav-cta">
								{t('header.contactUs')}
							</Link>
						</li>
					</ul>
					{/* On a phone the top bar has no room for the address and the networks: the menu carries them. */}
					<div className="nav-extras">
						<p className="nav-address">
							<Icon name="pin" />
							<span>
								<span className="visually-hidden">{t('header.address')}: </span>
								{address} <Link to={localize('/contact-us#offices')}>{t('header.allOffices')}</Link>
							</span>
						</p>
						<SocialLinks />
					</div>
				</nav>
			</div>
			<LanguageOffers />
		</header>
	)
}

function Dropdown({ id, label, links }: { id: string; label: MessageKey; links: NavItem[] }) {
	const localize = useLocalize()
	const t = useT()
	const listId = useId()
	const location = useLocation()
	const current = links.some((link) => link.to === location.pathname)

	return (
		// A disclosure opened and closed by its button (mouse, touch, keyboard alike).
		<li className="dropdown" data-open="false">
			<button
				type="button"
				id={`${id}-button`}
				className="nav-link dropdown-button"
				data-current={current || undefined}
				aria-expanded="false"
				aria-controls={listId}
			>
				{t(label)}
				<Icon name="chevron-down" />
			</button>
			<ul id={listId} className="submenu" aria-label={t(label)}>
				{links.map((link) => (
					<li key={link.to}>
						<NavLink to={localize(link.to)} className="submenu-link">
							{t(link.label)}
						</NavLink>
					</li>
				))}
			</ul>
		</li>
	)
}

function SocialLinks() {
	const t = useT()
	const links = socialLinks()
	if (links.length === 0) return null
	return (
		<ul className="social-links" aria-label={t('header.social')}>
			{links.map((link) => (
				<li key={link.name}>
					<a href={link.href} rel="noopener noreferrer" target="_blank" aria-label={link.name}>
						<Icon name={link.icon} />
					</a>
				</li>
			))}
		</ul>
	)
}

function BrandMark() {
	return (
		<svg className="brand-mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
			<rect width="40" height="40" rx="9" fill="#0b4a73" />
			<path
				d="M12 9h10.5c4.7 0 7.5 2.3 7.5 6 0 2.4-1.3 4.1-3.3 4.9 2.6.7 4.3 2.7 4.3 5.5 0 4.1-3.1 6.6-8.2 6.6H12V9Zm6 9.2h3.6c1.6 0 2.5-.8 2.5-2.1s-.9-2-2.5-2H18v4.1Zm0 9.3h4.1c1.8 0 2.8-.8 2.8-2.3s-1-2.3-2.8-2.3H18v4.6Z"
				fill="#fff"
			/>
			<circle cx="32" cy="31" r="3" fill="#f4a300" />
		</svg>
	)
}

/** The same page in each language; the page's script remembers the choice in a cookie. */
function LanguageSwitcher() {
	const t = useT()
	const language = useLanguage()
	const { pathname, search } = useLocation()
	const page = withoutLanguage(pathname)
	return (
		<ul className="language-switcher" aria-label={t('language.label')}>
			{LANGUAGES.map((other) => (
				<li key={other}>
					<a
						href={localizePath(page, other) + search}
						hrefLang={other}
						lang={other}
						aria-current={other === language ? 'true' : undefined}
						data-language={other}
					>
						{LANGUAGE_NAMES[other]}
					</a>
				</li>
			))}
		</ul>
	)
}

/**
 * An offer of this page in the visitor's language, each in its own words: hidden,
 * unless the head's script (SCRIPTED_PAGE_SCRIPT, before the page paints) finds that the
 * visitor chose that language or their browser prefers it, and they have not said no.
 * Never a redirect. It sits in the page's flow under the header, so it covers nothing,
 * and it is there from the first paint, so it moves nothing down after. Its "no, thanks"
 * says so in the offered language and the page's.
 */
function LanguageOffers() {
	const language = useLanguage()
	const { pathname, search } = useLocation()
	const page = withoutLanguage(pathname)
	return LANGUAGES.filter((other) => other !== language).map((other) => (
		<div key={other} className="language-offer" lang={other} data-language-offer={other} hidden>
			<p className="container language-offer-inner">
				<span>{LANGUAGE_INFO[other].offer.offer}</span>{' '}
				<a href={localizePath(page, other) + search} hrefLang={other} data-language={other}>
					{LANGUAGE_INFO[other].offer.link}
				</a>{' '}
				<button type="button" className="language-offer-dismiss" data-language-dismiss="">
					<span>{LANGUAGE_INFO[other].offer.dismiss}</span> <span aria-hidden="true">·</span>{' '}
					<span lang={language}>{LANGUAGE_INFO[language].offer.dismiss}</span>
				</button>
			</p>
		</div>
	))
}
