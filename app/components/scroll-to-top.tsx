import { useEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import { useT } from '#app/i18n/index.ts'
import { Icon } from './icon.tsx'

/** Every navigation starts at the top of the page; Back restores the old place. */
export function useScrollToTopOnNavigate() {
	const { pathname } = useLocation()
	const navigationType = useNavigationType()
	useEffect(() => {
		if (navigationType !== 'POP') window.scrollTo(0, 0)
	}, [pathname, navigationType])
}

/**
 * The round button at the bottom right. Plain markup: the page's script shows it
 * once the page is scrolled and scrolls back up over a second (app/enhance/enhance.js).
 */
export function ScrollToTopButton() {
	const t = useT()
	return (
		<button
			type="button"
			className="scroll-top"
			data-visible="false"
			aria-label={t('scrollTop.label')}
			title={t('scrollTop.label')}
			tabIndex={-1}
			aria-hidden="true"
		>
			<Icon name="arrow-up" size={22} />
		</button>
	)
}
