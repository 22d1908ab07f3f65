import type { MessageKey } from '#app/i18n/index.ts'
import { shownTranslations } from '#app/i18n/translations.ts'
import { byLanguage } from './localized.ts'

// Team Brisk: three directors and nine heads of department.
// Each person is shown by role until the company adds names (see `npm run content:check`).

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

/** The words shown for an area of expertise or a function, in the page's language. */
export const TEAM_LABELS = {
	'Legal and finance': 'team.label.legalFinance',
	Operations: 'team.label.operations',
	Administration: 'team.label.administration',
	'HR and IR': 'team.label.hrIr',
	'Compliance and payroll': 'team.label.compliancePayroll',
	Accounts: 'team.label.accounts',
	Admin: 'team.label.admin',
} as const satisfies Record<Director['expertise'] | DepartmentHead['function'], MessageKey>

export interface Team {
	directors: Director[]
	heads: DepartmentHead[]
}

export const getTeam = byLanguage<Team>('team', {
	en: {
		directors: [
			{
				name: 'Managing Director',
				role: 'Founder; legal, contracts and finance',
				expertise: 'Legal and finance',
				bio: 'Founded Brisk in Pune in 2009. Leads contracts, finance and legal compliance, and has built the company’s relationships with government bodies and corporations.',
			},
			{
				name: 'Director, Operations',
				role: 'Service delivery in five states',
				expertise: 'Operations',
				bio: 'Runs service delivery in all five states: site surveys, staffing plans, supervision and quality audits, with a focus on training and safety.',
			},
			{
				name: 'Director, Administration',
				role: 'Offices, recruitment and welfare',
				expertise: 'Administration',
				bio: 'Oversees administration, offices and people processes, from recruitment and verification to the welfare of more than 1000 people on roll.',
			},
		],
		heads: [
			{ name: 'Head of Human Resources', function: 'HR and IR' },
			{ name: 'Head of Industrial Relations', function: 'HR and IR' },
			{ name: 'Head of Statutory Compliance', function: 'Compliance and payroll' },
			{ name: 'Head of Payroll', function: 'Compliance and payroll' },
			{ name: 'Head of Accounts', function: 'Accounts' },
			{ name: 'Head of Operations, West', function: 'Operations' },
			{ name: 'Head of Operations, North and South', function: 'Operations' },
			{ name: 'Head of Security Operations', function: 'Operations' },
			{ name: 'Head of Administration', function: 'Admin' },
		],
	},
	...(await shownTranslations(async (language) => (await import(`./${language}/team.ts`)).team)),
})
