import { editableDocument, INTERFACE_SECTION } from '#app/i18n/editable.ts'
import { en } from '#app/i18n/en/index.ts'
import { hi } from '#app/i18n/hi/index.ts'
import { mr } from '#app/i18n/mr/index.ts'
import { te } from '#app/i18n/te/index.ts'
import { byLanguage } from './localized.ts'

// The pages' headings and labels and the header's and footer's words, as the site's
// interface catalogue (app/i18n) has them: the defaults of the Site content section
// "Headings, menus and labels". The pages read them through translate(), which takes
// what staff published first (app/i18n/editable.ts). Loaded by the back office only, so
// that a page's script never carries the other languages' words.
export const getInterfaceWords = byLanguage(INTERFACE_SECTION, {
	en: editableDocument(en, en),
	hi: editableDocument(hi, en),
	mr: editableDocument(mr, en),
	te: editableDocument(te, en),
})
