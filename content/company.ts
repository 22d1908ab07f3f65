import { forEachTranslation, type Language } from '#app/i18n/languages.ts'
import { shownTranslations } from '#app/i18n/translations.ts'
import { byLanguage } from './localized.ts'
import { SOCIAL_NETWORKS, isProfileAddress, type SocialNetwork } from './social-networks.ts'

// The company's facts and contact details. Street lines, numbers,
// e-mail addresses and profiles still to be confirmed by the office are listed by
// `npm run content:check`; the office corrects them here.
// Offices: the Pune registered office and the
// Mumbai and Nagpur branches. The header, the footer, the contact page and its
// structured data all read them from here.

/** What does not change with the language: numbers, postcodes, e-mail addresses. */
const officeContacts = {
	pune: {
		city: 'Pune',
		postalCode: '411005',
		region: 'Maharashtra',
		phone: '+91 20 4000 1000',
		email: 'info@brisk.example',
	},
	mumbai: {
		city: 'Mumbai',
		postalCode: '400069',
		region: 'Maharashtra',
		phone: '+91 22 4000 2000',
		email: 'mumbai@brisk.example',
	},
	nagpur: {
		city: 'Nagpur',
		postalCode: '440010',
		region: 'Maharashtra',
		phone: '+91 712 400 3000',
		email: 'nagpur@brisk.example',
	},
} as const

