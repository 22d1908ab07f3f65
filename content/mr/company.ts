// Marathi text of content/company.ts: keep it in step with the English.
import type { Office } from '../company.ts'

// Numbers, postcodes and e-mail addresses are the English file's; street lines stay
// as written so that post and map searches find them.
export const officesMr: Office[] = [
	{
		id: 'pune',
		kind: 'नोंदणीकृत कार्यालय',
		addressLines: ['Office 401, Shivneri Business Centre', 'Off F. C. Road, Shivajinagar'],
		city: 'Pune',
		postalCode: '411005',
		region: 'Maharashtra',
		phone: '+91 20 4000 1000',
		email: 'info@brisk.example',
	},
	{
		id: 'mumbai',
		kind: 'शाखा कार्यालय',
		addressLines: ['Unit 12, Link Commercial Complex', 'Andheri (East)'],
		city: 'Mumbai',
		postalCode: '400069',
		region: 'Maharashtra',
		phone: '+91 22 4000 2000',
		email: 'mumbai@brisk.example',
	},
	{
		id: 'nagpur',
		kind: 'शाखा कार्यालय',
		addressLines: ['2nd Floor, Dharampeth Plaza', 'Dharampeth'],
		city: 'Nagpur',
		postalCode: '440010',
		region: 'Maharashtra',
		phone: '+91 712 400 3000',
		email: 'nagpur@brisk.example',
	},
]
