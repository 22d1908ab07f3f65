import {
	getInputProps,
	getSelectProps,
	getTextareaProps,
	useForm,
	type DefaultValue,
	type FieldMetadata,
	type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import type { z } from 'zod'
import { Field } from '#app/components/forms.tsx'
import { formConstraint } from '#app/utils/common/form-constraints.ts'

// The back office's form pieces: Conform with the action's own zod schema, so the
// browser checks as the person types and the server checks again; without
// JavaScript the form is a plain post and the server's answer shows the same way.

export function useAdminForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
	id,
	schema,
	lastResult,
	defaultValue,
}: {
	id: string
	schema: Schema
	lastResult?: SubmissionResult<string[]> | null
	defaultValue?: DefaultValue<z.input<Schema>>
}) {
	return useForm<z.input<Schema>, z.output<Schema>>({
		id,
		lastResult,
		defaultValue,
		// The inputs' limits (maxLength, pattern) from the schema; each field says itself whether it is required.
		constraint: formConstraint(schema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
}

/** Conform hands a React key with each control's props; React wants it apart from the spread. */
function withoutKey<T extends { key?: string }>({ key, ...props }: T) {
	return [key, props] as const
}

interface FieldProps {
	meta: FieldMetadata<unknown, Record<string, unknown>, string[]>
	label: ReactNode
	hint?: ReactNode
	required?: boolean
	className?: string
}

/** The label, hint and error around a control, tied to it by ids. */
function FieldFrame({ meta, label, hint, required, className, children }: FieldProps & { children: ReactNode }) {
	return (
		<Field
			id={meta.id}
			label={label}
			hint={hint}
			hintId={hintIdOf(meta, hint)}
			errors={meta.errors}
			errorId={meta.errorId}
			required={required}
			className={className}
		>
			{children}
		</Field>
	)
}

function hintIdOf(meta: FieldProps['meta'], hint: ReactNode) {
	return hint ? `${meta.id}-hint` : undefined
}

export function TextField({
	type = 'text',
	...props
}: FieldProps & { type?: 'text' | 'email' | 'password' | 'date' | 'time' | 'tel' | 'search' | 'url' } & Omit<
		InputHTMLAttributes<HTMLInputElement>,
		'type' | 'name' | 'id' | 'defaultValue'
	>) {
	const { meta, label, hint, required, className, ...input } = props
	const [key, control] = withoutKey(getInputProps(meta, { type, ariaDescribedBy: hintIdOf(meta, hint) }))
	return (
		<FieldFrame meta={meta} label={label} hint={hint} required={required} className={className}>
			<input key={key} {...control} {...input} required={required} />
		</FieldFrame>
	)
}

export function TextareaField(
	props: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'defaultValue'>,
) {
	const { meta, label, hint, required, className, ...textarea } = props
	const [key, control] = withoutKey(getTextareaProps(meta, { ariaDescribedBy: hintIdOf(meta, hint) }))
	return (
		<FieldFrame meta={meta} label={label} hint={hint} required={required} className={className}>
			<textarea key={key} {...control} {...textarea} required={required} />
		</FieldFrame>
	)
}

export function SelectField(
	props: FieldProps & {
		options: ReadonlyArray<{ value: string; label: string }>
		placeholder?: string
	} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'defaultValue'>,
) {
	const { meta, label, hint, required, className, options, placeholder, ...select } = props
	const [key, control] = withoutKey(getSelectProps(meta, { ariaDescribedBy: hintIdOf(meta, hint) }))
	return (
		<FieldFrame meta={meta} label={label} hint={hint} required={required} className={className}>
			<select key={key} {...control} {...select} required={required}>
				{placeholder !== undefined ? <option value="">{placeholder}</option> : null}
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		</FieldFrame>
	)
}

/** The form's own error (not a field's), announced. */
export function FormErrors({ errors }: { errors?: string[] }) {
	if (!errors?.length) return null
	return (
		<div className="notice notice-error" role="alert">
			{errors.map((error) => (
				<p key={error}>{error}</p>
			))}
		</div>
	)
}
