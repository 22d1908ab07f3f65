import { data, redirect, type ActionFunctionArgs } from 'react-router'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { adminUploadMaxBytes } from '#app/utils/core/env.server.ts'
import { insertFile } from '#app/utils/files/files.server.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { CONTENT_PICTURE_KIND, uploadSrc } from '#app/utils/content/gallery-photos.server.ts'
import { staffContext } from '#app/context.ts'
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
	controlName,
	describeSection,
	withPicture,
	type ContentField,
	type ContentProblems,
	type SectionDocs,
} from '#app/utils/content/site-content.ts'
import { checkSection, checkShape } from '#app/utils/content/site-content-checks.ts'
import { MAX_PICTURE_MEGAPIXELS } from '#app/utils/files/pictures.server.ts'
import { cleanGalleryPhoto } from '#app/utils/files/upload-checks.server.ts'
import { fieldId } from './section-fields.tsx'

// The site-content editor's action: saving, publishing and throwing away a section's draft,
// and the list buttons (add, remove, move). The route module (../section.tsx) re-exports it.

/** What the action answers when it stores nothing, or not all: the page shows it above the form. */
export interface EditorAnswer {
	problems: ContentProblems
	intent: string
	/** Someone else changed the section since the form was opened; fields then hold this editor's words. */
	conflict?: ChangedMeanwhile
	fields?: ContentField[]
}

export interface ChangedMeanwhile {
	/** Another editor's draft, a publish, or the draft the form started from thrown away. */
	what: 'draft' | 'publish' | 'discard'
	by: string | null
	at: string | null
}

/** The editor's fields for these documents; a section that is one list (milestones, offices) names it after the section. */
export function editorFields(section: ReturnType<typeof requireSection>, docs: SectionDocs) {
	return describeSection(sectionDefaults(section.id), docs).map((field) =>
		field.kind === 'list' && field.path === '' ? { ...field, label: section.title } : field,
	)
}

/** The pictures the site ships with (any other must be an upload). */
function sitePictures(defaults: SectionDocs) {
	return new Set(
		allFields(describeSection(defaults, defaults)).flatMap((field) => (field.kind === 'picture' ? [field.src] : [])),
	)
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

export async function action({ request, params, context }: ActionFunctionArgs) {
	const { staff } = context.get(staffContext)
	const section = requireSection(params.section)
	const db = getDb()
	const here = `/admin/content/${section.id}`
	if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
		// Throwing the draft away is a small plain form.
		const { formData: form } = await readForm(request)
		if (form.get('intent') !== 'discard') throw new Response('Unknown action.', { status: 400 })
		return discard(section, form)
	}

	const defaults = sectionDefaults(section.id)
	const state = await loadSection(db, section.id)
	const current = state.docs
	const currentFields = describeSection(defaults, current)
	const pictureFields = allFields(currentFields).filter((field) => field.kind === 'picture')
	const maxBytes = adminUploadMaxBytes()
	const received = await readForm(request, {
		files: {
			fields: pictureFields.map((field) => controlName(field.path, 'all')),
			maxFileBytes: maxBytes,
			maxFields: 2000,
			maxFieldBytes: 20_000,
		},
	})
	const form = received.formData
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
