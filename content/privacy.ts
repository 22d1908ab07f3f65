import { shownTranslations } from '#app/i18n/translations.ts'
import { byLanguage } from './localized.ts'

// The privacy notice for applicants and visitors:
// explicit consent, the purpose of each document stated, masked-Aadhaar guidance, files
// never public, retention.
//
// The texts are written with a little markup that the page renders:
//   **words**        in bold
//   [words](/path)   a link to a page of this site
//   {legalName}      the company's legal name
//   {retentionDays}  how many days an application is kept
//   {email}          the careers e-mail address, as a mail link
//   {phone}          the main phone number, as a call link

export interface PrivacySection {
	/** Names the section's heading (privacy-<id>); the same in every language. */
	id: 'collect' | 'storage' | 'retention' | 'rights'
	heading: string
	/** A list, shown before the paragraphs. */
	items?: string[]
	paragraphs: string[]
}

export interface PrivacyContent {
	title: string
	intro: string
	sections: PrivacySection[]
}

export const getPrivacyContent = byLanguage<PrivacyContent>('privacy', {
	en: {
		title: 'Privacy Notice',
		intro:
			'{legalName} ("Brisk") runs this website. This notice says what we collect when you apply for a job or send us an enquiry, why, how long we keep it, and how to have it deleted.',
		sections: [
			{
				id: 'collect',
				heading: 'What we collect and why',
				items: [
					'**Your details** (name, e-mail, mobile number, location, the job field, and, if you give them, qualification, experience, employer and salaries, and, without a resume, your last work, your years of work and the languages you speak): to consider you for the job and to contact you about it.',
					'**Your photo**: to recognise you at the interview and on joining.',
					'**Your resume**: to judge your experience for the job.',
					'**Your Aadhaar card**: only to verify your identity. Please upload a masked Aadhaar, which shows only the last four digits of the number; you can download one from the UIDAI website.',
					'**Contact enquiries** (name, e-mail, mobile, subject, message): to answer you.',
					'**Text messages**: we send short texts to the mobile number you applied with about your application (that it arrived, with its reference number, and when it is shortlisted, called to an interview or decided). A copy of each text is kept with your application. To stop them, ask us to delete your application (below).',
					'**Job alerts**: if you ask for them, the e-mail address or mobile number you give, the kind of work and the town, only to send you new jobs. An alert you do not confirm within 7 days is deleted; every alert has a link that stops it, and a stopped alert no longer keeps your address.',
					'**An invitation to a new job**: If you agree, from a link we send you, that we put your earlier application forward for a new job, we keep when you agreed with that application.',
					'**The time you agreed to this notice**, and the language of the page you used.',
				],
				paragraphs: ['We never sell your data, never use it for advertising, and never charge you any fee.'],
			},
			{
				id: 'storage',
				heading: 'How we keep it',
				paragraphs: [
					'Uploaded files are stored privately on our own server under random names. They are never published on the website; only our office staff can open them. E-mails we send about your application do not carry your Aadhaar card.',
				],
			},
			{
				id: 'retention',
				heading: 'How long we keep it',
				paragraphs: [
					'We keep an application and its files for {retentionDays} days after you apply. After that the files are deleted; if you join Brisk, your records move to your employee file under the law that applies to employment.',
				],
			},
			{
				id: 'rights',
				heading: 'Your choices: correction and deletion',
				paragraphs: [
					'To see, correct or delete what you sent us, write to {email} or call {phone}, giving the e-mail or mobile number you applied with, and your reference number if you have it. Deleting an application also ends its texts and the job alerts of the same e-mail or mobile number. We answer within 30 days. You can also [send us a message](/contact-us).',
				],
			},
		],
	},
	...(await shownTranslations(async (language) => (await import(`./${language}/privacy.ts`)).privacy)),
})
