import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data, redirect } from 'react-router'
import { History, NoteForm, NoteSchema, type HistoryEvent } from '#app/components/admin/history.tsx'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import {
	interviewFieldHints,
	interviewWords,
	isMailedStage,
	maskAadhaar,
	withWesternDigits,
} from '#app/utils/applications/applications.ts'
import { applicationReference } from '#app/utils/applications/references.ts'
import { historyLine } from '#app/utils/applications/application-history.ts'
import { formatIndianMobile } from '#app/utils/common/validation.ts'
import {
	applicationEvents,
	otherApplicationsOf,
	requireApplication,
} from '#app/utils/applications/applications.server.ts'
import { describeApplicationFile, revealAadhaar } from '#app/utils/applications/application-reads.server.ts'
import { canRevealAadhaar } from '#app/utils/staff/aadhaar-access.ts'
import { LANGUAGE_NAMES, LANGUAGE_NAMES_IN_ENGLISH } from '#app/i18n/languages.ts'
import { addApplicationNote, changeApplicationStage } from '#app/utils/applications/application-stages.server.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { interviewOfMove, rejectionReasonOfMove } from '#app/utils/applications/stage-move-schema.ts'
import { listRejectionReasons, RejectionReasonRefused } from '#app/utils/applications/rejection-reasons.server.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import type { Route } from './+types/detail'
import { ApplicantContactLinks } from './+shared/applicant-contact-links.tsx'
import { OtherApplications } from './+shared/other-applications.tsx'
import { AadhaarNumber } from './+shared/aadhaar-number.tsx'
import { ApplicationFiles } from './+shared/application-files.tsx'
import { PhotoDialog } from './+shared/photo-dialog.tsx'
import { InterviewAnswer, TextsFromApplicant } from './+shared/interview-replies.tsx'
import { StageForm, StageSchema } from './+shared/stage-form.tsx'
import { readInterviewReplies } from '#app/utils/applications/interview-answers.server.ts'
import { readApplicantContactLinks } from '#app/utils/applications/applicant-contact.server.ts'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	pageMeta({
		title: loaderData ? `Application: ${loaderData.application.name}` : 'Application',
		description: 'The Brisk back office.',
		path: '/admin/applications',
		matches,
		noindex: true,
	})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

