// The sample jobs' and documents' texts in each translated language (content/<code>/samples.ts, in
// the same order as content/samples.ts): the seed writes them as the jobs' and documents' translations.
import { everyTranslation } from '#app/i18n/translations.ts'

export interface SampleJobTexts {
	title: string
	designation: string
	description: string
	location: string
}

export const sampleJobTexts = await everyTranslation(
	async (language) => (await import(`./${language}/samples.ts`)).sampleJobTexts as SampleJobTexts[],
)

export const sampleDocumentTitles = await everyTranslation(
	async (language) => (await import(`./${language}/samples.ts`)).sampleDocumentTitles as string[],
)
