import { createElement, Fragment, type ReactNode } from 'react'
import type { MiddlewareFunction, RouterContextProvider } from 'react-router'
import { contentContext } from '#app/context.ts'
import { forEachLanguage, LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { setContentSource, type PublishedContent } from '#content/localized.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import { getDb, readContentVersion, type Db } from '#app/utils/db/db.server.ts'
import { log } from '#app/utils/core/log.server.ts'
import { optionalStaff } from '#app/utils/staff/staff-access.server.ts'
import { canUse } from '#app/utils/staff/staff-roles.ts'
import { inSectionTransaction, nextDraftStamp, sectionBasesNow } from './site-content-lock.server.ts'
import { CONTENT_SECTIONS, findSection, sectionDefaults } from './site-content-sections.ts'
import { asJson, withEnglishFallback, type SectionDocs } from './site-content.ts'
import { checkShape } from './site-content-checks.ts'
import type { StaffSession } from '#app/utils/staff/sessions.server.ts'
import { singleton } from '#app/utils/core/singleton.server.ts'

// Published site content on the server. Every instance keeps the newest version of
// each section in memory and reads the database's content version at most once a
// second; a publish bumps it (migration 018), so each instance loads the new words
// at its next request after that second. The root middleware (siteContentMiddleware)
// picks the content a request renders with (the published one, or a content editor's
// preview, the same with the drafts laid over) and keeps it in the request's context,
// so a page is never half one version and half the next.
//
// The content files' getters (content/localized.ts) take no request: they read the
// published content, except while a request's page renders or a loader reads its words
// through withRequestContent. Both are synchronous (a render pass of React on the server
// runs to its end without waiting), so no other request's code can run while the
// getters read another request's content, and nothing of a request outlives its answer.

export interface RequestContent {
	/** The content version this content belongs to ("" before the first read). */
	version: string
	published: PublishedContent
	/** English words shown in place of empty translated ones, per language (marked lang="en" on the page). */
	filled: Partial<Record<Language, string[]>>
	/** The sections that differ from the content files, per language: what a hydrating page needs. */
	changed: Record<Language, PublishedContent>
	preview: boolean
}

const EMPTY: RequestContent = {
	version: '',
	published: {},
	filled: {},
	changed: forEachLanguage(() => ({})),
	preview: false,
}

// The server's modules and the page build may each load this file, and share one state.
const shared = singleton<SharedState>('site-content', () => ({
	current: EMPTY,
	reading: null,
	checkedAt: 0,
	loading: null,
}))

interface SharedState {
	current: RequestContent
	/** The content the getters read for the synchronous moment a request's words are read (withRequestContent). */
	reading: RequestContent | null
	checkedAt: number
	loading: Promise<RequestContent> | null
}

setContentSource(() => (shared.reading ?? shared.current).published)

/** A version's body, if it still has the content files' structure (a file changed since may have moved on). */
function readBody(section: string, body: string): SectionDocs | null {
	try {
		const docs = JSON.parse(body) as SectionDocs
		const problem = checkShape(sectionDefaults(section), docs)
		if (problem) {
			log('warn', 'site content does not match its content file; the file’s words are shown', { section, problem })
			return null
		}
		return docs
	} catch {
		log('warn', 'site content could not be read; the file’s words are shown', { section })
		return null
	}
}

function contentOf(version: string, bodies: Array<{ section: string; body: string }>, preview = false): RequestContent {
	const published: PublishedContent = {}
	const filled: RequestContent['filled'] = {}
	const changed: RequestContent['changed'] = forEachLanguage(() => ({}))
	for (const { section, body } of bodies) {
		if (!findSection(section)) continue
		const docs = readBody(section, body)
		if (!docs) continue
		const shown = withEnglishFallback(docs, filled)
		published[section] = shown
		const defaults = sectionDefaults(section)
		for (const language of LANGUAGES) {
			if (JSON.stringify(shown[language]) !== JSON.stringify(defaults[language])) {
				changed[language][section] = { [language]: shown[language] }
			}
		}
	}
	return { version, published, filled, changed, preview }
}

/** The newest version of every section: its id, body, and who published it when. */
async function latestVersions(db: Db) {
	return db
		.selectFrom('content_versions')
		.leftJoin('staff', 'staff.id', 'content_versions.published_by')
		.select(['content_versions.id', 'section', 'body', 'published_at', 'staff.name'])
		.where(
			'content_versions.id',
			'in',
			db
				.selectFrom('content_versions')
				.select((eb) => eb.fn.max('id').as('id'))
				.groupBy('section'),
		)
		.execute()
}

/**
 * The published content, read again when the content version has moved. While the
 * database is out of reach the last content read stays, so the pages that need no
 * database keep their words; before the first read there is none to keep, and it throws.
 */
export async function publishedContent(db: Db): Promise<RequestContent> {
	if (Date.now() - shared.checkedAt < 1000) return shared.current
	shared.loading ??= (async () => {
		try {
			const version = await readContentVersion(db)
			if (version !== shared.current.version) {
				shared.current = contentOf(version, await latestVersions(db))
			}
			shared.checkedAt = Date.now()
		} catch (error) {
			// Never read: the pages cannot know their words (a phone number may have changed); the request answers
			// 503, and the next one tries again. Read before: those words stay, and the next try is in a second.
			if (shared.current.version === '') throw error
			shared.checkedAt = Date.now()
		} finally {
			shared.loading = null
		}
		return shared.current
	})()
	return shared.loading
}

/** The published content's version, when it was read within the last second (as publishedContent would answer). */
export function publishedVersionNow(): string | undefined {
	return Date.now() - shared.checkedAt < 1000 ? shared.current.version : undefined
}

/** Forgets what was read, so that the next request reads the database afresh (a test switching databases). */
export function forgetPublishedContent() {
	shared.current = EMPTY
	shared.checkedAt = 0
}

/**
 * What a hydrating page needs in the browser: the sections changed from their files in
 * its language, and the offices in English too (the company's number and address,
 * in the header and footer of every language, are the English registered office's).
 */
export function changedForBrowser(content: RequestContent, language: Language): PublishedContent {
	const changed = { ...content.changed[language] }
	const offices = content.changed.en.offices
	if (language !== 'en' && offices) changed.offices = { ...changed.offices, ...offices }
	return changed
}

/**
 * Runs read, a synchronous function, with the content getters reading this content (a
 * request's, a preview's): what a loader sends of the words, a test, a check of the
 * content. A function that returns a promise is refused: its awaited part would read
 * whatever the process reads then.
 */
export function withRequestContent<T>(content: RequestContent, read: () => T): T {
	const before = shared.reading
	shared.reading = content
	try {
		const result = read()
		if (result instanceof Promise) throw new Error('withRequestContent reads synchronously: await outside it')
		return result
	} finally {
		shared.reading = before
	}
}

/** The content a request renders with: the one the root middleware chose, else (no route matched) the published one. */
export function requestContent(context: Readonly<RouterContextProvider>): RequestContent {
	return context.get(contentContext) ?? shared.current
}

/**
 * A page's element with the content getters reading this content while React renders it on
 * the server: a marker before it starts the reading, one after it ends it, so the reading
 * lasts the synchronous render pass and no longer. `end` ends it too, for a pass an error
 * cut short (entry.server.tsx calls it when the render is over, however it ended).
 */
export function renderingWith(content: RequestContent, page: ReactNode) {
	const start = () => {
		shared.reading = content
		return null
	}
	const end = () => {
		if (shared.reading === content) shared.reading = null
		return null
	}
	return { element: createElement(Fragment, null, createElement(start), page, createElement(end)), end }
}

/**
 * The root middleware's part: the content this request renders with, in its context. A preview
 * is only for a public page asked for with ?preview by a member of staff who may use Site
 * content, signed in whole, with a second factor (as the back office lets them into it); a
 * preview is kept by no cache and shown by no search engine.
 */
export const siteContentMiddleware: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
	const preview = await wantsPreview(request, pattern)
	context.set(contentContext, preview ? await previewContent(getDb()) : await publishedContent(getDb()))
	const response = await next()
	if (!preview) return response
	const kept = new Response(response.body, response)
	kept.headers.set('Cache-Control', 'no-store')
	kept.headers.set('X-Robots-Tag', 'noindex, nofollow')
	return kept
}

