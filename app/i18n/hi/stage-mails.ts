export const stageMails = {
	'stageMail.shortlisted.subject': '{job}: आपका आवेदन अगले दौर के लिए चुना गया है',
	'stageMail.shortlisted.body':
		'नमस्ते,\n\nBrisk में {job} की नौकरी के लिए आवेदन करने के लिए धन्यवाद। हमें यह बताते हुए खुशी है कि आपका आवेदन अगले दौर के लिए चुना गया है। यह अभी नौकरी का पक्का ऑफ़र नहीं है; इंटरव्यू तय करने के लिए हम जल्द ही आपको फ़ोन करेंगे।\n\n{signature}',
	'stageMail.interview.subject': '{job} के लिए इंटरव्यू',
	'stageMail.interview.body':
		'नमस्ते,\n\n{job} की नौकरी के इंटरव्यू के लिए हम आपसे मिलना चाहते हैं।\n\nदिन: {date}\nसमय: {time}\nजगह: {place}\n{askFor}\n\nकृपया अपना आधार कार्ड साथ लाएँ। अगर आप उस समय नहीं आ सकते, तो इस मेल का जवाब दें या हमें फ़ोन करें।\n\n{signature}',
	'stageMail.hired.subject': 'Brisk में आपका स्वागत है: {job}',
	'stageMail.hired.body':
		'नमस्ते,\n\nहमें {job} के पद के लिए आपको नौकरी देते हुए खुशी हो रही है। काम शुरू करने की जानकारी के लिए हम जल्द ही आपसे संपर्क करेंगे।\n\nBrisk कभी पैसे नहीं माँगता। अगर कोई हमारे नाम पर आपसे पैसे माँगे, तो पैसे न दें और हमें फ़ोन करें।\n\n{signature}',
	'stageMail.rejected.subject': '{job} के लिए आपका आवेदन',
	'stageMail.rejected.body':
		'नमस्ते,\n\nBrisk में {job} की नौकरी में रुचि दिखाने के लिए धन्यवाद। ध्यान से विचार करने के बाद, इस बार हम आपका आवेदन आगे नहीं बढ़ा रहे हैं। आपको आगे के लिए शुभकामनाएँ।\n\nBrisk कभी पैसे नहीं माँगता। अगर कोई पैसे लेकर हमारे यहाँ नौकरी दिलाने की बात करे, तो पैसे न दें और हमें फ़ोन करें।\n\n{signature}',
	'stageMail.signature': '{company}\nफ़ोन: {phone}',
	'stageMail.stage.shortlisted': 'अगले दौर के लिए चुने गए',
	'stageMail.stage.interview': 'इंटरव्यू',
	'stageMail.stage.hired': 'नौकरी मिली',
	'stageMail.stage.rejected': 'नहीं चुने गए',
	'stageMail.applicant': 'आवेदक',
	'stageMail.jobFallback': 'यह नौकरी',
	'stageMail.calledOff': 'यह इंटरव्यू रद्द हो गया है।',
	'interview.time.morning': 'सुबह {clock}',
	'interview.time.afternoon': 'दोपहर {clock}',
	'interview.time.evening': 'शाम {clock}',
	'interview.time.night': 'रात {clock}',
	'interview.label.when': 'कब',
	'interview.label.where': 'कहाँ',
	'interview.label.askFor': 'किससे मिलें',
} as const
