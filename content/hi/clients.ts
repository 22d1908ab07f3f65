// Hindi text of content/clients.ts: keep it in step with the English.

// Clients are named by kind, so their names are translated; the initials drawn on the
// logos, the sector and the logo file come from the English list.
export const clientNames: Record<string, string> = {
	'municipal-corporation': 'नगर निगम',
	'state-warehousing': 'राज्य भंडारण निगम',
	'district-collectorate': 'ज़िला कलेक्टर कार्यालय',
	'port-trust': 'पोर्ट ट्रस्ट',
	'state-transport': 'राज्य सड़क परिवहन डिपो',
	'public-health': 'सार्वजनिक स्वास्थ्य विभाग',
	'railway-division': 'रेलवे मंडल कार्यालय',
	'power-distribution': 'बिजली वितरण कंपनी',
	university: 'राज्य विश्वविद्यालय',
	'medical-college': 'सरकारी मेडिकल कॉलेज',
	'smart-city': 'स्मार्ट सिटी विकास एजेंसी',
	'food-storage': 'केंद्रीय खाद्य भंडारण डिपो',
	'auto-components': 'ऑटो कंपोनेंट निर्माता',
	'it-park': 'IT पार्क',
	pharma: 'दवा निर्माण प्लांट',
	'steel-works': 'स्टील कारखाना',
	'logistics-park': 'लॉजिस्टिक्स पार्क',
	hospital: 'मल्टीस्पेशियलिटी अस्पताल',
	township: 'रिहायशी टाउनशिप',
	bank: 'सहकारी बैंक',
}
