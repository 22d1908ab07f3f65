import type { meta as en } from '../en/meta.ts'

// Marathi text of app/i18n/en/meta.ts: keep it in step with the English.
export const meta = {
	'meta.home.title': 'Brisk Facility Services: हाउसकीपिंग, सुरक्षा, मनुष्यबळ पुरवठा आणि फॅसिलिटी मॅनेजमेंट',
	'meta.home.description':
		'Brisk 2009 पासून भारतातील पाच राज्यांत हाउसकीपिंग, सुरक्षा, मनुष्यबळ पुरवठा, बागकाम आणि फॅसिलिटी मॅनेजमेंटच्या सेवा देत आहे. 1000+ कर्मचारी, 180+ ग्राहक.',
	'meta.notFound.title': 'पान सापडले नाही',
	'meta.notFound.description': 'तुम्ही शोधत असलेले पान सापडले नाही.',

	'meta.aboutUs.title': 'परिचय',
	'meta.aboutUs.description':
		'Brisk Facility Services विषयी: 2009 पासून पुण्यातील आमची वाटचाल, आमची दृष्टी, ध्येय आणि गुणवत्ता धोरण.',
	'page.aboutUs.h1': 'परिचय',

	'meta.whyBrisk.title': 'Brisk च का?',
	'meta.whyBrisk.description': 'सरकारी संस्था आणि कंपन्या फॅसिलिटी मॅनेजमेंटसाठी Brisk ची निवड का करतात: दहा कारणे.',
	'page.whyBrisk.h1': 'Brisk च का?',
	'page.whyBrisk.lead': 'सरकारी संस्था आणि कंपन्या फॅसिलिटी मॅनेजमेंटसाठी Brisk ची निवड का करतात: दहा कारणे.',

	'meta.teamBrisk.title': 'Brisk ची टीम',
	'meta.teamBrisk.description': 'Brisk Facility Services चे नेतृत्व करणारे संचालक आणि विभागप्रमुख.',
	'page.teamBrisk.h1': 'Brisk ची टीम',
	'page.teamBrisk.lead': 'Brisk Facility Services आणि तिच्या 1000 हून अधिक कर्मचाऱ्यांचे नेतृत्व करणारे संचालक आणि विभागप्रमुख.',

	'meta.bestOfBrisk.title': 'Brisk ची वैशिष्ट्ये',
	'meta.bestOfBrisk.description': 'आमची उपस्थिती, आमचे ग्राहक आणि आर्थिक वर्ष 2009-10 ते 2019-20 या काळातील आमची प्रगती.',
	'page.bestOfBrisk.h1': 'Brisk ची वैशिष्ट्ये',

	'meta.companyGallery.title': 'कंपनी गॅलरी',
	'meta.companyGallery.description': 'आमचे प्रकल्प आणि स्थापना दिन सोहळ्यांचे फोटो.',
	'page.companyGallery.h1': 'कंपनी गॅलरी',
	'page.companyGallery.intro': 'आमचे प्रकल्प आणि स्थापना दिन सोहळे.',

	'meta.gallery.title': 'गॅलरी',
	'meta.gallery.description': 'आमचे प्रकल्प आणि स्थापना दिन सोहळ्यांचे फोटो.',
	'page.gallery.h1': 'गॅलरी',
	'page.gallery.intro': 'आमचे प्रकल्प आणि स्थापना दिन सोहळे.',

	'meta.serviceStaffing.title': 'मनुष्यबळ पुरवठा (स्टाफिंग) सेवा',
	'meta.serviceStaffing.description':
		'मनुष्यबळ पुरवठा (स्टाफिंग): कार्यालये, संस्था आणि उद्योगांसाठी प्रशिक्षित आणि पडताळणी केलेले कर्मचारी.',
	'meta.serviceIndustrial.title': 'औद्योगिक सेवा',
	'meta.serviceIndustrial.description': 'औद्योगिक आणि नागरी सेवा: प्लांट, गोदामे आणि सार्वजनिक जागांची स्वच्छता आणि देखभाल.',
	'meta.serviceGardening.title': 'बागकाम सेवा',
	'meta.serviceGardening.description': 'कॅम्पस, टाउनशिप आणि कार्यालयांसाठी बागकाम, प्लंबिंग आणि इलेक्ट्रिकल कामे.',
	'meta.serviceHouseKeeping.title': 'हाउसकीपिंग सेवा',
	'meta.serviceHouseKeeping.description': 'घरे, निवासी परिसर, कार्यालये, गॅरेज आणि औद्योगिक इमारतींसाठी हाउसकीपिंग आणि स्वच्छता.',
	'meta.serviceSecurity.title': 'सुरक्षा (सिक्युरिटी) सेवा',
	'meta.serviceSecurity.description':
		'निःशस्त्र आणि सशस्त्र गार्ड, बॉडीगार्ड, व्हिडिओ देखरेख ऑपरेटर, कार्यक्रमांसाठी गार्ड आणि नागरी सेवा.',
	'meta.serviceIntegrated.title': 'एकात्मिक पुरवठा आणि लॉजिस्टिक्स',
	'meta.serviceIntegrated.description': 'सरकारी गोदामांसाठी एकात्मिक पुरवठा आणि लॉजिस्टिक्स सेवा.',

	'meta.demo.title': 'डेमो डॅशबोर्ड',
	'meta.demo.description': 'जुन्या साइटवरून ठेवलेला एक नमुना डॅशबोर्ड मेनू.',
	'page.demo.h1': 'डेमो डॅशबोर्ड',
	'page.demo.menu.dashboards': 'डॅशबोर्ड',
	'page.demo.menu.customer': 'ग्राहक',
	'page.demo.menu.bill': 'बिल',
	'page.demo.menu.dailyTransaction': 'दैनंदिन व्यवहार',
	'page.demo.menu.manageSubscription': 'सबस्क्रिप्शन व्यवस्थापन',
	'page.demo.menu.deliveryBoy': 'डिलिव्हरी बॉय',
	'page.demo.menu.supplierDetails': 'पुरवठादाराची माहिती',
	'page.demo.menu.reports': 'अहवाल',

	'meta.header.title': 'हेडर',
	'meta.header.description': 'Brisk वेबसाइटचा हेडर, जो प्रत्येक पानावर दिसतो.',
	'page.header.h1': 'हेडर',
	'page.header.lead':
		'या पानाच्या वर दिसणारा हेडरच प्रत्येक पानावर दिसतो: आमचा फोन नंबर, ई-मेल आणि पत्ता, सोशल मीडिया लिंक, कंपनी आणि सेवा ड्रॉपडाउन असलेला मेनू, आणि संपर्क करा बटण. जुन्या साइटवर हेडर स्वतंत्रपणे दाखवण्यासाठी हे पान होते; जुन्या लिंक चालू राहाव्यात म्हणून हे पान ठेवले आहे.',

	'meta.footer.title': 'फूटर',
	'meta.footer.description': 'Brisk वेबसाइटचा फूटर, जो प्रत्येक पानावर दिसतो.',
	'page.footer.h1': 'फूटर',
	'page.footer.lead':
		'या पानाच्या तळाशी दिसणारा फूटरच प्रत्येक पानावर दिसतो: आमचे संपर्क तपशील, कंपनी, सेवा आणि इतर लिंक, आणि Brisk उमेदवारांकडून कधीही कोणतेही शुल्क (फी) घेत नाही ही आमची सूचना. जुन्या साइटवर फूटर स्वतंत्रपणे दाखवण्यासाठी हे पान होते; जुन्या लिंक चालू राहाव्यात म्हणून हे पान ठेवले आहे.',

	'meta.privacy.title': 'गोपनीयता सूचना',
	'meta.privacy.description':
		'Brisk नोकरीच्या अर्जदारांकडून आणि भेट देणाऱ्यांकडून कोणती माहिती घेते, का घेते, ती किती काळ ठेवते आणि ती हटवण्याची विनंती कशी करावी.',

	'meta.career.title': 'नोकऱ्या',
	'meta.career.description':
		'Brisk मध्ये हाउसकीपिंग, मनुष्यबळ पुरवठा, सुरक्षा आणि बागकामाच्या नोकऱ्या. ऑनलाइन अर्ज करा; आम्ही कधीही कोणतेही शुल्क (फी) घेत नाही.',
	'meta.job.title': '{title}, {location}',
	'meta.job.goneTitle': 'ही नोकरी आता उपलब्ध नाही',
	'meta.job.goneDescription': 'ही नोकरी आता उपलब्ध नाही. Brisk मध्ये सध्या उपलब्ध असलेल्या नोकऱ्या पाहा.',
	'meta.apply.title': 'नोकरीसाठी अर्ज: {title}',
	'meta.apply.titleNoJob': 'नोकरीसाठी अर्ज',
	'meta.apply.description':
		'तुमचा फोटो, बायोडेटा (रेझ्युमे) आणि आधार कार्डसह Brisk मध्ये नोकरीसाठी अर्ज करा. Brisk कधीही कोणतेही शुल्क (फी) घेत नाही.',

	'meta.contactUs.title': 'संपर्क करा',
	'meta.contactUs.description':
		'Brisk कडे तुमची चौकशी पाठवा, किंवा पुणे येथील आमच्या नोंदणीकृत कार्यालयाशी आणि मुंबई व नागपूर येथील शाखांशी संपर्क साधा.',
} as const satisfies Record<keyof typeof en, string>
