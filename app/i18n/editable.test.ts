import { afterEach, describe, expect, test } from 'vitest'
import { setContentSource } from '#content/localized.ts'
import { allFields, describeSection } from '#app/utils/content/site-content.ts'
import { sectionDefaults } from '#app/utils/content/site-content-sections.ts'
import { EDITABLE_WORDS, INTERFACE_SECTION } from './editable.ts'
import { en } from './en/index.ts'
import { translate } from './index.ts'
import './all.server.ts'

describe('Headings, menus and labels in Site content', () => {
	afterEach(() => setContentSource(() => undefined))

	test('hold the pages’ headings and the menus’ words, never a form’s message or a text with placeholders', () => {
		expect(EDITABLE_WORDS.get('home.ourClients')).toEqual(['home', 'ourClients'])
		expect(EDITABLE_WORDS.get('nav.career')).toEqual(['nav', 'career'])
		expect(EDITABLE_WORDS.has('form.network')).toBe(false)
		expect(EDITABLE_WORDS.has('banner.slide')).toBe(false)
		expect(EDITABLE_WORDS.has('career.searchLabel')).toBe(false)
	})

	test('none has a {placeholder}, which a word typed by staff could break', () => {
		expect([...EDITABLE_WORDS.keys()].filter((key) => en[key].includes('{'))).toEqual([])
	})

	test('every word is a text the editor shows per language, none read as an address, a number or a fixed value', () => {
		const defaults = sectionDefaults(INTERFACE_SECTION)
		const fields = allFields(describeSection(defaults, defaults)).filter((field) => field.kind !== 'group')
		expect(fields.filter((field) => field.kind !== 'text')).toEqual([])
		expect(fields).toHaveLength(EDITABLE_WORDS.size)
		expect(fields.find((field) => field.path === 'home.ourClients')).toMatchObject({
			localized: true,
			values: { en: 'Our Clients', hi: translate('hi', 'home.ourClients'), mr: translate('mr', 'home.ourClients') },
		})
	})

	test('the pages speak what staff published, in its language; the rest as the catalogue has it', () => {
		setContentSource(() => ({
			[INTERFACE_SECTION]: { mr: { home: { ourClients: 'आमचे ग्राहक (नवे)' } }, en: { nav: { career: 'Jobs' } } },
		}))
		expect(translate('mr', 'home.ourClients')).toBe('आमचे ग्राहक (नवे)')
		expect(translate('en', 'nav.career')).toBe('Jobs')
		expect(translate('en', 'home.ourClients')).toBe('Our Clients')
		expect(translate('hi', 'nav.career')).not.toBe('Jobs')
		// A word that is not staff's to change is never read from the published content.
		setContentSource(() => ({ [INTERFACE_SECTION]: { en: { form: { network: 'Changed.' } } } }))
		expect(translate('en', 'form.network')).toMatch(/^No connection/)
	})
})
