import { byLanguage } from './localized.ts'

// Our clients, mostly government bodies and corporations (spec section 1). The
// logos are drawn name-plates, not the organisations' trademarks: the company
// replaces each file under content/images/clients with the logo it may use.

export interface Client {
	id: string
	name: string
	/** Short name drawn on the placeholder logo. */
	initials: string
	sector: 'Government' | 'Public sector' | 'Corporate' | 'Institution'
	logo: string
}

function client(id: string, name: string, initials: string, sector: Client['sector']): Client {
	return { id, name, initials, sector, logo: `images/clients/${id}.png` }
}

const clients: Client[] = [
	client('municipal-corporation', 'Placeholder Municipal Corporation', 'PMC', 'Government'),
	client('state-warehousing', 'State Warehousing Corporation (placeholder)', 'SWC', 'Public sector'),
	client('district-collectorate', 'District Collectorate Office (placeholder)', 'DCO', 'Government'),
	client('port-trust', 'Placeholder Port Trust', 'PPT', 'Public sector'),
	client('state-transport', 'State Road Transport Depot (placeholder)', 'SRT', 'Public sector'),
	client('public-health', 'Public Health Department (placeholder)', 'PHD', 'Government'),
	client('railway-division', 'Railway Division Office (placeholder)', 'RDO', 'Government'),
	client('power-distribution', 'Power Distribution Company (placeholder)', 'PDC', 'Public sector'),
	client('university', 'Placeholder State University', 'PSU', 'Institution'),
	client('medical-college', 'Government Medical College (placeholder)', 'GMC', 'Institution'),
	client('smart-city', 'Smart City Development Agency (placeholder)', 'SCD', 'Government'),
	client('food-storage', 'Central Food Storage Depot (placeholder)', 'CFS', 'Public sector'),
	client('auto-components', 'Placeholder Auto Components Ltd.', 'PAC', 'Corporate'),
	client('it-park', 'Placeholder IT Park', 'ITP', 'Corporate'),
	client('pharma', 'Placeholder Pharma Ltd.', 'PPL', 'Corporate'),
	client('steel-works', 'Placeholder Steel Works', 'PSW', 'Corporate'),
	client('logistics-park', 'Placeholder Logistics Park', 'PLP', 'Corporate'),
	client('hospital', 'Placeholder Multispeciality Hospital', 'PMH', 'Institution'),
	client('township', 'Placeholder Residential Township', 'PRT', 'Corporate'),
	client('bank', 'Placeholder Co-operative Bank', 'PCB', 'Corporate'),
]

export const getClients = byLanguage<Client[]>({ en: clients })

/** The home page's phone carousel: 9 slides of 2 logos, the first 18 clients (spec section 9). */
export const CLIENT_SLIDES = 9
export const LOGOS_PER_SLIDE = 2
