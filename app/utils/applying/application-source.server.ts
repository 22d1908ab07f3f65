import { z } from 'zod'
import { APPLICATION_SOURCES, type ApplicationSource } from '#app/utils/applications/application-source.ts'

// The apply form's hidden "from" field, read on the server: one of the closed set, and the career pages for anything
// else (an old link, a hand-typed address, a field a bot filled).
export const applicationSourceSchema = z.enum(APPLICATION_SOURCES).catch('career')

export function readApplicationSource(value: FormDataEntryValue | null): ApplicationSource {
	return applicationSourceSchema.parse(typeof value === 'string' ? value : undefined)
}
