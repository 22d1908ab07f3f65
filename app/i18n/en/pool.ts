// The invitation HR send a past applicant to apply to a new job like the one they applied to before
// (app/utils/applications/pool-invitations.server.ts): a text, or a mail to those who gave an address.
export const pool = {
	'pool.text': 'Brisk: a new job, {job}, place: {place}. You applied with us before. To apply: {link}',
	'pool.mail.subject': 'Brisk: a new job for you, {job}',
	'pool.mail.body':
		'Namaste,\n\nYou applied to Brisk before for work like this. A new job is open:\n\nJob: {job}\nPlace: {place}\n\nRead about it and apply here: {link}\n\nOr, without filling the form again: let us put your earlier application forward for this job here: {consent}\n\nIf you are not looking for work now, you need not answer; we will not write to you about this job again.\n\nBrisk never asks for money to give anyone a job. If someone asks you for money in our name, call us.\n\nBrisk Facility Services',
	// The page of the invitation's short link (routes/career/pool-invitation.tsx).
	'pool.page.title': 'A new job for you',
	'pool.page.lead': 'You applied to Brisk before for work like this. This job is open now:',
	'pool.page.job': 'Job',
	'pool.page.agree': 'Yes, put my earlier application forward for this job',
	'pool.page.agreeHint': 'We use the details and documents you gave us last time. HR will call you.',
	'pool.page.apply': 'Open the job to apply afresh',
	'pool.page.agreed': 'Thank you. We will put your earlier application forward for this job, and HR will call you.',
	'pool.page.agreedBefore':
		'You agreed on {date} to have your earlier application put forward for this job. HR will call you.',
	'pool.page.invalid': 'This link does not work. Check that you opened the whole link from the message.',
	'pool.page.closed': 'This job is closed now and takes no more applications.',
	'pool.page.expired': 'This page was open too long. Please press the button again.',
	'pool.page.description': 'Put your earlier application forward for a new job at Brisk.',
} as const
