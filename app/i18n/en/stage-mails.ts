// The mails of an application's stages, until HR writes their own on the templates page; the
// placeholders {name}, {job}, {stage}, {date}, {time}, {place} and {askFor} (a line naming whom to ask for, or
// nothing) are filled when a mail is written.
// They greet as the acknowledgement does, never by the typed name.
// An interview's time of day: English says "10:30 am", Hindi and Marathi name the part of the day.
export const stageMails = {
	'stageMail.shortlisted.subject': 'Your application for {job} is shortlisted',
	'stageMail.shortlisted.body':
		'Dear applicant,\n\nThank you for applying for {job} at Brisk. We are glad to tell you that your application is shortlisted. This is not yet a job offer; we will call you soon to arrange an interview.\n\n{signature}',
	'stageMail.interview.subject': 'An interview for {job}',
	'stageMail.interview.body':
		'Dear applicant,\n\nWe would like to meet you for an interview for {job}.\n\nDay: {date}\nTime: {time}\nPlace: {place}\n{askFor}\n\nPlease bring your Aadhaar card. If you cannot come then, reply to this mail.\n\n{signature}',
	'stageMail.hired.subject': 'Welcome to Brisk: {job}',
	'stageMail.hired.body':
		'Dear applicant,\n\nWe are happy to offer you the position of {job}. We will contact you with the details of your joining.\n\nBrisk never asks for money. If anyone asks you to pay in our name, do not pay, and call us.\n\n{signature}',
	'stageMail.rejected.subject': 'Your application for {job}',
	'stageMail.rejected.body':
		'Dear applicant,\n\nThank you for your interest in {job} at Brisk. After careful consideration we will not take your application further this time. We wish you every success.\n\nBrisk never asks for money. If anyone offers you a job with us for a payment, do not pay, and call us.\n\n{signature}',
	'stageMail.signature': '{company}\nPhone: {phone}',
	// What {stage} says in a mail HR wrote, and {job} when the application names no job.
	'stageMail.stage.shortlisted': 'Shortlisted',
	'stageMail.stage.interview': 'Interview',
	'stageMail.stage.hired': 'Hired',
	'stageMail.stage.rejected': 'Rejected',
	// What {name} says in a mail HR wrote: the name was typed by whoever applied, perhaps with another person's
	// address, so a mail never repeats it.
	'stageMail.applicant': 'applicant',
	'stageMail.jobFallback': 'the job',
	'stageMail.calledOff': 'This interview is called off.',
	'interview.time.morning': '{clock} am',
	'interview.time.afternoon': '{clock} pm',
	'interview.time.evening': '{clock} pm',
	'interview.time.night': '{clock} pm',
	'interview.label.when': 'When',
	'interview.label.where': 'Where',
	'interview.label.askFor': 'Ask for',
} as const
