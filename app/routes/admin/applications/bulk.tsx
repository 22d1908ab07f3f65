import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link } from 'react-router'
import { useState } from 'react'
import { z } from 'zod'
import { PostForm, StatusButton } from '#app/components/forms.tsx'
import {
	BulkMoveRefused,
	changeApplicationStages,
	InterviewSlotsRefused,
} from '#app/utils/applications/application-stages.server.ts'
import { applicationsForBulkMove, applicationsMatching } from '#app/utils/applications/applications.server.ts'
import { filtersQuery, readApplicationFilters, type ApplicationFilters } from '#app/utils/applications/applications.ts'
import {
	BULK_MOVE_LIMIT,
	bulkChoice,
	BulkMoveSchema,
	bulkSummary,
	ChosenApplications,
	type BulkChoice,
	type BulkRowOutcome,
} from '#app/utils/applications/bulk-moves.ts'
import { interviewOfMove, rejectionReasonOfMove } from '#app/utils/applications/stage-move-schema.ts'
import { listRejectionReasons } from '#app/utils/applications/rejection-reasons.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { getDb, type Db } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import type { Route } from './+types/bulk'
import { BulkMoveFields, type BulkMoveErrors, type BulkMoveValues } from './+shared/bulk-move-fields.tsx'

// POST /admin/applications/bulk: the applications list's checkboxes (or everything its
// filters show, after a confirmation) moved to one stage in one step. Each application
// is its own change (changeApplicationStages); the answer says what moved and, by name,
// what was not changed and why. A plain form: it works without JavaScript.

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Move applications',
		description: 'The Brisk back office.',
		path: '/admin/applications/bulk',
		matches,
		noindex: true,
	})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

export async function loader() {
	// The office's reasons for rejecting, for the confirmation's fields.
	return { reasons: (await listRejectionReasons(getDb())).map((reason) => reason.label) }
}

interface Chosen {
	choice: string
	name: string
	stage: string
}

type Answer =
	| { kind: 'refused'; message: string; back: string }
	| {
			kind: 'form'
			rows: Chosen[]
			values: BulkMoveValues
			errors: BulkMoveErrors
			message: string
			back: string
			/** The list's filters, kept for the way back after the move. */
			filters: string
	  }
	| { kind: 'done'; summary: string; rows: BulkRowOutcome[]; back: string }

/** Any text a form may send, as typed (absent, or sent twice, is none): the list's filters and the move's fields. */
const typedText = z.string().optional().catch(undefined)

/** The form as typed, whatever it asks: the list's filters for the way back, the move's fields to show again. */
const TypedBulkForm = z.object({
	intent: typedText,
	filters: typedText,
	stage: typedText,
	sendMail: typedText,
	interviewDate: typedText,
	interviewTime: typedText,
	interviewEvery: typedText,
	interviewPlace: typedText,
	interviewAskFor: typedText,
	rejectionReason: typedText,
})

