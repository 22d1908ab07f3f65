import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { translate, translator } from '#app/i18n/index.ts'
import '#app/i18n/all.server.ts'
import { forEachLanguage, LANGUAGES, type Language } from '#app/i18n/languages.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { testDatabases } from '#tests/setup/databases.ts'
import { apiCategoryName } from '#app/utils/applying/apply-api.server.ts'
import { CategoryNamesSchema } from './job-categories-schema.ts'
import {
	addCategory,
	categoryChoices,
	listCategories,
	categoryRefusal,
	renameCategory,
	setCategoryRetired,
} from './job-categories.server.ts'
import { categorySlug, looksLikeCategoryValue, showCategory, showCategoryOf } from './job-categories.ts'
import { readApplicationFilters } from '#app/utils/applications/applications.ts'
import { listJobPage } from './job-list.server.ts'
import { jobFeedDocument, readJobFeed } from './job-feed.server.ts'
import { JOB_CATEGORIES } from './jobs.ts'
import { jobAlertSchema } from '#app/utils/alerts/job-alert-schema.ts'
import { subscribeToJobAlerts } from '#app/utils/alerts/job-alerts.server.ts'

const staff = { id: 4, email: 'hr@brisk.test' }

/** A category's names in every language (any language added later shows the English until written). */
const PLUMBING: Record<Language, string> = {
	...forEachLanguage(() => ''),
	en: 'Plumbing',
	hi: 'प्लंबिंग',
	mr: 'प्लंबिंग काम',
	te: 'ప్లంబింగ్',
}

function isoDate(daysFromToday: number) {
	return new Date(Date.now() + 5.5 * 3600_000 + daysFromToday * 86_400_000).toISOString().slice(0, 10)
}

