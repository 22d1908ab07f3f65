import { byLanguage } from './localized.ts'

// The company's facts (spec section 1) and contact details. Placeholder
// addresses and numbers are marked as such; the office replaces them here.

export const company = {
	brand: 'Brisk',
	legalName: 'Brisk Facility Services Pvt. Ltd.',
	founded: '2009-02-23',
	foundedCity: 'Pune',
	states: ['Maharashtra', 'Rajasthan', 'Delhi', 'Telangana', 'Andhra Pradesh'],
	peopleOnRoll: '1000+',
	combinedWorkValue: 'Rs 200 crore+',
	clientsCount: '180+',
	clientsPeriod: '2020-22',
	psara: 'Licensed under the Private Security Agencies (Regulation) Act, 2005',
	phone: '+91 20 4000 1000',
	phoneHref: 'tel:+912040001000',
	whatsapp: '912040001000',
	email: 'info@brisk.example',
	careersEmail: 'careers@brisk.example',
	shortAddress: 'Shivajinagar, Pune 411005',
} as const

export const socialLinks = [
	{ name: 'Facebook', href: 'https://www.facebook.com/' },
	{ name: 'LinkedIn', href: 'https://www.linkedin.com/' },
	{ name: 'Instagram', href: 'https://www.instagram.com/' },
	{ name: 'YouTube', href: 'https://www.youtube.com/' },
] as const

export interface Office {
	id: 'pune' | 'mumbai' | 'nagpur'
	city: string
	kind: string
	addressLines: string[]
	postalCode: string
	region: string
	phone: string
	email: string
}

export const getOffices = byLanguage<Office[]>({
	en: [
		{
			id: 'pune',
			city: 'Pune',
			kind: 'Registered office',
			addressLines: ['Office 401, Placeholder Business Centre', 'Off F. C. Road, Shivajinagar', 'Pune'],
			postalCode: '411005',
			region: 'Maharashtra',
			phone: '+91 20 4000 1000',
			email: 'info@brisk.example',
		},
		{
			id: 'mumbai',
			city: 'Mumbai',
			kind: 'Branch office',
			addressLines: ['Unit 12, Placeholder Commercial Complex', 'Andheri (East)', 'Mumbai'],
			postalCode: '400069',
			region: 'Maharashtra',
			phone: '+91 22 4000 2000',
			email: 'mumbai@brisk.example',
		},
		{
			id: 'nagpur',
			city: 'Nagpur',
			kind: 'Branch office',
			addressLines: ['2nd Floor, Placeholder Plaza', 'Dharampeth', 'Nagpur'],
			postalCode: '440010',
			region: 'Maharashtra',
			phone: '+91 712 400 3000',
			email: 'nagpur@brisk.example',
		},
	],
})
