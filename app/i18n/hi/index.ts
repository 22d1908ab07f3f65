import type { en } from '../en/index.ts'
import { alerts } from './alerts.ts'
import { career } from './career.ts'
import { common } from './common.ts'
import { contact } from './contact.ts'
import { interviews } from './interviews.ts'
import { labels } from './labels.ts'
import { messages } from './messages.ts'
import { meta } from './meta.ts'
import { pages } from './pages.ts'
import { pool } from './pool.ts'
import { refusals } from './refusals.ts'
import { stageMails } from './stage-mails.ts'
import { status } from './status.ts'

export const catalogue = {
	...common,
	...contact,
	...pages,
	...career,
	...meta,
	...labels,
	...refusals,
	...status,
	...messages,
	...alerts,
	...stageMails,
	...interviews,
	...pool,
} as const satisfies Record<keyof typeof en, string>
