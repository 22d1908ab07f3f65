import { translate } from '#app/i18n/index.ts'
import type { Language } from '#app/i18n/languages.ts'
import { JOB_CATEGORIES } from './jobs.ts'

// The career page's search: people type what they would say ("guard jobs in pune",
// "house keeping", "पुणे में सुरक्षा", "माळी"), so every meaningful word must be found in
// the title, the designation, the location or the category, whatever the case, spacing
// or script.

/** Words that say nothing about which job is meant, in the site's three languages. */
const FILLER_WORDS = new Set(
	[
		...['job', 'jobs', 'in', 'at', 'for', 'the', 'a', 'an', 'of', 'near', 'and', 'vacancy', 'vacancies'],
		// Hindi: job(s), in, for, of, and, vacancy.
		...['नौकरी', 'नौकरियाँ', 'नौकरियां', 'जॉब', 'में', 'पर', 'के', 'की', 'का', 'लिए', 'और', 'व', 'भर्ती', 'वैकेंसी'],
		// Marathi: job(s), in, for, of, and.
		...['नोकरी', 'नोकऱ्या', 'मध्ये', 'साठी', 'चा', 'ची', 'चे', 'आणि', 'येथे', 'भरती'],
	].map((word) => normalise(word)),
)

/**
 * What the Hindi and Marathi words people search with stand for in the jobs' English
 * fields: places, the kinds of work, and the words of the categories. A Devanagari
 * word also finds itself, for the texts staff write in Hindi and Marathi.
 */
const DEVANAGARI_WORDS: Record<string, string[]> = {
	// Places.
	पुणे: ['pune'],
	पूना: ['pune'],
	// Marathi bends the name: पुण्यात (in Pune), पुण्याचा (of Pune).
	पुण्या: ['pune'],
	मुंबई: ['mumbai'],
	नागपुर: ['nagpur'],
	नागपूर: ['nagpur'],
	जयपुर: ['jaipur'],
	जयपूर: ['jaipur'],
	दिल्ली: ['delhi'],
	हैदराबाद: ['hyderabad'],
	विशाखापत्तनम: ['visakhapatnam'],
	विशाखापट्टणम: ['visakhapatnam'],
	महाराष्ट्र: ['maharashtra'],
	राजस्थान: ['rajasthan'],
	तेलंगाना: ['telangana'],
	तेलंगणा: ['telangana'],
	आंध्र: ['andhra'],
	प्रदेश: ['pradesh'],
	// Kinds of work.
	सुरक्षा: ['security'],
	सिक्योरिटी: ['security'],
	सिक्युरिटी: ['security'],
	गार्ड: ['guard'],
	रक्षक: ['guard'],
	सुपरवाइज़र: ['supervisor'],
	सुपरवाइजर: ['supervisor'],
	सुपरवायझर: ['supervisor'],
	पर्यवेक्षक: ['supervisor'],
	माली: ['mali', 'gardener'],
	माळी: ['mali', 'gardener'],
	बागवानी: ['gardening', 'gardener'],
	बागकाम: ['gardening', 'gardener'],
	गार्डनिंग: ['gardening'],
	सफ़ाई: ['housekeeping', 'cleaning'],
	स्वच्छता: ['housekeeping', 'cleaning'],
	हाउसकीपिंग: ['housekeeping'],
	हाऊसकीपिंग: ['housekeeping'],
	स्टाफ़िंग: ['staffing'],
	स्टाफ़: ['staff'],
	कर्मचारी: ['staff'],
	मनुष्यबळ: ['staffing'],
	ऑफ़िस: ['office'],
	ऑफिस: ['office'],
	कार्यालय: ['office'],
	सहायक: ['assistant'],
	साहाय्यक: ['assistant'],
	डेटा: ['data'],
	ऑपरेटर: ['operator'],
	प्लंबर: ['plumber'],
	इलेक्ट्रीशियन: ['electrician'],
	इलेक्ट्रिशियन: ['electrician'],
	बिजली: ['electrician'],
	तकनीशियन: ['technician'],
	तंत्रज्ञ: ['technician'],
	ड्राइवर: ['driver'],
	ड्रायव्हर: ['driver'],
	चालक: ['driver'],
}

