import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { FormNotice } from '#app/components/forms.tsx'
import { noticeText } from '#app/utils/http/admin-notices.ts'

/** The frame of the pages before one is signed in: sign in, the code, a reset, an invitation. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
	const [params] = useSearchParams()
	const notice = noticeText(params.get('notice'))
	return (
		<main id="main" tabIndex={-1} className="admin-auth">
			<div className="admin-auth-card">
				<p className="admin-brand">Brisk back office</p>
				<h1>{title}</h1>
				{notice ? <FormNotice tone="success">{notice}</FormNotice> : null}
				{children}
			</div>
		</main>
	)
}
