// What the server says when it cannot take a request: a person's browser shows it as a
// page in the address's language; the compatibility API answers in English.
export const refusals = {
	// The page for an address cut short (a link half copied from a text): its heading, then what to do.
	'refusal.badAddress.title': 'This link is not complete',
	'refusal.badAddress': 'This link is not right: perhaps only part of it was copied. Open the whole link again.',
	'refusal.tooLarge': 'The request is too large.',
	'refusal.filesTooLarge': 'The files are too large: each may be at most {size}. Go back and choose smaller files.',
	'refusal.fileTooLarge': 'The file is too large: at most {size}. Go back and choose a smaller one.',
	'refusal.timeout': 'The request took too long to arrive. Please try again.',
	'refusal.tooMany': 'Too many requests. Please wait a minute and try again.',
	'refusal.method': 'This method is not allowed here.',
	'refusal.otherSite': 'This form was sent from another site. Open the form on our own site and send it again.',
	'refusal.token': 'Missing or invalid anti-forgery token. Reload the page and try again.',
	'refusal.notForm': 'Send this form as a web form (application/x-www-form-urlencoded or multipart/form-data).',
	'refusal.incomplete': 'The form arrived incomplete. Please go back and send it again.',
	'refusal.broken': 'The form arrived broken. Please go back and send it again.',
	'refusal.busy': 'We are receiving many files just now. Please go back and try again in a minute.',
} as const
