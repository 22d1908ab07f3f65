import { Link } from 'react-router'
import { company, getOffices, localAddressLine, postalLines, whatsappUrl } from '#content/company.ts'
import { companyLinks, otherLinks, serviceLinks, type NavLink } from '#content/navigation.ts'
import { useEnglishOnly, useT, useLocalize, useLanguage } from '#app/i18n/index.ts'
import { Icon } from './icon.tsx'

export function SiteFooter() {
	const localize = useLocalize()
	const t = useT()
	const registered = getOffices(useLanguage())[0]
	// The address as the post and map searches write it, in English on every page, under
	// the same address in the page's own script (Devanagari, Telugu) where it has one.
	const englishOnly = useEnglishOnly()
	const local = registered ? localAddressLine(registered) : null
	return (
		<footer className="site-footer">
			<div className="container footer-grid">
				<section aria-labelledby="footer-contact">
					<h2 id="footer-contact" className="footer-heading">
						{t('footer.contact')}
					</h2>
					<address className="footer-address">
						<strong lang={englishOnly}>{company.legalName}</strong>
						{local ? <span className="local-address">{local}</span> : null}
						{(registered ? postalLines(registered) : []).map((line) => (
							<span key={line} lang={englishOnly}>
								{line}
							</span>
						))}
						<span lang={englishOnly}>
							{registered?.city} {registered?.postalCode}, {registered?.region}
						</span>
						<a href={company.phoneHref}>
							<Icon name="phone" /> {company.phone}
						</a>
						<a href={`mailto:${company.email}`}>
							<Icon name="mail" /> {company.email}
						</a>
						<a href={whatsappUrl()} target="_blank" rel="noopener noreferrer">
							<Icon name="whatsapp" /> {t('contact.whatsapp')}
						</a>
						<Link to={localize('/contact-us#offices')}>
							<Icon name="pin" /> {t('contact.allOffices')}
						</Link>
					</address>
				</section>
				<FooterLinks id="footer-company" title={t('footer.company')} links={companyLinks} />
				<FooterLinks id="footer-services" title={t('footer.services')} links={serviceLinks} />
				<FooterLinks id="footer-other" title={t('footer.other')} links={otherLinks} />
			</div>
			<div className="footer-bottom">
				<div className="container">
					<p className="footer-no-fee">{t('footer.noFee')}</p>
					<p>{t('footer.rights', { year: new Date().getFullYear(), legalName: company.legalName })}</p>
				</div>
			</div>
		</footer>
	)
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
	const localize = useLocalize()
	const t = useT()
	return (
		<nav aria-labelledby={id}>
			<h2 id={id} className="footer-heading">
				{title}
			</h2>
			<ul className="footer-links">
				{links.map((link) => (
					<li key={link.to}>
						<Link to={localize(link.to)}>{t(link.label)}</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}
