// Telugu text of content/galleries.ts: keep it in step with the English.
import type { Gallery } from '../galleries.ts'

export const galleries: Gallery[] = [
	{ id: 'projects', title: 'ప్రాజెక్టులు', folder: 'galleries/projects', altPrefix: 'ప్రాజెక్ట్ సైట్' },
	{
		id: 'foundation-day-10',
		title: '10వ స్థాపన దినోత్సవం',
		folder: 'galleries/foundation-day-10',
		altPrefix: '10వ స్థాపన దినోత్సవం',
	},
	{
		id: 'foundation-day-11',
		title: '11వ స్థాపన దినోత్సవం',
		folder: 'galleries/foundation-day-11',
		altPrefix: '11వ స్థాపన దినోత్సవం',
	},
	{
		id: 'foundation-day-12',
		title: '12వ స్థాపన దినోత్సవం',
		folder: 'galleries/foundation-day-12',
		altPrefix: '12వ స్థాపన దినోత్సవం',
	},
	{
		id: 'foundation-day-13',
		title: '13వ స్థాపన దినోత్సవం',
		folder: 'galleries/foundation-day-13',
		altPrefix: '13వ స్థాపన దినోత్సవం',
	},
]
