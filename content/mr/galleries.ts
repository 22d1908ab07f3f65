// Marathi text of content/galleries.ts: keep it in step with the English.
import type { Gallery } from '../galleries.ts'

export const galleries: Gallery[] = [
	{ id: 'projects', title: 'प्रकल्प', folder: 'galleries/projects', altPrefix: 'प्रकल्पाची साइट' },
	{
		id: 'foundation-day-10',
		title: '10वा स्थापना दिवस',
		folder: 'galleries/foundation-day-10',
		altPrefix: '10वा स्थापना दिवस',
	},
	{
		id: 'foundation-day-11',
		title: '11वा स्थापना दिवस',
		folder: 'galleries/foundation-day-11',
		altPrefix: '11वा स्थापना दिवस',
	},
	{
		id: 'foundation-day-12',
		title: '12वा स्थापना दिवस',
		folder: 'galleries/foundation-day-12',
		altPrefix: '12वा स्थापना दिवस',
	},
	{
		id: 'foundation-day-13',
		title: '13वा स्थापना दिवस',
		folder: 'galleries/foundation-day-13',
		altPrefix: '13वा स्थापना दिवस',
	},
]
