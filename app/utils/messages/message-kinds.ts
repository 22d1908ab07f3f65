import type { OutboxChannel } from '#app/utils/db/schema.ts'

// Every message the site sends, declared once: its kind under its channel, who gets it and where its words come
// from. The kind is what the outbox's `kind` column stores (and the back office, the dashboard and the .eml and
// .txt file names show), so a row written before this list keeps its name; a kind on two channels (a job alert by
// mail or by text) is two entries with one name. enqueueMail and enqueueText take only a kind of their channel: a
// new message is a new entry here, and a new channel (WhatsApp) a new list here and a new Sender
// (outbox.server.ts), not a change to the delivery loop. docs/mail.md lists them all (a test holds it to this).

/** Who reads a message. */
export type Audience =
	/** A job seeker, about their own application, in the language they applied in. */
	| 'applicant'
	/** A member of staff, at the address of their account, in English. */
	| 'staff'
	/** The company's inbox (COMPANY_INBOX), in English. */
	| 'company inbox'
	/** A visitor who sent the contact form, in the language of its page. */
	| 'enquirer'
	/** A visitor who asked for job alerts, in the language of the page they asked on. */
	| 'subscriber'

export interface MessageKindInfo {
	audience: Audience
	/** What the message says, in a few words. */
	about: string
	/** Where its words are written. */
	words: string
}

export const MESSAGE_KINDS = {
	mail: {
		'career-admin': {
			audience: 'company inbox',
			about: 'a new application, with what the applicant typed',
			words:
				'English catalogue (`mail.admin.*`, `app/i18n/en/career.ts`); the field names in `store-application.server.ts`',
		},
		'career-candidate': {
			audience: 'applicant',
			about: "the acknowledgement of an application (or of one HR add with the person's yes), with its reference",
			words: "the applicant's language (`mail.candidate.*`, `app/i18n/<code>/career.ts`)",
		},
		'application-stage': {
			audience: 'applicant',
			about: "a stage's news (Shortlisted, Interview, Hired, Rejected), an interview's calendar entry",
			words:
				"the stage's template staff edit (`/admin/applications/templates`), by default the catalogue's (`app/i18n/<code>/stage-mails.ts`)",
		},
		'reference-full': {
			audience: 'applicant',
			about: "an older application's whole reference, asked for on the status page",
			words:
				"the applicant's language (`status.send.*`, `mail.candidate.*`, `app/i18n/<code>/status.ts` and `career.ts`)",
		},
		'interview-recruiter': {
			audience: 'staff',
			about: "the recruiter's own calendar entry of an interview, or its calling off",
			words: 'English, in `application-stages.server.ts`',
		},
		'interview-declined': {
			audience: 'staff',
			about: "an applicant's decline of an interview with their words, to whoever set the interview",
			words: 'English, in `interview-answers.server.ts`',
		},
		'staff-new-application': {
			audience: 'staff',
			about: 'a new application, at once, to staff who asked for it',
			words: 'English, in `application-notices.server.ts`',
		},
		'staff-application-digest': {
			audience: 'staff',
			about: "the day's new applications at 9:00, to staff who asked for it",
			words: 'English, in `application-notices.server.ts`',
		},
		'staff-invite': {
			audience: 'staff',
			about: 'an invitation to the back office, with its one-time link',
			words: 'English, in `staff-mail.server.ts`',
		},
		'staff-reset': {
			audience: 'staff',
			about: 'a password reset, with its one-time link',
			words: 'English, in `staff-mail.server.ts`',
		},
		'staff-locked': {
			audience: 'staff',
			about: 'an account locked after five wrong passwords',
			words: 'English, in `staff-mail.server.ts`',
		},
		'enquiry-to-company': {
			audience: 'company inbox',
			about: 'a contact enquiry, with what the visitor typed',
			words: 'English catalogue (`contact.mail.company*`, `app/i18n/en/contact.ts`)',
		},
		'enquiry-acknowledgement': {
			audience: 'enquirer',
			about: 'the acknowledgement of an enquiry',
			words: "the enquirer's language (`contact.mail.ack*`, `app/i18n/<code>/contact.ts`)",
		},
		'enquiry-reply': {
			audience: 'enquirer',
			about: "staff's reply to an enquiry",
			words:
				"typed by staff, under the subject, greeting and signature of the enquirer's language (`contact.reply.*`, `contact.mail.ackSignature`, `app/i18n/<code>/contact.ts`)",
		},
		'interview-reminder': {
			audience: 'applicant',
			about: 'an interview the evening before and two hours before, with its answer link while unanswered',
			words: "the applicant's language (`sms.reminder*`, `mail.reminderSubject`, `app/i18n/<code>/interviews.ts`)",
		},
		'job-alert-confirm': {
			audience: 'subscriber',
			about: 'the link that confirms a job alert',
			words: "the subscriber's language (`app/i18n/<code>/alerts.ts`)",
		},
		'job-alert': {
			audience: 'subscriber',
			about: 'new jobs that match an alert, with the link to stop it',
			words: "the subscriber's language (`app/i18n/<code>/alerts.ts`)",
		},
		'pool-invitation': {
			audience: 'applicant',
			about: 'an invitation to apply to a new job like one they applied to before, sent by HR',
			words: "the applicant's language (`pool.mail.*`, `app/i18n/<code>/pool.ts`)",
		},
	},
	sms: {
		'text-received': {
			audience: 'applicant',
			about:
				"the acknowledgement of an application (or of one HR add with the person's yes): its reference, the status page's short address (`/s/<language>`) and the office's number where its parts (at most three) have room",
			words: "the applicant's language (`sms.received`, `app/i18n/<code>/messages.ts`)",
		},
		'text-stage': {
			audience: 'applicant',
			about: "a stage's news; an interview's day, time and place",
			words: "the applicant's language (`sms.*`, `app/i18n/<code>/messages.ts`)",
		},
		'text-reference': {
			audience: 'applicant',
			about: "an older application's whole reference, asked for on the status page",
			words: "the applicant's language (`status.send.text`, `app/i18n/<code>/status.ts`)",
		},
		'text-interview-reminder': {
			audience: 'applicant',
			about: 'an interview the evening before and two hours before',
			words: "the applicant's language (`sms.reminder*`, `app/i18n/<code>/interviews.ts`)",
		},
		'job-alert-confirm': {
			audience: 'subscriber',
			about: 'the short link that confirms a job alert',
			words: "the subscriber's language (`app/i18n/<code>/alerts.ts`)",
		},
		'job-alert': {
			audience: 'subscriber',
			about: 'new jobs that match an alert, with the short link to stop it',
			words: "the subscriber's language (`app/i18n/<code>/alerts.ts`)",
		},
		'text-pool-invitation': {
			audience: 'applicant',
			about: 'an invitation to apply to a new job like one they applied to before, sent by HR',
			words: "the applicant's language (`pool.text`, `app/i18n/<code>/pool.ts`)",
		},
	},
} as const satisfies Record<OutboxChannel, Record<string, MessageKindInfo>>

/** A kind of message on a channel; the kinds of every channel when none is named. */
export type MessageKind<Channel extends OutboxChannel = OutboxChannel> = Channel extends OutboxChannel
	? keyof (typeof MESSAGE_KINDS)[Channel] & string
	: never

export type MailKind = MessageKind<'mail'>
export type TextKind = MessageKind<'sms'>
