// Words of the application status page (/career/status) and its links from the career
// page, the apply result and the acknowledgement mail; and of the page that sends the holder of
// an older reference the whole one (/career/status/reference), with that text and mail.
export const status = {
	'meta.status.title': 'Check your application',
	'meta.status.description': 'See where your job application at Brisk stands, with your reference and mobile number.',
	'status.title': 'Check your application',
	'status.intro': 'Type the reference you were given when you applied, and the mobile number you applied with.',
	'status.field.reference': 'Application reference',
	'status.field.referenceHint':
		'Like BR-2026-000123-K7Q9M, with the five letters and digits at its end. It is on the page shown after you applied, and in the e-mail or text message we sent you.',
	'status.field.mobile': 'Mobile number',
	'status.field.mobileHint': 'The number you gave when you applied.',
	'status.submit': 'Check',
	'status.error.reference': 'Please type your application reference, like BR-2026-000123-K7Q9M.',
	'status.error.mobile': 'Please type the 10-digit mobile number you applied with.',
	'status.notFound':
		'We could not find an application with this reference and mobile number. Check both, or call us at {phone}.',
	'status.tooMany': 'You have tried many times. For your safety, please try again in an hour, or call us at {phone}.',
	'status.expired': 'This form was open for a long time. Please press Check again.',
	'status.unavailable': 'We cannot check just now. Please try again in a few minutes, or call us at {phone}.',
	'status.result.title': 'Your application',
	'status.result.job': 'Job',
	'status.result.stage': 'Where it stands',
	'status.result.jobRemoved': 'A job no longer advertised',
	'status.stage.New': 'Received. Our team is reviewing it.',
	'status.stage.Shortlisted':
		'Shortlisted: not yet a job offer. We will call you on your mobile to arrange an interview.',
	'status.stage.Interview': 'Interview. Please come on the day and at the time below.',
	'status.stage.InterviewLater': 'Interview. We will call you with the day, time and place.',
	'status.stage.Hired': 'Selected. Congratulations! We will call you about joining.',
	'status.stage.Rejected': 'Not selected this time. Thank you for applying: you are welcome to apply for other jobs.',
	'status.interview.day': 'Day',
	'status.interview.time': 'Time',
	'status.link.lead': 'Applied already?',
	'status.link': 'Check your application',
	'status.applyResult': 'Check your application’s progress',
	'status.mail': 'Check your application’s progress at any time with your reference and mobile number: {url}',
	'status.error.code':
		'Please type the whole reference, with the five letters and digits at its end, like BR-2026-000123-K7Q9M. Is yours an older one without them? Get the whole one below.',
	'status.interview.details':
		'The place and whom to ask for are in the text message or e-mail we sent you. Cannot find it? Call us at {phone}.',
	'status.older.lead': 'Have an older reference without the last letters?',
	'status.older.link': 'Get your whole reference by text',
	'meta.statusReference.title': 'Get your whole application reference',
	'meta.statusReference.description':
		'Have an older Brisk application reference without the letters at its end? Get the whole reference on your mobile.',
	'status.send.title': 'Get your whole application reference',
	'status.send.intro':
		'References now end in five letters and digits (like BR-2026-000123-K7Q9M), which the status page asks for. Type your older reference and the mobile number you applied with: we send the whole reference to that mobile number by text, and to your e-mail if you gave one.',
	'status.send.referenceHint': 'Like BR-2026-000123.',
	'status.send.submit': 'Send my reference',
	'status.send.done': 'If these match an application, we have sent its full reference to that mobile number.',
	'status.send.back': 'Check your application',
	'status.send.text':
		'Brisk: your whole application reference is {reference}. Check your application with it and this mobile number. Brisk never asks for money.',
	'status.send.subject': 'Your Brisk application reference',
	'status.send.mail': 'Your whole application reference is {reference}. Please quote it when you call us.',
} as const
