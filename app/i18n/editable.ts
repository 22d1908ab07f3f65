import type { Catalogue, MessageKey } from './index.ts'

// The interface words staff may change in Site content ("Headings, menus and labels"):
// the pages' headings and labels and the header's, footer's and error pages' words.
// Not the forms' words and messages (they state the forms' rules, and the spec words
// them), nor a text with {placeholders} (a wrong one would break the sentence: a test
// refuses one here). They are one section of the site content, grouped by area:
// { home: { ourClients: 'Our Clients' }, nav: { career: 'Career' } }.
//
// Listed here by their place in the section (area, then name) and their key in the catalogue. A place is where
// what staff published is kept: moving a key to another catalogue file changes nothing here, and a place renamed
// or removed leaves staff's published words for it unread.
const EDITABLE = {
	pages: {
		contactUs: 'pages.contactUs',
	},
	banner: {
		label: 'banner.label',
		pause: 'banner.pause',
		play: 'banner.play',
	},
	home: {
		jobsPrompt: 'home.jobsPrompt',
		findJob: 'home.findJob',
		whoWeAre: 'home.whoWeAre',
		milestones: 'home.milestones',
		milestonesProgress: 'home.milestonesProgress',
		previous: 'home.previous',
		next: 'home.next',
		whyChooseUs: 'home.whyChooseUs',
		ourServices: 'home.ourServices',
		ourClients: 'home.ourClients',
		clientsSlides: 'home.clientsSlides',
		certifications: 'home.certifications',
		discover: 'home.discover',
	},
	gallery: {
		viewer: 'gallery.viewer',
		previous: 'gallery.previous',
		next: 'gallery.next',
		close: 'gallery.close',
	},
	team: {
		directors: 'team.directors',
		heads: 'team.heads',
		expertiseLabel: 'team.expertise',
	},
	about: {
		strengths: 'about.strengths',
		story: 'about.story',
		vision: 'about.vision',
		mission: 'about.mission',
		qualityPolicy: 'about.qualityPolicy',
		timeline: 'about.timeline',
	},
	best: {
		charts: 'best.charts',
		year: 'best.year',
	},
	demo: {
		menu: 'demo.menu',
		note: 'demo.note',
	},
	site: {
		skipToContent: 'site.skipToContent',
		loading: 'site.loading',
	},
	header: {
		contactUs: 'header.contactUs',
		menu: 'header.menu',
		closeMenu: 'header.closeMenu',
		mainNav: 'header.mainNav',
		phoneLabel: 'header.phone',
		emailLabel: 'header.email',
		address: 'header.address',
		social: 'header.social',
		allOffices: 'header.allOffices',
	},
	nav: {
		home: 'nav.home',
		company: 'nav.company',
		services: 'nav.services',
		overview: 'nav.overview',
		whyBrisk: 'nav.whyBrisk',
		teamBrisk: 'nav.teamBrisk',
		bestOfBrisk: 'nav.bestOfBrisk',
		gallery: 'nav.gallery',
		career: 'nav.career',
		contactUs: 'nav.contactUs',
		houseKeeping: 'nav.houseKeeping',
		staffing: 'nav.staffing',
		security: 'nav.security',
		gardening: 'nav.gardening',
		industrial: 'nav.industrial',
		integrated: 'nav.integrated',
		privacy: 'nav.privacy',
	},
	footer: {
		contact: 'footer.contact',
		company: 'footer.company',
		services: 'footer.services',
		other: 'footer.other',
		noFee: 'footer.noFee',
	},
	scrollTop: {
		label: 'scrollTop.label',
	},
	notFound: {
		title: 'notFound.title',
		text: 'notFound.text',
	},
	error: {
		title: 'error.title',
		text: 'error.text',
		home: 'error.home',
		contact: 'error.contact',
	},
	outage: {
		title: 'outage.title',
		text: 'outage.text',
	},
	starting: {
		text: 'starting.text',
	},
	link: {
		newTab: 'link.newTab',
	},
	language: {
		label: 'language.label',
	},
	jobClosed: {
		byStaff: 'jobClosed.byStaff',
	},
	jobAdvert: {
		inEnglish: 'jobAdvert.inEnglish',
	},
} satisfies Record<string, Record<string, MessageKey>>

/** Each editable word's place in the section: its area and its name. */
export const EDITABLE_WORDS = new Map<MessageKey, [area: string, name: string]>(
	Object.entries(EDITABLE).flatMap(([area, words]) =>
		Object.entries(words).map(([name, key]): [MessageKey, [string, string]] => [key, [area, name]]),
	),
)

export const INTERFACE_SECTION = 'interface'

/** The section's document of a catalogue: its editable words grouped by area. */
export function editableDocument(catalogue: Catalogue, fallback: Catalogue) {
	const document: Record<string, Record<string, string>> = {}
	for (const [key, [area, name]] of EDITABLE_WORDS) {
		;(document[area] ??= {})[name] = catalogue[key] ?? fallback[key] ?? ''
	}
	return document
}

/** The words staff published for this key, read from a language's published section, if it is editable and they did. */
export function publishedWord(published: unknown, key: MessageKey): string | undefined {
	const place = EDITABLE_WORDS.get(key)
	if (!place) return undefined
	const document = published as Record<string, Record<string, unknown>> | undefined
	const words = document?.[place[0]]?.[place[1]]
	return typeof words === 'string' && words ? words : undefined
}
