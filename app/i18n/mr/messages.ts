// Text messages (SMS) to applicants: a Devanagari part holds 70 characters, so the words are few.
export const messages = {
	'sms.received': 'Brisk: {title} पदासाठी तुमचा अर्ज मिळाला. क्रमांक {reference}.{more} Brisk कधीही पैसे मागत नाही.',
	'sms.receivedMore': ' अर्जाची स्थिती: {link} फोन: {phone}.',
	'sms.receivedPhone': ' फोन: {phone}.',
	'sms.shortlisted':
		'Brisk: {job} पदासाठीचा तुमचा अर्ज पुढच्या फेरीसाठी निवडला (अजून नोकरी पक्की नाही). मुलाखतीसाठी आम्ही लवकरच फोन करू.',
	'sms.interview': 'Brisk: {job} पदासाठी मुलाखत: {date}, {time}, ठिकाण: {place}.{askFor}{bring}',
	'sms.interviewAskFor': ' {name} यांना भेटा.',
	'sms.interviewBring': ' आधार कार्ड आणा.',
	'sms.hired': 'Brisk: {job} पदासाठी तुमची निवड झाली. रुजू होण्याबद्दल आम्ही फोन करू. Brisk कधीही पैसे मागत नाही.',
	'sms.rejected': 'Brisk: {job} पदासाठी अर्ज केल्याबद्दल धन्यवाद. या वेळी अर्ज पुढे जाणार नाही.{more}{noFee}',
	'sms.rejectedMore': ' आमच्या इतर नोकऱ्या पाहा.',
	'sms.rejectedNoFee': ' Brisk कधीही पैसे मागत नाही.',
	'applicant.greeting':
		'नमस्कार {name}, Brisk Facility Services कडून: {job} पदासाठीच्या तुमच्या अर्जाबद्दल (क्रमांक {reference}).',
} as const
