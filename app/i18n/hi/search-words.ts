import type { SearchWords } from '../search-words.ts'

// What people type in the career page's search in Hindi. The glossary is shared with Marathi
// (both are written in Devanagari, and people mix them): see ../search-words.ts.
export const searchWords: SearchWords = {
	// Job(s), in, for, of, and, vacancy.
	fillers: ['नौकरी', 'नौकरियाँ', 'नौकरियां', 'जॉब', 'में', 'पर', 'के', 'की', 'का', 'लिए', 'और', 'व', 'भर्ती', 'वैकेंसी'],
	glossary: {
		// The words guards, gardeners and housing societies type: watchman, garden, Poona, technician, helper.
		चौकीदार: ['guard', 'security'],
		वॉचमन: ['guard', 'security'],
		बगीचा: ['garden', 'gardener'],
		बगीचे: ['garden', 'gardener'],
		पुना: ['pune'],
		टेक्निशियन: ['technician'],
		टेक्नीशियन: ['technician'],
		हेल्पर: ['helper'],
	},
}
