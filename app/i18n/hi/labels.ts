import type { labels as en } from '../en/labels.ts'

export const labels = {
	'team.label.legalFinance': 'कानून और वित्त',
	'team.label.operations': 'संचालन',
	'team.label.administration': 'प्रशासन',
	'team.label.hrIr': 'मानव संसाधन और औद्योगिक संबंध',
	'team.label.compliancePayroll': 'कानूनी अनुपालन और वेतन',
	'team.label.accounts': 'लेखा',
	'team.label.admin': 'प्रशासन',
} as const satisfies Record<keyof typeof en, string>
