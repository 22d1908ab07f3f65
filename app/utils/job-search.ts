import { JOB_CATEGORIES } from './jobs.ts'

// The career page's search: people type what they would say ("guard jobs in pune",
// "house keeping"), so every meaningful word must be found in the title, the
// designation, the location or the category, whatever the case and spacing.

/** Words that say nothing about which job is meant. */
const FILLER_WORDS = new Set([
	'job',
	'jobs',
	'in',
	'at',
	'for',
	'the',
	'a',
	'an',
	'of',
	'near',
	'and',
	'vacancy',
	'vacancies',
])

export interface SearchableJob {
	title: string
	designation: string
	location: string
	category: string
}

/** Lower case letters and digits only: "House Keeping" and "housekeeping" read the same. */
function compact(text: string) {
	return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
}

/** The words of a query that must each match, in lower case, without filler words. */
export function searchWords(query: string) {
	return query
		.toLowerCase()
		.split(/[^\p{L}\p{N}]+/u)
		.filter((word) => word !== '' && !FILLER_WORDS.has(word))
}

function categoryLabel(category: string) {
	return JOB_CATEGORIES.find((c) => c.value === category)?.label ?? category
}

/** Whether a job matches every word of the query; an empty query matches every job. */
export function matchesSearch(job: SearchableJob, query: string) {
	const fields = [job.title, job.designation, job.location, job.category, categoryLabel(job.category)].map(compact)
	return searchWords(query).every((word) => {
		// A plural finds its singular: "guards" finds "Security Guard".
		const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word
		return fields.some((field) => field.includes(word) || field.includes(singular))
	})
}

/** The jobs of a category (all when empty) that match the query, in their order. */
export function searchJobs<J extends SearchableJob>(jobs: J[], query: string, category = '') {
	return jobs.filter((job) => (!category || job.category === category) && matchesSearch(job, query))
}