async function insertJob(db: Db, category: string, title: string) {
	const stamp = new Date().toISOString()
	const row = await db
		.insertInto('jobs')
		.values({
			title,
			designation: title,
			category,
			description: 'A job of the category tests.',
			location: 'Pune, Maharashtra',
			phone: '+91 20 4000 1000',
			till_date: isoDate(30),
			pdf: null,
			opened_at: stamp,
			published: 1,
			created_at: stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

describe('A category’s names', () => {
	test('English is required; the others are optional; 60 characters at most; no control characters', () => {
		expect(CategoryNamesSchema.safeParse(PLUMBING).success).toBe(true)
		expect(CategoryNamesSchema.safeParse({ en: 'Plumbing' }).success).toBe(true)
		const empty = CategoryNamesSchema.safeParse({ en: '   ', hi: 'प्लंबिंग' })
		expect(empty.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['en'])
		expect(CategoryNamesSchema.safeParse({ en: 'x'.repeat(60) }).success).toBe(true)
		expect(CategoryNamesSchema.safeParse({ en: 'x'.repeat(61) }).success).toBe(false)
		expect(CategoryNamesSchema.safeParse({ en: 'Plumbing', te: 'ప్లం\u0007బింగ్' }).success).toBe(false)
		expect(CategoryNamesSchema.safeParse({ en: 'Plumb\ning' }).success).toBe(false)
		// Telugu is typed with the zero-width joiners: they are no control characters.
		expect(CategoryNamesSchema.safeParse({ en: 'House Keeping', te: 'హౌస్‌కీపింగ్' }).success).toBe(true)
	})

	test('a name left empty shows the English, marked as English; a value no category has shows as stored', () => {
		const plumbing = { value: 'plumbing', names: { ...PLUMBING, mr: '' } }
		expect(showCategory(plumbing, 'hi')).toEqual({ value: 'plumbing', name: 'प्लंबिंग' })
		expect(showCategory(plumbing, 'mr')).toEqual({ value: 'plumbing', name: 'Plumbing', lang: 'en' })
		expect(showCategory(plumbing, 'en')).toEqual({ value: 'plumbing', name: 'Plumbing' })
		expect(showCategoryOf([plumbing], 'Cooking', 'te')).toEqual({ value: 'Cooking', name: 'Cooking', lang: 'en' })
	})

	test('a new category is stored as a slug of its English name', () => {
		expect(categorySlug('Plumbing')).toBe('plumbing')
		expect(categorySlug('  Electrical & AC Repair ')).toBe('electrical-ac-repair')
		expect(categorySlug('Café')).toBe('cafe')
		expect(categorySlug('प्लंबिंग')).toBe('category')
	})

	test('the applications list filters by any category staff keep; a text no category could be is no filter', () => {
		expect(looksLikeCategoryValue('House Keeping')).toBe(true)
		expect(looksLikeCategoryValue('plumbing-2')).toBe(true)
		expect(looksLikeCategoryValue('Pilots')).toBe(false)
		expect(readApplicationFilters(new URL('http://x/?category=plumbing')).category).toBe('plumbing')
		expect(readApplicationFilters(new URL('http://x/?category=%3Cscript%3E')).category).toBe('')
	})
})

describe.each(testDatabases())('Job categories on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(async () => {
		keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] })
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	test('the original four are seeded with their values and the catalogues’ names in every language', async () => {
		const categories = await listCategories(db)
		expect(categories.map((category) => category.value)).toEqual(JOB_CATEGORIES.map((category) => category.value))
		for (const original of JOB_CATEGORIES) {
			const seeded = categories.find((category) => category.value === original.value)!
			for (const language of LANGUAGES) expect(seeded.names[language]).toBe(translate(language, original.key))
			expect(seeded.retired).toBe(false)
		}
	})

	test('staff add a category with its names; visitors see it in every language and its jobs are found by them', async () => {
		const added = await addCategory(db, staff, PLUMBING)
		expect(added.ok).toBe(true)
		if (!added.ok) return
		expect(added.category.value).toBe('plumbing')
		const id = await insertJob(db, 'plumbing', 'Pipe Fitter')
		await insertJob(db, 'Security', 'Night Watchman')
		for (const language of LANGUAGES) {
			const shown = (await listCategories(db)).map((category) => showCategory(category, language))
			expect(shown.at(-1)).toEqual({ value: 'plumbing', name: PLUMBING[language] })
		}
		for (const [query, language] of [
			['plumbing', 'en'],
			['प्लंबिंग', 'hi'],
			['प्लंबिंग', 'en'],
			['ప్లంబింగ్', 'te'],
			['pipe', 'mr'],
		] as const) {
			const list = await listJobPage(db, { query, language })
			expect(
				list.jobs.map((job) => job.id),
				`${query} on a ${language} page`,
			).toEqual([id])
		}
		const audit = await db.selectFrom('audit_log').select(['action', 'subject']).execute()
		expect(audit).toContainEqual({ action: 'job-category.add', subject: 'category plumbing' })
	})

	test('visitors may ask for alerts of a new category; the confirmation names it in their language', async () => {
		const values = (await listCategories(db)).map((category) => category.value)
		const asked = { category: 'plumbing', address: 'asha.plumbing@example.com' }
		expect(jobAlertSchema(translator('hi'), values).safeParse(asked).success).toBe(true)
		expect(jobAlertSchema(translator('hi')).safeParse(asked).success).toBe(false)
		const request = {
			channel: 'mail',
			address: asked.address,
			category: 'plumbing',
			place: '',
			language: 'hi',
		} as const
		await subscribeToJobAlerts(db, request, { clientIp: '10.9.9.9', publicUrl: 'https://brisk.example' })
		const mail = await db
			.selectFrom('outbox')
			.select('text_body')
			.where('to_address', '=', asked.address)
			.executeTakeFirstOrThrow()
		expect(mail.text_body).toContain(PLUMBING.hi)
	})

	test('the category’s feed carries its job and names it in the feed’s language', async () => {
		const categories = await listCategories(db, { retired: true })
		const { jobs, updated } = await readJobFeed(db, { language: 'hi', category: 'plumbing' })
		const xml = jobFeedDocument({
			jobs,
			language: 'hi',
			category: 'plumbing',
			publicUrl: 'https://b.example',
			updated,
			categories,
		})
		expect(jobs.map((job) => job.title)).toEqual(['Pipe Fitter'])
		expect(xml).toContain(`<category term="plumbing" label="${PLUMBING.hi}"/>`)
		expect(xml).toContain(`<title>Brisk: ${PLUMBING.hi} श्रेणी की खुली नौकरियाँ</title>`)
	})

	test('a name another active category has in the same language is refused, in words; a second slug is numbered', async () => {
		const clash = await addCategory(db, staff, { en: ' plumbing ', hi: 'सुरक्षा सेवाएँ', mr: '', te: '' })
		expect(clash.ok).toBe(false)
		if (clash.ok) return
		expect(clash.errors.en?.[0]).toMatch(/already called “plumbing” in English: “Plumbing”/)
		expect(clash.errors.hi?.[0]).toMatch(/in Hindi: “Security Services”/)
		const other = await addCategory(db, staff, { en: 'Plumbing!', hi: '', mr: '', te: '' })
		expect(other.ok && other.category.value).toBe('plumbing-2')
	})

	test('an original category’s name in the compatibility API is refused as a new name; a longer one is taken', async () => {
		for (const name of ['Security', ' staffing ']) {
			const refused = await addCategory(db, staff, { en: name, hi: '', mr: '', te: '' })
			expect(refused.ok).toBe(false)
			if (refused.ok) return
			expect(refused.errors.en?.[0]).toMatch(
				/^Apps that read the old job list know “(Security Services|Staffing Solutions)”/,
			)
		}
		const kept = await addCategory(db, staff, { en: 'Security Dogs', hi: '', mr: '', te: '' })
		expect(kept.ok && kept.category.value).toBe('security-dogs')
		const names = await apiCategoryName(db)
		expect(names('Security')).toBe('Security')
		expect(names('security-dogs')).toBe('Security Dogs')
	})

	test('a name with an invisible character, another script’s letter or a look-alike of another name is refused in words; nothing is stored', async () => {
		const count = async (table: 'job_categories' | 'job_category_translations' | 'audit_log') =>
			Number(
				(
					await db
						.selectFrom(table)
						.select((eb) => eb.fn.countAll().as('n'))
						.executeTakeFirstOrThrow()
				).n,
			)
		const before = await Promise.all([count('job_categories'), count('job_category_translations'), count('audit_log')])
		const refusal = async (names: Partial<Record<Language, string>>) => {
			const result = await addCategory(db, staff, { en: '', hi: '', mr: '', te: '', ...names })
			expect(result.ok).toBe(false)
			return result.ok ? {} : result.errors
		}
		expect((await refusal({ en: 'Security\u200b', hi: 'सुरक्षा\u200b' })).en?.[0]).toMatch(/cannot be seen \(U\+200B\)/)
		expect((await refusal({ en: 'Guards', hi: 'सुरक्षा\u200b' })).hi?.[0]).toMatch(/cannot be seen \(U\+200B\)/)
		expect((await refusal({ en: '\u0405ecurity', hi: 'x1' })).en?.[0]).toMatch(
			/^The name mixes scripts: “Ѕ” \(U\+0405\) is a Cyrillic letter among Latin ones/,
		)
		// Full-width letters are the plain ones; a Latin dotless ı reads as i.
		expect((await refusal({ en: '\uff33ecurity' })).en?.[0]).toMatch(
			/^Apps that read the old job list know “Security Services” as “Security”, so the two could not be told apart/,
		)
		expect((await refusal({ en: 'Secur\u0131ty' })).en?.[0]).toBe(
			'Apps that read the old job list know “Security Services” as “Security”, which “Securıty” reads the same as. Please choose another name.',
		)
		// A joiner inside a Devanagari word is allowed, but shows nothing here: the name reads as Security Services'.
		expect((await refusal({ en: 'Guards', hi: 'सुरक्षा से\u200dवाएँ' })).hi?.[0]).toBe(
			'“सुरक्षा से\u200dवाएँ” reads the same as “सुरक्षा सेवाएँ”, the name in Hindi of another category: “Security Services”. Please choose another name.',
		)
		const security = (await listCategories(db)).find((category) => category.value === 'Security')!
		const renamed = await renameCategory(db, staff, security.id, { ...security.names, en: 'Security Services\u200b' })
		expect(renamed.ok || renamed.errors.en?.[0]).toMatch(/cannot be seen/)
		expect(
			await Promise.all([count('job_categories'), count('job_category_translations'), count('audit_log')]),
		).toEqual(before)
		expect((await listCategories(db)).find((category) => category.id === security.id)?.names.en).toBe(
			'Security Services',
		)
		// A Telugu word keeps the joiner that shapes it.
		const glass = await addCategory(db, staff, { en: 'Glass Cleaning', hi: '', mr: '', te: 'గ్లాస్\u200cక్లీనింగ్' })
		expect(glass.ok && glass.category.names.te).toBe('గ్లాస్\u200cక్లీనింగ్')
	})

	test('two people adding the same category at once (two instances) get one category and a refusal in words, never an error', async () => {
		for (const round of [1, 2, 3]) {
			const names = { en: `Carpentry ${round}`, hi: '', mr: '', te: '' }
			const results = await Promise.all([addCategory(db, staff, names), addCategory(db, staff, { ...names })])
			expect(results.filter((result) => result.ok)).toHaveLength(1)
			const refused = results.find((result) => !result.ok)
			expect(refused && !refused.ok && refused.errors.en?.[0]).toMatch(`already called “Carpentry ${round}” in English`)
			const rows = await db.selectFrom('job_categories').select('value').where('name', '=', names.en).execute()
			expect(rows).toEqual([{ value: `carpentry-${round}` }])
		}
	})

	test('renaming keeps the stored value, so jobs stay in the category; the API still names the original four as before', async () => {
		const security = (await listCategories(db)).find((category) => category.value === 'Security')!
		const renamed = await renameCategory(db, staff, security.id, {
			en: 'Guards and Watch',
			hi: 'गार्ड',
			mr: '',
			te: '',
		})
		expect(renamed.ok).toBe(true)
		const after = (await listCategories(db)).find((category) => category.id === security.id)!
		expect(after).toMatchObject({ value: 'Security', names: { en: 'Guards and Watch', hi: 'गार्ड', mr: '' } })
		expect(showCategory(after, 'mr')).toEqual({ value: 'Security', name: 'Guards and Watch', lang: 'en' })
		expect((await listJobPage(db, { query: 'watch', language: 'en' })).jobs.map((job) => job.title)).toEqual([
			'Night Watchman',
		])
		const name = await apiCategoryName(db)
		expect(JOB_CATEGORIES.map((category) => name(category.value))).toEqual([
			'House Keeping',
			'Staffing',
			'Security',
			'Gardening',
		])
		expect(name('plumbing')).toBe('Plumbing')
		// Its own names again are no clash with itself.
		expect(
			(await renameCategory(db, staff, security.id, { en: 'Guards and Watch', hi: 'गार्ड', mr: '', te: '' })).ok,
		).toBe(true)
	})

	test('retiring hides a category from visitors, keeps its jobs readable and stops them being published', async () => {
		const plumbing = (await listCategories(db)).find((category) => category.value === 'plumbing')!
		expect(await categoryRefusal(db, 'plumbing', { published: true })).toBeNull()
		// An open job keeps its category choosable: it is closed (or moved) before the category is retired.
		const refused = await setCategoryRetired(db, staff, plumbing.id, true)
		expect(refused).toEqual({
			ok: false,
			errors: { en: [expect.stringMatching(/^“Plumbing” still has 1 open job: close them or move them/)] },
		})
		await db.updateTable('jobs').set({ published: 0 }).where('category', '=', 'plumbing').execute()
		expect((await setCategoryRetired(db, staff, plumbing.id, true)).ok).toBe(true)
		expect((await listCategories(db)).map((category) => category.value)).not.toContain('plumbing')
		expect((await listCategories(db, { retired: true })).find((c) => c.value === 'plumbing')?.retired).toBe(true)
		expect(await categoryRefusal(db, 'plumbing', { published: true })).toEqual({
			reason: 'category-retired',
			category: 'Plumbing',
		})
		expect(await categoryRefusal(db, 'Cooking', { published: true })).toEqual({ reason: 'category-unknown' })
		// A closed job may stay in it; not in one that does not exist.
		expect(await categoryRefusal(db, 'plumbing', { published: false })).toBeNull()
		expect(await categoryRefusal(db, 'Cooking', { published: false })).toEqual({ reason: 'category-unknown' })
		// The job editor offers it only for a job already in it.
		expect((await categoryChoices(db)).map((choice) => choice.value)).not.toContain('plumbing')
		expect(await categoryChoices(db, 'plumbing')).toContainEqual({ value: 'plumbing', label: 'Plumbing (retired)' })
		// Its job, closed, keeps the category.
		const kept = await db.selectFrom('jobs').select('category').where('title', '=', 'Pipe Fitter').execute()
		expect(kept.map((job) => job.category)).toEqual(['plumbing'])
		// While it is retired, its name is free; bringing it back then is refused in words.
		const taken = await addCategory(db, staff, { en: 'Plumbing', hi: '', mr: '', te: '' })
		expect(taken.ok && taken.category.value).toBe('plumbing-3')
		const back = await setCategoryRetired(db, staff, plumbing.id, false)
		expect(back.ok).toBe(false)
		if (!taken.ok) return
		expect((await setCategoryRetired(db, staff, taken.category.id, true)).ok).toBe(true)
		expect((await setCategoryRetired(db, staff, plumbing.id, false)).ok).toBe(true)
		const actions = (await db.selectFrom('audit_log').select('action').execute()).map((row) => row.action)
		expect(actions).toEqual(expect.arrayContaining(['job-category.retire', 'job-category.restore']))
	})
})
