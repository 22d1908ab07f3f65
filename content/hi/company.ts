// Hindi text of content/company.ts: keep it in step with the English.
import type { Office } from '../company.ts'

// Street lines stay as written in English (they are names, and map searches use them);
// numbers and e-mail addresses are copied from the English file as is.
export const officesHi: Office[] = [
	{
		id: 'pune',
		kind: 'रजिस्टर्ड ऑफ़िस',
		addressLines: ['Office 401, Shivneri Business Centre', 'Off F. C. Road, Shivajinagar'],
		city: 'Pune',
		postalCode: '411005',
		region: 'Maharashtra',
		phone: '+91 20 4000 1000',
		email: 'info@brisk.example',
	},
	{
		id: 'mumbai',
		kind: 'ब्रांच ऑफ़िस',
		addressLines: ['Unit 12, Link Commercial Complex', 'Andheri (East)'],
		city: 'Mumbai',
		postalCode: '400069',
		region: 'Maharashtra',
		phone: '+91 22 4000 2000',
		email: 'mumbai@brisk.example',
	},
	{
		id: 'nagpur',
		kind: 'ब्रांच ऑफ़िस',
		addressLines: ['2nd Floor, Dharampeth Plaza', 'Dharampeth'],
		city: 'Nagpur',
		postalCode: '440010',
		region: 'Maharashtra',
		phone: '+91 712 400 3000',
		email: 'nagpur@brisk.example',
	},
]
