import { describe, expect, test } from 'vitest'
import { describePurge, type PurgeStatusView } from './purge-status.ts'

const now = new Date('2026-11-26T06:00:00Z')
const base: PurgeStatusView = {
	state: 'finished',
	startedAt: '2026-11-26T05:00:00.000Z',
	finishedAt: '2026-11-26T05:04:00.000Z',
	beatAt: '2026-11-26T05:04:00.000Z',
	applications: 13000,
	files: 39000,
	auditEntries: 1,
	error: null,
}

describe('What the dashboard says of the retention purge', () => {
	test('the last purge: when it finished and what it removed, in Indian numbers', () => {
		expect(describePurge(base, 365, now)).toEqual({
			tone: undefined,
			text: expect.stringMatching(
				/^Last purge finished .*: 39,000 files of 13,000 applications removed, 1 old audit entry\. .*365 days/,
			),
		})
	})

	test('a purge running now, one stopped half-way, one failed and one overdue', () => {
		const running = { ...base, state: 'running' as const, finishedAt: null, beatAt: '2026-11-26T05:59:00.000Z' }
		expect(describePurge(running, 365, now).text).toMatch(
			/^Purging now, since .*: 39,000 files of 13,000 applications removed so far/,
		)
		expect(describePurge({ ...running, beatAt: '2026-11-26T05:00:00.000Z' }, 365, now)).toMatchObject({
			tone: 'alert',
			text: expect.stringMatching(/stopped half-way/),
		})
		expect(describePurge({ ...base, state: 'failed', error: 'disk I/O error' }, 365, now)).toMatchObject({
			tone: 'alert',
			text: expect.stringMatching(/failed: disk I\/O error/),
		})
		expect(describePurge(base, 365, new Date('2026-11-28T06:00:00Z'))).toMatchObject({
			tone: 'alert',
			text: expect.stringMatching(/^No purge has finished for over a day/),
		})
		expect(describePurge(null, 30, now).text).toMatch(/No purge has run yet.*30 days/)
	})
})
