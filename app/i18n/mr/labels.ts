import type { labels as en } from '../en/labels.ts'

export const labels = {
	'team.label.legalFinance': 'कायदा व वित्त',
	'team.label.operations': 'कामकाज (ऑपरेशन्स)',
	'team.label.administration': 'प्रशासन',
	'team.label.hrIr': 'मनुष्यबळ व औद्योगिक संबंध',
	'team.label.compliancePayroll': 'कायदेशीर पूर्तता व पगार',
	'team.label.accounts': 'लेखा',
	'team.label.admin': 'प्रशासन',
} as const satisfies Record<keyof typeof en, string>
