// Telugu text of content/certifications.ts: keep it in step with the English.
import type { Certification } from '../certifications.ts'

export const certifications: Certification[] = [
	{
		standard: 'ISO 9001:2008',
		title: 'నాణ్యత నిర్వహణ',
		image: {
			src: 'images/certifications/iso-9001.png',
			alt: 'ISO 9001:2008 నాణ్యత నిర్వహణ సర్టిఫికెట్',
		},
	},
	{
		standard: 'ISO 14001',
		title: 'పర్యావరణ నిర్వహణ',
		image: {
			src: 'images/certifications/iso-14001.png',
			alt: 'ISO 14001 పర్యావరణ నిర్వహణ సర్టిఫికెట్',
		},
	},
	{
		standard: 'SA 8000',
		title: 'సామాజిక జవాబుదారీతనం',
		image: {
			src: 'images/certifications/sa-8000.png',
			alt: 'SA 8000 సామాజిక జవాబుదారీతనం సర్టిఫికెట్',
		},
	},
	{
		standard: 'ISO 45001',
		title: 'పని ప్రదేశంలో ఆరోగ్యం, భద్రత',
		image: {
			src: 'images/certifications/iso-45001.png',
			alt: 'ISO 45001 పని ప్రదేశంలో ఆరోగ్యం, భద్రత సర్టిఫికెట్',
		},
	},
]
