import { company, getOffices, type Office } from '#content/company.ts'
import { useNonce } from '#app/utils/nonce.tsx'

/**
 * LocalBusiness structured data for each office, from the same office data the
 * page shows (https://developers.google.com/search/docs/appearance/structured-data/local-business).
 */
export function officesJsonLd(offices: Office[], publicUrl: string) {
	return offices.map((office) => ({
		'@context': 'https://schema.org',
		'@type': 'LocalBusiness',
		'@id': `${publicUrl}/contact-us#office-${office.id}`,
		name: `${company.legalName} (${office.city} ${office.kind.toLowerCase()})`,
		address: {
			'@type': 'PostalAddress',
			streetAddress: office.addressLines.join(', '),
			addressLocality: office.city,
			addressRegion: office.region,
			postalCode: office.postalCode,
			addressCountry: 'IN',
		},
		telephone: office.phone.replace(/[^\d+]/g, ''),
		email: office.email,
		url: `${publicUrl}/contact-us`,
	}))
}

/** "<" is escaped so that no text in the data can close the script element. */
export function LocalBusinessJsonLd({ publicUrl }: { publicUrl: string }) {
	const nonce = useNonce()
	const json = JSON.stringify(officesJsonLd(getOffices(), publicUrl)).replace(/</g, '\\u003c')
	return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />
}
