import { getZodConstraint } from '@conform-to/zod/v4'
import { z } from 'zod'

// The HTML constraints of a form's fields (required, maxLength, pattern), read from
// the form's own zod schema, so no length limit is typed twice. getZodConstraint
// reads them from what each check records on its schema; the zod we run records
// length limits only where its JSON Schema reads them, so those come from there.

type Constraint = ReturnType<typeof getZodConstraint>[string]

const known = new WeakMap<z.ZodType, Record<string, Constraint>>()

export function formConstraint(schema: z.ZodType): Record<string, Constraint> {
	const cached = known.get(schema)
	if (cached) return cached
	const constraint = getZodConstraint(schema)
	const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
	for (const [name, property] of Object.entries(json.properties ?? {})) {
		// Conform answers with a proxy over its own records: change the field's record, not the proxy.
		const field = constraint[name]
		if (field && typeof property === 'object' && typeof property.maxLength === 'number') {
			field.maxLength = property.maxLength
		}
	}
	known.set(schema, constraint)
	return constraint
}