/**
 * One spelling of a word for comparing: lower case; Devanagari without nukta (ज़ = ज)
 * and with one sign for a nasal vowel (ँ = ं), the variants people type interchangeably.
 */
function normalise(text: string) {
	return text
		.normalize('NFD')
		.toLowerCase()
		.replace(/\u093c/g, '')
		.replace(/\u0901/g, '\u0902')
		.normalize('NFC')
}

/** The glossary with its words spelt as the search compares them. */
const GLOSSARY = new Map(Object.entries(DEVANAGARI_WORDS).map(([word, english]) => [normalise(word), english]))

export interface SearchableJob {
	title: string
	designation: string
	location: string
	category: string
	/** The English words of a job shown in Hindi or Marathi: "guard" still finds गार्ड's job. */
	english?: { title: string; designation: string; location: string }
}

/** Letters (with Devanagari's vowel signs) and digits only: "House Keeping" and "housekeeping" read the same. */
function compact(text: string) {
	return normalise(text).replace(/[^\p{L}\p{M}\p{N}]+/gu, '')
}

/** The words of a query that must each match, spelt for comparing, without filler words. */
export function searchWords(query: string) {
	return normalise(query)
		.split(/[^\p{L}\p{M}\p{N}]+/u)
		.filter((word) => word !== '' && !FILLER_WORDS.has(word))
}

/** The ways a word of the query may stand in a job's fields. */
function spellings(word: string) {
	// A plural finds its singular: "guards" finds "Security Guard".
	const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word
	return [word, singular, ...glossaryWords(word)]
}

/**
 * The English words a Devanagari word stands for: the word itself in the glossary, or a
 * glossary word it starts with and then bends, as Hindi and Marathi add endings to
 * nouns (मुंबईत, नागपूरमध्ये, पुण्यात).
 */
function glossaryWords(word: string) {
	const exact = GLOSSARY.get(word)
	if (exact) return exact
	if (!/[\u0900-\u097f]/.test(word)) return []
	for (const [stem, english] of GLOSSARY) {
		if (stem.length >= 3 && word.startsWith(stem)) return english
	}
	return []
}

/**
 * What a job is found by: its words as the page shows them (staff's Hindi or Marathi where
 * written), their English, and its category's name in English and in the page's language.
 */
function searchableText(job: SearchableJob, language: Language) {
	const category = JOB_CATEGORIES.find((c) => c.value === job.category)
	const labels = category ? [category.label, translate(language, category.key)] : []
	const english = job.english ? [job.english.title, job.english.designation, job.english.location] : []
	return [job.title, job.designation, job.location, ...english, job.category, ...labels].map(compact)
}

/** The longest query searched: what the search box takes (a longer address is cut, not refused). */
export const MAX_QUERY_LENGTH = 100

/**
 * Each word of a query with what it may be found as, for narrowing the search in the
 * database before matchesSearch decides (job-list.server.ts): its spellings, and the
 * categories whose names hold one of them (a category's name in a language is no column).
 */
export function searchTerms(query: string, language: Language = 'en') {
	return [...new Set(searchWords(query))].map((word) => {
		const found = [...new Set(spellings(word))]
		const categories = JOB_CATEGORIES.filter((category) => {
			const names = [category.value, category.label, translate(language, category.key)].map(compact)
			return found.some((spelling) => names.some((name) => name.includes(spelling)))
		})
		return { spellings: found, categories: categories.map((category) => category.value as string) }
	})
}

/** Whether a job matches every word of the query; an empty query matches every job. */
export function matchesSearch(job: SearchableJob, query: string, language: Language = 'en') {
	const fields = searchableText(job, language)
	return searchWords(query).every((word) =>
		spellings(word).some((spelling) => fields.some((field) => field.includes(spelling))),
	)
}

/** The jobs of a category (all when empty) that match the query, in their order. */
export function searchJobs<J extends SearchableJob>(
	jobs: J[],
	query: string,
	category = '',
	language: Language = 'en',
) {
	return jobs.filter((job) => (!category || job.category === category) && matchesSearch(job, query, language))
}
