import { describe, expect, test } from 'vitest'
import { searchJobs, searchTerms, searchWords } from './job-search.ts'

const jobs = [
	{
		title: 'Security Guard',
		designation: 'Unarmed Security Guard',
		location: 'Pune, Maharashtra',
		category: 'Security',
	},
	{ title: 'Security Supervisor', designation: 'Supervisor', location: 'New Delhi, Delhi', category: 'Security' },
	{ title: 'Gardener', designation: 'Mali (Gardener)', location: 'Pune, Maharashtra', category: 'Gardening' },
	{
		title: 'Supervisor',
		designation: 'Housekeeping Supervisor',
		location: 'Mumbai, Maharashtra',
		category: 'House Keeping',
	},
	{ title: 'Data Entry Operator', designation: 'Operator', location: 'Nagpur, Maharashtra', category: 'Staffing' },
]
const titles = (query: string, category = '') => searchJobs(jobs, query, category).map((job) => job.title)

describe('The job search', () => {
	test('finds words in the title, designation, location and category, whatever the case', () => {
		expect(titles('GUARD')).toEqual(['Security Guard'])
		expect(titles('mali')).toEqual(['Gardener'])
		expect(titles('pune')).toEqual(['Security Guard', 'Gardener'])
		expect(titles('staffing')).toEqual(['Data Entry Operator'])
		// The category's label on the page is "Staffing Solutions".
		expect(titles('staffing solutions')).toEqual(['Data Entry Operator'])
	})

	test('every word must match somewhere, and filler words are ignored', () => {
		expect(titles('guard jobs in pune')).toEqual(['Security Guard'])
		expect(titles('security delhi')).toEqual(['Security Supervisor'])
		expect(titles('security mumbai')).toEqual([])
		expect(titles('jobs for the supervisor at mumbai')).toEqual(['Supervisor'])
	})

	test('spacing does not matter: "house keeping" is "housekeeping"', () => {
		expect(titles('house keeping')).toEqual(['Supervisor'])
		expect(titles('housekeeping')).toEqual(['Supervisor'])
		expect(titles('data-entry')).toEqual(['Data Entry Operator'])
		expect(titles('dataentry')).toEqual(['Data Entry Operator'])
	})

	test('a plural finds its singular', () => {
		expect(titles('guards')).toEqual(['Security Guard'])
	})

	test('an empty query or only filler words lists every job of the category', () => {
		expect(titles('')).toHaveLength(5)
		expect(titles('  jobs in  ')).toHaveLength(5)
		expect(titles('', 'Security')).toEqual(['Security Guard', 'Security Supervisor'])
		expect(titles('garden', 'Security')).toEqual([])
	})

	test('the words of a query', () => {
		expect(searchWords('Guard jobs in Pune!')).toEqual(['guard', 'pune'])
	})
})

describe('The job search in Telugu', () => {
	const workers = [
		{ title: 'Electrician', designation: 'Electrician', location: 'Hyderabad, Telangana', category: 'Staffing' },
		{
			title: 'Office Attendant',
			designation: 'Attendant',
			location: 'Hyderabad, Telangana',
			category: 'House Keeping',
		},
		{ title: 'Housekeeping Staff', designation: 'Cleaner', location: 'Pune, Maharashtra', category: 'House Keeping' },
	]
	const found = (query: string) => searchJobs(workers, query, '', 'te').map((job) => job.title)

	test('finds the words job seekers type: అటెండర్, ఆయా, కరెంటు / కరెంట్ పని', () => {
		expect(found('అటెండర్')).toContain('Office Attendant')
		expect(found('ఆయా')).toEqual(['Office Attendant', 'Housekeeping Staff'])
		expect(found('కరెంటు')).toEqual(['Electrician'])
		expect(found('కరెంట్ పని')).toEqual(['Electrician'])
	})
})

