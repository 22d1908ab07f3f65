import { loadCatalogue } from './index.ts'
import { TRANSLATED_LANGUAGES } from './languages.ts'

// The server speaks every language: pages, form messages and mails. Every catalogue is
// loaded before the first request is answered (a module that imports this one waits).
await Promise.all(TRANSLATED_LANGUAGES.map((language) => loadCatalogue(language)))
