import type { JobRefusal } from '#app/utils/jobs/jobs.server.ts'

// The words of a job change the rules of publishing refused (the domain decides, in the change's transaction):
// written once for the job pages, with what to do next where the change was asked for.

/** Where the refused change was asked for: the new job's form, the job's form, or the button that opens it again. */
type Change = 'create' | 'save' | 'reopen'

/** The field of the job's form a refusal is about, and the words said there (or beside the open/close buttons). */
export function jobRefusalError(
	refusal: JobRefusal,
	change: Change,
): { field: 'category' | 'tillDate'; message: string } {
	if (refusal.reason === 'deadline-passed') {
		return {
			field: 'tillDate',
			message:
				change === 'reopen'
					? 'The last day to apply has passed: choose a later day in the form above and save it first.'
					: 'The last day to apply is already past: please choose today or a later day.',
		}
	}
	if (refusal.reason === 'category-unknown')
		return { field: 'category', message: 'Please choose a category from the list.' }
	const retired = `The category “${refusal.category}” is retired. Please move the job to another category before publishing it.`
	const next = {
		create: '',
		save: ' Or close the job to keep it in this category.',
		reopen: ' Choose another category in the form above and save it first.',
	}[change]
	return { field: 'category', message: `${retired}${next}` }
}
