import type { ContentImage } from './images.ts'
import { shownTranslations } from '#app/i18n/translations.ts'
import { byLanguage } from './localized.ts'

// The About us (Overview) page: text, strengths, story, vision, mission and
// quality policy. The timeline has its own file.

export interface AboutContent {
	overview: string[]
	strengths: { title: string; text: string; image: ContentImage }[]
	story: string[]
	vision: string
	mission: string[]
	qualityPolicy: { intro: string; commitments: string[] }
}

export const getAboutContent = byLanguage<AboutContent>('about', {
	en: {
		overview: [
			'Brisk Facility Services Pvt. Ltd. is a facility-management company founded in Pune on 23 February 2009. We provide housekeeping and cleaning, staffing and manpower supply, security, gardening with plumbing and electrical works, industrial and civic services, and integrated supply and logistics for government warehousing.',
			'We work for government bodies and corporations in Maharashtra, Rajasthan, Delhi, Telangana and Andhra Pradesh, from our registered office in Pune and our branch offices in Mumbai and Nagpur. More than 1000 people are on our roll, and our combined work value exceeds Rs 200 crore.',
		],
		strengths: [
			{
				title: 'Trained people',
				text: 'Every person is verified and trained before deployment, and trained again on the job.',
				image: {
					src: 'images/strengths/trained-people.png',
					alt: 'Drawing of a trainer teaching a group of staff in a classroom',
				},
			},
			{
				title: 'Modern equipment',
				text: 'Mechanised scrubbers, road sweepers and safe, labelled chemicals for faster and better work.',
				image: {
					src: 'images/strengths/equipment.png',
					alt: 'Drawing of a floor-scrubbing machine and cleaning equipment',
				},
			},
			{
				title: 'Close supervision',
				text: 'Named supervisors, checklists and audits on every site, with reports you can inspect.',
				image: {
					src: 'images/strengths/supervision.png',
					alt: 'Drawing of a supervisor with a checklist speaking to two staff members',
				},
			},
			{
				title: 'Compliance',
				text: 'Wages, PF, ESIC and labour-law records handled by our own compliance and payroll team.',
				image: {
					src: 'images/strengths/compliance.png',
					alt: 'Drawing of files, a calculator and a stamped document on a desk',
				},
			},
		],
		story: [
			'Brisk started in Pune in February 2009 with a small housekeeping team and one idea: clients deserve the standard they were promised, every single day. Written checklists, trained people and supervisors who answer for their sites became our way of working.',
			'Clients asked us for more, and we grew with them: security under the Private Security Agencies (Regulation) Act, staffing with in-house payroll and compliance, gardening with plumbing and electrical works, civic services for public authorities, and supply and logistics for government warehousing.',
			'Today more than 1000 people on our roll serve over 180 clients in five states. We remain a Pune company at heart, and we still begin every contract the same way: by listening and surveying the site.',
		],
		vision:
			'To be the most trusted facility-management partner for government bodies and corporations in India, known for reliable people, honest work and care for the places we look after.',
		mission: [
			'Deliver every service to the standard agreed with the client, every day.',
			'Train, respect and fairly pay the people who do the work, with full statutory compliance.',
			'Use safe methods, modern equipment and environment-friendly materials.',
			'Grow with our clients by listening to them and improving continuously.',
		],
		qualityPolicy: {
			intro: 'Brisk is committed to services that meet our clients’ requirements and applicable laws. To that end we:',
			commitments: [
				'maintain a quality management system certified to ISO 9001:2008 and improve it continually;',
				'set measurable quality objectives for every site and review them with our clients;',
				'train our people and give them the equipment and supervision they need;',
				'care for the environment and for the health and safety of our people and our clients’ people;',
				'treat every complaint as a chance to improve, and answer it quickly.',
			],
		},
	},
	...(await shownTranslations(async (language) => (await import(`./${language}/about.ts`)).aboutContent)),
})