export async function action({ request, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const { formData } = await readForm(request)
	const db = getDb()
	const submission = parseWithZod(formData, { schema: BulkMoveSchema })
	const { intent, filters: listQuery = '', sendMail, ...typed } = TypedBulkForm.parse(submission.payload)
	const filters = readApplicationFilters(new URL(`http://list/?${listQuery}`))
	const query = filtersQuery(filters)
	const back = `/admin/applications${query ? `?${query}` : ''}`
	const form = { values: { ...typed, sendMail: sendMail === 'on' }, back, filters: query }

	if (intent === 'everything') return answer(await confirmEverything(db, filters, form))
	if (submission.status !== 'success') {
		// The chosen applications themselves are wrong (none, too many, not of this list): refused as a whole.
		const refusal = submission.error?.application?.[0]
		if (refusal) return answer({ kind: 'refused', message: refusal, back })
		// Only the move's fields are: the same applications are shown again, ticked, with each field's first error.
		const errors: BulkMoveErrors = Object.fromEntries(
			Object.entries(submission.error ?? {}).flatMap(([field, messages]) =>
				messages?.[0] ? [[field, messages[0]]] : [],
			),
		)
		const rows = await chosenRows(db, ChosenApplications.parse(submission.payload.application))
		return answer(
			{ kind: 'form', rows, errors, message: 'Nothing was moved yet: correct the marked fields.', ...form },
			400,
		)
	}
	const { application: choices, stage, sendMail: tell } = submission.value
	try {
		const rows = await changeApplicationStages(db, {
			choices,
			stage,
			sendMail: tell === 'on',
			interview: interviewOfMove(submission.value),
			rejectionReason: rejectionReasonOfMove(submission.value),
			every: submission.value.interviewEvery,
			staff,
		})
		return answer({ kind: 'done', summary: bulkSummary(stage, rows), rows, back })
	} catch (error) {
		// Slots past midnight: the same applications again, with the spacing's field marked.
		if (error instanceof InterviewSlotsRefused) {
			const rows = await chosenRows(db, choices)
			const errors = { interviewEvery: error.message }
			return answer(
				{ kind: 'form', rows, errors, message: 'Nothing was moved yet: correct the marked fields.', ...form },
				400,
			)
		}
		if (error instanceof BulkMoveRefused) return answer({ kind: 'refused', message: error.message, back })
		throw error
	}
}

/** The page's answer: a refusal, or the move's fields to correct, is a 400. */
function answer(body: Answer, status = body.kind === 'refused' ? 400 : 200) {
	return data(body, { status })
}

type FormAnswer = Extract<Answer, { kind: 'form' }>

/**
 * "Move all … listed": every application the list's filters match, on every page, to confirm (the move's fields as
 * typed: they are checked when it is confirmed). With one row per person, every application of theirs moves.
 */
async function confirmEverything(
	db: Db,
	filters: ApplicationFilters,
	form: Pick<FormAnswer, 'values' | 'back' | 'filters'>,
): Promise<Answer> {
	const people = filters.person === 'one' ? (await applicationsMatching(db, filters, 0)).total : null
	const { total, rows } = await applicationsMatching(db, { ...filters, person: '' }, BULK_MOVE_LIMIT)
	if (total > BULK_MOVE_LIMIT) {
		const message = `The list shows ${total} applications: at most ${BULK_MOVE_LIMIT} can be moved at once. Narrow it with the filters (a job, a stage or fewer days) and move them in parts.`
		return { kind: 'refused', message, back: form.back }
	}
	const chosen = rows
		.filter((row) => !row.erased_at)
		.map((row) => ({ choice: bulkChoice(row.id, row.status), name: row.name, stage: row.status }))
	if (chosen.length === 0)
		return { kind: 'refused', message: 'The list shows no application to move.', back: form.back }
	const applications = `${chosen.length} ${chosen.length === 1 ? 'application' : 'applications'}`
	const whose =
		people === null ? 'the list shows' : `of the ${people === 1 ? 'person' : `${people} people`} the list shows`
	const message = `Move all ${applications} ${whose} (every page)? Check the stage and press the button below to confirm.`
	return { kind: 'form', rows: chosen, errors: {}, message, ...form }
}

/** The chosen applications as the confirmation lists them again: each by name, at the stage it was seen at. */
async function chosenRows(db: Db, choices: BulkChoice[]): Promise<Chosen[]> {
	const known = new Map(
		(
			await applicationsForBulkMove(
				db,
				choices.map((choice) => choice.id),
			)
		).map((row) => [row.id, row]),
	)
	return choices.flatMap(({ id, seen }) => {
		const row = known.get(id)
		return row
			? [{ choice: bulkChoice(id, seen), name: row.erased_at ? `Erased applicant (${id})` : row.name, stage: seen }]
			: []
	})
}

export default function BulkMove({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<section className="admin-page" aria-labelledby="bulk-title">
			<p>
				<Link to={actionData?.back ?? '/admin/applications'}>Back to the applications</Link>
			</p>
			<h1 id="bulk-title">Move applications</h1>
			{!actionData ? (
				<p>Choose applications in the list, then the stage to move them to.</p>
			) : actionData.kind === 'refused' ? (
				<p className="notice notice-error" role="alert">
					{actionData.message} Nothing was changed.
				</p>
			) : actionData.kind === 'done' ? (
				<Outcome summary={actionData.summary} rows={actionData.rows} />
			) : (
				<Confirmation key={JSON.stringify(actionData)} answer={actionData} reasons={loaderData.reasons} />
			)}
		</section>
	)
}

/** The applications to move, each ticked, with the move's fields: the button counts those still ticked. */
function Confirmation({ answer, reasons }: { answer: Extract<Answer, { kind: 'form' }>; reasons: string[] }) {
	const [ticked, setTicked] = useState(answer.rows.length)
	return (
		<PostForm className="admin-bulk-form" aria-label="Move applications">
			<input type="hidden" name="filters" value={answer.filters} />
			<p className="notice notice-info" role="status">
				{answer.message}
			</p>
			<fieldset
				className="admin-fieldset"
				onChange={(event) =>
					setTicked(event.currentTarget.querySelectorAll('input[name="application"]:checked').length)
				}
			>
				<legend>{`The applications (${answer.rows.length})`}</legend>
				<ul className="admin-bulk-chosen">
					{answer.rows.map((row) => (
						<li key={row.choice}>
							<input type="checkbox" name="application" value={row.choice} defaultChecked id={`choose-${row.choice}`} />
							<label htmlFor={`choose-${row.choice}`}>
								{row.name} <span className="admin-muted">({row.stage})</span>
							</label>
						</li>
					))}
				</ul>
			</fieldset>
			<BulkMoveFields values={answer.values} errors={answer.errors} reasons={reasons} />
			<StatusButton name="intent" value="move" className="button button-primary">
				{ticked === 1 ? 'Move this one' : `Move these ${ticked}`}
			</StatusButton>
		</PostForm>
	)
}

function Outcome({ summary, rows }: { summary: string; rows: BulkRowOutcome[] }) {
	const left = rows.filter((row) => !row.moved)
	const moved = rows.filter((row) => row.moved)
	return (
		<div className="admin-bulk-outcome">
			<p className={`notice ${left.length ? 'notice-info' : 'notice-success'}`} role="status">
				{summary}
			</p>
			{left.length > 0 ? (
				<section aria-labelledby="bulk-left">
					<h2 id="bulk-left">Not changed</h2>
					<ul>
						{left.map((row) => (
							<li key={row.id}>
								<Link to={`/admin/applications/${row.id}`}>{row.name}</Link>: {row.reason}
							</li>
						))}
					</ul>
				</section>
			) : null}
			{moved.length > 0 ? (
				<section aria-labelledby="bulk-moved">
					<h2 id="bulk-moved">Moved</h2>
					<ul className="admin-bulk-chosen">
						{moved.map((row) => (
							<li key={row.id}>
								{row.time ? <strong>{row.time}</strong> : null}
								<Link to={`/admin/applications/${row.id}`}>{row.name}</Link>
							</li>
						))}
					</ul>
				</section>
			) : null}
		</div>
	)
}
