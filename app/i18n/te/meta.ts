import type { meta as en } from '../en/meta.ts'

// Telugu text of app/i18n/en/meta.ts: keep it in step with the English.
export const meta = {
	'meta.home.title': 'Brisk Facility Services: హౌస్‌కీపింగ్, భద్రత, సిబ్బంది సరఫరా, ఫెసిలిటీ మేనేజ్‌మెంట్',
	'meta.home.description':
		'Brisk 2009 నుంచి భారతదేశంలోని ఐదు రాష్ట్రాల్లో హౌస్‌కీపింగ్, భద్రత, సిబ్బంది సరఫరా (స్టాఫింగ్), తోటపని, ఫెసిలిటీ మేనేజ్‌మెంట్ సేవలు అందిస్తోంది. 1000+ ఉద్యోగులు, 180+ క్లయింట్లు.',
	'meta.notFound.title': 'పేజీ దొరకలేదు',
	'meta.notFound.description': 'మీరు వెతుకుతున్న పేజీ లేదు.',

	'meta.aboutUs.title': 'పరిచయం',
	'meta.aboutUs.description':
		'Brisk Facility Services గురించి: 2009లో పుణెలో మొదలైన మా ప్రయాణం, మా విజన్, మా లక్ష్యం (మిషన్), మా నాణ్యత విధానం.',
	'page.aboutUs.h1': 'పరిచయం',

	'meta.whyBrisk.title': 'Brisk ఎందుకు?',
	'meta.whyBrisk.description': 'ప్రభుత్వ సంస్థలు, కార్పొరేట్ కంపెనీలు ఫెసిలిటీ మేనేజ్‌మెంట్ కోసం Brisk కంపెనీని ఎందుకు ఎంచుకుంటాయి: పది కారణాలు.',
	'page.whyBrisk.h1': 'Brisk ఎందుకు?',
	'page.whyBrisk.lead': 'ప్రభుత్వ సంస్థలు, కార్పొరేట్ కంపెనీలు ఫెసిలిటీ మేనేజ్‌మెంట్ కోసం Brisk కంపెనీని ఎందుకు ఎంచుకుంటాయి: పది కారణాలు.',

	'meta.teamBrisk.title': 'Brisk టీమ్',
	'meta.teamBrisk.description': 'Brisk Facility Services కంపెనీని నడిపించే డైరెక్టర్లు, విభాగాధిపతులు.',
	'page.teamBrisk.h1': 'Brisk టీమ్',
	'page.teamBrisk.lead': 'Brisk Facility Services కంపెనీని, అందులోని 1000 మందికి పైగా ఉద్యోగులను నడిపించే డైరెక్టర్లు, విభాగాధిపతులు.',

	'meta.bestOfBrisk.title': 'Brisk ప్రత్యేకతలు',
	'meta.bestOfBrisk.description': 'మేము పని చేసే ప్రాంతాలు, మా క్లయింట్లు, ఆర్థిక సంవత్సరం 2009-10 నుంచి 2019-20 వరకు మా వృద్ధి.',
	'page.bestOfBrisk.h1': 'Brisk ప్రత్యేకతలు',

	'meta.companyGallery.title': 'కంపెనీ గ్యాలరీ',
	'meta.companyGallery.description': 'మా ప్రాజెక్టులు, మా స్థాపన దినోత్సవ వేడుకల ఫోటోలు.',
	'page.companyGallery.h1': 'కంపెనీ గ్యాలరీ',
	'page.companyGallery.intro': 'మా ప్రాజెక్టులు, మా స్థాపన దినోత్సవ వేడుకలు.',

	'meta.gallery.title': 'గ్యాలరీ',
	'meta.gallery.description': 'మా ప్రాజెక్టులు, మా స్థాపన దినోత్సవ వేడుకల ఫోటోలు.',
	'page.gallery.h1': 'గ్యాలరీ',
	'page.gallery.intro': 'మా ప్రాజెక్టులు, మా స్థాపన దినోత్సవ వేడుకలు.',

	'meta.serviceStaffing.title': 'సిబ్బంది సరఫరా సేవలు (స్టాఫింగ్)',
	'meta.serviceStaffing.description': 'సిబ్బంది, మ్యాన్‌పవర్ సరఫరా: కార్యాలయాలు, సంస్థలు, పరిశ్రమలకు శిక్షణ పొందిన, వివరాలు తనిఖీ చేసిన సిబ్బంది.',
	'meta.serviceIndustrial.title': 'పారిశ్రామిక సేవలు',
	'meta.serviceIndustrial.description': 'పారిశ్రామిక, పౌర సేవలు: ప్లాంట్లు, గోదాములు, బహిరంగ ప్రదేశాల శుభ్రత, నిర్వహణ.',
	'meta.serviceGardening.title': 'తోటపని సేవలు',
	'meta.serviceGardening.description': 'క్యాంపస్‌లు, టౌన్‌షిప్‌లు, కార్యాలయాలకు తోటపని, ప్లంబింగ్, ఎలక్ట్రికల్ పనులు.',
	'meta.serviceHouseKeeping.title': 'హౌస్‌కీపింగ్ సేవలు',
	'meta.serviceHouseKeeping.description': 'ఇళ్లు, కాలనీలు, కార్యాలయాలు, గ్యారేజీలు, పారిశ్రామిక భవనాలకు హౌస్‌కీపింగ్, శుభ్రత సేవలు.',
	'meta.serviceSecurity.title': 'భద్రతా సేవలు',
	'meta.serviceSecurity.description':
		'ఆయుధం లేని, ఆయుధం ఉన్న సెక్యూరిటీ గార్డులు, బాడీగార్డులు, వీడియో నిఘా ఆపరేటర్లు, ఈవెంట్ గార్డులు, పౌర సేవలు.',
	'meta.serviceIntegrated.title': 'సమగ్ర సరఫరా, లాజిస్టిక్స్',
	'meta.serviceIntegrated.description': 'ప్రభుత్వ గోదాముల కోసం సమగ్ర సరఫరా, లాజిస్టిక్స్ సేవలు.',

	'meta.demo.title': 'డెమో డ్యాష్‌బోర్డ్',
	'meta.demo.description': 'పాత సైట్ నుంచి ఉంచిన ఒక నమూనా డ్యాష్‌బోర్డ్ మెనూ.',
	'page.demo.h1': 'డెమో డ్యాష్‌బోర్డ్',
	'page.demo.menu.dashboards': 'డ్యాష్‌బోర్డ్‌లు',
	'page.demo.menu.customer': 'కస్టమర్',
	'page.demo.menu.bill': 'బిల్లు',
	'page.demo.menu.dailyTransaction': 'రోజువారీ లావాదేవీలు',
	'page.demo.menu.manageSubscription': 'సబ్‌స్క్రిప్షన్ నిర్వహణ',
	'page.demo.menu.deliveryBoy': 'డెలివరీ బాయ్',
	'page.demo.menu.supplierDetails': 'సప్లయర్ వివరాలు',
	'page.demo.menu.reports': 'రిపోర్టులు',

	'meta.header.title': 'హెడర్',
	'meta.header.description': 'Brisk వెబ్‌సైట్ హెడర్, ఇది ప్రతి పేజీలో కనిపిస్తుంది.',
	'page.header.h1': 'హెడర్',
	'page.header.lead':
		'ఈ పేజీ పైన ఉన్న హెడరే ప్రతి పేజీలో కనిపిస్తుంది: మా ఫోన్ నంబర్, ఈమెయిల్, చిరునామా, సోషల్ మీడియా లింకులు, కంపెనీ, సేవలు డ్రాప్‌డౌన్‌లు ఉన్న మెనూ, మమ్మల్ని సంప్రదించండి బటన్. పాత సైట్‌లో హెడర్‌ను విడిగా చూపించడానికి ఈ పేజీ ఉండేది; పాత లింకులు పని చేస్తూ ఉండాలని ఈ పేజీని ఉంచాం.',

	'meta.footer.title': 'ఫుటర్',
	'meta.footer.description': 'Brisk వెబ్‌సైట్ ఫుటర్, ఇది ప్రతి పేజీలో కనిపిస్తుంది.',
	'page.footer.h1': 'ఫుటర్',
	'page.footer.lead':
		'ఈ పేజీ కింద ఉన్న ఫుటరే ప్రతి పేజీలో కనిపిస్తుంది: మమ్మల్ని సంప్రదించే వివరాలు, కంపెనీ, సేవలు, ఇతర లింకులు, Brisk అభ్యర్థుల నుంచి ఎప్పుడూ ఎలాంటి ఫీజు తీసుకోదనే మా సూచన. పాత సైట్‌లో ఫుటర్‌ను విడిగా చూపించడానికి ఈ పేజీ ఉండేది; పాత లింకులు పని చేస్తూ ఉండాలని ఈ పేజీని ఉంచాం.',

	'meta.privacy.title': 'గోప్యతా నోటీసు',
	'meta.privacy.description':
		'ఉద్యోగ దరఖాస్తుదారులు, సందర్శకుల నుంచి Brisk ఏ వివరాలు తీసుకుంటుంది, ఎందుకు, ఎంత కాలం ఉంచుతుంది, వాటిని తొలగించమని ఎలా అడగాలి.',

	'meta.career.title': 'ఉద్యోగాలు',
	'meta.career.description':
		'Brisk కంపెనీలో హౌస్‌కీపింగ్, సిబ్బంది సరఫరా (స్టాఫింగ్), సెక్యూరిటీ, తోటపని ఉద్యోగాలు. ఆన్‌లైన్‌లో దరఖాస్తు చేయండి; మేము ఎప్పుడూ ఎలాంటి ఫీజు తీసుకోము.',
	'meta.job.title': '{title}, {location}',
	'meta.job.goneTitle': 'ఈ ఉద్యోగం ఇప్పుడు ఖాళీగా లేదు',
	'meta.job.goneDescription': 'ఈ ఉద్యోగం ఇప్పుడు ఖాళీగా లేదు. Brisk కంపెనీలో ప్రస్తుతం ఉన్న ఉద్యోగ ఖాళీలు చూడండి.',
	'meta.apply.title': 'ఉద్యోగానికి దరఖాస్తు: {title}',
	'meta.apply.titleNoJob': 'ఉద్యోగానికి దరఖాస్తు',
	'meta.apply.description':
		'మీ ఫోటో, బయోడేటా (రెజ్యూమ్), ఆధార్ కార్డుతో Brisk కంపెనీలో ఉద్యోగానికి దరఖాస్తు చేయండి. Brisk ఎప్పుడూ ఎలాంటి ఫీజు తీసుకోదు.',

	'meta.contactUs.title': 'సంప్రదించండి',
	'meta.contactUs.description': 'Brisk కంపెనీకి మీ విచారణ పంపండి, లేదా పుణెలోని మా రిజిస్టర్డ్ కార్యాలయాన్ని, ముంబై, నాగ్‌పూర్ శాఖలను సంప్రదించండి.',
} as const satisfies Record<keyof typeof en, string>
