import { Link, data, redirect, type ShouldRevalidateFunction } from 'react-router'
import { FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_NAMES_IN_ENGLISH, type Language } from '#app/i18n/languages.ts'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { formCsrfMatches } from '#app/utils/http/csrf.server.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { adminUploadMaxBytes } from '#app/utils/core/env.server.ts'
import { insertFile } from '#app/utils/files/files.server.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { readFormData, requireFormBody } from '#app/utils/http/forms.server.ts'
import { CONTENT_PICTURE_KIND, uploadSrc } from '#app/utils/content/gallery-photos.server.ts'
import { describeImages } from '#app/utils/files/images.server.ts'
import { fallbackFormat, imageUrl } from '#app/utils/files/images.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { requireStaff } from '#app/utils/staff/staff-access.server.ts'
import { requireSection, sectionDefaults } from '#app/utils/content/site-content-sections.ts'
import {
	discardDraft,
	loadSection,
	publishSection,
	saveDraft,
	sectionBase,
	type SectionState,
} from '#app/utils/content/site-content.server.ts'
import {
	allFields,
	applyForm,
	changeList,
	checkSection,
	checkShape,
	controlName,
	describeSection,
	missingWords,
	withPicture,
	type ContentField,
	type ContentProblems,
	type SectionDocs,
} from '#app/utils/content/site-content.ts'
import { MAX_PICTURE_MEGAPIXELS } from '#app/utils/files/pictures.server.ts'
import { cleanGalleryPhoto } from '#app/utils/files/upload-checks.server.ts'
import { MultipartError, readMultipart } from '#app/utils/files/uploads.server.ts'
import type { Route } from './+types/section'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	pageMeta({
		title: loaderData ? `Site content: ${loaderData.section.title}` : 'Site content',
		description: 'The Brisk back office.',
		path: '/admin/content',
		matches,
		noindex: true,
	})

/**
 * After every answer of the action the page reads the section again, also after a 4xx
 * (which the framework would skip): a refused publish has saved the draft, and a save
 * refused for someone else's change (409) must start from theirs, so that the next
 * press starts from what is stored.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
	actionStatus !== undefined || defaultShouldRevalidate

/** The pictures the site ships with (any other must be an upload). */
function sitePictures(defaults: SectionDocs) {
	return new Set(
		allFields(describeSection(defaults, defaults)).flatMap((field) => (field.kind === 'picture' ? [field.src] : [])),
	)
}

/** The editor's fields for these documents; a section that is one list (milestones, offices) names it after the section. */
function editorFields(section: ReturnType<typeof requireSection>, docs: SectionDocs) {
	return describeSection(sectionDefaults(section.id), docs).map((field) =>
		field.kind === 'list' && field.path === '' ? { ...field, label: section.title } : field,
	)
}

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireStaff(request, 'content')
	const section = requireSection(params.section)
	const state = await loadSection(getDb(), section.id)
	const defaults = sectionDefaults(section.id)
	const fields = editorFields(section, state.docs)
	const pictureSrcs = allFields(fields).flatMap((field) => (field.kind === 'picture' ? [field.src] : []))
	const described = await describeImages(pictureSrcs).catch(() => ({}) as Awaited<ReturnType<typeof describeImages>>)
	const thumbnails = Object.fromEntries(
		Object.values(described).map((info) => [info.src, imageUrl(info, Math.min(320, info.width), fallbackFormat(info))]),
	)
	return {
		section,
		fields,
		thumbnails,
		missing: missingWords(defaults, state.docs),
		maxBytes: adminUploadMaxBytes(),
		draft: state.draft ? { at: formatIndianDateTime(state.draft.updatedAt), by: state.draft.updatedBy } : null,
		live: state.live
			? { id: state.live.id, at: formatIndianDateTime(state.live.publishedAt), by: state.live.publishedBy }
			: null,
		/** What the form starts from; it changes whenever the draft or the live version does. */
		base: sectionBase(state),
	}
}

/**
 * The answer to a save or publish from a form opened before someone else's save, publish
 * or discard: nothing is stored, and the form comes back with this editor's words laid
 * over what is there now, to be sent again on purpose.
 */
function changedMeanwhile(
	section: ReturnType<typeof requireSection>,
	state: SectionState,
	form: FormData,
	intent: string,
) {
	const defaults = sectionDefaults(section.id)
	const docs = applyForm(defaults, state.docs, form, {})
	const conflict = whatChanged(state, String(form.get('base') ?? ''))
	const fields: ContentField[] = editorFields(section, docs)
	return data<EditorAnswer>({ problems: {}, intent, conflict, fields }, { status: 409 })
}

/**
 * What happened since the form's start (base): another draft, a publish, or the draft
 * thrown away (no draft now, and the live version older than the draft the form started from).
 */
