import { useLanguage } from '#app/i18n/index.ts'
import { company, getOffices, postalLines, type Office } from '#content/company.ts'
import { JsonLd, postalAddress } from '#app/components/json-ld.tsx'

/**
 * LocalBusiness structured data for each office, from the same office data the
 * page shows (https://developers.google.com/search/docs/appearance/structured-data/local-business).
 */
export function officesJsonLd(offices: Office[], publicUrl: string) {
	return offices.map((office) => ({
		'@context': 'https://schema.org',
		'@type': 'LocalBusiness',
		'@id': `${publicUrl}/contact-us#office-${office.id}`,
		// One name in one script in every language, as the same @id is the same business: the legal name is Latin, so
		// the office's name beside it is the English one, never a Telugu or Devanagari one inside a Latin name.
		name: `${company.legalName} (${englishOffice(office).name} ${englishOffice(office).kind.toLowerCase()})`,
		// The address as the post writes it, in every language (the street lines a page shows in its own script are for its readers).
		address: postalAddress({ ...office, addressLines: postalLines(office) }),
		telephone: office.phone.replace(/[^\d+]/g, ''),
		email: office.email,
		url: `${publicUrl}/contact-us`,
	}))
}

function englishOffice(office: Office) {
	return getOffices('en').find((english) => english.id === office.id) ?? office
}

export function LocalBusinessJsonLd({ publicUrl }: { publicUrl: string }) {
	return <JsonLd data={officesJsonLd(getOffices(useLanguage()), publicUrl)} />
}
