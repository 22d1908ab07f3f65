import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { translate } from '#app/i18n/index.ts'
import { LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { changeApplicationStage } from './application-stages.server.ts'
import { saveStageTemplate } from './stage-templates.server.ts'
import { requireApplication } from './applications.server.ts'
import { MAILED_STAGES } from './applications.ts'
import { insertApplication, insertJob, office } from '#tests/fixtures/application-records.ts'

// Anyone may apply with another person's e-mail address and a "name" that is a scammer's message. When HR moves
// the application on, the mail (and its calendar entry, and a text) to that address greets the applicant without
// the typed name, as the acknowledgement does; the recruiter's own calendar mail, which only staff read, keeps it.

const NAME = 'Pay Rs 500 at evil.example'
const hema = { id: 31, name: 'Hema Shah', email: 'hema@brisk.test' }
const interview = { date: '2026-12-03', time: '15:00', place: 'Brisk office, Baner, Pune', askFor: 'Mrs Joshi' }

describe.each(testDatabases())('Stage mails greet without the typed name on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	/** An application of its own job each time: one address applies once per job. */
	async function applicationIn(language: Language, { email = true } = {}) {
		const id = await insertApplication(db, NAME, {
			jobId: await insertJob(db, 'Security Guard', 'Security'),
			field: 'Security',
			createdAt: '2026-11-20T10:00:00.000Z',
			contact: '+919000000002',
		})
		await db
			.updateTable('applications')
			.set({ language, ...(email ? {} : { email: '', email_normalised: '' }) })
			.where('id', '=', id)
			.execute()
		return requireApplication(db, String(id))
	}

	function sentFor(applicationId: number) {
		return db.selectFrom('outbox').selectAll().where('application_id', '=', applicationId).orderBy('id').execute()
	}

	function expectNoName(sent: {
		subject: string
		text_body: string
		html_body: string | null
		calendar: string | null
	}) {
		// A calendar folds long lines: joined again before looking.
		const calendar = (sent.calendar ?? '').replace(/\r\n /g, '')
		const everything = [sent.subject, sent.text_body, sent.html_body ?? '', calendar].join('\n')
		expect(everything).not.toContain('Pay Rs')
		expect(everything).not.toContain('evil.example')
	}

	const cases = LANGUAGES.flatMap((language) => MAILED_STAGES.map((stage) => [language, stage] as const))

	test.each(cases)('in %s, a move to %s greets the applicant without their typed name', async (language, stage) => {
		const application = await applicationIn(language)
		const details = stage === 'Interview' ? interview : undefined
		const change = await changeApplicationStage(db, {
			application,
			stage,
			sendMail: true,
			interview: details,
			staff: hema,
		})
		expect(change).toMatchObject({ changed: true, mailed: true })
		const sent = await sentFor(application.id)
		const candidate = sent.filter((mail) => mail.to_address === application.email)
		expect(candidate).toHaveLength(1)
		expectNoName(candidate[0]!)
		expect(candidate[0]!.text_body).toContain(translate(language, 'mail.candidate.greeting'))
		if (stage === 'Interview') {
			expect(candidate[0]!.calendar).toContain(`ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${application.email}`)
			// The recruiter's own invitation goes to staff only: it names the applicant as they applied.
			const recruiter = sent.filter((mail) => mail.to_address === hema.email)
			expect(recruiter).toHaveLength(1)
			expect(recruiter[0]!.subject).toContain(NAME)
			expect(recruiter[0]!.text_body).toContain(NAME)
		}
	})

	test.each(LANGUAGES)(
		'in %s, an interview called off leaves the name out of the candidate’s cancellation',
		async (language) => {
			const application = await applicationIn(language)
			await changeApplicationStage(db, { application, stage: 'Interview', sendMail: true, interview, staff: hema })
			const atInterview = await requireApplication(db, String(application.id))
			await changeApplicationStage(db, { application: atInterview, stage: 'Rejected', sendMail: true, staff: hema })
			const sent = await sentFor(application.id)
			const cancellation = sent.find(
				(mail) => mail.to_address === application.email && /METHOD:CANCEL/.test(mail.calendar ?? ''),
			)
			expect(cancellation).toBeDefined()
			expectNoName(cancellation!)
			// The phone shows the interview's own title, called off, and says so first in the applicant's language; never a
			// cancelled "Welcome to Brisk", which a hired guard reads as the job taken back.
			const calendar = cancellation!.calendar!.replace(/\r?\n[ \t]/g, '')
			expect(calendar).toContain(
				`SUMMARY:${translate(language, 'stageMail.interview.subject', { job: 'Security Guard' })}`,
			)
			expect(calendar).toContain(`DESCRIPTION:${translate(language, 'stageMail.calledOff')}`)
			const recruiterCancel = sent.find(
				(mail) => mail.to_address === hema.email && /METHOD:CANCEL/.test(mail.calendar ?? ''),
			)
			expect(recruiterCancel!.subject).toContain(NAME)
		},
	)

	test('HR’s own words with {name} say “applicant” in the applicant’s language', async () => {
		for (const language of LANGUAGES) {
			await saveStageTemplate(db, {
				stage: 'Hired',
				language,
				subject: 'Welcome, {name}: {job}',
				body: 'Hello {name}, welcome.',
				staff: office,
			})
			const application = await applicationIn(language)
			await changeApplicationStage(db, { application, stage: 'Hired', sendMail: true, staff: hema })
			const [mail] = await sentFor(application.id)
			expectNoName(mail!)
			const applicant = translate(language, 'stageMail.applicant')
			expect(mail!.subject).toBe(`Welcome, ${applicant}: Security Guard`)
			expect(mail!.text_body).toBe(`Hello ${applicant}, welcome.`)
		}
	})

	test.each(LANGUAGES)('in %s, a text to an applicant without e-mail carries no typed name', async (language) => {
		const application = await applicationIn(language, { email: false })
		const change = await changeApplicationStage(db, {
			application,
			stage: 'Interview',
			sendMail: true,
			interview,
			staff: hema,
		})
		expect(change).toMatchObject({ changed: true, texted: true })
		const texts = (await sentFor(application.id)).filter((message) => message.channel === 'sms')
		expect(texts).toHaveLength(1)
		expectNoName(texts[0]!)
	})
})
