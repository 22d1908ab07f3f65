import type { ServiceSlug } from '#app/utils/content/public-pages.ts'
import type { ContentImage } from './images.ts'
import { shownTranslations } from '#app/i18n/translations.ts'
import { byLanguage } from './localized.ts'

// The six services. Each service page reads its words
// from here; the home page's four cards use `summary` and `image`.

export type { ServiceSlug }

export interface ServiceOffering {
	name: string
	text: string
}

export interface Service {
	slug: ServiceSlug
	path: `/service-${ServiceSlug}`
	title: string
	cardTitle: string
	summary: string
	image: ContentImage
	intro: string[]
	offeringsTitle: string
	offerings: ServiceOffering[]
	extraTitle?: string
	extraIntro?: string
	extra?: ServiceOffering[]
	closing: string
}

const services: Service[] = [
	{
		slug: 'house-keeping',
		path: '/service-house-keeping',
		title: 'Housekeeping Services',
		cardTitle: 'House Keeping',
		summary:
			'Clean, hygienic homes, neighbourhoods, offices, garages and industrial buildings, kept that way every day.',
		image: {
			src: 'images/services/house-keeping.png',
			alt: 'Drawing of a housekeeping attendant mopping an office floor beside a cleaning trolley',
		},
		intro: [
			'Housekeeping is where Brisk began in Pune in 2009, and it is still the service most of our clients meet first. Our trained attendants, supervisors and mechanised equipment keep premises clean, safe and presentable, from a single home to a government office complex.',
			'Every contract comes with a written scope, daily checklists, a named supervisor and regular quality audits, so that the standard you agree to on day one is the standard you get every day.',
		],
		offeringsTitle: 'What we clean',
		offerings: [
			{
				name: 'Home cleaning',
				text: 'Regular and deep cleaning of flats and bungalows: floors, kitchens, bathrooms, windows and furniture, by verified staff.',
			},
			{
				name: 'Neighbourhood cleaning',
				text: 'Common areas of housing societies and townships: staircases, lobbies, parking, roads, gardens and waste collection points.',
			},
			{
				name: 'Office cleaning',
				text: 'Workstations, meeting rooms, pantries and washrooms, with day-time attendants and night-time deep cleaning.',
			},
			{
				name: 'Garage cleaning',
				text: 'Parking basements and vehicle workshops: oil and grease removal, scrubbing, drain care and safe disposal of waste.',
			},
			{
				name: 'Industrial building cleaning',
				text: 'Factories, warehouses and plants: high-level dusting, machine-area cleaning and mechanised scrubbing, following site safety rules.',
			},
		],
		closing: 'Tell us about your premises and we will survey the site and propose a staffing plan and schedule.',
	},
	{
		slug: 'staffing',
		path: '/service-staffing',
		title: 'Staffing Services',
		cardTitle: 'Staffing',
		summary:
			'Trained, verified manpower for offices, institutions and industry, with payroll and compliance handled by us.',
		image: {
			src: 'images/services/staffing.png',
			alt: 'Drawing of a team of uniformed staff standing in a row in front of an office building',
		},
		intro: [
			'Brisk supplies skilled, semi-skilled and unskilled manpower to government bodies and corporations across Maharashtra, Rajasthan, Delhi, Telangana and Andhra Pradesh. More than 1000 people are on our roll.',
			'We recruit, verify, train and deploy staff, and we run their payroll and statutory compliance, so that your team manages the work and not the paperwork.',
		],
		offeringsTitle: 'How we staff your site',
		offerings: [
			{
				name: 'Contract staffing',
				text: 'Office assistants, data entry operators, receptionists, drivers and multi-tasking staff for fixed-term or ongoing contracts.',
			},
			{
				name: 'Skilled and technical staff',
				text: 'Electricians, plumbers, technicians and machine operators with the certificates your site needs.',
			},
			{
				name: 'Payroll and compliance',
				text: 'Wages, PF, ESIC, professional tax, labour-law registers and returns, handled by our compliance team.',
			},
			{
				name: 'Replacement guarantee',
				text: 'When a person is absent or leaves, a trained replacement reaches the site quickly.',
			},
		],
		closing: 'Share the roles and numbers you need, and we will send a deployment plan and a transparent cost sheet.',
	},
	{
		slug: 'security',
		path: '/service-security',
		title: 'Security Services',
		cardTitle: 'Security',
		summary: 'Licensed guarding, bodyguards and surveillance, plus civic services that keep public spaces clean.',
		image: {
			src: 'images/services/security.png',
			alt: 'Drawing of a uniformed security guard at a gate beside a surveillance camera',
		},
		intro: [
			'Brisk is licensed under the Private Security Agencies (Regulation) Act. Our guards are verified, trained before deployment and supervised on every shift, with duty rosters and incident reports you can inspect.',
			'Alongside security, we run civic services for municipal bodies and public authorities, with mechanised equipment and trained crews.',
		],
		offeringsTitle: 'Security services',
		offerings: [
			{
				name: 'Unarmed guards',
				text: 'Access control, patrolling, visitor and material registers for offices, campuses, housing societies and factories.',
			},
			{
				name: 'Armed guards',
				text: 'Licensed armed guards for banks, cash movement, warehouses and sensitive installations.',
			},
			{ name: 'Bodyguards', text: 'Trained personal security officers for executives and visiting dignitaries.' },
			{
				name: 'Video surveillance operators',
				text: 'Operators who watch CCTV control rooms around the clock and raise the alarm at once.',
			},
			{
				name: 'Event guards',
				text: 'Crowd management, entry checks and VIP areas for conferences, exhibitions and public events.',
			},
		],
		extraTitle: 'Civic services',
		extraIntro: 'For municipal corporations, ports and public authorities:',
		extra: [
			{
				name: 'Mechanized road cleaning',
				text: 'Road sweeping machines with trained operators, on planned routes and schedules.',
			},
			{
				name: 'Sewage tank and drain cleaning',
				text: 'Mechanised desilting and cleaning of sewage tanks and drains, with safety equipment.',
			},
			{
				name: 'Public toilet cleaning',
				text: 'Scheduled cleaning, disinfection and upkeep of public and community toilets.',
			},
			{
				name: 'Beach cleaning',
				text: 'Daily cleaning of beaches and waterfronts, by hand and with beach-cleaning equipment.',
			},
			{ name: 'Waste management', text: 'Collection, segregation and transport of waste in line with local rules.' },
		],
		closing: 'Ask us for a site security survey, or for a proposal for a civic services contract.',
	},
	{
		slug: 'gardening',
		path: '/service-gardening',
		title: 'Gardening Services',
		cardTitle: 'Gardening',
		summary: 'Green, well-kept grounds, with the plumbing and electrical works that keep a campus running.',
		image: { src: 'images/services/gardening.png', alt: 'Drawing of a gardener trimming a hedge on a landscaped lawn' },
		intro: [
			'Our gardeners look after lawns, landscapes and nurseries for campuses, townships, offices and public gardens. The same team can take on the plumbing and electrical upkeep of the grounds, so one contract covers all of it.',
		],
		offeringsTitle: 'What the service covers',
		offerings: [
			{
				name: 'Gardening',
				text: 'Lawn care, pruning, planting, seasonal flowers, composting and watering, including drip irrigation.',
			},
			{
				name: 'Plumbing',
				text: 'Pumps, pipelines, taps, sprinklers and water tanks: routine checks and quick repairs.',
			},
			{
				name: 'Electrical works',
				text: 'Garden and campus lighting, pump panels, wiring and small electrical repairs by certified electricians.',
			},
		],
		closing: 'Tell us the area and the state of your grounds, and we will propose a maintenance calendar.',
	},
	{
		slug: 'industrial',
		path: '/service-industrial',
		title: 'Industrial Services',
		cardTitle: 'Industrial',
		summary: 'Cleaning, upkeep and support staff for plants, warehouses and industrial estates.',
		image: {
			src: 'images/services/industrial.png',
			alt: 'Drawing of a factory hall with a worker driving a floor-scrubbing machine',
		},
		intro: [
			'Industrial sites need cleaning and support work that fits their safety rules and production schedules. Brisk provides trained crews, mechanised equipment and supervisors who work to your site procedures.',
			'Our teams serve manufacturing plants, warehouses and industrial estates, in shifts that keep production running.',
		],
		offeringsTitle: 'What we do on industrial sites',
		offerings: [
			{
				name: 'Plant and shop-floor cleaning',
				text: 'Mechanised scrubbing, machine-area cleaning, oil and dust removal, high-level cleaning with safe access equipment.',
			},
			{
				name: 'Warehouse upkeep',
				text: 'Racking and floor cleaning, pest-control coordination and housekeeping of loading bays.',
			},
			{
				name: 'Loading and material handling',
				text: 'Trained helpers for loading, unloading, stacking and internal movement of goods.',
			},
			{ name: 'Utility support', text: 'Support staff for canteens, utilities and maintenance departments.' },
		],
		closing: 'Invite us for a site visit: we will study your safety rules and shifts before we propose a team.',
	},
	{
		slug: 'integrated',
		path: '/service-integrated',
		title: 'Integrated Supply and Logistics',
		cardTitle: 'Integrated Supply & Logistics',
		summary: 'Supply and logistics services for government warehousing, from receipt to dispatch.',
		image: {
			src: 'images/services/integrated.png',
			alt: 'Drawing of a warehouse with stacked sacks, a forklift and a lorry at the loading bay',
		},
		intro: [
			'Brisk runs integrated supply and logistics services for government warehousing. We combine manpower, handling, security and housekeeping in one accountable contract, so that stock is received, stored and dispatched on time and without loss.',
		],
		offeringsTitle: 'What the service includes',
		offerings: [
			{
				name: 'Receipt and dispatch',
				text: 'Unloading, weighing, counting, stacking and loading of goods, with records kept for every movement.',
			},
			{
				name: 'Storage and preservation',
				text: 'Scientific stacking, fumigation coordination, housekeeping and regular stock checks.',
			},
			{ name: 'Warehouse security', text: 'Guards and surveillance for stock and premises, around the clock.' },
			{ name: 'Reporting', text: 'Daily stock and movement reports in the format the authority asks for.' },
		],
		closing: 'Public authorities can ask us for our experience certificates and a detailed proposal.',
	},
]

export const getServices = byLanguage<Service[]>('services', {
	en: services,
	...(await shownTranslations(async (language) => (await import(`./${language}/services.ts`)).services)),
})

export function getService(slug: ServiceSlug, language?: Parameters<typeof getServices>[0]) {
	const service = getServices(language).find((s) => s.slug === slug)
	if (!service) throw new Error(`Unknown service ${slug}`)
	return service
}

/** The four services the home page shows, in the order of the original. */
export const homeServiceSlugs: ServiceSlug[] = ['house-keeping', 'staffing', 'security', 'gardening']
