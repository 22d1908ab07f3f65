import { forEachLanguage, type Language } from '#app/i18n/languages.ts'
import { getAboutContent } from '#content/about.ts'
import { getCertifications } from '#content/certifications.ts'
import { getClients } from '#content/clients.ts'
import { getCompanyFacts, getOffices } from '#content/company.ts'
import { getGalleries } from '#content/galleries.ts'
import { getBestOfBriskText, getGrowthCharts } from '#content/growth.ts'
import { getHomeContent } from '#content/home.ts'
import { getInterfaceWords } from '#content/interface.ts'
import { SECTION_DEFAULTS } from '#content/localized.ts'
import { getMilestones } from '#content/milestones.ts'
import { getPrivacyContent } from '#content/privacy.ts'
import { getReasons } from '#content/reasons.ts'
import { getServices } from '#content/services.ts'
import { getTeam } from '#content/team.ts'
import { getTimeline } from '#content/timeline.ts'
import type { SectionDocs } from './site-content.ts'

// The sections of Site content, grouped as staff think of the pages. Each is one
// content file's getter (content/*.ts registers its defaults under the id).

export interface ContentSection {
	id: string
	title: string
	/** What it holds, in the list of sections. */
	summary: string
	/** The page it shows on first (for Preview), in English. */
	page: string
	/** Every page it shows on. */
	pages: string[]
}

interface Group {
	title: string
	sections: ContentSection[]
}

const section = (id: string, title: string, summary: string, pages: string[]): ContentSection => ({
	id,
	title,
	summary,
	page: pages[0]!,
	pages,
})

export const CONTENT_GROUPS: Group[] = [
	{
		title: 'Home',
		sections: [
			section('home', 'Home page', 'Banner slides, Who we are, Why choose us and the three cards.', ['/']),
			section('milestones', 'Important milestones', 'The seven steps of the home page’s milestones.', ['/']),
			section('certifications', 'Certifications', 'The ISO certificates: titles and pictures.', ['/']),
			section('clients', 'Clients', 'Client names, their short names and logos.', ['/']),
		],
	},
	{
		title: 'About the company',
		sections: [
			section('about', 'About us', 'Overview, strengths, story, vision, mission and quality policy.', ['/about-us']),
			section('timeline', 'Timeline', 'The years of the About us page’s timeline.', ['/about-us']),
			section('reasons', 'Why Brisk', 'The reasons on the Why Brisk page.', ['/why-brisk']),
			section('team', 'Team Brisk', 'Directors and heads of department.', ['/team-brisk']),
			section('best-of-brisk', 'Best of Brisk: text', 'The words above the charts.', ['/best-of-brisk']),
			section('growth-charts', 'Best of Brisk: charts', 'The three charts’ titles, descriptions and figures.', [
				'/best-of-brisk',
			]),
		],
	},
	{
		title: 'Services',
		sections: [
			section('services', 'Services', 'The six service pages and the home page’s service cards.', [
				'/service-house-keeping',
				'/',
			]),
		],
	},
	{
		title: 'Galleries, offices, privacy and the company’s facts',
		sections: [
			section('galleries', 'Galleries', 'The galleries’ titles and the words that describe their photos.', [
				'/company-gallery',
			]),
			section('offices', 'Offices', 'Addresses, phone numbers and e-mail addresses (header, footer, Contact us).', [
				'/contact-us',
				'/',
			]),
			section('privacy', 'Privacy notice', 'The privacy notice’s sections.', ['/privacy']),
			section(
				'company',
				'Company facts',
				'The legal name, the careers e-mail address, two figures and the social network profiles.',
				['/', '/privacy'],
			),
			section(
				'interface',
				'Headings, menus and labels',
				'The pages’ headings (Our Clients, Why Choose Us…), the menus, the footer and the error pages’ words.',
				['/', '/about-us'],
			),
		],
	},
]

export const CONTENT_SECTIONS: ContentSection[] = CONTENT_GROUPS.flatMap((group) => group.sections)

// The getters, named so that each content file is loaded (and registers its defaults) here.
const GETTERS: Record<string, (language?: Language) => unknown> = {
	home: getHomeContent,
	milestones: getMilestones,
	certifications: getCertifications,
	clients: getClients,
	about: getAboutContent,
	timeline: getTimeline,
	reasons: getReasons,
	team: getTeam,
	'best-of-brisk': getBestOfBriskText,
	'growth-charts': getGrowthCharts,
	services: getServices,
	galleries: getGalleries,
	offices: getOffices,
	company: getCompanyFacts,
	privacy: getPrivacyContent,
	interface: getInterfaceWords,
}

/** The section of an id, or undefined. */
export function findSection(id: string | undefined) {
	return CONTENT_SECTIONS.find((candidate) => candidate.id === id && id in GETTERS)
}

/** The section an address names, or a 404. */
export function requireSection(id: string | undefined): ContentSection {
	const section = findSection(id)
	if (!section) throw new Response('There is no such section of the site content.', { status: 404 })
	return section
}

/** A section's words in every language as a page shows them now (the published content, or the file's). */
export function sectionAsShown(id: string): SectionDocs {
	const getter = GETTERS[id]
	if (!getter) throw new Error(`No content file registers the section ${id}`)
	return forEachLanguage((language) => getter(language))
}

/** A section's defaults in every language, as its content file has them. */
export function sectionDefaults(id: string): SectionDocs {
	const defaults = SECTION_DEFAULTS.get(id)
	if (!defaults) throw new Error(`No content file registers the section ${id}`)
	return defaults as SectionDocs
}
