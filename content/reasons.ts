import { shownTranslations } from '#app/i18n/translations.ts'
import { byLanguage } from './localized.ts'

// The ten reasons of the Why Brisk page.

export interface Reason {
	title: string
	text: string
}

export const getReasons = byLanguage<Reason[]>('reasons', {
	en: [
		{
			title: 'Experience since 2009',
			text: 'More than a decade of facility management for government bodies and corporations, starting in Pune in 2009.',
		},
		{
			title: 'One partner for many services',
			text: 'Housekeeping, security, staffing, gardening, industrial, civic and logistics services under one accountable contract.',
		},
		{
			title: 'Certified quality',
			text: 'An ISO 9001:2008 certified quality management system, with certifications for environment, social accountability and occupational health and safety.',
		},
		{
			title: 'Licensed security',
			text: 'Licensed under the Private Security Agencies (Regulation) Act, with trained and verified guards.',
		},
		{
			title: 'People we train',
			text: 'More than 1000 people on our roll, trained before deployment and refreshed on the job.',
		},
		{
			title: 'Compliance handled',
			text: 'Wages, PF, ESIC and labour-law records run by our own compliance and payroll team, on time every month.',
		},
		{
			title: 'Supervision you can see',
			text: 'Named supervisors, daily checklists, duty rosters and regular audits, with reports you can inspect.',
		},
		{
			title: 'Presence in five states',
			text: 'Teams in Maharashtra, Rajasthan, Delhi, Telangana and Andhra Pradesh, with offices in Pune, Mumbai and Nagpur.',
		},
		{
			title: 'Quick replacements',
			text: 'A trained replacement reaches your site quickly when a person is absent, so the work never stops.',
		},
		{
			title: 'Trusted by 180+ clients',
			text: 'More than 180 clients by 2020-22 and over Rs 200 crore of combined work value.',
		},
	],
	...(await shownTranslations(async (language) => (await import(`./${language}/reasons.ts`)).reasons)),
})
