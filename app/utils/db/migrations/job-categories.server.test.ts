import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'

// Migration 026 gives a fresh database the four original categories, named as the catalogues named them when it was
// written: the same rows on every database it ever runs on, whatever the catalogues or the languages say later.

describe.each(testDatabases())('Migration 026 on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	test('a fresh database has the four original categories, named in English, Hindi, Marathi and Telugu', async () => {
		const categories = await db
			.selectFrom('job_categories')
			.select(['id', 'value', 'name', 'position', 'retired_at'])
			.orderBy('position')
			.execute()
		expect(categories.map(({ id: _, ...category }) => category)).toEqual([
			{ value: 'House Keeping', name: 'House Keeping', position: 1, retired_at: null },
			{ value: 'Staffing', name: 'Staffing Solutions', position: 2, retired_at: null },
			{ value: 'Security', name: 'Security Services', position: 3, retired_at: null },
			{ value: 'Gardening', name: 'Gardening Solutions', position: 4, retired_at: null },
		])
		const translations = await db
			.selectFrom('job_category_translations')
			.select(['category_id', 'language', 'name'])
			.orderBy('category_id')
			.orderBy('language')
			.execute()
		const valueOf = new Map(categories.map((category) => [category.id, category.value]))
		expect(translations.map(({ category_id, language, name }) => [valueOf.get(category_id), language, name])).toEqual([
			['House Keeping', 'hi', 'हाउसकीपिंग'],
			['House Keeping', 'mr', 'हाउसकीपिंग'],
			// The joiner (U+200C) keeps the Telugu letters apart as the word is written.
			['House Keeping', 'te', 'హౌస్\u200cకీపింగ్'],
			['Staffing', 'hi', 'स्टाफ़िंग सेवाएँ'],
			['Staffing', 'mr', 'मनुष्यबळ पुरवठा (स्टाफिंग)'],
			['Staffing', 'te', 'సిబ్బంది సరఫరా (స్టాఫింగ్)'],
			['Security', 'hi', 'सुरक्षा सेवाएँ'],
			['Security', 'mr', 'सुरक्षा (सिक्युरिटी)'],
			['Security', 'te', 'భద్రతా సేవలు'],
			['Gardening', 'hi', 'बागवानी सेवाएँ'],
			['Gardening', 'mr', 'बागकाम'],
			['Gardening', 'te', 'తోటపని సేవలు'],
		])
	})
})