function whatChanged(state: SectionState, base: string): ChangedMeanwhile {
	if (state.draftStamp) {
		return { what: 'draft', by: state.draft?.updatedBy ?? null, at: formatIndianDateTime(state.draftStamp) }
	}
	const draftStamp = base.startsWith('draft:') ? base.slice('draft:'.length) : null
	if (state.live && !(draftStamp && state.live.publishedAt < draftStamp)) {
		return { what: 'publish', by: state.live.publishedBy, at: formatIndianDateTime(state.live.publishedAt) }
	}
	return { what: 'discard', by: null, at: null }
}

/**
 * Throwing the draft away, from the page that showed it (base). Refused if the section
 * changed since (a newer draft, or the draft published); if the draft is gone because
 * someone else threw it away, the editor's wish is already done.
 */
async function discard(section: ReturnType<typeof requireSection>, form: FormData) {
	const db = getDb()
	const here = `/admin/content/${section.id}`
	const base = String(form.get('base') ?? '')
	if (!(await discardDraft(db, section.id, base))) {
		const conflict = whatChanged(await loadSection(db, section.id), base)
		if (conflict.what !== 'discard') {
			return data<EditorAnswer>({ problems: {}, intent: 'discard', conflict }, { status: 409 })
		}
	}
	throw redirect(withNotice(here, 'content-draft-discarded'))
}

/** What the action answers when it stores nothing, or not all: the page shows it above the form. */
interface EditorAnswer {
	problems: ContentProblems
	intent: string
	/** Someone else changed the section since the form was opened; fields then hold this editor's words. */
	conflict?: ChangedMeanwhile
	fields?: ContentField[]
}

interface ChangedMeanwhile {
	/** Another editor's draft, a publish, or the draft the form started from thrown away. */
	what: 'draft' | 'publish' | 'discard'
	by: string | null
	at: string | null
}

type ListChange = Parameters<typeof changeList>[2]

/** A list button's intent ("add:slides", "remove:slides:1", "up:slides:2"), if it names a list the editor shows. */
function listChange(intent: string, fields: ContentField[]): { path: string; change: ListChange } | null {
	const [verb, path = '', index] = intent.split(':')
	const list = allFields(fields).find((field) => field.kind === 'list' && field.path === path)
	if (!list || list.kind !== 'list') return null
	const at = Number(index)
	if (verb === 'add' && !list.fixedLength) return { path, change: { add: true } }
	if (!Number.isInteger(at) || at < 0 || at >= list.items.length) return null
	if (verb === 'remove' && !list.fixedLength) return { path, change: { remove: at } }
	// The items of a fixed list are named by the site's addresses and may differ in their fields: they stay put.
	if ((verb === 'up' || verb === 'down') && !list.fixedLength) {
		return { path, change: { move: at, by: verb === 'up' ? -1 : 1 } }
	}
	return null
}

