// Labels of values the content and the database store in English: a director's area of
// expertise and a department head's function (content/team.ts).
export const labels = {
	'team.label.legalFinance': 'Legal and finance',
	'team.label.operations': 'Operations',
	'team.label.administration': 'Administration',
	'team.label.hrIr': 'HR and IR',
	'team.label.compliancePayroll': 'Compliance and payroll',
	'team.label.accounts': 'Accounts',
	'team.label.admin': 'Admin',
} as const
