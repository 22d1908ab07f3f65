import { shownTranslations } from '#app/i18n/translations.ts'
import { byLanguage } from './localized.ts'

// The company timeline, 2009-10 to 2020-22.

export interface TimelineEntry {
	period: string
	text: string
}

export const getTimeline = byLanguage<TimelineEntry[]>('timeline', {
	en: [
		{
			period: '2009-10',
			text: 'Brisk is founded in Pune on 23 February 2009; first housekeeping contracts for offices.',
		},
		{
			period: '2010-11',
			text: 'First government office complex served; supervisors and daily checklists on every site.',
		},
		{ period: '2011-12', text: 'Quality management system certified to ISO 9001:2008.' },
		{ period: '2012-13', text: 'Staffing services with in-house payroll and compliance begin.' },
		{
			period: '2013-14',
			text: 'Licensed under the Private Security Agencies (Regulation) Act; security services launched.',
		},
		{
			period: '2014-15',
			text: 'Gardening services, with plumbing and electrical works, added for campuses and townships.',
		},
		{ period: '2015-16', text: 'Branch offices open in Mumbai and Nagpur.' },
		{
			period: '2016-17',
			text: 'Civic services for public authorities: mechanized road cleaning, drain and public toilet cleaning.',
		},
		{ period: '2017-18', text: 'Work extends to Rajasthan, Delhi, Telangana and Andhra Pradesh.' },
		{ period: '2018-19', text: 'Integrated supply and logistics services for government warehousing.' },
		{ period: '2019-20', text: 'More than 1000 people on our roll.' },
		{ period: '2020-22', text: 'More than 180 clients and over Rs 200 crore of combined work value.' },
	],
	...(await shownTranslations(async (language) => (await import(`./${language}/timeline.ts`)).timeline)),
})
