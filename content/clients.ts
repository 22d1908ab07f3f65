import { shownTranslations } from '#app/i18n/translations.ts'
import { byLanguage } from './localized.ts'

// Our clients, mostly government bodies and corporations, named
// by kind until the company names them. The logos are drawn name-plates, not the
// organisations' trademarks: the company replaces each file under
// content/images/clients with the logo it may use (see `npm run content:check`).

export interface Client {
	id: string
	name: string
	/** Short name drawn on the name-plate logo. */
	initials: string
	sector: 'Government' | 'Public sector' | 'Corporate' | 'Institution'
	logo: string
}

function client(id: string, name: string, initials: string, sector: Client['sector']): Client {
	return { id, name, initials, sector, logo: `images/clients/${id}.png` }
}

const clients: Client[] = [
	client('municipal-corporation', 'Municipal Corporation', 'MC', 'Government'),
	client('state-warehousing', 'State Warehousing Corporation', 'SWC', 'Public sector'),
	client('district-collectorate', 'District Collectorate Office', 'DCO', 'Government'),
	client('port-trust', 'Port Trust', 'PT', 'Public sector'),
	client('state-transport', 'State Road Transport Depot', 'SRT', 'Public sector'),
	client('public-health', 'Public Health Department', 'PHD', 'Government'),
	client('railway-division', 'Railway Division Office', 'RDO', 'Government'),
	client('power-distribution', 'Power Distribution Company', 'PDC', 'Public sector'),
	client('university', 'State University', 'SU', 'Institution'),
	client('medical-college', 'Government Medical College', 'GMC', 'Institution'),
	client('smart-city', 'Smart City Development Agency', 'SCD', 'Government'),
	client('food-storage', 'Central Food Storage Depot', 'CFS', 'Public sector'),
	client('auto-components', 'Auto Components Manufacturer', 'ACM', 'Corporate'),
	client('it-park', 'IT Park', 'ITP', 'Corporate'),
	client('pharma', 'Pharmaceutical Plant', 'PP', 'Corporate'),
	client('steel-works', 'Steel Works', 'SW', 'Corporate'),
	client('logistics-park', 'Logistics Park', 'LP', 'Corporate'),
	client('hospital', 'Multispeciality Hospital', 'MH', 'Institution'),
	client('township', 'Residential Township', 'RT', 'Corporate'),
	client('bank', 'Co-operative Bank', 'CB', 'Corporate'),
]

/** The same clients in another language: their names are words, the rest comes from above. */
function clientsIn(names: Record<string, string>) {
	return clients.map((client) => ({ ...client, name: names[client.id] ?? client.name }))
}

// Staff add and remove clients in Site content (a client's id names only the client).
export const getClients = byLanguage<Client[]>(
	'clients',
	{
		en: clients,
		...(await shownTranslations(async (language) => clientsIn((await import(`./${language}/clients.ts`)).clientNames))),
	},
	{ growingLists: [''] },
)

/** The home page's phone carousel: at most 9 slides of 2 logos, the first 18 clients. */
export const CLIENT_SLIDES = 9
export const LOGOS_PER_SLIDE = 2