async function wantsPreview(request: Request, pattern: string) {
	if (request.method !== 'GET' && request.method !== 'HEAD') return false
	if (!new URL(request.url).searchParams.has('preview')) return false
	if (/^\/(?:api|admin)(?:\/|$)/i.test(pattern)) return false
	const session = await optionalStaff(request)
	if (!session) return false
	const { staff } = session
	if (!staff.totp_enabled_at || !session.secondFactorDone) return false
	return canUse(staff.role, 'content')
}

/** The published content with every section's draft laid over it: what a preview shows. */
export async function previewContent(db: Db): Promise<RequestContent> {
	const published = await publishedContent(db)
	const latest = await latestVersions(db)
	const drafts = await db.selectFrom('content_drafts').select(['section', 'body']).execute()
	const bodies = new Map(latest.map((row) => [row.section, row.body]))
	for (const draft of drafts) bodies.set(draft.section, draft.body)
	return contentOf(
		`preview:${published.version}`,
		[...bodies].map(([section, body]) => ({ section, body })),
		true,
	)
}

// Staff's side: drafts, publishing, history and restoring.

export interface SectionState {
	/** What the editor starts from: the draft, else the live version, else the content files. */
	docs: SectionDocs
	draft: { updatedAt: string; updatedBy: string | null } | null
	/** When the stored draft was saved, even one that no longer fits its file (the next save replaces it). */
	draftStamp: string | null
	live: { id: number; publishedAt: string; publishedBy: string | null } | null
}

