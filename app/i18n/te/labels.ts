import type { labels as en } from '../en/labels.ts'

export const labels = {
	'team.label.legalFinance': 'న్యాయ, ఆర్థిక వ్యవహారాలు',
	'team.label.operations': 'ఆపరేషన్స్ (కార్యకలాపాలు)',
	'team.label.administration': 'పరిపాలన',
	'team.label.hrIr': 'మానవ వనరులు (HR), పారిశ్రామిక సంబంధాలు (IR)',
	'team.label.compliancePayroll': 'కంప్లయన్స్, పేరోల్ (జీతాలు)',
	'team.label.accounts': 'అకౌంట్స్ (లెక్కలు)',
	'team.label.admin': 'అడ్మిన్',
} as const satisfies Record<keyof typeof en, string>
