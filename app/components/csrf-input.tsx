import { useRouteLoaderData } from 'react-router'

/** The anti-forgery token every form post carries (checked by readForm, app/utils/http/forms.server.ts). */
export function CsrfInput() {
	const data = useRouteLoaderData('root') as { csrfToken?: string } | undefined
	return <input type="hidden" name="_csrf" value={data?.csrfToken ?? ''} />
}
