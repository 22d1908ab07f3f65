import type { ReactNode } from 'react'
import { Icon } from './icon.tsx'

// Building blocks for the site's forms. Inputs come from Conform's
// getInputProps/getSelectProps/getTextareaProps, which tie each input to its
// error (aria-invalid, aria-describedby); these pieces give the label, hint and
// message the ids those attributes point at.

export function Field({
	id,
	label,
	hint,
	hintId,
	errors,
	errorId,
	required,
	children,
	className,
}: {
	id: string
	label: ReactNode
	hint?: ReactNode
	hintId?: string
	errors?: string[]
	errorId: string
	required?: boolean
	children: ReactNode
	className?: string
}) {
	return (
		<div className={className ? `field ${className}` : 'field'}>
			<label htmlFor={id}>
				{label}
				{required ? (
					<span className="required-mark" aria-hidden="true">
						{' '}
						*
					</span>
				) : null}
			</label>
			{/* The hint goes under the input, so inputs side by side line up whether or not they have one. */}
			{children}
			{hint ? (
				<span id={hintId} className="field-hint">
					{hint}
				</span>
			) : null}
			<FieldError id={errorId} errors={errors} />
		</div>
	)
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
	return (
		<span id={id} className="field-error">
			{errors?.[0] ?? null}
		</span>
	)
}

/** The result of a submission, announced to screen readers. */
export function FormNotice({ tone, children }: { tone: 'success' | 'info' | 'error'; children: ReactNode }) {
	return (
		<div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
			<Icon name={tone === 'success' ? 'check' : tone === 'info' ? 'info' : 'alert'} size={20} />
			<div>{children}</div>
		</div>
	)
}
