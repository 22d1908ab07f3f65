// Marathi text of content/clients.ts: keep it in step with the English.

// Clients are named by kind, so their names are translated; the initials drawn on the
// logos, the sector and the logo file come from the English list.
export const clientNames: Record<string, string> = {
	'municipal-corporation': 'महानगरपालिका',
	'state-warehousing': 'राज्य वखार महामंडळ',
	'district-collectorate': 'जिल्हाधिकारी कार्यालय',
	'port-trust': 'पोर्ट ट्रस्ट',
	'state-transport': 'राज्य परिवहन (एसटी) आगार',
	'public-health': 'सार्वजनिक आरोग्य विभाग',
	'railway-division': 'रेल्वे विभागीय कार्यालय',
	'power-distribution': 'वीज वितरण कंपनी',
	university: 'राज्य विद्यापीठ',
	'medical-college': 'शासकीय वैद्यकीय महाविद्यालय',
	'smart-city': 'स्मार्ट सिटी विकास संस्था',
	'food-storage': 'केंद्रीय अन्नधान्य साठवण आगार',
	'auto-components': 'ऑटो पार्ट्स उत्पादक कंपनी',
	'it-park': 'आयटी पार्क',
	pharma: 'औषधनिर्मिती प्लांट',
	'steel-works': 'पोलाद कारखाना',
	'logistics-park': 'लॉजिस्टिक्स पार्क',
	hospital: 'मल्टिस्पेशालिटी हॉस्पिटल',
	township: 'निवासी टाउनशिप',
	bank: 'सहकारी बँक',
}
