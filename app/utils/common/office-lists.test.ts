import { describe, expect, test } from 'vitest'
import { containsPattern, replyLink } from './office-lists.ts'

describe('office lists', () => {
	test('a search finds the text anywhere, case aside, and takes % and _ literally', () => {
		expect(containsPattern('Pune')).toBe('%pune%')
		expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
	})

	test('the reply link opens a mail to the sender with the subject filled in', () => {
		expect(replyLink('asha@example.com', 'Security guards for our plant')).toBe(
			'mailto:asha@example.com?subject=Re%3A%20Security%20guards%20for%20our%20plant',
		)
		expect(replyLink('a+b@example.com', ' ')).toBe(
			'mailto:a%2Bb@example.com?subject=Re%3A%20your%20enquiry%20to%20Brisk',
		)
	})
})