export async function action({ request, params }: Route.ActionArgs) {
	const { staff } = await requireStaff(request, 'content')
	const section = requireSection(params.section)
	const db = getDb()
	const here = `/admin/content/${section.id}`
	requireFormBody(request)

	if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
		// Throwing the draft away is a small plain form.
		const form = await readFormData(request)
		if (form.get('intent') !== 'discard') throw new Response('Unknown action.', { status: 400 })
		return discard(section, form)
	}

	const defaults = sectionDefaults(section.id)
	const state = await loadSection(db, section.id)
	const current = state.docs
	const currentFields = describeSection(defaults, current)
	const pictureFields = allFields(currentFields).filter((field) => field.kind === 'picture')
	const maxBytes = adminUploadMaxBytes()
	let received: Awaited<ReturnType<typeof readMultipart>>
	try {
		received = await readMultipart(request, {
			fileFields: pictureFields.map((field) => controlName(field.path, 'all')),
			maxFileBytes: maxBytes,
			maxFields: 2000,
			maxFieldBytes: 20_000,
		})
	} catch (error) {
		if (!(error instanceof MultipartError)) throw error
		throw new Response('The form arrived broken or incomplete. Please go back and send it again.', {
			status: error.reason === 'busy' ? 503 : 400,
		})
	}
	const form = received.formData
	if (!formCsrfMatches(request, form)) {
		throw new Response('This form has expired. Please reload the page and try again.', { status: 403 })
	}
	const intent = String(form.get('intent') ?? 'save')
	// A list button names a list of the section (the form's words change no list's length).
	const list = listChange(intent, currentFields)
	if (!list && intent !== 'save' && intent !== 'publish') throw new Response('Unknown action.', { status: 400 })
	const base = String(form.get('base') ?? '')
	if (base !== sectionBase(state)) return changedMeanwhile(section, state, form, intent)

	// The words first (each control the editor shows, nothing else), then any picture sent.
	const problems: ContentProblems = {}
	let docs = applyForm(defaults, current, form, problems)
	for (const field of pictureFields) {
		const name = controlName(field.path, 'all')
		if (received.tooLarge.includes(name)) {
			problems[name] = `${field.label}: the picture is larger than ${formatBytes(maxBytes)}.`
			continue
		}
		const file = received.files[name]
		if (!file) continue
		// Decoded and encoded again: whatever else the file carried (camera data, a hidden payload) is left behind.
		const clean = await cleanGalleryPhoto(file.bytes)
		if (!clean.ok) {
			problems[name] =
				clean.reason === 'too-many-pixels'
					? `${field.label}: the picture has more than ${MAX_PICTURE_MEGAPIXELS} megapixels; choose a smaller copy of it.`
					: `${field.label}: this file is not a picture we can read; choose a PNG or JPEG picture.`
			continue
		}
		const fileId = await insertFile(db, {
			kind: CONTENT_PICTURE_KIND,
			name: file.name,
			mediaType: clean.mediaType,
			bytes: clean.bytes,
		})
		docs = withPicture(docs, field.path, uploadSrc(fileId, clean.mediaType))
	}

	if (list) docs = changeList(docs, list.path, list.change)
	// Never a draft the editor could not read back: what is stored keeps the content file's structure.
	const shape = checkShape(defaults, docs)
	if (shape) return data<EditorAnswer>({ problems: { ...problems, '': shape }, intent }, { status: 400 })

	// Whatever happens next, nothing typed is lost: the draft keeps it (unless another save came first). The check
	// above was of what the section was before the body arrived (an upload may take a while): the save decides again.
	const saved = await saveDraft(db, section.id, docs, staff.id, base)
	if (!saved) return changedMeanwhile(section, await loadSection(db, section.id), form, intent)
	if (Object.keys(problems).length) return data<EditorAnswer>({ problems, intent }, { status: 400 })
	if (list) throw redirect(`${here}#${fieldId(list.path, 'all')}`)
	if (intent === 'save') throw redirect(withNotice(here, 'content-draft-saved'))

	const refused = checkSection(defaults, docs, sitePictures(defaults))
	if (Object.keys(refused).length) return data<EditorAnswer>({ problems: refused, intent }, { status: 400 })
	// From the draft just saved: a save or publish by someone else since then is not undone.
	const published = await publishSection(db, { section: section.id, docs, staff, base: saved })
	if (published === null) return changedMeanwhile(section, await loadSection(db, section.id), form, intent)
	throw redirect(withNotice(here, 'content-published'))
}

/** A control's id: its language (or "all") and its path. */
function fieldId(path: string, language: Language | 'all') {
	return `content-${language}-${path.replace(/\./g, '-') || 'root'}`
}

/** The pages a section shows on, as staff call them. */
const PAGE_NAMES: Record<string, string> = {
	'/': 'the home page',
	'/about-us': 'About us',
	'/why-brisk': 'Why Brisk',
	'/team-brisk': 'Team Brisk',
	'/best-of-brisk': 'Best of Brisk',
	'/service-house-keeping': 'a service page',
	'/company-gallery': 'Company Gallery',
	'/contact-us': 'Contact us',
	'/privacy': 'the privacy notice',
}

const LANGUAGE_LABELS: Record<Language, string> = {
	en: 'English',
	hi: `Hindi (${LANGUAGE_NAMES.hi})`,
	mr: `Marathi (${LANGUAGE_NAMES.mr})`,
}

