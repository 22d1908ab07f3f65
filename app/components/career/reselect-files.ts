import type { MessageKey, Translate } from '#app/i18n/index.ts'
import { LOCALES, type Language } from '#app/i18n/languages.ts'
import { FILE_FIELDS, type JobRequirements } from '#app/utils/jobs/job-requirements.ts'

const FILE_WORDS = {
	photo: 'apply.notice.file.photo',
	resume: 'apply.notice.file.resume',
	aadhaar: 'apply.notice.file.aadhaar',
} as const satisfies Record<(typeof FILE_FIELDS)[number], MessageKey>

/**
 * What a form that came back without its files (the browser forgets them) asks to choose again: only the files this
 * job asks for ("your photo and your Aadhaar card"), every one where it asks for all three, and where it asks for none,
 * whichever the person had chosen.
 */
export function reselectFiles(requirements: JobRequirements, t: Translate, language: Language) {
	const asked = FILE_FIELDS.filter((kind) => requirements[kind])
	if (asked.length === FILE_FIELDS.length) return { key: 'apply.notice.reselectFiles' as const, files: '' }
	if (asked.length === 0) return { key: 'apply.notice.reselectOptional' as const, files: '' }
	const files = new Intl.ListFormat(LOCALES[language], { type: 'conjunction' }).format(
		asked.map((kind) => t(FILE_WORDS[kind])),
	)
	return { key: 'apply.notice.reselectSome' as const, files }
}
