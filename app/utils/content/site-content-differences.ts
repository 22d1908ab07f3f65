import { forEachLanguage, LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { allFields, describeSection, type SectionDocs } from './site-content.ts'

// How two versions of a section differ (the history's "Compare") and how many words of each
// language are still to be written (the editor's "Still in English" count).

/** How many words of each language are still to be written (empty, showing the English). */
export function missingWords(defaults: SectionDocs, docs: SectionDocs): Record<Language, number> {
	const missing = forEachLanguage(() => 0)
	for (const field of allFields(describeSection(defaults, docs))) {
		if (field.kind !== 'text' || !field.localized) continue
		for (const language of LANGUAGES) if (field.values.en && !field.values[language]) missing[language]++
	}
	return missing
}

/** The fields whose value differs between two versions of a section, with both values, for "Compare". */
export function differences(defaults: SectionDocs, before: SectionDocs, after: SectionDocs) {
	const beforeFields = new Map(allFields(describeSection(defaults, before)).map((field) => [field.path, field]))
	const changes: { path: string; label: string; language: Language | 'all'; before: string; after: string }[] = []
	for (const field of allFields(describeSection(defaults, after))) {
		const old = beforeFields.get(field.path)
		if (field.kind === 'text') {
			for (const language of field.localized ? LANGUAGES : (['en'] as const)) {
				const was = old?.kind === 'text' ? old.values[language] : ''
				if (was !== field.values[language]) {
					changes.push({
						path: field.path,
						label: field.label,
						language: field.localized ? language : 'all',
						before: was,
						after: field.values[language],
					})
				}
			}
		}
		if (field.kind === 'number' || field.kind === 'picture') {
			const now = field.kind === 'number' ? String(field.value) : field.src
			const was = old?.kind === 'number' ? String(old.value) : old?.kind === 'picture' ? old.src : ''
			if (was !== now) changes.push({ path: field.path, label: field.label, language: 'all', before: was, after: now })
		}
		if (field.kind === 'list' && old?.kind === 'list' && old.items.length !== field.items.length) {
			changes.push({
				path: field.path,
				label: field.label,
				language: 'all',
				before: `${old.items.length} items`,
				after: `${field.items.length} items`,
			})
		}
	}
	return changes
}
