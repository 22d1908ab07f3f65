// How an application's history names each event on its page. An erasure blanks what the mails and texts said
// (application-erasure.server.ts), so an erased application's history says so rather than quote the blank as if a
// message with those words had gone to the person.

export interface HistoryRecord {
	kind: 'stage' | 'note' | 'mail' | 'text' | 'attendance' | string
	stage: string | null
	text: string | null
}

/** "Moved to Interview", "Text message sent: “…”", or, once erased, "Text message sent (its words were erased on request)". */
export function historyLine(event: HistoryRecord, erased: boolean) {
	// A rejection with its reason, from the office's list: "Moved to Rejected (Took another job)".
	if (event.kind === 'stage') return event.text ? `Moved to ${event.stage} (${event.text})` : `Moved to ${event.stage}`
	if (event.kind === 'mail')
		return erased
			? 'Mail sent to the applicant (its subject was erased on request)'
			: `Mail sent to the applicant: “${event.text}”`
	if (event.kind === 'text')
		return erased ? 'Text message sent (its words were erased on request)' : `Text message sent: “${event.text}”`
	// "Came to the interview of 10 Dec 2026, 10:00 am": the words name the interview only, nothing of the person.
	if (event.kind === 'attendance') return event.text ?? 'Interview attendance marked'
	return 'Note'
}
