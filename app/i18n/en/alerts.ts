// Words of job alerts: the form on the career page, its own page (/career/alerts), the confirm
// and unsubscribe pages, and the mails and texts an alert sends.
export const alerts = {
	'meta.alerts.title': 'Job alerts',
	'meta.alerts.description': 'Get new jobs at Brisk by e-mail or text message, for the kind of job and city you want.',
	'alerts.title': 'Get new jobs by e-mail or text',
	'alerts.intro':
		'Choose the kind of job and the city. When a matching job opens we send you one message, or one a day when there are several.',
	'alerts.field.category': 'Kind of job',
	'alerts.field.place': 'City (optional)',
	'alerts.field.placeHint': 'Like Pune. Leave it empty for jobs anywhere.',
	'alerts.field.address': 'E-mail or mobile number',
	'alerts.field.addressHint': 'A mobile number gets text messages.',
	'alerts.submit': 'Subscribe',
	'alerts.error.address': 'Please type an e-mail address, or a 10-digit mobile number.',
	'alerts.error.category': 'Please choose a kind of job from the list.',
	'alerts.sent.mail': 'We sent a confirmation to {address}. Open the link in it to start the alerts.',
	'alerts.sent.sms': 'We sent a text with a confirmation link to {address}. Open the link in it to start the alerts.',
	'alerts.tooMany': 'You have asked many times. Please try again in an hour.',
	'alerts.sent.smsLater':
		'We will send a text with a confirmation link to {address} a little later: the site has sent many texts just now. To get it at once, subscribe with your e-mail address instead.',
	'alerts.tooManyTexts':
		'Too many texts have been asked for from your network. Please try again later, or use your e-mail address.',
	'alerts.textedToday':
		'We already sent a confirmation text to this number today. Please open the link in it, or use your e-mail address.',
	'alerts.expired': 'This form was open for a long time. Please press Subscribe again.',
	'alerts.unavailable': 'We cannot take your request just now. Please try again in a few minutes.',
	// What an alert is about, as whole words for a named place and for anywhere: a place or a category is never glued
	// to a case ending (Hindi's oblique case, Marathi's locative, Telugu's suffixes would need another form of it).
	'alerts.describe': '{category} in {place}',
	'alerts.describeAnywhere': '{category} in any city',
	'alerts.anyCategory': 'all kinds of job',
	// The confirmation mail never repeats the typed city: the page its link opens shows it.
	'alerts.describeChosenPlace': '{category} in the city shown on the page the link below opens',
	'alerts.confirm.title': 'Start your job alerts',
	'alerts.confirm.lead': 'Press Confirm to start getting new jobs: {what}.',
	'alerts.confirm.button': 'Confirm',
	'alerts.confirm.done': 'Your job alerts are on. We will send you a message when a matching job opens.',
	'alerts.confirm.doneTitle': 'Your job alerts have started',
	'alerts.invalid':
		'This link does not work: it may be cut short, or the alert was stopped. You can subscribe again on the career page.',
	'alerts.unsubscribe.title': 'Stop job alerts',
	'alerts.unsubscribe.lead': 'Press the button to stop these alerts: {what}.',
	'alerts.unsubscribe.button': 'Stop the alerts',
	'alerts.unsubscribe.done': 'These job alerts are stopped. We will send you no more of them.',
	'alerts.unsubscribe.doneTitle': 'These job alerts are stopped',
	'alerts.linkExpired': 'This page was open for a long time. Please press the button again.',
	'alerts.backToCareer': 'See the open jobs',
	'alerts.mail.confirmSubject': 'Brisk: please confirm your job alerts',
	'alerts.mail.confirmBody':
		'Hello,\n\nSomeone, we hope you, asked for job alerts from Brisk at this address: {what}.\n\nOpen this link and press Confirm to start them:\n{url}\n\nIf it was not you, do nothing: you will get no alerts.\n\nBrisk',
	'alerts.mail.subjectOne': 'Brisk: new job: {title}',
	'alerts.mail.subjectDigest': 'Brisk: {count} new jobs for you',
	'alerts.mail.introOne': 'A new job matches your alert ({what}):',
	'alerts.mail.introDigest': 'New jobs match your alert ({what}):',
	'alerts.mail.more': 'See all the matching jobs: {url}',
	'alerts.mail.stop': 'To stop these alerts, open: {url}',
	'alerts.sms.confirm': 'Brisk: to start job alerts, open {url} and press Confirm. Not you? Ignore this text.',
	'alerts.sms.one': 'Brisk new job: {title}, {place}. {url}',
	'alerts.sms.digest': 'Brisk: {count} new jobs for you. {url}',
	'alerts.sms.stop': 'To stop: {url}',
} as const
