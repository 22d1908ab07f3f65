import { hi } from './hi/index.ts'
import { addCatalogue, type Catalogue } from './index.ts'
import type { Language } from './languages.ts'
import { mr } from './mr/index.ts'

// The server speaks every language: pages, form messages and mails. A language added
// to LANGUAGES fails to type-check here until its catalogue is added.
const ALL: Record<Exclude<Language, 'en'>, Catalogue> = { hi, mr }
for (const [language, catalogue] of Object.entries(ALL)) addCatalogue(language as Language, catalogue)
