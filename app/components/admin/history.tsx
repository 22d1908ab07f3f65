import { getFormProps } from '@conform-to/react'
import { z } from 'zod'
import { requiredText } from '#app/utils/common/validation.ts'
import { FormErrors, TextareaField, useAdminForm } from './form-fields.tsx'
import { PostForm, StatusButton } from '#app/components/forms.tsx'

// A record's history in the back office (an application's, an enquiry's) and the team's
// note form that adds to it: one look and one set of rules wherever a record has one.

export const NoteSchema = z.object({
	intent: z.literal('note'),
	note: requiredText('Write the note first.', 2000, { multiline: true }),
})

export interface HistoryEvent {
	id: number
	/** The kind, for the event's mark in the timeline (note, stage, mail, reply). */
	kind: string
	/** What happened, in words: "Moved to Interview", "Note". */
	what: string
	/** The words that go with it (a note's text), if any are shown. */
	text: string | null
	who: string
	/** Indian date and time, and the moment it stands for. */
	at: string
	iso: string
}

/** The history, oldest first. */
export function History({ events, empty }: { events: HistoryEvent[]; empty: string }) {
	return (
		<section className="admin-section" aria-labelledby="history-title">
			<h2 id="history-title">History</h2>
			{events.length === 0 ? (
				<p className="admin-empty">{empty}</p>
			) : (
				<ol className="admin-timeline">
					{events.map((event) => (
						<li key={event.id} className={`admin-timeline-event-${event.kind}`}>
							<p className="admin-timeline-what">{event.what}</p>
							{event.text !== null ? <p className="admin-timeline-note">{event.text}</p> : null}
							<p className="admin-muted">
								{event.who}, <time dateTime={event.iso}>{event.at}</time>
							</p>
						</li>
					))}
				</ol>
			)}
		</section>
	)
}

/** The team's note form; posted with intent "note" and checked with NoteSchema. Key it by the history's length. */
export function NoteForm({
	id,
	hint,
	lastResult,
}: {
	id: string
	hint: string
	lastResult: Parameters<typeof useAdminForm>[0]['lastResult']
}) {
	const [form, fields] = useAdminForm({ id, schema: NoteSchema, lastResult })
	return (
		<section className="admin-section" aria-labelledby={`${id}-title`}>
			<h2 id={`${id}-title`}>Add a note</h2>
			<PostForm intent="note" {...getFormProps(form)} className="admin-form">
				<FormErrors errors={form.errors} />
				<TextareaField meta={fields.note} label="Note" hint={hint} rows={3} required />
				<StatusButton className="button button-primary">Add the note</StatusButton>
			</PostForm>
		</section>
	)
}
