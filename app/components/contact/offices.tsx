import {
	company,
	getOffices,
	localAddressLine,
	officeMapsUrl,
	postalLines,
	telHref,
	whatsappUrl,
} from '#content/company.ts'
import { useEnglishOnly, useT, useLanguage } from '#app/i18n/index.ts'
import { Icon } from '#app/components/icon.tsx'

/** The Offices section of the contact page: Pune registered office, Mumbai and Nagpur branches. */
export function Offices() {
	const t = useT()
	// The street address as the post and map searches write it, under the same address in the
	// page's own script (Devanagari, Telugu) where it has one.
	const englishOnly = useEnglishOnly()
	return (
		<section className="offices" aria-labelledby="offices-title" id="offices">
			<h2 id="offices-title">{t('contact.offices')}</h2>
			<ul className="office-list">
				{getOffices(useLanguage()).map((office) => (
					<li key={office.id} className="office-card">
						<h3>
							{/* Its own element, so a name that falls back to English can be marked lang="en". */}
							<span className="office-name">{office.name}</span>
							<span className="office-kind">{office.kind}</span>
						</h3>
						<address>
							{localAddressLine(office) ? <p className="office-local-address">{localAddressLine(office)}</p> : null}
							<p className="office-address" lang={englishOnly}>
								{postalLines(office).map((line) => (
									<span key={line}>{line}</span>
								))}
								<span>
									{office.city} {office.postalCode}, {office.region}
								</span>
							</p>
							<ul className="office-links">
								<li>
									<a href={telHref(office.phone)}>
										<Icon name="phone" />
										<span className="visually-hidden">{t('contact.phone')}: </span>
										{office.phone}
									</a>
								</li>
								<li>
									<a href={`mailto:${office.email}`}>
										<Icon name="mail" />
										<span className="visually-hidden">{t('contact.email')}: </span>
										{office.email}
									</a>
								</li>
								<li>
									<a
										href={officeMapsUrl(office)}
										target="_blank"
										rel="noopener noreferrer"
										aria-label={t('contact.openInMapsLabel', { city: office.name })}
									>
										<Icon name="pin" />
										{t('contact.openInMaps')}
									</a>
								</li>
							</ul>
						</address>
					</li>
				))}
			</ul>
			<p className="whatsapp-line">
				<a
					className="button button-outline whatsapp-link"
					href={whatsappUrl(t('contact.whatsappText'))}
					target="_blank"
					rel="noopener noreferrer"
				>
					<Icon name="whatsapp" size={20} />
					{t('contact.whatsapp')}
				</a>
				<span className="field-hint">{t('contact.whatsappHint', { phone: company.phone })}</span>
			</p>
		</section>
	)
}
