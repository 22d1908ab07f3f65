import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { sectionDefaults } from './site-content-sections.ts'
import {
	discardDraft,
	forgetPublishedContent,
	liveDocs,
	loadSection,
	publishSection,
	saveDraft,
	sectionBase,
	sectionHistory,
	versionDocs,
} from './site-content.server.ts'
import { applyForm, controlName, type SectionDocs } from './site-content.ts'
import { createStaff, findStaff } from '#app/utils/staff/staff.server.ts'

// Two editors of one section: whatever order their requests' steps take (a slow upload
// still arriving while the other publishes), a write from a start that is no longer the
// section's is refused and writes nothing, so no one's change is undone unseen.

const facts = sectionDefaults('company')

function withCareersEmail(email: string): SectionDocs {
	const form = new FormData()
	form.append(controlName('careersEmail', 'all'), email)
	return applyForm(facts, facts, form)
}

async function careersEmail(db: Db) {
	return ((await liveDocs(db, 'company')).en as { careersEmail: string }).careersEmail
}

describe.each(testDatabases())('Two editors of one section on $name', (kind) => {
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

	/** A publish as the editor's action makes it: the draft saved from the form's start, then published from it. */
	async function publishFrom(base: string, docs: SectionDocs) {
		const saved = await saveDraft(db, 'company', docs, staff.id, base)
		return saved === null ? null : publishSection(db, { section: 'company', docs, staff, base: saved })
	}

	test('a publish whose form was opened before another editor’s publish is refused, and the other’s change stays', async () => {
		const opened = (await publishFrom('files', withCareersEmail('careers@brisk.in')))!
		// Both editors open the section; B's publish is still arriving when A's lands.
		const base = sectionBase(await loadSection(db, 'company'))
		expect(base).toBe(`live:${opened}`)
		const fromA = await publishFrom(base, withCareersEmail('jobs@brisk.in'))
		expect(fromA).not.toBeNull()
		// B's body arrives: neither its draft nor its publish is stored.
		expect(await saveDraft(db, 'company', withCareersEmail('b@brisk.in'), staff.id, base)).toBeNull()
		expect(
			await publishSection(db, { section: 'company', docs: withCareersEmail('b@brisk.in'), staff, base }),
		).toBeNull()
		expect(await careersEmail(db)).toBe('jobs@brisk.in')
		expect((await loadSection(db, 'company')).draft).toBeNull()
		expect((await sectionHistory(db, 'company')).map((version) => version.id)).toEqual([fromA, opened])
	})

	test('a publish from a draft someone saved over is refused, also when its own draft was saved first', async () => {
		const saved = await saveDraft(db, 'company', withCareersEmail('b@brisk.in'), staff.id, 'files')
		// A saves over B's draft (A's page showed it) between B's save and B's publish.
		expect(await saveDraft(db, 'company', withCareersEmail('a@brisk.in'), staff.id, saved!)).not.toBeNull()
		expect(
			await publishSection(db, { section: 'company', docs: withCareersEmail('b@brisk.in'), staff, base: saved! }),
		).toBeNull()
		expect(await sectionHistory(db, 'company')).toEqual([])
		expect(((await loadSection(db, 'company')).docs.en as { careersEmail: string }).careersEmail).toBe('a@brisk.in')
	})

	test('throwing away a draft is refused when the page showed an older draft, or the draft was published', async () => {
		const first = await saveDraft(db, 'company', withCareersEmail('first@brisk.in'), staff.id, 'files')
		const second = await saveDraft(db, 'company', withCareersEmail('second@brisk.in'), staff.id, first!)
		expect(await discardDraft(db, 'company', first!)).toBe(false)
		expect((await loadSection(db, 'company')).draft).not.toBeNull()
		// A page that showed the draft now there throws it away.
		expect(await discardDraft(db, 'company', second!)).toBe(true)
		expect((await loadSection(db, 'company')).draft).toBeNull()
		// A draft published meanwhile is live: a discard from the page that showed it throws nothing away.
		const third = await saveDraft(db, 'company', withCareersEmail('third@brisk.in'), staff.id, 'files')
		const live = await publishSection(db, {
			section: 'company',
			docs: withCareersEmail('third@brisk.in'),
			staff,
			base: third!,
		})
		expect(await discardDraft(db, 'company', third!)).toBe(false)
		expect(sectionBase(await loadSection(db, 'company'))).toBe(`live:${live}`)
		expect(await careersEmail(db)).toBe('third@brisk.in')
	})

	test('a restore from a history opened before another publish is refused; from the live version it restores', async () => {
		const first = (await publishFrom('files', withCareersEmail('first@brisk.in')))!
		const second = (await publishFrom(`live:${first}`, withCareersEmail('second@brisk.in')))!
		// The history is opened with the second version live; a correction is published meanwhile.
		const correction = (await publishFrom(`live:${second}`, withCareersEmail('corrected@brisk.in')))!
		const firstDocs = (await versionDocs(db, 'company', first))!
		const stale = { section: 'company', docs: firstDocs, staff, restoredFrom: first }
		expect(await publishSection(db, { ...stale, base: `live:${second}` })).toBeNull()
		expect(await careersEmail(db)).toBe('corrected@brisk.in')
		expect(await sectionHistory(db, 'company')).toHaveLength(3)
		const restored = await publishSection(db, { ...stale, base: `live:${correction}` })
		expect(restored).not.toBeNull()
		expect(await careersEmail(db)).toBe('first@brisk.in')
		const actions = await db.selectFrom('audit_log').select('action').orderBy('id').execute()
		expect(actions.map((row) => row.action)).toEqual([
			'content.publish',
			'content.publish',
			'content.publish',
			'content.restore',
		])
	})

	test('writes from one start sent at the same moment: exactly one is stored, again and again', async () => {
		for (let round = 0; round < 8; round++) {
			const base = sectionBase(await loadSection(db, 'company'))
			const versionsBefore = (await sectionHistory(db, 'company')).length
			const a = withCareersEmail(`a${round}@brisk.in`)
			const b = withCareersEmail(`b${round}@brisk.in`)
			// Two publishes (each straight from the start), and on odd rounds a save against a publish.
			const results = await Promise.all([
				publishSection(db, { section: 'company', docs: a, staff, base }),
				round % 2
					? saveDraft(db, 'company', b, staff.id, base)
					: publishSection(db, { section: 'company', docs: b, staff, base }),
			])
			expect(
				results.filter((result) => result !== null),
				`round ${round}`,
			).toHaveLength(1)
			const versionsAfter = (await sectionHistory(db, 'company')).length
			expect(versionsAfter - versionsBefore).toBe(results[0] !== null || !(round % 2) ? 1 : 0)
			// What the editor now opens is what the one stored wrote.
			const winner = results[0] !== null ? 'a' : 'b'
			const state = await loadSection(db, 'company')
			expect((state.docs.en as { careersEmail: string }).careersEmail).toBe(`${winner}${round}@brisk.in`)
			// Start the next round from what is live.
			if (state.draftStamp) await discardDraft(db, 'company', sectionBase(state))
		}
	})
})