describe('The job search in Hindi and Marathi', () => {
	const found = (query: string, language: 'hi' | 'mr') => searchJobs(jobs, query, '', language).map((job) => job.title)

	test('finds places and kinds of work typed in Devanagari', () => {
		expect(found('पुणे', 'mr')).toEqual(['Security Guard', 'Gardener'])
		expect(found('सुरक्षा', 'hi')).toEqual(['Security Guard', 'Security Supervisor'])
		expect(found('माळी', 'mr')).toEqual(['Gardener'])
		expect(found('माली', 'hi')).toEqual(['Gardener'])
		expect(found('नागपूर', 'mr')).toEqual(['Data Entry Operator'])
	})

	test('finds the category by the word the page itself shows for it', () => {
		expect(found('हाउसकीपिंग', 'mr')).toEqual(['Supervisor'])
		expect(found('हाउसकीपिंग', 'hi')).toEqual(['Supervisor'])
	})

	test('drops the filler words of the language and reads nukta and nasal spellings alike', () => {
		expect(found('पुणे में गार्ड की नौकरी', 'hi')).toEqual(['Security Guard'])
		expect(found('पुणे मध्ये माळी नोकरी', 'mr')).toEqual(['Gardener'])
		expect(found('सुपरवाइज़र मुंबई', 'hi')).toEqual(['Supervisor'])
		expect(found('सुपरवाइजर मुंबई', 'hi')).toEqual(['Supervisor'])
	})

	test('finds a place or a kind of work whatever ending the language adds to it', () => {
		expect(found('पुण्यात माळी', 'mr')).toEqual(['Gardener'])
		expect(found('नागपूरमध्ये', 'mr')).toEqual(['Data Entry Operator'])
		expect(found('मुंबईत सुपरवायझर', 'mr')).toEqual(['Supervisor'])
		expect(found('दिल्लीत', 'mr')).toEqual(['Security Supervisor'])
	})

	test('every word must still match: a place with no such job finds nothing', () => {
		expect(found('सुरक्षा मुंबई', 'hi')).toEqual([])
		expect(found('पुणे', 'hi')).not.toContain('Supervisor')
	})

	test('a word in Devanagari finds itself in a text written in Devanagari', () => {
		const written = [{ title: 'सफ़ाई कर्मचारी', designation: 'हाउसकीपिंग', location: 'पुणे', category: 'House Keeping' }]
		expect(searchJobs(written, 'सफाई', '', 'hi')).toHaveLength(1)
	})

	test('a job staff wrote in Hindi is found by its Hindi words and by its English ones', () => {
		const written = [
			{
				title: 'सिक्योरिटी गार्ड',
				designation: 'गार्ड',
				location: 'जयपुर, राजस्थान',
				category: 'Security',
				english: { title: 'Security Guard', designation: 'Guard', location: 'Jaipur, Rajasthan' },
			},
		]
		expect(searchJobs(written, 'जयपुर', '', 'hi')).toHaveLength(1)
		expect(searchJobs(written, 'guard jaipur', '', 'hi')).toHaveLength(1)
		expect(searchJobs(written, 'pune', '', 'hi')).toHaveLength(0)
	})
})

describe('The search words the database narrows by', () => {
	test('each word once, with its spellings and the categories whose names hold it', () => {
		expect(searchTerms('Guards jobs in Pune guards')).toEqual([
			{ spellings: ['guards', 'guard'], categories: [] },
			{ spellings: ['pune'], categories: [] },
		])
		expect(searchTerms('solutions')).toEqual([
			{ spellings: ['solutions', 'solution'], categories: ['Staffing', 'Gardening'] },
		])
	})

	test('a Devanagari word brings its English words, and the page language names the categories', () => {
		expect(searchTerms('माळी', 'mr')).toEqual([{ spellings: ['माळी', 'mali', 'gardener'], categories: [] }])
		expect(searchTerms('सुरक्षा', 'hi')).toEqual([{ spellings: ['सुरक्षा', 'security'], categories: ['Security'] }])
		expect(searchTerms('बागकाम', 'mr')[0]!.categories).toEqual(['Gardening'])
		expect(searchTerms('बागकाम', 'hi')[0]!.categories).toEqual(['Gardening'])
	})
})
