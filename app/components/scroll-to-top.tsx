import { useEffect, useState } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import { useT } from '#app/i18n/index.ts'
import { Icon } from './icon.tsx'

// Spec section 9: the button scrolls to the top over 1000 ms after a 20 ms delay.
export const SCROLL_DELAY_MS = 20
export const SCROLL_DURATION_MS = 1000

/** Every navigation starts at the top of the page (spec section 2); Back restores the old place. */
export function useScrollToTopOnNavigate() {
	const { pathname } = useLocation()
	const navigationType = useNavigationType()
	useEffect(() => {
		if (navigationType !== 'POP') window.scrollTo(0, 0)
	}, [pathname, navigationType])
}

function easeInOutCubic(t: number) {
	return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2
}

export function scrollToTopSmoothly() {
	const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
	setTimeout(() => {
		const start = window.scrollY
		if (reduce || start === 0) {
			window.scrollTo(0, 0)
			return
		}
		const began = performance.now()
		function step(now: number) {
			const progress = Math.min(1, (now - began) / SCROLL_DURATION_MS)
			window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))))
			if (progress < 1) requestAnimationFrame(step)
		}
		requestAnimationFrame(step)
	}, SCROLL_DELAY_MS)
}

export function ScrollToTopButton() {
	const t = useT()
	const [visible, setVisible] = useState(false)
	useEffect(() => {
		const onScroll = () => setVisible(window.scrollY > 300)
		onScroll()
		window.addEventListener('scroll', onScroll, { passive: true })
		return () => window.removeEventListener('scroll', onScroll)
	}, [])
	return (
		<button
			type="button"
			className="scroll-top"
			data-visible={visible}
			aria-label={t('scrollTop.label')}
			title={t('scrollTop.label')}
			tabIndex={visible ? 0 : -1}
			aria-hidden={!visible}
			onClick={() => {
				scrollToTopSmoothly()
				document.getElementById('main')?.focus({ preventScroll: true })
			}}
		>
			<Icon name="arrow-up" size={22} />
		</button>
	)
}
