import { describe, expect, test } from 'vitest'
import { categoryNameProblem, nameSkeleton, normaliseCategoryName } from './job-categories-names.ts'
import { CategoryNamesSchema } from './job-categories-schema.ts'
import { sameName } from './job-categories.ts'

describe('A category’s name cannot pass for another one', () => {
	test('names in English, Hindi, Marathi and Telugu, with digits and punctuation, are accepted', () => {
		for (const name of [
			'Security Services',
			'Electrical & AC Repair (24×7)',
			'Café',
			'सुरक्षा सेवाएँ',
			'मनुष्यबळ पुरवठा (स्टाफिंग)',
			'स्टाफ़िंग सेवाएँ',
			'భద్రతా సేవలు',
			'సిబ్బంది సరఫరా (స్టాఫింగ్)',
		]) {
			expect(categoryNameProblem(name), name).toBeNull()
		}
	})

	test('Devanagari and Telugu keep the zero-width joiners that shape their conjuncts', () => {
		expect(categoryNameProblem('హౌస్\u200cకీపింగ్')).toBeNull()
		expect(categoryNameProblem('र\u200d्य')).toBeNull()
		expect(categoryNameProblem('क्\u200dष')).toBeNull()
		// Anywhere else a joiner only hides.
		expect(categoryNameProblem('Secu\u200crity')).toMatch(/cannot be seen \(U\+200C\)/)
		expect(categoryNameProblem('सुरक्षा\u200d')).toMatch(/cannot be seen/)
		expect(categoryNameProblem('स\u200cస')).toMatch(/cannot be seen/)
	})

	test('a zero-width, format or control character is refused with its code', () => {
		for (const [name, code] of [
			['Security\u200b', '200B'],
			['\ufeffSecurity', 'FEFF'],
			['Secu\u00adrity', '00AD'],
			['Security\u2060', '2060'],
			['\u202eytiruceS', '202E'],
			['Security\u3164', '3164'],
			['Security\ufe0f', 'FE0F'],
			['Secu\u0007rity', '0007'],
			['सुरक्षा\u200b', '200B'],
		] as const) {
			expect(categoryNameProblem(name), name).toBe(
				`The name holds a character that cannot be seen (U+${code}), so it could pass for another name. Please type it again without that character.`,
			)
		}
	})

	test('a letter of another script among Latin ones is refused, saying the name mixes scripts', () => {
		expect(categoryNameProblem('\u0405ecurity')).toBe(
			'The name mixes scripts: “Ѕ” (U+0405) is a Cyrillic letter among Latin ones, and may pass for one of them. Please write the name in one script: Latin, Devanagari or Telugu.',
		)
		expect(categoryNameProblem('Gard\u0435ning')).toMatch(
			/^The name mixes scripts: “е” \(U\+0435\) is a Cyrillic letter/,
		)
		expect(categoryNameProblem('\u039Fffice')).toMatch(/^The name mixes scripts: “Ο” \(U\+039F\) is a Greek letter/)
		expect(categoryNameProblem('सुरक्षा \u0430')).toMatch(/Cyrillic letter among Devanagari ones/)
	})

	test('a name wholly in another script is refused too: the site speaks no language written in it', () => {
		expect(categoryNameProblem('\u0405\u0435\u0441')).toBe(
			'“Ѕ” (U+0405) is a Cyrillic letter. Please write the name in Latin (English), Devanagari (Hindi, Marathi) or Telugu letters.',
		)
		expect(categoryNameProblem('\u13DA\u13AC')).toMatch(/is a Cherokee letter/)
		expect(categoryNameProblem('\u0b95\u0bbe')).toMatch(/is a character of another script/)
	})

	test('Latin letters may stand beside Devanagari or Telugu; Devanagari and Telugu together are refused', () => {
		expect(categoryNameProblem('CCTV ऑपरेटर')).toBeNull()
		expect(categoryNameProblem('AC రిపేర్')).toBeNull()
		expect(categoryNameProblem('सुरक्षा భద్రత')).toBe(
			'The name mixes Devanagari and Telugu letters. Please write it in one of them (Latin letters may stand beside either); the names in the other languages have fields of their own.',
		)
		expect(categoryNameProblem('IT सुरक्षा భద్రత')).toMatch(/mixes Devanagari and Telugu letters/)
	})

	test('full-width and styled letters are stored as plain ones', () => {
		expect(normaliseCategoryName(' \uff33ecurity\u00a0Services ')).toBe('Security Services')
		expect(normaliseCategoryName('\ud835\udc12ecurity')).toBe('Security')
		expect(categoryNameProblem('\uff33ecurity')).toBeNull()
	})
})

describe('Two names are the same when they read the same', () => {
	test('case, spacing and Unicode’s forms aside, as before', () => {
		expect(sameName('Security', ' security ')).toBe(true)
		expect(sameName('House\u00a0Keeping', 'house  keeping')).toBe(true)
		expect(sameName('Caf\u00e9', 'Cafe\u0301')).toBe(true)
		expect(sameName('Security', 'Security Dogs')).toBe(false)
		expect(sameName('', ' ')).toBe(false)
	})

	test('unseen characters, full-width letters and look-alikes of Latin letters make no second “Security”', () => {
		for (const name of [
			'Security\u200b',
			'Secu\u00adrity',
			'\u0405ecurity',
			'\u0405\u0435\u0441ur\u0456t\u0443',
			'\uff33\uff45\uff43\uff55\uff52\uff49\uff54\uff59',
			'Secur\u0131ty',
			'SECUR\u0399TY',
		]) {
			expect(sameName(name, 'Security'), name).toBe(true)
		}
		expect(nameSkeleton('\u039D\u03BF\u03BD')).toBe('nov')
		expect(sameName('Sh1ft', 'Shlft')).toBe(true)
		expect(sameName('H0use', 'House')).toBe(true)
		expect(sameName('H\u0966use', 'House')).toBe(true)
		expect(sameName('सुरक्षा\u200b', 'सुरक्षा')).toBe(true)
		expect(sameName('హౌస్\u200cకీపింగ్', 'హౌస్కీపింగ్')).toBe(true)
	})
})

describe('The category form', () => {
	test('refuses invisible characters and mixed scripts in any language, with the rule’s words', () => {
		const refused = CategoryNamesSchema.safeParse({ en: '\u0405ecurity', hi: 'सुरक्षा\u200b', te: 'భద్రత', mr: '' })
		expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message.slice(0, 40)])).toEqual([
			['en', 'The name mixes scripts: “Ѕ” (U+0405) is '],
			['hi', 'The name holds a character that cannot b'],
		])
		// A control character is refused once, in the words every field uses.
		const control = CategoryNamesSchema.safeParse({ en: 'Secu\u0007rity' })
		expect(control.error?.issues).toHaveLength(1)
		expect(CategoryNamesSchema.safeParse({ en: 'Security Dogs', hi: 'सुरक्षा कुत्ते', te: 'హౌస్‌కీపింగ్' }).success).toBe(true)
	})
})
