import {
	forEachLanguage,
	LANGUAGES,
	LANGUAGE_NAMES,
	LANGUAGE_NAMES_IN_ENGLISH,
	type Language,
} from '#app/i18n/languages.ts'
import { allFields, controlName, type ContentField, type ContentProblems } from '#app/utils/content/site-content.ts'

// The site-content editor's field views: one control per language of a text, the numbers,
// the pictures and the lists with their buttons, and the list of problems above the form
// that links to them. The action sends the page back to a list by its fieldId after a list button.

/** A control's id: its language (or "all") and its path. */
export function fieldId(path: string, language: Language | 'all') {
	return `content-${language}-${path.replace(/\./g, '-') || 'root'}`
}

const LANGUAGE_LABELS = forEachLanguage((language) =>
	language === 'en' ? 'English' : `${LANGUAGE_NAMES_IN_ENGLISH[language]} (${LANGUAGE_NAMES[language]})`,
)

/** The id of the control a problem's name ("hi:slides.0.title") points at. */
function idOfControl(name: string) {
	const [language, path = ''] = name.split(/:(.*)/s) as [Language | 'all', string?]
	return fieldId(path, language)
}

/** What is wrong with the form, above it: each problem links to its control. */
export function ProblemsNotice({ problems, intent }: { problems: ContentProblems; intent?: string }) {
	const problemList = Object.entries(problems)
	if (!problemList.length) return null
	return (
		<div className="notice notice-error" role="alert" aria-labelledby="content-problems-title">
			<div>
				<h2 id="content-problems-title" className="notice-title">
					{intent === 'publish'
						? 'Not published: please correct these (your changes are saved as a draft)'
						: 'Saved as a draft, but for these'}
				</h2>
				<ul>
					{problemList.map(([name, message]) => (
						<li key={name}>{name ? <a href={`#${idOfControl(name)}`}>{message}</a> : message}</li>
					))}
				</ul>
			</div>
		</div>
	)
}

interface FieldsProps {
	problems: ContentProblems
	thumbnails: Record<string, string>
}

export function FieldList({ fields, ...props }: { fields: ContentField[] } & FieldsProps) {
	return (
		<>
			{fields.map((field) => (
				<FieldView key={field.path} field={field} {...props} />
			))}
		</>
	)
}

function FieldView({ field, ...props }: { field: ContentField } & FieldsProps) {
	switch (field.kind) {
		case 'text':
			return <TextView field={field} problems={props.problems} />
		case 'number':
			return <NumberView field={field} problems={props.problems} hint={NUMBER_HINT} />
		case 'picture':
			return <PictureView field={field} {...props} />
		case 'fixed':
			return (
				<p className="content-fixed">
					{field.label}: <code>{field.value}</code>
				</p>
			)
		case 'group':
			return (
				<fieldset className="content-group">
					<legend>{field.label}</legend>
					<FieldList fields={field.fields} {...props} />
				</fieldset>
			)
		case 'list':
			return <ListView field={field} {...props} />
	}
}

const NUMBER_HINT = 'Digits, as 150000 or 1,50,000.'

function NumberView({
	field,
	problems,
	hint,
	sharedHintId,
}: {
	field: Extract<ContentField, { kind: 'number' }>
	problems: ContentProblems
	hint?: string
	sharedHintId?: string
}) {
	return (
		<Control
			field={field}
			language="all"
			label={field.label}
			hint={hint}
			sharedHintId={sharedHintId}
			problems={problems}
			render={(control) => (
				<input {...control} type="text" inputMode="decimal" defaultValue={String(field.value)} required />
			)}
		/>
	)
}

function TextView({ field, problems }: { field: Extract<ContentField, { kind: 'text' }>; problems: ContentProblems }) {
	const hint =
		field.list === 'paragraphs'
			? 'Leave an empty line between paragraphs (or list items).'
			: field.list === 'lines'
				? 'One line each.'
				: undefined
	const render = (language: Language) => (control: ControlProps) =>
		field.multiline ? (
			<textarea
				{...control}
				lang={language}
				rows={field.list ? 6 : 3}
				maxLength={field.max}
				defaultValue={field.values[language]}
			/>
		) : (
			<input {...control} type="text" lang={language} maxLength={field.max} defaultValue={field.values[language]} />
		)
	if (!field.localized) {
		return (
			<Control field={field} language="all" label={field.label} hint={hint} problems={problems} render={render('en')} />
		)
	}
	const hintId = `${fieldId(field.path, 'all')}-hint`
	return (
		<fieldset className="content-text">
			<legend>{field.label}</legend>
			{hint ? (
				<p className="field-hint" id={hintId}>
					{hint}
				</p>
			) : null}
			<div className="content-languages">
				{LANGUAGES.map((language) => (
					<Control
						key={language}
						field={field}
						language={language}
						label={LANGUAGE_LABELS[language]}
						sharedHintId={hint ? hintId : undefined}
						problems={problems}
						render={render(language)}
					/>
				))}
			</div>
		</fieldset>
	)
}

