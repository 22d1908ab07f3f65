import '#app/i18n/all.server.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { toPublicJob } from './public-jobs.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { jobFeedDocument, readJobFeed, type FeedJob } from './job-feed.server.ts'

const publicUrl = 'https://brisk.example'

/**
 * Whether a document is well-formed XML as far as a feed needs: one root, every tag closed
 * in order, attributes quoted, only the five named entities or character references, and no
 * character XML forbids. (No XML parser is among the dependencies; the browser test parses
 * the served feed with the browser's own.)
 */
function wellFormedProblems(xml: string) {
	const problems: string[] = []
	// eslint-disable-next-line no-control-regex -- these are the characters looked for
	if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(xml)) problems.push('a control character')
	const body = xml.replace(/^<\?xml [^?]*\?>\n/, '')
	const open: string[] = []
	let roots = 0
	for (const [, text, tag] of body.matchAll(/([^<]*)(<[^>]*>|$)/g)) {
		if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(text!)) problems.push(`a bare & in ${text}`)
		if (!tag) continue
		const closing = /^<\/([\w:.-]+)>$/.exec(tag)
		const opening = /^<([\w:.-]+)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>$/.exec(tag)
		if (closing) {
			if (open.pop() !== closing[1]) problems.push(`${tag} closes nothing open`)
		} else if (opening) {
			if (open.length === 0) roots++
			if (opening[3] !== '/') open.push(opening[1]!)
		} else problems.push(`a malformed tag ${tag}`)
	}
	if (open.length > 0) problems.push(`unclosed ${open.join(', ')}`)
	if (roots !== 1) problems.push(`${roots} root elements`)
	return problems
}

type JobRow = Parameters<typeof toPublicJob>[0]

/** A job as the feed shows it in a language (with staff's words in it, if any). */
function job(id: number, changes: Partial<JobRow> = {}, shown: Parameters<typeof toPublicJob>[1] = {}): FeedJob {
	const row: JobRow = {
		id,
		title: 'Security Guard',
		designation: 'Guard',
		description: 'Night shifts at a factory gate.',
		location: 'Pune',
		phone: '',
		category: 'Security',
		till_date: '2026-12-31',
		opened_at: '2026-11-01T04:30:00.000Z',
		pdf: null,
		...changes,
	}
	return { ...toPublicJob(row, shown), updatedAt: '2026-11-05T06:00:00.000Z' }
}

describe('The jobs feed document', () => {
	test('is Atom in the page language, with absolute links, each job’s place and last date', () => {
		const xml = jobFeedDocument({
			jobs: [job(7)],
			language: 'en',
			category: '',
			publicUrl,
			updated: '2026-11-05T06:00:00.000Z',
		})
		expect(wellFormedProblems(xml)).toEqual([])
		expect(xml).toMatch(
			/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="en">/,
		)
		expect(xml).toContain('<title>Brisk: Open jobs</title>')
		expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://brisk.example/career/feed.xml"/>')
		expect(xml).toContain('<updated>2026-11-05T06:00:00.000Z</updated>')
		expect(xml).toContain('<id>https://brisk.example/career/7</id>')
		expect(xml).toContain('<link rel="alternate" type="text/html" href="https://brisk.example/career/7?from=feed"/>')
		expect(xml).toContain('<category term="Security" label="Security Services"/>')
		expect(xml).toContain('Location: Pune\nLast date to apply: 31 Dec 2026\n\nNight shifts at a factory gate.')
		expect(xml).toContain('<author><name>Brisk</name></author>')
	})

	test('escapes what staff typed: markup characters and quotes, and drops characters XML forbids', () => {
		const xml = jobFeedDocument({
			jobs: [job(8, { title: 'Guard <b>&</b> "night" \'shift\'\u0007\u0000 \ud800ok', location: 'Pune & "Thane"' })],
			language: 'en',
			category: 'House Keeping',
			publicUrl,
			updated: '2026-11-05T06:00:00.000Z',
		})
		expect(wellFormedProblems(xml)).toEqual([])
		expect(xml).toContain('<title>Guard &#60;b&#62;&#38;&#60;/b&#62; &#34;night&#34; &#39;shift&#39; ok</title>')
		// The category's feed names it, and its address carries it encoded.
		expect(xml).toContain('<title>Brisk: Open jobs in House Keeping</title>')
		expect(xml).toContain('href="https://brisk.example/career/feed.xml?category=House%20Keeping"')
		expect(xml).toContain('href="https://brisk.example/career?category=House%20Keeping"')
	})

	test('in Hindi its words are Hindi, and a job staff did not translate says so with xml:lang="en"', () => {
		const translated = job(9, {}, { language: 'hi', translation: { title: 'सुरक्षा गार्ड', location: 'पुणे' } })
		const english = job(10, {}, { language: 'hi' })
		const xml = jobFeedDocument({
			jobs: [translated, english],
			language: 'hi',
			category: 'Security',
			publicUrl,
			updated: '2026-11-05T06:00:00.000Z',
		})
		expect(wellFormedProblems(xml)).toEqual([])
		expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="hi">')
		expect(xml).toContain('href="https://brisk.example/hi/career/feed.xml?category=Security"')
		expect(xml).toContain('<id>https://brisk.example/hi/career/9</id>')
		expect(xml).toContain('<title>सुरक्षा गार्ड</title>')
		// Hindi ends the place's sentence with "।", and the category's title lets "श्रेणी" carry the case ending.
		expect(xml).toContain('<summary>पुणे। 31 दिसंबर 2026 तक आवेदन करें</summary>')
		expect(xml).toMatch(/<title>Brisk: .+ श्रेणी की खुली नौकरियाँ<\/title>/)
		expect(xml).toContain('<title xml:lang="en">Security Guard</title>')
		// The untranslated description is marked English; the page's own words around it stay Hindi.
		expect(xml).toMatch(/<content type="text" xml:lang="en">[^<]*31 दिसंबर 2026/)
		expect(xml).not.toContain('Last date to apply')
	})

	test('a feed without jobs is still a valid feed', () => {
		const xml = jobFeedDocument({
			jobs: [],
			language: 'mr',
			category: '',
			publicUrl,
			updated: '1970-01-01T00:00:00.000Z',
		})
		expect(wellFormedProblems(xml)).toEqual([])
		expect(xml).not.toContain('<entry>')
	})

	test('the well-formedness check itself finds broken documents', () => {
		for (const broken of ['<a><b></a>', '<a>&</a>', '<a x=1/>', '<a/><b/>', '<a>\u0001</a>', '<a>']) {
			expect(wellFormedProblems(broken), broken).not.toEqual([])
		}
	})
})

