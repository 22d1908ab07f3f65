import type { meta as en } from '../en/meta.ts'

// Hindi text of app/i18n/en/meta.ts: keep it in step with the English.
export const meta = {
	'meta.home.title': 'Brisk Facility Services: हाउसकीपिंग, सुरक्षा, स्टाफ़िंग और फ़ैसिलिटी मैनेजमेंट',
	'meta.home.description':
		'Brisk 2009 से भारत के पाँच राज्यों में हाउसकीपिंग, सुरक्षा, स्टाफ़िंग, बागवानी और फ़ैसिलिटी मैनेजमेंट की सेवाएँ दे रहा है। 1000+ कर्मचारी, 180+ ग्राहक।',
	'meta.notFound.title': 'पेज नहीं मिला',
	'meta.notFound.description': 'आप जो पेज ढूँढ रहे हैं, वह नहीं मिला।',

	'meta.aboutUs.title': 'परिचय',
	'meta.aboutUs.description':
		'Brisk Facility Services के बारे में: 2009 से पुणे में हमारी कहानी, हमारी दृष्टि, हमारा ध्येय और हमारी गुणवत्ता नीति।',
	'page.aboutUs.h1': 'परिचय',

	'meta.whyBrisk.title': 'Brisk ही क्यों',
	'meta.whyBrisk.description': 'सरकारी संस्थाएँ और कंपनियाँ फ़ैसिलिटी मैनेजमेंट के लिए Brisk को क्यों चुनती हैं: दस कारण।',
	'page.whyBrisk.h1': 'Brisk ही क्यों',
	'page.whyBrisk.lead': 'सरकारी संस्थाएँ और कंपनियाँ फ़ैसिलिटी मैनेजमेंट के लिए Brisk को क्यों चुनती हैं: दस कारण।',

	'meta.teamBrisk.title': 'Brisk की टीम',
	'meta.teamBrisk.description': 'Brisk Facility Services का नेतृत्व करने वाले निदेशक और विभाग प्रमुख।',
	'page.teamBrisk.h1': 'Brisk की टीम',
	'page.teamBrisk.lead': 'Brisk Facility Services और इसके 1000 से ज़्यादा कर्मचारियों का नेतृत्व करने वाले निदेशक और विभाग प्रमुख।',

	'meta.bestOfBrisk.title': 'Brisk की खास बातें',
	'meta.bestOfBrisk.description': 'हमारी मौजूदगी, हमारे ग्राहक और वित्त वर्ष 2009-10 से 2019-20 तक हमारी प्रगति।',
	'page.bestOfBrisk.h1': 'Brisk की खास बातें',

	'meta.companyGallery.title': 'कंपनी गैलरी',
	'meta.companyGallery.description': 'हमारे प्रोजेक्ट्स और स्थापना दिवस समारोहों की तस्वीरें।',
	'page.companyGallery.h1': 'कंपनी गैलरी',
	'page.companyGallery.intro': 'हमारे प्रोजेक्ट्स और स्थापना दिवस समारोह।',

	'meta.gallery.title': 'गैलरी',
	'meta.gallery.description': 'हमारे प्रोजेक्ट्स और स्थापना दिवस समारोहों की तस्वीरें।',
	'page.gallery.h1': 'गैलरी',
	'page.gallery.intro': 'हमारे प्रोजेक्ट्स और स्थापना दिवस समारोह।',

	'meta.serviceStaffing.title': 'स्टाफ़िंग सेवाएँ',
	'meta.serviceStaffing.description':
		'स्टाफ़िंग और मैनपावर सप्लाई: दफ़्तरों, संस्थानों और उद्योगों के लिए प्रशिक्षित और जाँचे-परखे कर्मचारी।',
	'meta.serviceIndustrial.title': 'औद्योगिक सेवाएँ',
	'meta.serviceIndustrial.description': 'औद्योगिक और नागरिक सेवाएँ: प्लांट, गोदामों और सार्वजनिक जगहों की सफ़ाई और देखभाल।',
	'meta.serviceGardening.title': 'बागवानी सेवाएँ',
	'meta.serviceGardening.description': 'कैंपस, टाउनशिप और दफ़्तरों के लिए बागवानी, प्लंबिंग और बिजली के काम।',
	'meta.serviceHouseKeeping.title': 'हाउसकीपिंग सेवाएँ',
	'meta.serviceHouseKeeping.description': 'घरों, रिहायशी इलाकों, दफ़्तरों, गैराज और औद्योगिक इमारतों के लिए हाउसकीपिंग और सफ़ाई।',
	'meta.serviceSecurity.title': 'सुरक्षा सेवाएँ',
	'meta.serviceSecurity.description':
		'बिना हथियार और हथियारबंद गार्ड, बॉडीगार्ड, वीडियो निगरानी ऑपरेटर, इवेंट गार्ड और नागरिक सेवाएँ।',
	'meta.serviceIntegrated.title': 'एकीकृत सप्लाई और लॉजिस्टिक्स',
	'meta.serviceIntegrated.description': 'सरकारी गोदामों के लिए एकीकृत सप्लाई और लॉजिस्टिक्स सेवाएँ।',

	'meta.demo.title': 'डेमो डैशबोर्ड',
	'meta.demo.description': 'पुरानी साइट से रखा गया एक नमूना डैशबोर्ड मेनू।',
	'page.demo.h1': 'डेमो डैशबोर्ड',
	'page.demo.menu.dashboards': 'डैशबोर्ड',
	'page.demo.menu.customer': 'ग्राहक',
	'page.demo.menu.bill': 'बिल',
	'page.demo.menu.dailyTransaction': 'रोज़ का लेन-देन',
	'page.demo.menu.manageSubscription': 'सब्सक्रिप्शन मैनेज करें',
	'page.demo.menu.deliveryBoy': 'डिलीवरी बॉय',
	'page.demo.menu.supplierDetails': 'सप्लायर की जानकारी',
	'page.demo.menu.reports': 'रिपोर्ट',

	'meta.header.title': 'हेडर',
	'meta.header.description': 'Brisk वेबसाइट का हेडर, जो हर पेज पर दिखता है।',
	'page.header.h1': 'हेडर',
	'page.header.lead':
		'इस पेज के ऊपर जो हेडर है, वही हर पेज पर दिखता है: हमारा फ़ोन नंबर, ई-मेल और पता, सोशल मीडिया लिंक, कंपनी और सेवाएँ ड्रॉपडाउन वाला मेनू, और संपर्क करें बटन। पुरानी साइट पर हेडर को अलग से दिखाने के लिए यह पेज था; पुराने लिंक चलते रहें, इसलिए यह पेज रखा गया है।',

	'meta.footer.title': 'फ़ुटर',
	'meta.footer.description': 'Brisk वेबसाइट का फ़ुटर, जो हर पेज पर दिखता है।',
	'page.footer.h1': 'फ़ुटर',
	'page.footer.lead':
		'इस पेज के नीचे जो फ़ुटर है, वही हर पेज पर दिखता है: हमारे संपर्क की जानकारी, कंपनी, सेवाओं और दूसरे लिंक, और हमारी यह सूचना कि Brisk उम्मीदवारों से कभी कोई फ़ीस नहीं लेता। पुरानी साइट पर फ़ुटर को अलग से दिखाने के लिए यह पेज था; पुराने लिंक चलते रहें, इसलिए यह पेज रखा गया है।',

	'meta.privacy.title': 'गोपनीयता सूचना',
	'meta.privacy.description':
		'Brisk नौकरी के आवेदकों और विज़िटर्स से कौन-सी जानकारी लेता है, क्यों लेता है, उसे कितने समय तक रखता है और उसे हटवाने के लिए कैसे कहें।',

	'meta.career.title': 'नौकरियाँ',
	'meta.career.description':
		'Brisk में हाउसकीपिंग, स्टाफ़िंग, सुरक्षा और बागवानी की नौकरियाँ। ऑनलाइन आवेदन करें; हम कभी कोई फ़ीस नहीं लेते।',
	'meta.job.title': '{title}, {location}',
	'meta.job.goneTitle': 'यह नौकरी अब खुली नहीं है',
	'meta.job.goneDescription': 'यह नौकरी अब खुली नहीं है। Brisk में अभी खुली नौकरियाँ देखें।',
	'meta.apply.title': 'नौकरी के लिए आवेदन: {title}',
	'meta.apply.titleNoJob': 'नौकरी के लिए आवेदन',
	'meta.apply.description':
		'अपनी फ़ोटो, बायोडाटा और आधार कार्ड के साथ Brisk में नौकरी के लिए आवेदन करें। Brisk कभी कोई फ़ीस नहीं लेता।',

	'meta.contactUs.title': 'संपर्क करें',
	'meta.contactUs.description': 'Brisk को अपनी पूछताछ भेजें, या पुणे के हमारे रजिस्टर्ड ऑफ़िस और मुंबई व नागपुर की शाखाओं से संपर्क करें।',
} as const satisfies Record<keyof typeof en, string>
