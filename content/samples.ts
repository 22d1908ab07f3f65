// Sample records a new installation starts with, so that a first visitor sees a
// working site. The company replaces them from the back office.
import type { JobCategory } from '#app/utils/jobs/jobs.ts'

export interface SampleJob {
	title: string
	designation: string
	description: string
	location: string
	phone: string
	category: JobCategory
	/** Days from the day of seeding until the deadline. */
	openForDays: number
	/** Days since the job was opened. */
	openedDaysAgo: number
	advert?: { pdf: string; lines: string[] }
}

export const sampleJobs: SampleJob[] = [
	{
		title: 'Housekeeping Staff',
		designation: 'Housekeeping Attendant',
		description:
			'Daily cleaning of offices, washrooms and common areas at a corporate campus. Training in mechanised cleaning and safe use of chemicals is given. Two shifts; weekly off; PF and ESIC as per law.',
		location: 'Pune, Maharashtra',
		phone: '+91 20 4000 1000',
		category: 'House Keeping',
		openForDays: 45,
		openedDaysAgo: 3,
		advert: {
			pdf: 'advert-housekeeping-attendant-pune.pdf',
			lines: [
				'Position: Housekeeping Attendant (20 openings), Pune.',
				'Work: daily cleaning of offices, washrooms and common areas; mechanised floor cleaning after training.',
				'Eligibility: 18 to 45 years; 8th pass or above; experience welcome but not required.',
				'Benefits: monthly salary as per minimum wages, PF, ESIC, uniform, weekly off.',
				'Brisk never charges any fee to candidates. Report anyone asking for money.',
			],
		},
	},
	{
		title: 'Housekeeping Supervisor',
		designation: 'Supervisor',
		description:
			'Lead a team of 15 housekeeping staff at a government office complex: shift rosters, quality checklists, material stock and client reporting.',
		location: 'Mumbai, Maharashtra',
		phone: '+91 22 4000 2000',
		category: 'House Keeping',
		openForDays: 60,
		openedDaysAgo: 40,
	},
	{
		title: 'Data Entry Operator',
		designation: 'Operator (Contract Staffing)',
		description:
			'Contract position with a public sector client: data entry in English and Marathi, record keeping and scanning. Basic computer knowledge and typing speed of 30 words per minute.',
		location: 'Nagpur, Maharashtra',
		phone: '+91 712 400 3000',
		category: 'Staffing',
		openForDays: 30,
		openedDaysAgo: 5,
	},
	{
		title: 'Office Assistant',
		designation: 'Multi-tasking Staff',
		description:
			'Front desk support, file movement, courier handling and meeting room upkeep at a corporate client office.',
		location: 'Hyderabad, Telangana',
		phone: '+91 20 4000 1000',
		category: 'Staffing',
		openForDays: 50,
		openedDaysAgo: 12,
	},
	{
		title: 'Security Guard',
		designation: 'Unarmed Security Guard',
		description:
			'Access control, patrolling and visitor management at an industrial site. PSARA training is provided by Brisk. Day and night shifts on rotation.',
		location: 'Jaipur, Rajasthan',
		phone: '+91 20 4000 1000',
		category: 'Security',
		openForDays: 40,
		openedDaysAgo: 2,
		advert: {
			pdf: 'advert-security-guard-jaipur.pdf',
			lines: [
				'Position: Unarmed Security Guard (30 openings), Jaipur.',
				'Work: access control, patrolling, visitor register, emergency response.',
				'Eligibility: 21 to 45 years; 10th pass; good health; height 165 cm or above.',
				'Training: PSARA-compliant training given by Brisk before deployment.',
				'Brisk never charges any fee to candidates. Report anyone asking for money.',
			],
		},
	},
	{
		title: 'Security Supervisor',
		designation: 'Security Supervisor',
		description:
			'Supervise guards across two shifts at a warehouse, keep duty rosters and incident reports, and train new guards. Ex-servicemen preferred.',
		location: 'New Delhi, Delhi',
		phone: '+91 20 4000 1000',
		category: 'Security',
		openForDays: 35,
		openedDaysAgo: 45,
	},
	{
		title: 'Gardener',
		designation: 'Mali (Gardener)',
		description:
			'Lawn care, pruning, planting and watering of landscaped gardens at a residential township. Experience with drip irrigation welcome.',
		location: 'Pune, Maharashtra',
		phone: '+91 20 4000 1000',
		category: 'Gardening',
		openForDays: 55,
		openedDaysAgo: 7,
	},
	{
		title: 'Plumber and Electrician',
		designation: 'Maintenance Technician',
		description:
			'Routine plumbing and electrical maintenance for the gardens and buildings of a campus: pumps, fittings, lighting and small repairs. ITI certificate required.',
		location: 'Visakhapatnam, Andhra Pradesh',
		phone: '+91 20 4000 1000',
		category: 'Gardening',
		openForDays: 42,
		openedDaysAgo: 20,
	},
	{
		title: 'Watchman',
		designation: 'Society Guard (Watchman)',
		description:
			'Gate duty and night rounds as a guard at a gated residential society: visitor register, vehicle entry, parcels and the fire alarm panel. PSARA training is given by Brisk. 12-hour shifts on rotation; weekly off; PF and ESIC as per law.',
		location: 'Hyderabad, Telangana',
		phone: '+91 20 4000 1000',
		category: 'Security',
		openForDays: 38,
		openedDaysAgo: 4,
	},
]

export interface SampleDocument {
	title: string
	pdf: string
	lines: string[]
}

export const sampleDocuments: SampleDocument[] = [
	{
		title: 'Daily cleaning checklist',
		pdf: 'housekeeping-daily-cleaning-checklist.pdf',
		lines: [
			'1. Sweep and mop all floors; use the yellow sign while floors are wet.',
			'2. Clean and disinfect washrooms every two hours; refill soap and tissue.',
			'3. Empty dustbins and separate dry and wet waste.',
			'4. Dust desks, window sills and switch boards.',
			'5. Record the time and your initials in the washroom log.',
		],
	},
	{
		title: 'Standard operating procedure: office cleaning',
		pdf: 'housekeeping-sop-office-cleaning.pdf',
		lines: [
			'Purpose: consistent, safe cleaning of office premises.',
			'Before work: wear uniform, gloves and closed shoes; check the material stock.',
			'Order of work: high to low, dry to wet, clean areas to dirty areas.',
			'Chemicals: use only labelled, diluted chemicals; never mix two chemicals.',
			'Reporting: report damage, leaks or safety hazards to the supervisor at once.',
		],
	},
	{
		title: 'Housekeeping services overview',
		pdf: 'housekeeping-services-overview.pdf',
		lines: [
			'Brisk provides housekeeping for homes, neighbourhoods, offices, garages and industrial buildings.',
			'Trained staff, mechanised equipment and eco-friendly chemicals.',
			'Supervision, daily checklists and monthly quality audits are part of every contract.',
			'Contact our Pune registered office or the Mumbai and Nagpur branches for a site survey.',
		],
	},
]
