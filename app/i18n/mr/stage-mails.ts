export const stageMails = {
	'stageMail.shortlisted.subject': '{job} पदासाठी: तुमचा अर्ज पुढच्या फेरीसाठी निवडला आहे',
	'stageMail.shortlisted.body':
		'नमस्कार,\n\nBrisk मध्ये {job} पदासाठी अर्ज केल्याबद्दल धन्यवाद. हे सांगताना आम्हाला आनंद होत आहे की तुमचा अर्ज पुढच्या फेरीसाठी निवडला आहे; ही अजून नोकरीची पक्की निवड नाही. मुलाखत ठरवण्यासाठी आम्ही लवकरच तुम्हाला फोन करू.\n\n{signature}',
	'stageMail.interview.subject': '{job} पदासाठी मुलाखत',
	'stageMail.interview.body':
		'नमस्कार,\n\n{job} पदासाठी आम्हाला तुमची मुलाखत घ्यायची आहे.\n\nदिवस: {date}\nवेळ: {time}\nठिकाण: {place}\n{askFor}\n\nकृपया तुमचे आधार कार्ड सोबत आणा. त्या वेळी येणे शक्य नसल्यास या मेलला उत्तर द्या किंवा आम्हाला फोन करा.\n\n{signature}',
	'stageMail.hired.subject': 'Brisk मध्ये तुमचे स्वागत आहे: {job}',
	'stageMail.hired.body':
		'नमस्कार,\n\n{job} पदासाठी तुमची निवड झाली आहे, हे सांगताना आम्हाला आनंद होत आहे. रुजू होण्याच्या तपशिलांसाठी आम्ही लवकरच तुमच्याशी संपर्क साधू.\n\nBrisk कधीही पैसे मागत नाही. कोणी आमच्या नावाने तुमच्याकडे पैसे मागितले, तर पैसे देऊ नका आणि आम्हाला फोन करा.\n\n{signature}',
	'stageMail.rejected.subject': '{job} पदासाठी तुमचा अर्ज',
	'stageMail.rejected.body':
		'नमस्कार,\n\nBrisk मध्ये {job} पदासाठी रस दाखवल्याबद्दल धन्यवाद. काळजीपूर्वक विचार केल्यानंतर, या वेळी आम्ही तुमचा अर्ज पुढे नेत नाही. पुढील वाटचालीसाठी शुभेच्छा.\n\nBrisk कधीही पैसे मागत नाही. पैसे घेऊन आमच्याकडे नोकरी लावून देतो असे कोणी म्हटले, तर पैसे देऊ नका आणि आम्हाला फोन करा.\n\n{signature}',
	'stageMail.signature': '{company}\nफोन: {phone}',
	'stageMail.stage.shortlisted': 'पुढच्या फेरीसाठी निवड',
	'stageMail.stage.interview': 'मुलाखत',
	'stageMail.stage.hired': 'निवड झाली',
	'stageMail.stage.rejected': 'निवड झाली नाही',
	'stageMail.applicant': 'अर्जदार',
	'stageMail.jobFallback': 'ही नोकरी',
	'stageMail.calledOff': 'ही मुलाखत रद्द झाली आहे.',
	'interview.time.morning': 'सकाळी {clock}',
	'interview.time.afternoon': 'दुपारी {clock}',
	'interview.time.evening': 'संध्याकाळी {clock}',
	'interview.time.night': 'रात्री {clock}',
	'interview.label.when': 'केव्हा',
	'interview.label.where': 'कुठे',
	'interview.label.askFor': 'कोणाला भेटायचे',
} as const
