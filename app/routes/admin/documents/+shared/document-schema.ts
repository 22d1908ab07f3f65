import { z } from 'zod'
import { forEachTranslation } from '#app/i18n/languages.ts'
import { optionalText, requiredText } from '#app/utils/common/validation.ts'

/** A document's title in a translated language (as a job's words are: `hi.title`); empty shows the English. */
const DocumentTranslationSchema = z.object({ title: optionalText(150) })

/** A housekeeping document's title, as the public list shows it, and in each other language where written. */
export const DocumentTitleSchema = z.object({
	title: requiredText('Please enter the document’s title, as visitors will read it.', 150),
	...forEachTranslation(() => DocumentTranslationSchema.optional()),
})
