import type { ContentImage } from './images.ts'
import { shownTranslations } from '#app/i18n/translations.ts'
import { byLanguage } from './localized.ts'

// The four ISO certifications the home page shows. The
// certificate images are drawings until the company adds scans (`npm run content:check`).

export interface Certification {
	standard: string
	title: string
	image: ContentImage
}

export const getCertifications = byLanguage<Certification[]>('certifications', {
	en: [
		{
			standard: 'ISO 9001:2008',
			title: 'Quality management',
			image: {
				src: 'images/certifications/iso-9001.png',
				alt: 'ISO 9001:2008 quality management certificate',
			},
		},
		{
			standard: 'ISO 14001',
			title: 'Environmental management',
			image: {
				src: 'images/certifications/iso-14001.png',
				alt: 'ISO 14001 environmental management certificate',
			},
		},
		{
			standard: 'SA 8000',
			title: 'Social accountability',
			image: {
				src: 'images/certifications/sa-8000.png',
				alt: 'SA 8000 social accountability certificate',
			},
		},
		{
			standard: 'ISO 45001',
			title: 'Occupational health and safety',
			image: {
				src: 'images/certifications/iso-45001.png',
				alt: 'ISO 45001 occupational health and safety certificate',
			},
		},
	],
	...(await shownTranslations(async (language) => (await import(`./${language}/certifications.ts`)).certifications)),
})
