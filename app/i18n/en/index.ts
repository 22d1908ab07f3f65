import { common } from './common.ts'

// Each area of the site keeps its words in a file of its own beside this one.
export const en = {
	...common,
} as const