describe.each(testDatabases())('The jobs feed’s jobs on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	async function addJob(
		title: string,
		fields: { category?: string; till?: string; published?: number; updated?: string },
	) {
		const updated = fields.updated ?? '2026-11-02T10:00:00.000Z'
		const row = await db
			.insertInto('jobs')
			.values({
				title,
				designation: title,
				description: '',
				location: 'Pune',
				phone: '',
				category: fields.category ?? 'Security',
				till_date: fields.till ?? '2026-12-31',
				published: fields.published ?? 1,
				pdf: null,
				pdf_file_id: null,
				opened_at: '2026-11-01T10:00:00.000Z',
				created_at: '2026-11-01T10:00:00.000Z',
				updated_at: updated,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		return row.id
	}

	test('only open jobs: a job closed early or past its last date leaves, and the feed’s updated moves then', async () => {
		const now = new Date('2026-11-20T06:00:00.000Z')
		await addJob('Guard', {})
		await addJob('Gardener', { category: 'Gardening', updated: '2026-11-03T10:00:00.000Z' })
		await addJob('Past guard', { till: '2026-11-18' })
		const closedEarly = await addJob('Closed guard', { published: 0, updated: '2026-11-19T08:00:00.000Z' })
		const all = await readJobFeed(db, { language: 'en', category: '', now })
		expect(all.jobs.map((j) => j.title).sort()).toEqual(['Gardener', 'Guard'])
		// Closing a job early is the newest change.
		expect(all.updated).toBe('2026-11-19T08:00:00.000Z')
		const gardening = await readJobFeed(db, { language: 'en', category: 'Gardening', now })
		expect(gardening.jobs.map((j) => j.title)).toEqual(['Gardener'])
		expect(gardening.updated).toBe('2026-11-03T10:00:00.000Z')

		// A last date passing is a change too: the job left at the end of its day in India.
		await db.updateTable('jobs').set({ updated_at: '2026-11-01T10:00:00.000Z' }).where('id', '=', closedEarly).execute()
		const later = await readJobFeed(db, { language: 'en', category: 'Security', now })
		expect(later.jobs.map((j) => j.title)).toEqual(['Guard'])
		expect(later.updated).toBe('2026-11-18T18:30:00.000Z')
	})

	test('a job’s words written in the feed’s language change its entry’s updated', async () => {
		const id = await addJob('Housekeeper', { category: 'House Keeping', updated: '2026-11-02T10:00:00.000Z' })
		await db
			.insertInto('job_translations')
			.values({ job_id: id, language: 'mr', title: 'हाउसकीपर', updated_at: '2026-11-10T10:00:00.000Z' })
			.execute()
		const now = new Date('2026-11-20T06:00:00.000Z')
		const feed = await readJobFeed(db, { language: 'mr', category: 'House Keeping', now })
		expect(feed.jobs).toMatchObject([{ title: 'हाउसकीपर', updatedAt: '2026-11-10T10:00:00.000Z' }])
		expect(feed.updated).toBe('2026-11-10T10:00:00.000Z')
		expect((await readJobFeed(db, { language: 'en', category: 'House Keeping', now })).jobs[0]!.updatedAt).toBe(
			'2026-11-02T10:00:00.000Z',
		)
	})
})
