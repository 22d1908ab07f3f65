import { byLanguage } from './localized.ts'
import { privacyTe } from './te/privacy.ts'

// The privacy notice for applicants and visitors:
// explicit consent, the purpose of each document stated, masked-Aadhaar guidance, files
// never public, retention.
//
// The texts are written with a little markup that the page renders:
//   **words**        in bold
//   [words](/path)   a link to a page of this site
//   {legalName}      the company's legal name
//   {retentionDays}  how many days an application is kept
//   {email}          the careers e-mail address, as a mail link
//   {phone}          the main phone number, as a call link

export interface PrivacySection {
	/** Names the section's heading (privacy-<id>); the same in every language. */
	id: 'collect' | 'storage' | 'retention' | 'rights'
	heading: string
	/** A list, shown before the paragraphs. */
	items?: string[]
	paragraphs: string[]
}

export interface PrivacyContent {
	title: string
	intro: string
	sections: PrivacySection[]
}

export const getPrivacyContent = byLanguage<PrivacyContent>('privacy', {
	en: {
		title: 'Privacy Notice',
		intro:
			'{legalName} ("Brisk") runs this website. This notice says what we collect when you apply for a job or send us an enquiry, why, how long we keep it, and how to have it deleted.',
		sections: [
			{
				id: 'collect',
				heading: 'What we collect and why',
				items: [
					'**Your details** (name, e-mail, mobile number, location, the job field, and, if you give them, qualification, experience, employer and salaries, and, without a resume, your last work, your years of work and the languages you speak): to consider you for the job and to contact you about it.',
					'**Your photo**: to recognise you at the interview and on joining.',
					'**Your resume**: to judge your experience for the job.',
					'**Your Aadhaar card**: only to verify your identity. Please upload a masked Aadhaar, which shows only the last four digits of the number; you can download one from the UIDAI website.',
					'**Contact enquiries** (name, e-mail, mobile, subject, message): to answer you.',
					'**The time you agreed to this notice**, and the language of the page you used.',
				],
				paragraphs: ['We never sell your data, never use it for advertising, and never charge you any fee.'],
			},
			{
				id: 'storage',
				heading: 'How we keep it',
				paragraphs: [
					'Uploaded files are stored privately on our own server under random names. They are never published on the website; only our office staff can open them. E-mails we send about your application do not carry your Aadhaar card.',
				],
			},
			{
				id: 'retention',
				heading: 'How long we keep it',
				paragraphs: [
					'We keep an application and its files for {retentionDays} days after you apply. After that the files are deleted; if you join Brisk, your records move to your employee file under the law that applies to employment.',
				],
			},
			{
				id: 'rights',
				heading: 'Your choices: correction and deletion',
				paragraphs: [
					'To see, correct or delete what you sent us, write to {email} or call {phone}, giving the e-mail address you applied with. We answer within 30 days. You can also [send us a message](/contact-us).',
				],
			},
		],
	},
	hi: {
		title: 'गोपनीयता सूचना',
		intro:
			'यह वेबसाइट {legalName} ("Brisk") चलाती है। इस सूचना में बताया गया है कि जब आप किसी नौकरी के लिए आवेदन करते हैं या हमें कोई पूछताछ भेजते हैं, तब हम कौन-सी जानकारी लेते हैं, क्यों लेते हैं, उसे कितने समय तक रखते हैं, और आप उसे कैसे हटवा सकते हैं।',
		sections: [
			{
				id: 'collect',
				heading: 'हम कौन-सी जानकारी लेते हैं और क्यों',
				items: [
					'**आपका विवरण** (नाम, ई-मेल, मोबाइल नंबर, आप कहाँ रहते हैं, काम का क्षेत्र, और अगर आप दें तो पढ़ाई, अनुभव, कंपनी, सैलरी, और बायोडाटा न हो तो आपका पिछला काम, कितने साल काम किया और कौन-सी भाषाएँ बोलते हैं): नौकरी के लिए आप पर विचार करने और इस बारे में आपसे संपर्क करने के लिए।',
					'**आपकी फ़ोटो**: इंटरव्यू के समय और नौकरी जॉइन करते समय आपको पहचानने के लिए।',
					'**आपका बायोडाटा (रिज़्यूमे)**: नौकरी के लिए आपके अनुभव को परखने के लिए।',
					'**आपका आधार कार्ड**: सिर्फ़ आपकी पहचान की पुष्टि के लिए। कृपया मास्क्ड आधार अपलोड करें, जिसमें आधार नंबर के सिर्फ़ आखिरी चार अंक दिखते हैं; इसे आप UIDAI की वेबसाइट से डाउनलोड कर सकते हैं।',
					'**संपर्क पूछताछ** (नाम, ई-मेल, मोबाइल, विषय, संदेश): आपको जवाब देने के लिए।',
					'**आपने इस सूचना पर सहमति किस समय दी**, और आपने जिस पेज का इस्तेमाल किया उसकी भाषा।',
				],
				paragraphs: ['हम आपकी जानकारी कभी नहीं बेचते, उसे कभी विज्ञापन के लिए इस्तेमाल नहीं करते, और आपसे कभी कोई फ़ीस नहीं लेते।'],
			},
			{
				id: 'storage',
				heading: 'हम इसे कैसे रखते हैं',
				paragraphs: [
					'अपलोड की गई फ़ाइलें हमारे अपने सर्वर पर निजी तौर पर, बेतरतीब (रैंडम) नामों से रखी जाती हैं। इन्हें वेबसाइट पर कभी प्रकाशित नहीं किया जाता; सिर्फ़ हमारे ऑफ़िस के कर्मचारी इन्हें खोल सकते हैं। आपके आवेदन के बारे में हम जो ई-मेल भेजते हैं, उनमें आपका आधार कार्ड नहीं होता।',
				],
			},
			{
				id: 'retention',
				heading: 'हम इसे कितने समय तक रखते हैं',
				paragraphs: [
					'आपके आवेदन करने के बाद हम आवेदन और उसकी फ़ाइलें {retentionDays} दिन तक रखते हैं। उसके बाद फ़ाइलें हटा दी जाती हैं; अगर आप Brisk में नौकरी जॉइन करते हैं, तो आपका रिकॉर्ड रोज़गार पर लागू कानून के तहत आपकी कर्मचारी फ़ाइल में चला जाता है।',
				],
			},
			{
				id: 'rights',
				heading: 'आपके विकल्प: सुधार और हटाना',
				paragraphs: [
					'आपने हमें जो भेजा है, उसे देखने, सुधारने या हटवाने के लिए {email} पर लिखें या {phone} पर फ़ोन करें, और वह ई-मेल पता बताएँ जिससे आपने आवेदन किया था। हम 30 दिन के अंदर जवाब देते हैं। आप [हमें संदेश भी भेज सकते हैं](/contact-us)।',
				],
			},
		],
	},
	mr: {
		title: 'गोपनीयता सूचना',
		intro:
			'ही वेबसाइट {legalName} ("Brisk") चालवते. तुम्ही नोकरीसाठी अर्ज करता किंवा आम्हाला चौकशी पाठवता तेव्हा आम्ही कोणती माहिती घेतो, का घेतो, ती किती काळ ठेवतो आणि ती कशी हटवून घेता येते, हे या सूचनेत सांगितले आहे.',
		sections: [
			{
				id: 'collect',
				heading: 'आम्ही कोणती माहिती घेतो आणि का',
				items: [
					'**तुमचा तपशील** (नाव, ई-मेल, मोबाइल नंबर, तुम्ही कुठे राहता, नोकरीचे क्षेत्र, आणि तुम्ही दिल्यास शिक्षण, अनुभव, कंपनी, पगार, आणि बायोडेटा नसल्यास तुमचे आधीचे काम, कामाची वर्षे आणि तुम्ही बोलता त्या भाषा): नोकरीसाठी तुमचा विचार करण्यासाठी आणि त्याबद्दल तुमच्याशी संपर्क साधण्यासाठी.',
					'**तुमचा फोटो**: मुलाखतीच्या वेळी आणि नोकरीवर रुजू होताना तुम्हाला ओळखण्यासाठी.',
					'**तुमचा बायोडेटा (रेझ्युमे)**: नोकरीसाठी तुमचा अनुभव तपासण्यासाठी.',
					'**तुमचे आधार कार्ड**: फक्त तुमची ओळख पडताळण्यासाठी. कृपया मास्क्ड आधार अपलोड करा, ज्यात आधार नंबरचे फक्त शेवटचे चार अंक दिसतात; ते तुम्ही UIDAI च्या वेबसाइटवरून डाउनलोड करू शकता.',
					'**संपर्क चौकशी** (नाव, ई-मेल, मोबाइल, विषय, संदेश): तुम्हाला उत्तर देण्यासाठी.',
					'**तुम्ही या सूचनेला संमती दिली ती वेळ**, आणि तुम्ही वापरलेल्या पानाची भाषा.',
				],
				paragraphs: [
					'आम्ही तुमची माहिती कधीही विकत नाही, ती कधीही जाहिरातीसाठी वापरत नाही, आणि तुमच्याकडून कधीही कोणतेही शुल्क घेत नाही.',
				],
			},
			{
				id: 'storage',
				heading: 'आम्ही ती कशी ठेवतो',
				paragraphs: [
					'अपलोड केलेल्या फाइल्स आमच्या स्वतःच्या सर्व्हरवर खासगीरीत्या, यादृच्छिक (रँडम) नावांनी ठेवल्या जातात. त्या वेबसाइटवर कधीही प्रसिद्ध केल्या जात नाहीत; फक्त आमच्या कार्यालयातील कर्मचारीच त्या उघडू शकतात. तुमच्या अर्जाबद्दल आम्ही पाठवत असलेल्या ई-मेलमध्ये तुमचे आधार कार्ड नसते.',
				],
			},
			{
				id: 'retention',
				heading: 'आम्ही ती किती काळ ठेवतो',
				paragraphs: [
					'तुम्ही अर्ज केल्यानंतर आम्ही अर्ज आणि त्याच्या फाइल्स {retentionDays} दिवस ठेवतो. त्यानंतर फाइल्स हटवल्या जातात; तुम्ही Brisk मध्ये रुजू झाल्यास, तुमच्या नोंदी रोजगाराला लागू असलेल्या कायद्यानुसार तुमच्या कर्मचारी फाइलमध्ये जातात.',
				],
			},
			{
				id: 'rights',
				heading: 'तुमचे पर्याय: दुरुस्ती आणि हटवणे',
				paragraphs: [
					'तुम्ही आम्हाला पाठवलेली माहिती पाहण्यासाठी, दुरुस्त करण्यासाठी किंवा हटवण्यासाठी {email} वर लिहा किंवा {phone} वर फोन करा, आणि ज्या ई-मेल पत्त्याने अर्ज केला तो सांगा. आम्ही 30 दिवसांच्या आत उत्तर देतो. तुम्ही [आम्हाला संदेशही पाठवू शकता](/contact-us).',
				],
			},
		],
	},
	te: privacyTe,
})
