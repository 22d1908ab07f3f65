import type { ReactNode } from 'react'

// The controls of a list's filter form: a plain GET form, so that the filter lives
// in the address and works without JavaScript. Each control has its own label.

export function FilterSelect({
	name,
	label,
	value,
	options,
}: {
	name: string
	label: ReactNode
	value: string
	options: ReadonlyArray<{ value: string; label: string }>
}) {
	const id = `filter-${name}`
	return (
		<div className="field">
			<label htmlFor={id}>{label}</label>
			<select id={id} name={name} defaultValue={value}>
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		</div>
	)
}

export function FilterInput({
	name,
	label,
	value,
	type = 'search',
}: {
	name: string
	label: ReactNode
	value: string
	type?: 'search' | 'date'
}) {
	const id = `filter-${name}`
	return (
		<div className="field">
			<label htmlFor={id}>{label}</label>
			<input id={id} name={name} type={type} defaultValue={value} maxLength={type === 'search' ? 100 : undefined} />
		</div>
	)
}
