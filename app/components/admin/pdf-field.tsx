import { Field } from '#app/components/forms.tsx'

/** A file control for one PDF (the field `pdf`), with its hint and the server's error. */
export function PdfField({
	id,
	label,
	hint,
	error,
}: {
	id: string
	label: string
	hint?: string
	error?: string | null
}) {
	const hintId = hint ? `${id}-hint` : undefined
	const errorId = `${id}-error`
	return (
		<Field
			id={id}
			label={label}
			hint={hint}
			hintId={hintId}
			errors={error ? [error] : undefined}
			errorId={errorId}
			required
		>
			<input
				id={id}
				name="pdf"
				type="file"
				accept="application/pdf,.pdf"
				required
				aria-invalid={error ? true : undefined}
				aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ') || undefined}
			/>
		</Field>
	)
}
