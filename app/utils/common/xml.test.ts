import { expect, test } from 'vitest'
import { escapeXml } from './xml.ts'

test('text for an XML document: markup characters as references, characters XML forbids removed', () => {
	expect(escapeXml(`<Mali> & "Head" 'Gardener'`)).toBe('&#60;Mali&#62; &#38; &#34;Head&#34; &#39;Gardener&#39;')
	expect(escapeXml('Guard\u0000\u0008\u000b night\tshift\n')).toBe('Guard night\tshift\n')
	// A lone half of a surrogate pair goes; a whole pair (an emoji) stays.
	expect(escapeXml('a\ud800b\udc00c 🙂')).toBe('abc 🙂')
	expect(escapeXml('मराठी नोकरी')).toBe('मराठी नोकरी')
})
