// Telugu text of content/clients.ts: keep it in step with the English.

// Clients are named by kind, so their names are translated; the initials drawn on the
// logos, the sector and the logo file come from the English list.
export const clientNames: Record<string, string> = {
	'municipal-corporation': 'మున్సిపల్ కార్పొరేషన్',
	'state-warehousing': 'రాష్ట్ర గిడ్డంగుల సంస్థ',
	'district-collectorate': 'జిల్లా కలెక్టర్ కార్యాలయం',
	'port-trust': 'పోర్ట్ ట్రస్ట్',
	'state-transport': 'రాష్ట్ర రోడ్డు రవాణా డిపో',
	'public-health': 'ప్రజారోగ్య శాఖ',
	'railway-division': 'రైల్వే డివిజన్ కార్యాలయం',
	'power-distribution': 'విద్యుత్ పంపిణీ సంస్థ',
	university: 'రాష్ట్ర విశ్వవిద్యాలయం',
	'medical-college': 'ప్రభుత్వ మెడికల్ కాలేజీ',
	'smart-city': 'స్మార్ట్ సిటీ అభివృద్ధి సంస్థ',
	'food-storage': 'కేంద్ర ఆహార నిల్వ డిపో',
	'auto-components': 'ఆటో విడిభాగాల తయారీ సంస్థ',
	'it-park': 'IT పార్క్',
	pharma: 'మందుల తయారీ ప్లాంట్',
	'steel-works': 'స్టీల్ ప్లాంట్',
	'logistics-park': 'లాజిస్టిక్స్ పార్క్',
	hospital: 'మల్టీస్పెషాలిటీ ఆసుపత్రి',
	township: 'నివాస టౌన్‌షిప్',
	bank: 'సహకార బ్యాంక్',
}
