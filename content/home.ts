import type { ContentImage } from './images.ts'
import { shownTranslations } from '#app/i18n/translations.ts'
import { byLanguage } from './localized.ts'

// The home page's own words: banner slides, Who we are, Why
// Choose Us and the three cards. Milestones, services, clients and
// certifications have their own files.

export interface BannerSlide {
	title: string
	text: string
	cta: { label: string; to: string }
	/** Wide screens: 425 px and up. */
	wide: ContentImage
	/** Phones below 425 px. */
	mobile: ContentImage
}

export interface HomeContent {
	slides: BannerSlide[]
	whoWeAre: string[]
	whyChooseUs: { title: string; text: string }[]
	cards: { title: string; text: string; to: '/about-us' | '/team-brisk' | '/career'; linkLabel: string }[]
}

export const getHomeContent = byLanguage<HomeContent>('home', {
	en: {
		slides: [
			{
				title: 'Facility management you can rely on',
				text: 'Housekeeping, security, staffing and gardening for government bodies and corporations since 2009.',
				cta: { label: 'Our services', to: '/service-house-keeping' },
				wide: {
					src: 'images/banner/slide-1-wide.png',
					alt: 'Drawing of a city office building with housekeeping and security staff at its entrance',
				},
				mobile: {
					src: 'images/banner/slide-1-mobile.png',
					alt: 'Drawing of an office building with housekeeping and security staff at its entrance',
				},
			},
			{
				title: 'More than 1000 trained people on our roll',
				text: 'Verified, trained and supervised teams across Maharashtra, Rajasthan, Delhi, Telangana and Andhra Pradesh.',
				cta: { label: 'Meet Team Brisk', to: '/team-brisk' },
				wide: {
					src: 'images/banner/slide-2-wide.png',
					alt: 'Drawing of a large team of uniformed staff standing together',
				},
				mobile: { src: 'images/banner/slide-2-mobile.png', alt: 'Drawing of uniformed staff standing together' },
			},
			{
				title: 'Build your career with Brisk',
				text: 'Jobs in housekeeping, security, staffing and gardening. We never charge candidates any fee.',
				cta: { label: 'See open jobs', to: '/career' },
				wide: {
					src: 'images/banner/slide-3-wide.png',
					alt: 'Drawing of a gardener, a guard and a housekeeping attendant at work on a campus',
				},
				mobile: {
					src: 'images/banner/slide-3-mobile.png',
					alt: 'Drawing of a gardener, a guard and a housekeeping attendant at work',
				},
			},
		],
		whoWeAre: [
			'Brisk Facility Services Pvt. Ltd. was founded in Pune on 23 February 2009. From a small housekeeping team, we have grown into a facility-management company that serves government bodies and corporations in Maharashtra, Rajasthan, Delhi, Telangana and Andhra Pradesh.',
			'More than 1000 people are on our roll today. Together with our clients we have delivered work worth over Rs 200 crore, and by 2020-22 more than 180 clients trusted us with their premises. We are ISO 9001:2008 certified and licensed under the Private Security Agencies (Regulation) Act.',
		],
		whyChooseUs: [
			{
				title: 'Guaranteed results',
				text: 'Written service levels, daily checklists and regular audits: you see the standard we promised, every day.',
			},
			{
				title: 'Specialized professionals',
				text: 'Trained housekeeping, security, gardening and technical staff, led by experienced supervisors.',
			},
			{
				title: 'Adapted to each customer',
				text: 'Every site is surveyed first; staffing, shifts and equipment are planned for your premises and your budget.',
			},
		],
		cards: [
			{
				title: 'About us',
				text: 'Our story since 2009, our vision, mission and quality policy.',
				to: '/about-us',
				linkLabel: 'Read about us',
			},
			{
				title: 'Team Brisk',
				text: 'The directors and heads of department who lead our people.',
				to: '/team-brisk',
				linkLabel: 'Meet the team',
			},
			{
				title: 'Career',
				text: 'Open jobs in housekeeping, security, staffing and gardening.',
				to: '/career',
				linkLabel: 'Find a job',
			},
		],
	},
	...(await shownTranslations(async (language) => (await import(`./${language}/home.ts`)).homeContent)),
})
