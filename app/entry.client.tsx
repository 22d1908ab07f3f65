import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadCatalogue } from './i18n/index.ts'
import { languageOfPath } from './i18n/languages.ts'

// A page in Hindi or Marathi hydrates with the words it was rendered with: its
// language's catalogue is fetched first (English is always in the bundle).
await loadCatalogue(languageOfPath(window.location.pathname))

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<HydratedRouter />
		</StrictMode>,
	)
})
