import { editableDocument, INTERFACE_SECTION } from '#app/i18n/editable.ts'
import { en } from '#app/i18n/en/index.ts'
import { loadCatalogue } from '#app/i18n/index.ts'
import { shownTranslations } from '#app/i18n/translations.ts'
import { byLanguage } from './localized.ts'

// The pages' headings and labels and the header's and footer's words, as the site's
// interface catalogue (app/i18n) has them: the defaults of the Site content section
// "Headings, menus and labels". The pages read them through translate(), which takes
// what staff published first (app/i18n/editable.ts). Loaded by the back office only, so
// that a page's script never carries the other languages' words.
export const getInterfaceWords = byLanguage(INTERFACE_SECTION, {
	en: editableDocument(en, en),
	...(await shownTranslations(async (language) => editableDocument(await loadCatalogue(language), en))),
})
