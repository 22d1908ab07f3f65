// Text messages (SMS) to applicants: short, plain words that fit one or two parts, no links.
// They are about the person's own application (transactional), so they carry no opt-out words.
export const messages = {
	'sms.received':
		'Brisk: we received your application for {title}. Reference {reference}. We will call you.{more} Brisk never asks for money.',
	// What the acknowledgement adds where its parts have room: the status page (for many the text is the only record of
	// the application) and the office's number; else the number alone.
	'sms.receivedMore': ' Check it at {link} or call {phone}.',
	'sms.receivedPhone': ' Questions: call {phone}.',
	'sms.shortlisted':
		'Brisk: your application for {job} is shortlisted (not yet a job offer). We will call you soon to arrange an interview.',
	'sms.interview': 'Brisk: interview for {job} on {date}, {time}, at {place}.{askFor}{bring}',
	'sms.interviewAskFor': ' Ask for {name}.',
	// Left out, and the weekday shortened, when the text would pass two parts: the day, time, place and whom to ask for
	// come first.
	'sms.interviewBring': ' Bring your Aadhaar card.',
	'sms.hired': 'Brisk: you are selected for {job}. We will call you about joining. Brisk never asks for money.',
	// A rejected applicant is whom 'pay and we will get you in' is told to: the money warning ends the text, and the
	// invitation to other jobs before it is the first to give way when two parts lack room for both.
	'sms.rejected':
		'Brisk: thank you for applying for {job}. We cannot take your application further this time.{more}{noFee}',
	'sms.rejectedMore': ' See our other jobs.',
	'sms.rejectedNoFee': ' Brisk never asks for money.',
	// The first words of a WhatsApp message staff send from the application's page (they read the back office in
	// English; the applicant reads this in the language they applied in).
	'applicant.greeting': 'Hello {name}, this is Brisk Facility Services about your application {reference} for {job}.',
} as const
