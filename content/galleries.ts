import { shownTranslations } from '#app/i18n/translations.ts'
import { byLanguage } from './localized.ts'

// The photo galleries. Each gallery is a
// folder under content/galleries: every image file in it is shown, in name
// order. To add a photo, drop the file into the folder; nothing else to change.
// The office can also add photos in the back office (/admin/galleries): those come
// first, in the order it chose, before the folder's pictures.

export interface Gallery {
	id: 'projects' | 'foundation-day-10' | 'foundation-day-11' | 'foundation-day-12' | 'foundation-day-13'
	title: string
	/** Folder below content/. */
	folder: string
	/** Describes every photo of the folder for people who cannot see it. */
	altPrefix: string
}

export const getGalleries = byLanguage<Gallery[]>('galleries', {
	en: [
		{ id: 'projects', title: 'Projects', folder: 'galleries/projects', altPrefix: 'Project site' },
		{
			id: 'foundation-day-10',
			title: '10th Foundation Day',
			folder: 'galleries/foundation-day-10',
			altPrefix: '10th Foundation Day',
		},
		{
			id: 'foundation-day-11',
			title: '11th Foundation Day',
			folder: 'galleries/foundation-day-11',
			altPrefix: '11th Foundation Day',
		},
		{
			id: 'foundation-day-12',
			title: '12th Foundation Day',
			folder: 'galleries/foundation-day-12',
			altPrefix: '12th Foundation Day',
		},
		{
			id: 'foundation-day-13',
			title: '13th Foundation Day',
			folder: 'galleries/foundation-day-13',
			altPrefix: '13th Foundation Day',
		},
	],
	...(await shownTranslations(async (language) => (await import(`./${language}/galleries.ts`)).galleries)),
})
