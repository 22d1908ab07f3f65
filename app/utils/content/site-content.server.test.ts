import { Writable } from 'node:stream'
import { createElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { socialLinks } from '#content/company.ts'
import { getHomeContent } from '#content/home.ts'
import { testDatabases } from '#tests/setup/databases.ts'
import { readContentVersion, type Db } from '#app/utils/db/db.server.ts'
import { sectionDefaults } from './site-content-sections.ts'
import {
	changedForBrowser,
	forgetPublishedContent,
	liveDocs,
	loadSection,
	previewContent,
	publishSection,
	publishedContent,
	renderingWith,
	saveDraft,
	sectionBase,
	sectionHistory,
	versionDocs,
	withRequestContent,
} from './site-content.server.ts'
import { applyForm, controlName, type SectionDocs } from './site-content.ts'
import { createStaff, findStaff } from '#app/utils/staff/staff.server.ts'

const home = sectionDefaults('home')
const ORIGINAL = getHomeContent('en').whoWeAre[0]!

function edited(words: { en?: string; mr?: string }): SectionDocs {
	const form = new FormData()
	if (words.en) form.append(controlName('whoWeAre', 'en'), words.en)
	if (words.mr) form.append(controlName('whoWeAre', 'mr'), words.mr)
	return applyForm(home, home, form)
}

/** A page that shows the home page's “Who we are”, rendered on the server as entry.server.tsx renders one. */
function renderWhoWeAre(content: Awaited<ReturnType<typeof publishedContent>>) {
	const page = renderingWith(
		content,
		createElement(() => createElement('p', null, getHomeContent('en').whoWeAre[0])),
	)
	return new Promise<string>((resolve, reject) => {
		const chunks: Buffer[] = []
		const { pipe } = renderToPipeableStream(page.element, {
			onAllReady() {
				page.end()
				pipe(
					new Writable({
						write(chunk: Buffer, _encoding, done) {
							chunks.push(chunk)
							done()
						},
						final(done) {
							resolve(Buffer.concat(chunks).toString())
							done()
						},
					}),
				)
			},
			onShellError: reject,
		})
	})
}

/** What the home page's getter gives while a request renders with this content. */
function whoWeAreWith(content: Awaited<ReturnType<typeof publishedContent>>, language: 'en' | 'mr' = 'en') {
	return withRequestContent(content, () => getHomeContent(language).whoWeAre[0])
}

describe.each(testDatabases())('Site content: drafts, publishing, history and restoring on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let staff: NonNullable<Awaited<ReturnType<typeof findStaff>>>

	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
		const id = await createStaff(db, { email: 'chitra@brisk.test', name: 'Chitra Rao', role: 'content' })
		staff = (await findStaff(db, id))!
		forgetPublishedContent()
	})
	afterEach(async () => {
		forgetPublishedContent()
		await destroy()
	})

	test('an empty database shows the content files’ words; a draft is not live, but its preview shows it', async () => {
		expect(whoWeAreWith(await publishedContent(db))).toBe(ORIGINAL)
		expect((await loadSection(db, 'home')).live).toBeNull()

		await saveDraft(db, 'home', edited({ en: 'Draft words.' }), staff.id, 'files')
		const state = await loadSection(db, 'home')
		expect(state.draft?.updatedBy).toBe('Chitra Rao')
		expect((state.docs.en as { whoWeAre: string[] }).whoWeAre).toEqual(['Draft words.'])
		forgetPublishedContent()
		expect(whoWeAreWith(await publishedContent(db))).toBe(ORIGINAL)
		const preview = await previewContent(db)
		expect(preview.preview).toBe(true)
		expect(whoWeAreWith(preview)).toBe('Draft words.')
	})

	test('pages rendered at the same time each show their own request’s words, and none is left for the next', async () => {
		await saveDraft(db, 'home', edited({ en: 'Draft words.' }), staff.id, 'files')
		const [published, preview] = [await publishedContent(db), await previewContent(db)]
		// Started together: React renders both after this line, one pass each.
		const pages = await Promise.all([renderWhoWeAre(preview), renderWhoWeAre(published), renderWhoWeAre(preview)])
		expect(pages).toEqual([
			'<p>Draft words.</p>',
			`<p>${ORIGINAL.replaceAll("'", '&#x27;')}</p>`,
			'<p>Draft words.</p>',
		])
		// Outside a page's render, the getters read the published content.
		expect(getHomeContent('en').whoWeAre[0]).toBe(ORIGINAL)
	})

	test('a publish is one new version, with who, that removes the draft, bumps the content version and is audited', async () => {
		const before = await readContentVersion(db)
		const saved = await saveDraft(
			db,
			'home',
			edited({ en: 'Published words.', mr: 'प्रकाशित मजकूर.' }),
			staff.id,
			'files',
		)
		const id = await publishSection(db, {
			section: 'home',
			docs: edited({ en: 'Published words.', mr: 'प्रकाशित मजकूर.' }),
			staff,
			base: saved!,
		})
		expect(Number(await readContentVersion(db))).toBeGreaterThan(Number(before))
		const state = await loadSection(db, 'home')
		expect(state.draft).toBeNull()
		expect(state.live).toMatchObject({ id, publishedBy: 'Chitra Rao' })
		const content = await publishedContent(db)
		expect(whoWeAreWith(content)).toBe('Published words.')
		expect(whoWeAreWith(content, 'mr')).toBe('प्रकाशित मजकूर.')
		// What a hydrating page is sent: only the changed section, in its language.
		expect(Object.keys(content.changed.en)).toEqual(['home'])
		const audit = await db.selectFrom('audit_log').select(['action', 'subject', 'staff_id']).execute()
		expect(audit).toEqual([{ action: 'content.publish', subject: 'the site content “Home page”', staff_id: staff.id }])
	})

	test('restoring brings an earlier version back as a new version, which can itself be undone', async () => {
		const first = (await publishSection(db, {
			section: 'home',
			docs: edited({ en: 'First edit.' }),
			staff,
			base: 'files',
		}))!
		const second = (await publishSection(db, {
			section: 'home',
			docs: edited({ en: 'Second edit.' }),
			staff,
			base: `live:${first}`,
		}))!
		const firstDocs = (await versionDocs(db, 'home', first))!
		await saveDraft(db, 'home', edited({ en: 'Unpublished third edit.' }), staff.id, `live:${second}`)
		// A restore starts from the live version the history showed; a draft saved meanwhile does not stand in its way.
		const restored = await publishSection(db, {
			section: 'home',
			docs: firstDocs,
			staff,
			base: `live:${second}`,
			restoredFrom: first,
		})
		expect((await liveDocs(db, 'home')).en).toMatchObject({ whoWeAre: ['First edit.'] })
		// The draft written after the live version stays for its author.
		expect((await loadSection(db, 'home')).draft).not.toBeNull()
		const history = await sectionHistory(db, 'home')
		expect(history.map((version) => [version.id, version.restoredFrom])).toEqual([
			[restored, first],
			[second, null],
			[first, null],
		])
		// A version of another section is not this one's.
		expect(await versionDocs(db, 'about', first)).toBeNull()
		const actions = await db.selectFrom('audit_log').select('action').orderBy('id').execute()
		expect(actions.map((row) => row.action)).toEqual(['content.publish', 'content.publish', 'content.restore'])
	})

	test('a save from a form opened before another editor’s save or publish stores nothing; from the new start it does', async () => {
		const base = sectionBase(await loadSection(db, 'home'))
		expect(base).toBe('files')
		const [a, b] = await Promise.all([
			saveDraft(db, 'home', edited({ en: 'From A.' }), staff.id, base),
			saveDraft(db, 'home', edited({ en: 'From B.' }), staff.id, base),
		])
		expect([a, b].filter(Boolean)).toHaveLength(1)
		const state = await loadSection(db, 'home')
		expect((state.docs.en as { whoWeAre: string[] }).whoWeAre).toEqual([a ? 'From A.' : 'From B.'])
		// The form opened before the draft is refused again; one opened on the draft saves over it.
		expect(await saveDraft(db, 'home', edited({ en: 'Late.' }), staff.id, base)).toBeNull()
		const next = await saveDraft(db, 'home', edited({ en: 'After reading it.' }), staff.id, sectionBase(state))
		expect(next).toBe(sectionBase(await loadSection(db, 'home')))
		// Saved again at once (within the same millisecond, maybe): the draft's start is a new one all the same.
		const again = await saveDraft(db, 'home', edited({ en: 'Once more.' }), staff.id, next!)
		expect(again).not.toBeNull()
		expect(again).not.toBe(next)
		// A form opened on a draft that was published meanwhile is refused too.
		const onDraft = sectionBase(await loadSection(db, 'home'))
		const published = await publishSection(db, {
			section: 'home',
			docs: edited({ en: 'Published.' }),
			staff,
			base: onDraft,
		})
		expect(await saveDraft(db, 'home', edited({ en: 'Too late.' }), staff.id, onDraft)).toBeNull()
		expect(sectionBase(await loadSection(db, 'home'))).toBe(`live:${published}`)
		expect((await loadSection(db, 'home')).draft).toBeNull()
	})

	test('a Hindi page that hydrates is sent its own changed words and the English offices (the header’s number)', async () => {
		const offices = sectionDefaults('offices')
		const form = new FormData()
		form.append(controlName('0.phone', 'all'), '+91 20 4111 2222')
		await publishSection(db, { section: 'offices', docs: applyForm(offices, offices, form), staff, base: 'files' })
		const browser = changedForBrowser(await publishedContent(db), 'hi')
		expect(Object.keys(browser)).toEqual(['offices'])
		expect(Object.keys(browser.offices!).sort()).toEqual(['en', 'hi'])
		expect((browser.offices!.en as Array<{ phone: string }>)[0]!.phone).toBe('+91 20 4111 2222')
	})

	test('a social profile published before the rule, on another site, is not linked: the file’s address stands in', async () => {
		const facts = sectionDefaults('company')
		const stored = structuredClone(facts) as SectionDocs
		for (const language of ['en', 'hi', 'mr'] as const) {
			const social = (stored[language] as { social: Record<string, string> }).social
			;(stored[language] as { social: Record<string, string> }).social = {
				...social,
				facebook: 'https://evil.example/collect',
				youtube: 'https://evil.example/rendercachetoken000000000',
				linkedin: '',
				instagram: 'https://instagram.com/brisk.new',
			}
		}
		await db
			.insertInto('content_versions')
			.values({
				section: 'company',
				body: JSON.stringify(stored),
				published_by: null,
				published_at: new Date().toISOString(),
				restored_from: null,
			})
			.execute()
		const links = withRequestContent(await publishedContent(db), () => socialLinks())
		// Facebook falls back to the file's profile, YouTube to the file's (none); an emptied network is not shown.
		expect(links).toEqual([
			{ name: 'Facebook', icon: 'facebook', href: 'https://www.facebook.com/briskfacilityservices' },
			{ name: 'Instagram', icon: 'instagram', href: 'https://instagram.com/brisk.new' },
		])
	})

	test('a stored version that no longer fits its content file is passed over: the file’s words show', async () => {
		const broken = structuredClone(home) as SectionDocs
		;(broken.en as Record<string, unknown>).whoWeAre = 'not a list'
		await db
			.insertInto('content_versions')
			.values([
				{
					section: 'home',
					body: JSON.stringify(broken),
					published_by: null,
					published_at: new Date().toISOString(),
					restored_from: null,
				},
				{
					section: 'team',
					body: '{not json',
					published_by: null,
					published_at: new Date().toISOString(),
					restored_from: null,
				},
				{
					section: 'no-such-section',
					body: '{}',
					published_by: null,
					published_at: new Date().toISOString(),
					restored_from: null,
				},
			])
			.execute()
		const content = await publishedContent(db)
		expect(content.published).toEqual({})
		expect(whoWeAreWith(content)).toBe(ORIGINAL)
		expect((await loadSection(db, 'home')).docs).toEqual(home)
	})
})

describe('Site content while the database is away', () => {
	test('before the first read succeeds every request is refused (the words are unknown), not only the first', async () => {
		const [kind] = testDatabases()
		const { db, destroy } = await kind!.create()
		await destroy()
		forgetPublishedContent()
		await expect(publishedContent(db)).rejects.toThrow()
		await expect(publishedContent(db)).rejects.toThrow()
		forgetPublishedContent()
	})
})
