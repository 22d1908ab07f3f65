import { z } from 'zod'
import { forEachTranslation } from '#app/i18n/languages.ts'
import { optionalText, requiredText } from '#app/utils/common/validation.ts'
import { CATEGORY_NAME_MAX } from './job-categories.ts'
import { categoryNameProblem } from './job-categories-names.ts'

// The back office's form of a job category (app/routes/admin/jobs/categories.tsx), for the browser and the action.

/** The back office's form of a category's names: English required, the others optional (empty shows the English). */
export const CategoryNamesSchema = z.object({
	en: requiredText('Please enter the category’s name in English.', CATEGORY_NAME_MAX).superRefine(checkName),
	...forEachTranslation(() => optionalText(CATEGORY_NAME_MAX).superRefine(checkName).optional()),
})

/** The rules of category names; a control character is already refused, in the words of every field. */
function checkName(name: string, context: z.RefinementCtx<string>) {
	const problem = /\p{Cc}/u.test(name) ? null : categoryNameProblem(name)
	if (problem) context.addIssue({ code: 'custom', message: problem })
}

export type CategoryNamesInput = z.output<typeof CategoryNamesSchema>
