import { useNavigation } from 'react-router'
import { useT } from '#app/i18n/index.ts'

/** A bar at the top and an announcement while a client-side navigation is pending. */
export function PageLoading() {
	const t = useT()
	const navigation = useNavigation()
	const loading = navigation.state === 'loading'
	return (
		<div className="page-loading" data-active={loading} role="status" aria-live="polite">
			{loading ? <span className="visually-hidden">{t('site.loading')}</span> : null}
			<span className="page-loading-bar" aria-hidden="true" />
		</div>
	)
}
