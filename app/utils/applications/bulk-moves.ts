import { z } from 'zod'
import { isStage, STAGES, type Stage } from './stages.ts'
import { checkInterview, STAGE_MOVE_FIELDS } from './stage-move-schema.ts'
import { INTERVIEW_SPACINGS } from './interview-slots.ts'

// Moving many applications to a stage in one step (the applications list and its
// bulk page share this): the form's schema, the limit, and how the outcome is worded.
// Each chosen application is posted as "id:stage", the stage the recruiter saw it at,
// so that one a colleague moved meanwhile is left as it is.

/** The most applications one bulk move takes. */
export const BULK_MOVE_LIMIT = 500

const ID_AND_STAGE = /^([1-9]\d{0,8}):([A-Za-z]+)$/

/** One chosen application as its checkbox posts it: its number and the stage it was seen at. */
export function bulkChoice(id: number, stage: string) {
	return `${id}:${stage}`
}

export interface BulkChoice {
	id: number
	seen: Stage
}

/**
 * The chosen applications, or the words that refuse them: none chosen, too many, a value that
 * is not an application's number with a stage, a stage the office does not have, one twice.
 */
export function readBulkChoices(values: readonly string[]): { choices: BulkChoice[] } | { error: string } {
	if (values.length === 0) return { error: 'Choose at least one application to move.' }
	if (values.length > BULK_MOVE_LIMIT) {
		return {
			error: `${values.length} applications were chosen: at most ${BULK_MOVE_LIMIT} can be moved at once. Narrow the list with the filters (a job, a stage or fewer days) and move them in parts.`,
		}
	}
	const choices: BulkChoice[] = []
	const seen = new Set<number>()
	for (const value of values) {
		const match = ID_AND_STAGE.exec(value)
		if (!match)
			return { error: `“${value.slice(0, 40)}” is not an application of this list. Open the list again and choose.` }
		const id = Number(match[1])
		const stage = match[2] ?? ''
		if (!isStage(stage)) return { error: `“${stage.slice(0, 20)}” is not a stage (${STAGES.join(', ')}).` }
		if (seen.has(id)) return { error: `Application ${id} was chosen twice. Open the list again and choose.` }
		seen.add(id)
		choices.push({ id, seen: stage })
	}
	return { choices }
}

/** The chosen applications as their boxes post them (one value or many), refused in readBulkChoices' words. */
export const ChosenApplications = z
	.preprocess((value) => (value === undefined ? [] : [value].flat()), z.array(z.unknown()))
	.transform((values, ctx) => {
		const read = readBulkChoices(values.map(String))
		if ('error' in read) {
			ctx.addIssue({ code: 'custom', message: read.error })
			return z.NEVER
		}
		return read.choices
	})

/** A bulk move as the list or its confirmation posts it: the chosen applications and the move's fields. */
export const BulkMoveSchema = z
	.object({
		application: ChosenApplications,
		stage: z.enum(STAGES, { error: 'Choose the stage to move them to.' }),
		...STAGE_MOVE_FIELDS,
		// One interview every so many minutes from the time given (none: all at the same time).
		interviewEvery: z
			.enum(
				INTERVIEW_SPACINGS.map(String) as [string, ...string[]],
				'Choose how far apart the interviews are from the list.',
			)
			.transform(Number)
			.optional(),
	})
	.superRefine(checkInterview)

/** What a row of a bulk move came to. */
export interface BulkRowOutcome {
	id: number
	name: string
	moved: boolean
	/** Why it was not changed: "already at Hired, not changed". */
	reason?: string
	/** A moved row's own interview time (HH:MM), when the move set interviews. */
	time?: string
}

/** "8 moved to Interview, 2 not changed". */
export function bulkSummary(stage: string, rows: readonly BulkRowOutcome[]) {
	const moved = rows.filter((row) => row.moved).length
	const left = rows.length - moved
	const movedWords = `${moved} moved to ${stage}`
	return left === 0 ? movedWords : `${movedWords}, ${left} not changed`
}
