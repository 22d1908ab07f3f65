// Hindi text of content/certifications.ts: keep it in step with the English.
import type { Certification } from '../certifications.ts'

export const certifications: Certification[] = [
	{
		standard: 'ISO 9001:2008',
		title: 'गुणवत्ता प्रबंधन',
		image: {
			src: 'images/certifications/iso-9001.png',
			alt: 'ISO 9001:2008 गुणवत्ता प्रबंधन प्रमाणपत्र',
		},
	},
	{
		standard: 'ISO 14001',
		title: 'पर्यावरण प्रबंधन',
		image: {
			src: 'images/certifications/iso-14001.png',
			alt: 'ISO 14001 पर्यावरण प्रबंधन प्रमाणपत्र',
		},
	},
	{
		standard: 'SA 8000',
		title: 'सामाजिक जवाबदेही',
		image: {
			src: 'images/certifications/sa-8000.png',
			alt: 'SA 8000 सामाजिक जवाबदेही प्रमाणपत्र',
		},
	},
	{
		standard: 'ISO 45001',
		title: 'कार्यस्थल पर स्वास्थ्य और सुरक्षा',
		image: {
			src: 'images/certifications/iso-45001.png',
			alt: 'ISO 45001 कार्यस्थल पर स्वास्थ्य और सुरक्षा प्रमाणपत्र',
		},
	},
]
