import { byLanguage } from './localized.ts'

// Team Brisk (spec section 2): three directors and nine heads of department.
// Names are placeholders the company replaces with its own people.

export interface Director {
	name: string
	role: string
	expertise: 'Legal and finance' | 'Operations' | 'Administration'
	bio: string
}

export interface DepartmentHead {
	name: string
	function: 'HR and IR' | 'Compliance and payroll' | 'Accounts' | 'Operations' | 'Admin'
}

export interface Team {
	directors: Director[]
	heads: DepartmentHead[]
}

export const getTeam = byLanguage<Team>({
	en: {
		directors: [
			{
				name: 'Director One (placeholder)',
				role: 'Managing Director',
				expertise: 'Legal and finance',
				bio: 'Founded Brisk in Pune in 2009. Leads contracts, finance and legal compliance, and has built the company’s relationships with government bodies and corporations.',
			},
			{
				name: 'Director Two (placeholder)',
				role: 'Director, Operations',
				expertise: 'Operations',
				bio: 'Runs service delivery in all five states: site surveys, staffing plans, supervision and quality audits, with a focus on training and safety.',
			},
			{
				name: 'Director Three (placeholder)',
				role: 'Director, Administration',
				expertise: 'Administration',
				bio: 'Oversees administration, offices and people processes, from recruitment and verification to the welfare of more than 1000 people on roll.',
			},
		],
		heads: [
			{ name: 'Head of HR (placeholder)', function: 'HR and IR' },
			{ name: 'Head of IR (placeholder)', function: 'HR and IR' },
			{ name: 'Head of Compliance (placeholder)', function: 'Compliance and payroll' },
			{ name: 'Head of Payroll (placeholder)', function: 'Compliance and payroll' },
			{ name: 'Head of Accounts (placeholder)', function: 'Accounts' },
			{ name: 'Head of Operations, West (placeholder)', function: 'Operations' },
			{ name: 'Head of Operations, North and South (placeholder)', function: 'Operations' },
			{ name: 'Head of Security Operations (placeholder)', function: 'Operations' },
			{ name: 'Head of Administration (placeholder)', function: 'Admin' },
		],
	},
})