export async function loadSection(db: Db, section: string): Promise<SectionState> {
	const [draft, live] = await Promise.all([
		db
			.selectFrom('content_drafts')
			.leftJoin('staff', 'staff.id', 'content_drafts.updated_by')
			.select(['content_drafts.body', 'content_drafts.updated_at', 'staff.name'])
			.where('section', '=', section)
			.executeTakeFirst(),
		liveVersion(db, section),
	])
	const draftDocs = draft ? readBody(section, draft.body) : null
	const liveDocs = live ? readBody(section, live.body) : null
	return {
		docs: draftDocs ?? liveDocs ?? sectionDefaults(section),
		draft: draft && draftDocs ? { updatedAt: draft.updated_at, updatedBy: draft.name } : null,
		draftStamp: draft?.updated_at ?? null,
		live: live ? { id: live.id, publishedAt: live.published_at, publishedBy: live.name } : null,
	}
}

async function liveVersion(db: Db, section: string) {
	return db
		.selectFrom('content_versions')
		.leftJoin('staff', 'staff.id', 'content_versions.published_by')
		.select(['content_versions.id', 'content_versions.body', 'content_versions.published_at', 'staff.name'])
		.where('section', '=', section)
		.orderBy('content_versions.id', 'desc')
		.limit(1)
		.executeTakeFirst()
}

/** The live documents of a section (the content files' if never published). */
export async function liveDocs(db: Db, section: string): Promise<SectionDocs> {
	const live = await liveVersion(db, section)
	return (live && readBody(section, live.body)) || sectionDefaults(section)
}

/**
 * What an editor's form started from: the draft's save, else the live version, else the
 * content files. A save, publish or discard from a form whose start is no longer the
 * section's is refused (someone else saved or published meanwhile), so no one's words are lost unseen.
 */
export function sectionBase(state: Pick<SectionState, 'draftStamp' | 'live'>) {
	if (state.draftStamp) return `draft:${state.draftStamp}`
	return state.live ? `live:${state.live.id}` : 'files'
}

/**
 * Stores the section's draft, if the section is still where the form started (base,
 * sectionBase's): the new start (the draft's), or null, and nothing written, when
 * another save, publish or discard came first.
 */
export async function saveDraft(db: Db, section: string, docs: SectionDocs, staffId: number, base: string) {
	return inSectionTransaction(db, section, async (trx) => {
		const now = await sectionBasesNow(trx, section)
		if (now.edit !== base) return null
		const values = { body: asJson(docs), updated_by: staffId, updated_at: nextDraftStamp(now.draftStamp) }
		if (now.draftStamp) await trx.updateTable('content_drafts').set(values).where('section', '=', section).execute()
		else
			await trx
				.insertInto('content_drafts')
				.values({ section, ...values })
				.execute()
		return `draft:${values.updated_at}`
	})
}

