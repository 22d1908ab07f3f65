import { addCatalogue } from './index.ts'
import { hi } from './hi/index.ts'
import { mr } from './mr/index.ts'

// The server speaks every language: pages, form messages and mails.
addCatalogue('hi', hi)
addCatalogue('mr', mr)