/** A phone number as a tel: address (digits and the leading +). */
export function telHref(phone: string) {
	return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** The company's facts staff keep in Site content (the same in every language). */
export interface CompanyFacts {
	legalName: string
	careersEmail: string
	peopleOnRoll: string
	clientsCount: string
	/** The company's own profile on each network; a network left empty is not shown anywhere. */
	social: Record<SocialNetwork, string>
}

const facts: CompanyFacts = {
	legalName: 'Brisk Facility Services Pvt. Ltd.',
	careersEmail: 'careers@brisk.example',
	peopleOnRoll: '1000+',
	clientsCount: '180+',
	social: {
		facebook: 'https://www.facebook.com/briskfacilityservices',
		linkedin: 'https://www.linkedin.com/company/brisk-facility-services',
		instagram: 'https://www.instagram.com/briskfacilityservices',
		youtube: '',
	},
}

export const getCompanyFacts = byLanguage<CompanyFacts>('company', { en: facts, ...forEachTranslation(() => facts) })

export const company = {
	brand: 'Brisk',
	get legalName() {
		return getCompanyFacts().legalName
	},
	founded: '2009-02-23',
	foundedCity: 'Pune',
	states: ['Maharashtra', 'Rajasthan', 'Delhi', 'Telangana', 'Andhra Pradesh'],
	get peopleOnRoll() {
		return getCompanyFacts().peopleOnRoll
	},
	combinedWorkValue: 'Rs 200 crore+',
	get clientsCount() {
		return getCompanyFacts().clientsCount
	},
	clientsPeriod: '2020-22',
	psara: 'Licensed under the Private Security Agencies (Regulation) Act, 2005',
	// The main number, e-mail and address are the registered office's (the first office), as staff publish them.
	get phone() {
		return registeredOffice().phone
	},
	get phoneHref() {
		return telHref(registeredOffice().phone)
	},
	/** The main number as WhatsApp wants it: country code and digits, no +. */
	get whatsapp() {
		return registeredOffice().phone.replace(/\D/g, '')
	},
	get email() {
		return registeredOffice().email
	},
	get careersEmail() {
		return getCompanyFacts().careersEmail
	},
	/** The registered office's locality, city and postcode as the post writes them: Shivajinagar, Pune 411005. */
	get shortAddress() {
		return shortAddressOf(registeredOffice().addressLines, registeredOffice().city)
	},
} as const

/** The last street line's locality, the city and the postcode: Shivajinagar, Pune 411005. */
function shortAddressOf(lines: string[], city: string) {
	const office = registeredOffice()
	return `${lines.at(-1)?.split(',').at(-1)?.trim() ?? city}, ${city} ${office.postalCode}`
}

/**
 * The registered office's short address in a page's own script (शिवाजीनगर, पुणे 411005), or
 * null on an English page or where its street lines are not translated (then the post's stand).
 */
export function localShortAddress(language: Language) {
	const office = getOffices(language)[0]
	if (!office || !hasLocalLines(office)) return null
	return shortAddressOf(office.addressLines, office.name)
}

function registeredOffice() {
	return getOffices('en')[0]!
}

/**
 * The company's own profile on each network; a network left empty is not shown anywhere.
 * An address published before the editor kept to the network's own site is not linked:
 * this file's address stands in for it.
 */
export function socialProfiles(): CompanyFacts['social'] {
	const published = getCompanyFacts().social
	const shown = (network: SocialNetwork) => {
		const address = published[network]
		return address === '' || isProfileAddress(network, address) ? address : facts.social[network]
	}
	return Object.fromEntries(SOCIAL_NETWORKS.map(({ id }) => [id, shown(id)])) as CompanyFacts['social']
}

/** The networks the company has a profile on, with its address there. */
export function socialLinks() {
	const profiles = socialProfiles()
	return SOCIAL_NETWORKS.map(({ id, name }) => ({ name, icon: id, href: profiles[id] })).filter(
		(link) => link.href !== '',
	)
}

export interface Office {
	id: keyof typeof officeContacts
	/** The office's name in the page's language (its city: पुणे); `city` stays as the post writes it. */
	name: string
	city: string
	kind: string
	/**
	 * Street lines, without the city and postcode. In English as the post writes them (map searches
	 * and structured data use those: `postalLines`); in another language in its own script, for its readers.
	 */
	addressLines: string[]
	postalCode: string
	region: string
	phone: string
	email: string
}

const offices: Office[] = [
	{
		id: 'pune',
		name: 'Pune',
		kind: 'Registered office',
		addressLines: ['Office 401, Shivneri Business Centre', 'Off F. C. Road, Shivajinagar'],
		...officeContacts.pune,
	},
	{
		id: 'mumbai',
		name: 'Mumbai',
		kind: 'Branch office',
		addressLines: ['Unit 12, Link Commercial Complex', 'Andheri (East)'],
		...officeContacts.mumbai,
	},
	{
		id: 'nagpur',
		name: 'Nagpur',
		kind: 'Branch office',
		addressLines: ['2nd Floor, Dharampeth Plaza', 'Dharampeth'],
		...officeContacts.nagpur,
	},
]

/** An office's words in another language (content/<code>/company.ts): its name, kind and street lines. */
interface OfficeWords {
	officeNames: Record<Office['id'], string>
	officeKinds: Record<Office['id'], string>
	officeAddresses: Record<Office['id'], string[]>
}

/** The same offices in another language: their names, kinds and street lines are words; numbers stay. */
function officesIn({ officeNames, officeKinds, officeAddresses }: OfficeWords) {
	return offices.map((office) => ({
		...office,
		name: officeNames[office.id],
		kind: officeKinds[office.id],
		addressLines: officeAddresses[office.id],
	}))
}

export const getOffices = byLanguage<Office[]>('offices', {
	en: offices,
	...(await shownTranslations(async (language) => officesIn(await import(`./${language}/company.ts`)))),
})

/** An office's street lines as the post and map searches write them (the English ones), in any language. */
export function postalLines(office: Office) {
	return (getOffices('en').find((english) => english.id === office.id) ?? office).addressLines
}

/** Whether an office's street lines are written in the page's script, not the post's (English, or left untranslated). */
function hasLocalLines(office: Office) {
	return office.addressLines.join('\n') !== postalLines(office).join('\n')
}

/**
 * An office's address on one line in the page's own script, with its name and postcode
 * ("शिवनेरी बिज़नेस सेंटर, ऑफ़िस 401, एफ़. सी. रोड के पास, शिवाजीनगर, पुणे 411005"); null where
 * the street lines are the post's (an English page, or lines staff left untranslated).
 */
export function localAddressLine(office: Office) {
	if (!hasLocalLines(office)) return null
	return `${office.addressLines.join(', ')}, ${office.name} ${office.postalCode}`
}

/** The office's address on one line, as a map search or a screen reader wants it: the post's words. */
export function officeAddress(office: Office) {
	return [...postalLines(office), `${office.city} ${office.postalCode}`, office.region, 'India'].join(', ')
}

/** A plain link to the map service's search (no embed: nothing third-party loads on our pages). */
export function officeMapsUrl(office: Office) {
	return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(officeAddress(office))}`
}

/** A WhatsApp chat with the main number (https://faq.whatsapp.com/5913398998672934). */
export function whatsappUrl(text?: string) {
	return `https://wa.me/${company.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}
