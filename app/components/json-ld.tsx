import type { Office } from '#content/company.ts'
import { useNonce } from '#app/utils/http/nonce.tsx'

/**
 * Structured data for search engines, in a script the CSP allows by its nonce.
 * "<" is escaped so that no text in the data can close the script element.
 */
export function JsonLd({ data }: { data: unknown }) {
	const nonce = useNonce()
	const json = JSON.stringify(data).replace(/</g, '\\u003c')
	return (
		<script
			type="application/ld+json"
			nonce={nonce}
			suppressHydrationWarning
			dangerouslySetInnerHTML={{ __html: json }}
		/>
	)
}

/** An office's address as schema.org wants it (Organization and LocalBusiness share it). */
export function postalAddress(office: Office) {
	return {
		'@type': 'PostalAddress',
		streetAddress: office.addressLines.join(', '),
		addressLocality: office.city,
		addressRegion: office.region,
		postalCode: office.postalCode,
		addressCountry: 'IN',
	}
}
