// Text messages (SMS) to applicants: a Devanagari part holds 70 characters, so the words are few.
export const messages = {
	'sms.received': 'Brisk: {title} के लिए आपका आवेदन मिला। नंबर {reference}।{more} Brisk कभी पैसे नहीं माँगता।',
	'sms.receivedMore': ' आवेदन की स्थिति: {link} फ़ोन: {phone}।',
	'sms.receivedPhone': ' फ़ोन: {phone}।',
	'sms.shortlisted': 'Brisk: {job} पद का आपका आवेदन अगले दौर में पहुँचा (नौकरी अभी पक्की नहीं)। इंटरव्यू के लिए हम जल्द फ़ोन करेंगे।',
	'sms.interview': 'Brisk: {job} का इंटरव्यू: {date}, {time}, जगह: {place}।{askFor}{bring}',
	'sms.interviewAskFor': ' {name} से मिलें।',
	'sms.interviewBring': ' आधार कार्ड लाएँ।',
	'sms.hired': 'Brisk: {job} के लिए आपका चयन हुआ। नौकरी शुरू करने के बारे में हम फ़ोन करेंगे। Brisk कभी पैसे नहीं माँगता।',
	'sms.rejected': 'Brisk: {job} के लिए आवेदन करने का धन्यवाद। इस बार आवेदन आगे नहीं बढ़ेगा।{more}{noFee}',
	'sms.rejectedMore': ' हमारी दूसरी नौकरियाँ देखें।',
	'sms.rejectedNoFee': ' Brisk कभी पैसे नहीं माँगता।',
	'applicant.greeting': 'नमस्ते {name}, Brisk Facility Services की ओर से: {job} के लिए आपके आवेदन {reference} के बारे में।',
} as const
