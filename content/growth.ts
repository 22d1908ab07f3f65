import { shownTranslations } from '#app/i18n/translations.ts'
import { byLanguage } from './localized.ts'

// Figures of the three growth charts on Best of Brisk, FY 2009-10 to FY 2019-20.
// Sample figures (`npm run content:check`), consistent with the company's facts: more
// than 1000 people on roll, 180+ clients by 2020-22, over Rs 200 crore combined.

export const FINANCIAL_YEARS = [
	'2009-10',
	'2010-11',
	'2011-12',
	'2012-13',
	'2013-14',
	'2014-15',
	'2015-16',
	'2016-17',
	'2017-18',
	'2018-19',
	'2019-20',
] as const

export interface GrowthChart {
	id: 'associations' | 'workforce' | 'growth'
	title: string
	description: string
	unit: string
	values: number[]
}

/** A chart's words in another language, by chart. */
export type GrowthChartWords = Record<GrowthChart['id'], Pick<GrowthChart, 'title' | 'description' | 'unit'>>

const growthCharts: GrowthChart[] = [
	{
		id: 'associations',
		title: 'Associations',
		description: 'Clients served in each financial year.',
		unit: 'clients',
		values: [6, 14, 25, 38, 52, 68, 85, 104, 126, 148, 168],
	},
	{
		id: 'workforce',
		title: 'Workforce',
		description: 'People on our roll at the end of each financial year.',
		unit: 'people',
		values: [40, 95, 170, 260, 370, 480, 590, 720, 860, 990, 1120],
	},
	{
		id: 'growth',
		title: 'Growth',
		description: 'Value of work delivered in each financial year, in Rs crore (over Rs 200 crore combined).',
		unit: 'Rs crore',
		values: [2, 4, 7, 10, 14, 18, 22, 26, 30, 34, 38],
	},
]

/** The same charts in another language: the figures stay, the words change. */
function chartsIn(words: GrowthChartWords) {
	return growthCharts.map((chart) => ({ ...chart, ...words[chart.id] }))
}

export const getGrowthCharts = byLanguage<GrowthChart[]>('growth-charts', {
	en: growthCharts,
	...(await shownTranslations(async (language) =>
		chartsIn((await import(`./${language}/growth.ts`)).growthChartWords),
	)),
})

export const getBestOfBriskText = byLanguage<string[]>('best-of-brisk', {
	en: [
		'From one city in 2009 to five states today: Brisk serves clients in Maharashtra, Rajasthan, Delhi, Telangana and Andhra Pradesh, from our registered office in Pune and branch offices in Mumbai and Nagpur.',
		'Most of our clients are government bodies and corporations: municipal corporations, warehousing and transport authorities, hospitals and universities, factories, IT parks and townships. More than 180 of them worked with us by 2020-22, and together we have delivered over Rs 200 crore of work.',
	],
	...(await shownTranslations(async (language) => (await import(`./${language}/growth.ts`)).bestOfBriskText)),
})
