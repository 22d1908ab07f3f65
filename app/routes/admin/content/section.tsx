import { Link, type ShouldRevalidateFunction } from 'react-router'
import { FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import {
	LANGUAGE_NAMES,
	LANGUAGE_NAMES_IN_ENGLISH,
	LANGUAGES,
	localizePath,
	TRANSLATED_LANGUAGES,
} from '#app/i18n/languages.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { adminUploadMaxBytes } from '#app/utils/core/env.server.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { describeSiteImages } from '#app/utils/content/gallery-photos.server.ts'
import { fallbackFormat, imageUrl } from '#app/utils/files/images.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { requireSection, sectionDefaults } from '#app/utils/content/site-content-sections.ts'
import { loadSection, sectionBase } from '#app/utils/content/site-content.server.ts'
import { allFields, type ContentProblems } from '#app/utils/content/site-content.ts'
import { missingWords } from '#app/utils/content/site-content-differences.ts'
import { FieldList, ProblemsNotice } from './+shared/section-fields.tsx'
import { editorFields, type ChangedMeanwhile } from './+shared/section.server.ts'
import type { Route } from './+types/section'

// Saving, publishing and throwing away a draft, and the list buttons: +shared/section.server.ts.
export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('content')]

export { action } from './+shared/section.server.ts'

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

export async function loader({ params }: Route.LoaderArgs) {
	const section = requireSection(params.section)
	const state = await loadSection(getDb(), section.id)
	const defaults = sectionDefaults(section.id)
	const fields = editorFields(section, state.docs)
	const pictureSrcs = allFields(fields).flatMap((field) => (field.kind === 'picture' ? [field.src] : []))
	const described = await describeSiteImages(pictureSrcs).catch(
		() => ({}) as Awaited<ReturnType<typeof describeSiteImages>>,
	)
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

export default function EditSection({ loaderData, actionData }: Route.ComponentProps) {
	const { section, draft, live, missing, maxBytes, thumbnails, base } = loaderData
	const problems: ContentProblems = actionData?.problems ?? {}
	const conflict = actionData?.conflict
	// After a refusal for someone else's change, the form shows this editor's words, ready to send again.
	const fields = actionData?.fields ?? loaderData.fields
	const stillEnglish = TRANSLATED_LANGUAGES.filter((language) => missing[language] > 0)
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
							{index > 0 ? '; ' : null}
							Preview {PAGE_NAMES[page] ?? page} in{' '}
							{/* Each language's page, so that the Marathi draft is read on the Marathi page. */}
							{LANGUAGES.map((language, at) => (
								<span key={language}>
									{at > 0 ? ' · ' : null}
									<a href={`${localizePath(page, language)}?preview`} target="_blank" rel="noopener">
										<span lang={language}>{LANGUAGE_NAMES[language]}</span>
										<span className="visually-hidden">
											{' '}
											({PAGE_NAMES[page] ?? page} with the drafts, opens in a new tab)
										</span>
									</a>
								</span>
							))}
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
					(an empty field in another language shows the English words there).
				</FormNotice>
			) : null}
			{conflict ? (
				<ConflictNotice conflict={conflict} section={section} discarding={actionData?.intent === 'discard'} />
			) : null}
			<ProblemsNotice problems={problems} intent={actionData?.intent} />

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
					English is required. A field in another language left empty shows the English words on that page; a picture’s
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