export default function EditSection({ loaderData, actionData }: Route.ComponentProps) {
	const { section, draft, live, missing, maxBytes, thumbnails, base } = loaderData
	const problems: ContentProblems = actionData?.problems ?? {}
	const conflict = actionData?.conflict
	// After a refusal for someone else's change, the form shows this editor's words, ready to send again.
	const fields = actionData?.fields ?? loaderData.fields
	const problemList = Object.entries(problems)
	const stillEnglish = (['hi', 'mr'] as const).filter((language) => missing[language] > 0)
	return (
		<section className="admin-page content-editor" aria-labelledby="section-title">
			<p>
				<Link to="/admin/content">All site content</Link>
			</p>
			<h1 id="section-title">{section.title}</h1>
			<p>{section.summary}</p>
			<dl className="admin-facts">
				<dt>Live</dt>
				<dd>
					{live ? `Published ${live.at}${live.by ? ` by ${live.by}` : ''}` : 'As first written (never changed here)'}
					{' · '}
					<Link to={`/admin/content/${section.id}/history`}>History</Link>
				</dd>
				<dt>Draft</dt>
				<dd>
					{draft ? (
						<strong>
							Unpublished changes, saved {draft.at}
							{draft.by ? ` by ${draft.by}` : ''}
						</strong>
					) : (
						'None: the form shows the live version'
					)}
				</dd>
				<dt>Shown on</dt>
				<dd>
					{section.pages.map((page, index) => (
						<span key={page}>
							{index > 0 ? ', ' : null}
							<a href={`${page}?preview`} target="_blank" rel="noopener">
								Preview {PAGE_NAMES[page] ?? page}
								<span className="visually-hidden"> with the drafts (opens in a new tab)</span>
							</a>
						</span>
					))}
				</dd>
			</dl>
			{stillEnglish.length ? (
				<FormNotice tone="info">
					Still in English on the{' '}
					{stillEnglish
						.map((language) => `${LANGUAGE_NAMES_IN_ENGLISH[language]} pages: ${missing[language]}`)
						.join('; ')}{' '}
					(an empty Hindi or Marathi field shows the English words there).
				</FormNotice>
			) : null}
			{conflict ? (
				<ConflictNotice conflict={conflict} section={section} discarding={actionData?.intent === 'discard'} />
			) : null}
			{problemList.length ? (
				<div className="notice notice-error" role="alert" aria-labelledby="content-problems-title">
					<div>
						<h2 id="content-problems-title" className="notice-title">
							{actionData?.intent === 'publish'
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
			) : null}

			<PostForm
				encType="multipart/form-data"
				className="admin-form content-form"
				key={conflict ? `${base}:yours` : base}
				aria-labelledby="section-title"
			>
				<input type="hidden" name="base" value={base} />
				{/* Enter in a text box saves the draft (the first submit button of a form is the one Enter presses). */}
				<button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true">
					Save draft
				</button>
				<p className="field-hint">
					English is required. A Hindi or Marathi field left empty shows the English words on that page; a picture’s
					description is needed in every language. Pictures: PNG or JPEG, up to {formatBytes(maxBytes)}, cleaned of
					camera data; the site makes the sizes phones need.
				</p>
				<FieldList fields={fields} problems={problems} thumbnails={thumbnails} />
				<div className="content-actions">
					<StatusButton name="intent" value="save" className="button button-outline">
						Save draft
					</StatusButton>
					<StatusButton name="intent" value="publish" className="button button-primary">
						Publish
					</StatusButton>
				</div>
			</PostForm>

			{draft ? (
				<section aria-labelledby="discard-title" className="admin-section">
					<h2 id="discard-title">Throw the draft away</h2>
					<details className="admin-confirm">
						<summary>Throw away the unpublished changes</summary>
						<PostForm intent="discard">
							<input type="hidden" name="base" value={base} />
							<p>The form goes back to the live version. Nothing visitors see changes.</p>
							<StatusButton className="button button-danger">Yes, throw the draft away</StatusButton>
						</PostForm>
					</details>
				</section>
			) : null}
		</section>
	)
}

/** Someone else changed the section since the page was opened: what, by whom, when, and what the editor can do. */
function ConflictNotice({
	conflict,
	section,
	discarding,
}: {
	conflict: ChangedMeanwhile
	section: { id: string; pages: readonly string[] }
	/** Refused was throwing the draft away (the form's words were not sent). */
	discarding: boolean
}) {
	const other =
		conflict.what === 'draft' ? (
			<a href={`${section.pages[0] ?? '/'}?preview`} target="_blank" rel="noopener">
				preview the other draft
				<span className="visually-hidden"> (opens in a new tab)</span>
			</a>
		) : (
			<Link to={`/admin/content/${section.id}/history`}>see the history</Link>
		)
	return (
		<div className="notice notice-error" role="alert" aria-labelledby="content-conflict-title">
			<div>
				<h2 id="content-conflict-title" className="notice-title">
					{discarding
						? 'Not thrown away: this section changed while you were looking at it'
						: 'Not saved: this section changed while you were editing'}
				</h2>
				<p>
					{conflict.what === 'discard'
						? 'The draft you started from was thrown away. '
						: `${conflict.by ?? 'Someone'} ${conflict.what === 'draft' ? 'saved a draft of' : 'published'} this section at ${conflict.at}. `}
					{discarding && conflict.what === 'draft' ? (
						<>The form below now shows their draft; {other}. Throw it away again if you still want to.</>
					) : discarding ? (
						<>There is no draft to throw away any more; {other} to bring an earlier version back.</>
					) : (
						<>
							Your words are still in the form below; {other}. Press Save draft or Publish again to put yours in its
							place; a picture you had chosen must be chosen again.
						</>
					)}
				</p>
			</div>
		</div>
	)
}

/** The id of the control a problem's name ("hi:slides.0.title") points at. */
function idOfControl(name: string) {
	const [language, path = ''] = name.split(/:(.*)/s) as [Language | 'all', string?]
	return fieldId(path, language)
}

interface FieldsProps {
	problems: ContentProblems
	thumbnails: Record<string, string>
}

function FieldList({ fields, ...props }: { fields: ContentField[] } & FieldsProps) {
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
