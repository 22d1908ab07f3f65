import type { en } from '../en/index.ts'
import { career } from './career.ts'
import { common } from './common.ts'
import { contact } from './contact.ts'
import { meta } from './meta.ts'
import { pages } from './pages.ts'

export const hi = { ...common, ...contact, ...pages, ...career, ...meta } as const satisfies Record<
	keyof typeof en,
	string
>
