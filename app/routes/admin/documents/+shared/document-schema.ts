import { z } from 'zod'
import { optionalText, requiredText } from '#app/utils/common/validation.ts'

/** A housekeeping document's title, as the public list shows it, and in Hindi and Marathi where written. */
export const DocumentTitleSchema = z.object({
	title: requiredText('Please enter the document’s title, as visitors will read it.', 150),
	titleHi: optionalText(150),
	titleMr: optionalText(150),
})
