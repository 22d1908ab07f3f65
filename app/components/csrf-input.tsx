import { useRouteLoaderData } from 'react-router'
import { CSRF_FIELD } from '#app/utils/http/csrf.ts'

/**
 * The anti-forgery token every form post carries (checked by readForm, app/utils/http/forms.server.ts): the page's
 * own, or a fresher one a form was handed since.
 */
export function CsrfInput({ token }: { token?: string }) {
	const data = useRouteLoaderData('root') as { csrfToken?: string } | undefined
	return <input type="hidden" name={CSRF_FIELD} value={token || data?.csrfToken || ''} />
}
