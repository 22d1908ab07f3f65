import { z } from 'zod'
import { requiredText } from '#app/utils/validation.ts'

/** A housekeeping document's title, as the public list shows it. */
export const DocumentTitleSchema = z.object({
	title: requiredText('Please enter the document’s title, as visitors will read it.', 150),
})
