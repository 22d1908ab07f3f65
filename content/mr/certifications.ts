// Marathi text of content/certifications.ts: keep it in step with the English.
import type { Certification } from '../certifications.ts'

export const certifications: Certification[] = [
	{
		standard: 'ISO 9001:2008',
		title: 'गुणवत्ता व्यवस्थापन',
		image: {
			src: 'images/certifications/iso-9001.png',
			alt: 'ISO 9001:2008 गुणवत्ता व्यवस्थापन प्रमाणपत्र',
		},
	},
	{
		standard: 'ISO 14001',
		title: 'पर्यावरण व्यवस्थापन',
		image: {
			src: 'images/certifications/iso-14001.png',
			alt: 'ISO 14001 पर्यावरण व्यवस्थापन प्रमाणपत्र',
		},
	},
	{
		standard: 'SA 8000',
		title: 'सामाजिक उत्तरदायित्व',
		image: {
			src: 'images/certifications/sa-8000.png',
			alt: 'SA 8000 सामाजिक उत्तरदायित्व प्रमाणपत्र',
		},
	},
	{
		standard: 'ISO 45001',
		title: 'कामाच्या ठिकाणचे आरोग्य आणि सुरक्षा',
		image: {
			src: 'images/certifications/iso-45001.png',
			alt: 'ISO 45001 कामाच्या ठिकाणचे आरोग्य आणि सुरक्षा प्रमाणपत्र',
		},
	},
]