/** Throws the draft away, if it is still the one the form showed (base): false, and nothing removed, if not. */
export async function discardDraft(db: Db, section: string, base: string) {
	return inSectionTransaction(db, section, async (trx) => {
		if ((await sectionBasesNow(trx, section)).edit !== base) return false
		await trx.deleteFrom('content_drafts').where('section', '=', section).execute()
		return true
	})
}

/**
 * Makes the documents live as a new version, in one transaction with the draft's
 * removal (a publish's, not a restore's) and the audit entry: on every instance the
 * pages change together, at once. Only from where the editor started (base): for a
 * publish the section's start (sectionBase), for a restore the live version the history
 * showed (`live:<id>`, or `files`), since a restore leaves the draft. The new version's
 * id, or null, and nothing written, when someone else got there first.
 */
export async function publishSection(
	db: Db,
	{
		section,
		docs,
		staff,
		base,
		restoredFrom,
	}: { section: string; docs: SectionDocs; staff: StaffSession['staff']; base: string; restoredFrom?: number },
) {
	const id = await inSectionTransaction(db, section, async (trx) => {
		const now = await sectionBasesNow(trx, section)
		if ((restoredFrom === undefined ? now.edit : now.live) !== base) return null
		const row = await trx
			.insertInto('content_versions')
			.values({
				section,
				body: asJson(docs),
				published_by: staff.id,
				published_at: new Date().toISOString(),
				restored_from: restoredFrom ?? null,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		// A publish makes the draft live; a restore leaves it for its author (it holds newer words than the restore).
		if (restoredFrom === undefined) await trx.deleteFrom('content_drafts').where('section', '=', section).execute()
		await audit(trx, {
			staff,
			action: restoredFrom === undefined ? 'content.publish' : 'content.restore',
			subject: `the site content “${findSection(section)?.title ?? section}”`,
			details: restoredFrom === undefined ? { version: row.id } : { version: row.id, restoredFrom },
		})
		return row.id
	})
	// This instance reads the new version at its next request; the others within a second.
	if (id !== null) shared.checkedAt = 0
	return id
}

export interface ContentVersion {
	id: number
	publishedAt: string
	publishedBy: string | null
	restoredFrom: number | null
}

/** Every published version of a section, newest first. */
export async function sectionHistory(db: Db, section: string): Promise<ContentVersion[]> {
	const rows = await db
		.selectFrom('content_versions')
		.leftJoin('staff', 'staff.id', 'content_versions.published_by')
		.select(['content_versions.id', 'published_at', 'restored_from', 'staff.name'])
		.where('section', '=', section)
		.orderBy('content_versions.id', 'desc')
		.execute()
	return rows.map((row) => ({
		id: row.id,
		publishedAt: row.published_at,
		publishedBy: row.name,
		restoredFrom: row.restored_from,
	}))
}

/** One version's documents, if it is of this section and still readable. */
export async function versionDocs(db: Db, section: string, id: number) {
	const row = await db
		.selectFrom('content_versions')
		.select('body')
		.where('id', '=', id)
		.where('section', '=', section)
		.executeTakeFirst()
	return row ? readBody(section, row.body) : null
}

/** Every section with its draft and last publish, for the list. */
export async function sectionsOverview(db: Db) {
	const [drafts, latest] = await Promise.all([
		db.selectFrom('content_drafts').select(['section', 'updated_at']).execute(),
		latestVersions(db),
	])
	return CONTENT_SECTIONS.map((section) => {
		const live = latest.find((row) => row.section === section.id)
		return {
			id: section.id,
			draftSavedAt: drafts.find((draft) => draft.section === section.id)?.updated_at ?? null,
			published: live ? { at: live.published_at, by: live.name } : null,
			/** What the site shows now. */
			docs: (live && readBody(section.id, live.body)) || sectionDefaults(section.id),
		}
	})
}