interface ControlProps {
	id: string
	name: string
	'aria-invalid'?: true
	'aria-describedby'?: string
}

function Control({
	field,
	language,
	label,
	hint,
	sharedHintId,
	problems,
	render,
}: {
	field: ContentField
	language: Language | 'all'
	label: string
	hint?: string
	/** The hint of the fieldset the control is in (the three languages of one text). */
	sharedHintId?: string
	problems: ContentProblems
	render: (control: ControlProps) => React.ReactNode
}) {
	const name = controlName(field.path, language)
	const id = fieldId(field.path, language)
	const problem = problems[name]
	const describedBy = [sharedHintId ?? '', hint ? `${id}-hint` : '', problem ? `${id}-error` : '']
		.filter(Boolean)
		.join(' ')
	return (
		<div className="field">
			<label htmlFor={id}>{label}</label>
			{render({
				id,
				name,
				...(problem ? { 'aria-invalid': true as const } : {}),
				...(describedBy ? { 'aria-describedby': describedBy } : {}),
			})}
			{hint ? (
				<span id={`${id}-hint`} className="field-hint">
					{hint}
				</span>
			) : null}
			<span id={`${id}-error`} className="field-error">
				{problem ?? null}
			</span>
		</div>
	)
}

function PictureView({
	field,
	problems,
	thumbnails,
}: { field: Extract<ContentField, { kind: 'picture' }> } & FieldsProps) {
	const thumbnail = thumbnails[field.src]
	return (
		<div className="content-picture">
			{thumbnail ? <img src={thumbnail} alt="" width={160} height={100} className="admin-thumb" /> : null}
			<Control
				field={field}
				language="all"
				label={`Replace the ${field.label.toLowerCase()}`}
				hint="Leave empty to keep this one."
				problems={problems}
				render={(control) => <input {...control} type="file" accept="image/png,image/jpeg" />}
			/>
		</div>
	)
}

/** An item's name in its legend: its number and its first English words. */
function itemName(item: ContentField, index: number) {
	const first = allFields([item]).find((field) => field.kind === 'text' && field.values.en)
	const text = first?.kind === 'text' ? first.values.en : ''
	const words = text.length > 60 ? `${text.slice(0, 59).trimEnd()}…` : text
	return `${index + 1}. ${words || 'New, not yet written'}`
}

function ListView({ field, ...props }: { field: Extract<ContentField, { kind: 'list' }> } & FieldsProps) {
	const count = field.items.length
	return (
		<fieldset className="content-list" id={fieldId(field.path, 'all')}>
			<legend>{field.label}</legend>
			{field.items.every((item) => item.kind === 'number') ? (
				<>
					<p className="field-hint" id={`${fieldId(field.path, 'all')}-hint`}>
						{NUMBER_HINT}
					</p>
					<div className="content-figures">
						{field.items.map((item) =>
							item.kind === 'number' ? (
								<NumberView
									key={item.path}
									field={item}
									problems={props.problems}
									sharedHintId={`${fieldId(field.path, 'all')}-hint`}
								/>
							) : null,
						)}
					</div>
				</>
			) : null}
			{field.items.map((item, index) => {
				if (item.kind === 'number') return null
				const name = itemName(item, index)
				return (
					<div key={item.path} className="content-item">
						{item.kind === 'group' ? (
							<fieldset className="content-group">
								<legend>{name}</legend>
								<FieldList fields={item.fields} {...props} />
							</fieldset>
						) : (
							<FieldView field={{ ...item, label: name }} {...props} />
						)}
						<div className="content-item-actions">
							{index > 0 && !field.fixedLength ? (
								<button type="submit" name="intent" value={`up:${field.path}:${index}`} className="button button-small">
									Move up<span className="visually-hidden"> {name}</span>
								</button>
							) : null}
							{index < count - 1 && !field.fixedLength ? (
								<button
									type="submit"
									name="intent"
									value={`down:${field.path}:${index}`}
									className="button button-small"
								>
									Move down<span className="visually-hidden"> {name}</span>
								</button>
							) : null}
							{!field.fixedLength && count > 1 ? (
								<button
									type="submit"
									name="intent"
									value={`remove:${field.path}:${index}`}
									className="button button-small button-danger"
								>
									Remove<span className="visually-hidden"> {name}</span>
								</button>
							) : null}
						</div>
					</div>
				)
			})}
			{field.fixedLength ? null : (
				<button type="submit" name="intent" value={`add:${field.path}`} className="button button-small">
					Add to {field.label.toLowerCase()}
				</button>
			)}
		</fieldset>
	)
}
