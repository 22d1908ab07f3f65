import { shownTranslations } from '#app/i18n/translations.ts'
import { byLanguage } from './localized.ts'

// The seven Important Milestones of the home page's stepper.

export interface Milestone {
	year: string
	title: string
	text: string
}

export const getMilestones = byLanguage<Milestone[]>('milestones', {
	en: [
		{
			year: '2009',
			title: 'Founded in Pune',
			text: 'Brisk Facility Services begins on 23 February 2009 in Pune with a housekeeping team for offices.',
		},
		{
			year: '2011',
			title: 'ISO 9001:2008 certified',
			text: 'Our quality management system is certified to ISO 9001:2008: written procedures, audits and training for every service.',
		},
		{
			year: '2013',
			title: 'Security services licensed',
			text: 'Licensed under the Private Security Agencies (Regulation) Act, we add guarding and surveillance to our services.',
		},
		{
			year: '2015',
			title: 'Branches in Mumbai and Nagpur',
			text: 'Branch offices in Mumbai and Nagpur bring supervisors closer to our clients across Maharashtra.',
		},
		{
			year: '2017',
			title: 'Five states',
			text: 'Work for clients in Rajasthan, Delhi, Telangana and Andhra Pradesh takes Brisk beyond Maharashtra.',
		},
		{
			year: '2019',
			title: '1000+ people on roll',
			text: 'More than 1000 trained people now work on our roll, with payroll and compliance run in-house.',
		},
		{
			year: '2022',
			title: '180+ clients',
			text: 'By 2020-22 more than 180 clients trust Brisk, with over Rs 200 crore of combined work value.',
		},
	],
	...(await shownTranslations(async (language) => (await import(`./${language}/milestones.ts`)).milestones)),
})