export async function loader({ params, context }: Route.LoaderArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const application = await requireApplication(db, params.id)
	const [events, resume, aadhaarCard, photo, others, replies, reasons] = await Promise.all([
		applicationEvents(db, application.id),
		describeApplicationFile(db, application, 'resume'),
		describeApplicationFile(db, application, 'aadhaar'),
		describeApplicationFile(db, application, 'photo'),
		otherApplicationsOf(db, application),
		readInterviewReplies(db, application),
		listRejectionReasons(db),
	])
	return {
		canRevealAadhaar: canRevealAadhaar(staff.role),
		rejectionReasons: reasons.map((reason) => reason.label),
		application: {
			id: application.id,
			reference: applicationReference(application.id, application.created_at, application.reference_code),
			name: application.erased_at ? 'Erased applicant' : application.name,
			email: application.email,
			mobile: application.contact,
			job: application.job_title ?? 'A removed job',
			jobId: application.job_id,
			category: application.job_field,
			location: application.location,
			// Typed answers, with the digits 0-9 beside any typed in Telugu or Devanagari.
			qualification: withWesternDigits(application.qualification),
			experience: withWesternDigits(application.experience),
			employer: application.employer,
			currentSalary: withWesternDigits(application.current_salary),
			expectedSalary: withWesternDigits(application.expected_salary),
			// Asked instead of a resume, where the job did not require one.
			noResume:
				application.last_work || application.work_years || application.languages_spoken
					? {
							lastWork: withWesternDigits(application.last_work),
							workYears: withWesternDigits(application.work_years),
							languagesSpoken: application.languages_spoken ?? '',
						}
					: null,
			// A file the job did not require and the applicant did not send (retention clears all three together).
			filesCleared: !application.photo_file_id && !application.resume_file_id && !application.aadhaar_file_id,
			stage: application.status,
			rejectionReason: application.status === 'Rejected' ? application.rejection_reason : null,
			answer: replies.answer && { ...replies.answer, at: replies.answer.at && formatIndianDateTime(replies.answer.at) },
			texts: replies.texts.map((text) => ({ ...text, at: formatIndianDateTime(text.received_at) })),
			// The interview set when it was moved to Interview, in the words of the day's list.
			interview:
				application.status === 'Interview' && application.interview_date && application.interview_time
					? {
							...interviewWords(
								{
									date: application.interview_date,
									time: application.interview_time,
									place: application.interview_place ?? '',
								},
								'en',
							),
							askFor: application.interview_ask_for,
						}
					: null,
			language: `${LANGUAGE_NAMES_IN_ENGLISH[application.language]} (${LANGUAGE_NAMES[application.language]})`,
			interviewHints: interviewFieldHints(application.language),
			applied: formatIndianDateTime(application.created_at),
			consent: application.consent_at ? formatIndianDateTime(application.consent_at) : null,
			erased: application.erased_at ? formatIndianDateTime(application.erased_at) : null,
			aadhaarMasked: application.aadhaar_number ? maskAadhaar(application.aadhaar_number) : null,
			contactLinks: application.erased_at
				? null
				: await readApplicantContactLinks(
						db,
						application,
						applicationReference(application.id, application.created_at, application.reference_code),
					),
		},
		files: { photo, resume, aadhaarCard },
		others,
		events: events.map((event): HistoryEvent => ({
			id: event.id,
			kind: event.kind,
			what: historyLine(event, Boolean(application.erased_at)),
			text: event.kind === 'note' ? event.text : null,
			who: event.staff_name ?? 'Someone',
			at: formatIndianDateTime(event.at),
			iso: event.at,
		})),
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const application = await requireApplication(db, params.id)
	const { formData } = await readForm(request)
	const intent = formData.get('intent')
	const here = `/admin/applications/${application.id}`

	if (intent === 'reveal-aadhaar') {
		const aadhaar = await revealAadhaar(db, staff, application)
		if (!aadhaar) throw new Response('No Aadhaar number is on record.', { status: 404 })
		// Answered in this page only, never in an address or a redirect.
		return { intent: 'reveal-aadhaar' as const, aadhaar, result: null }
	}
	if (application.erased_at) throw new Response('This applicant was erased: nothing more can change.', { status: 409 })

	if (intent === 'stage') {
		const submission = parseWithZod(formData, { schema: StageSchema })
		if (submission.status !== 'success') {
			return data({ intent: 'stage' as const, aadhaar: null, result: submission.reply() }, { status: 400 })
		}
		const { stage, sendMail } = submission.value
		const interview = interviewOfMove(submission.value)
		if (stage === application.status) {
			return data(
				{
					intent: 'stage' as const,
					aadhaar: null,
					result: submission.reply({ fieldErrors: { stage: [`The application is already at ${stage}.`] } }),
				},
				{ status: 400 },
			)
		}
		let change: Awaited<ReturnType<typeof changeApplicationStage>>
		try {
			change = await changeApplicationStage(db, {
				application: { ...application, status: submission.value.seen ?? application.status },
				stage,
				sendMail: sendMail === 'on',
				interview,
				rejectionReason: rejectionReasonOfMove(submission.value),
				staff,
			})
		} catch (error) {
			if (!(error instanceof RejectionReasonRefused)) throw error
			const result = submission.reply({ fieldErrors: { rejectionReason: [error.message] } })
			return data({ intent: 'stage' as const, aadhaar: null, result }, { status: 400 })
		}
		if (!change.changed) {
			const message = `Someone moved the application to ${change.stage} meanwhile: nothing was changed. Look again and choose.`
			return data(
				{ intent: 'stage' as const, aadhaar: null, result: submission.reply({ fieldErrors: { stage: [message] } }) },
				{ status: 409 },
			)
		}
		// The news went by text to someone without e-mail, or nowhere: the notice says which.
		const asked = sendMail === 'on' && isMailedStage(stage)
		const notice =
			!asked || change.mailed ? 'stage-changed' : change.texted ? 'stage-changed-texted' : 'stage-changed-unsent'
		throw redirect(withNotice(here, notice))
	}

	if (intent === 'note') {
		const submission = parseWithZod(formData, { schema: NoteSchema })
		if (submission.status !== 'success') {
			return data({ intent: 'note' as const, aadhaar: null, result: submission.reply() }, { status: 400 })
		}
		await addApplicationNote(db, { applicationId: application.id, text: submission.value.note, staff })
		throw redirect(withNotice(here, 'note-added'))
	}
	throw new Response('Unknown action.', { status: 400 })
}

export default function ApplicationDetail({ loaderData, actionData }: Route.ComponentProps) {
	const { application, files, events, others } = loaderData
	const base = `/admin/applications/${application.id}`
	return (
		<section className="admin-page" aria-labelledby="application-title">
			<p>
				<Link to="/admin/applications">All applications</Link>
			</p>
			<div className="admin-application-head">
				{files.photo ? <PhotoDialog src={`${base}/photo`} name={application.name} /> : null}
				<div>
					<h1 id="application-title">{application.name}</h1>
					<p>
						{application.job} · applied {application.applied} · reference{' '}
						<strong className="admin-reference">{application.reference}</strong>
					</p>
					{application.erased ? (
						<p className="admin-badge admin-badge-alert">Erased on request, {application.erased}</p>
					) : (
						<>
							<p>
								Stage:{' '}
								<span className={`admin-badge admin-stage-${application.stage.toLowerCase()}`}>
									{application.stage}
								</span>
								{application.rejectionReason ? ` · Reason: ${application.rejectionReason}` : null}
							</p>
							{application.interview ? (
								<p>
									Interview: {application.interview.date}, {application.interview.time}, at{' '}
									{application.interview.place}
									{application.interview.askFor ? ` (ask for ${application.interview.askFor})` : ''}
								</p>
							) : null}
							<InterviewAnswer answer={application.answer} />
						</>
					)}
				</div>
			</div>
			<OtherApplications applications={others} />
			<TextsFromApplicant texts={application.texts} />

			{application.erased ? (
				<p className="admin-empty">
					This applicant&apos;s personal data and files were erased on their request. The history below is kept.
				</p>
			) : (
				<>
					<section className="admin-section" aria-labelledby="details-title">
						<h2 id="details-title">What the applicant gave</h2>
						<dl className="admin-facts">
							<dt>Name</dt>
							<dd>{application.name}</dd>
							<dt>E-mail</dt>
							<dd>
								{application.email ? (
									<a href={`mailto:${application.email}`}>{application.email}</a>
								) : (
									'None given (optional for this job): call the mobile number'
								)}
							</dd>
							<dt>Mobile</dt>
							<dd>
								<a href={`tel:${application.mobile}`}>{formatIndianMobile(application.mobile)}</a>
								<ApplicantContactLinks name={application.name} links={application.contactLinks} />
							</dd>
							<dt>Job</dt>
							<dd>{application.job}</dd>
							<dt>Applied in</dt>
							<dd>{application.language}: mails and texts to them are in this language</dd>
							<dt>Job field</dt>
							<dd>{application.category}</dd>
							<dt>Location</dt>
							<dd>{application.location}</dd>
							<dt>Qualification</dt>
							<dd>{application.qualification || 'Not given'}</dd>
							<dt>Experience</dt>
							<dd>{application.experience || 'Not given'}</dd>
							<dt>Current employer</dt>
							<dd>{application.employer || 'Not given'}</dd>
							<dt>Current salary</dt>
							<dd>{application.currentSalary || 'Not given'}</dd>
							<dt>Expected salary</dt>
							<dd>{application.expectedSalary || 'Not given'}</dd>
							{application.noResume ? (
								<>
									<dt>Last work (no resume)</dt>
									<dd>{application.noResume.lastWork || 'Not given'}</dd>
									<dt>Years of work (no resume)</dt>
									<dd>{application.noResume.workYears || 'Not given'}</dd>
									<dt>Languages spoken (no resume)</dt>
									<dd>{application.noResume.languagesSpoken || 'Not given'}</dd>
								</>
							) : null}
							<dt>Consent to the privacy notice</dt>
							<dd>{application.consent ?? 'Not recorded'}</dd>
							<dt>Aadhaar number</dt>
							<dd>
								<AadhaarNumber
									masked={application.aadhaarMasked}
									revealed={actionData?.aadhaar ?? null}
									canReveal={loaderData.canRevealAadhaar}
								/>
							</dd>
						</dl>
					</section>

					<ApplicationFiles
						base={base}
						resume={files.resume}
						aadhaarCard={files.aadhaarCard}
						filesCleared={application.filesCleared}
					/>

					{/* Keyed by the history, so that after each change the forms start afresh (the mail box unticked). */}
					<StageForm
						key={`stage-${events.length}`}
						stage={application.stage}
						byText={!application.email}
						hints={application.interviewHints}
						reasons={loaderData.rejectionReasons}
						lastResult={actionData?.intent === 'stage' ? actionData.result : null}
					/>
					<NoteForm
						key={`note-${events.length}`}
						id="note"
						hint="Seen by HR and administrators only."
						lastResult={actionData?.intent === 'note' ? actionData.result : null}
					/>
				</>
			)}

			<History events={events} empty="Nothing has happened to this application yet." />

			{application.erased ? null : (
				<section className="admin-section" aria-labelledby="rights-title">
					<h2 id="rights-title">The applicant&apos;s rights</h2>
					<p>
						Under India&apos;s Digital Personal Data Protection Act 2023 an applicant may ask for their data or ask that
						it be erased.
					</p>
					<div className="admin-page-actions">
						<a href={`${base}/data`} className="button button-outline" download aria-describedby="export-hint">
							Export this applicant&apos;s data
						</a>
						<Link to={`${base}/erase`} className="button button-danger">
							Erase this applicant
						</Link>
					</div>
					<p id="export-hint" className="field-hint">
						The export is the applicant&apos;s own data: it holds the whole Aadhaar number. Give it to them only.
					</p>
				</section>
			)}
		</section>
	)
}
