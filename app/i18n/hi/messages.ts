// Text messages (SMS) to applicants: a Devanagari part holds 70 characters, so the words are few.
export const messages = {
	'sms.received': 'Brisk: {title} के लिए आपका आवेदन मिला। नंबर {reference}। Brisk कभी पैसे नहीं माँगता।',
	'sms.shortlisted': 'Brisk: {job} पद का आपका आवेदन अगले चरण में पहुँचा। हम जल्द फ़ोन करेंगे।',
	'sms.interview': 'Brisk: {job} इंटरव्यू {date}, {time}, {place}।{askFor} आधार कार्ड लाएँ।',
	'sms.interviewAskFor': ' {name} से मिलें।',
	'sms.hired': 'Brisk: {job} के लिए आपका चयन हुआ। जॉइनिंग के लिए हम फ़ोन करेंगे।',
	'sms.rejected': 'Brisk: {job} के लिए आवेदन का धन्यवाद। इस बार आवेदन आगे नहीं बढ़ेगा।',
	'applicant.greeting': 'नमस्ते {name}, Brisk Facility Services की ओर से: {job} के लिए आपके आवेदन {reference} के बारे में।',
} as const
