// The invitation HR send a past applicant to apply to a new job like the one they applied to before
// (app/utils/applications/pool-invitations.server.ts): a text, or a mail to those who gave an address.
export const pool = {
	'pool.text': 'Brisk: a new job, {job}, place: {place}. You applied with us before. To apply: {link}',
	'pool.mail.subject': 'Brisk: a new job for you, {job}',
	'pool.mail.body':
		'Namaste,\n\nYou applied to Brisk before for work like this. A new job is open:\n\nJob: {job}\nPlace: {place}\n\nRead about it and apply here: {link}\n\nIf you are not looking for work now, you need not answer; we will not write to you about this job again.\n\nBrisk never asks for money to give anyone a job. If someone asks you for money in our name, call us.\n\nBrisk Facility Services',
} as const
