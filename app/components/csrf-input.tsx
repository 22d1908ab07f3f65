import { useRouteLoaderData } from 'react-router'

/** The anti-forgery token every form post carries (checked by requireFormCsrf). */
export function CsrfInput() {
	const data = useRouteLoaderData('root') as { csrfToken?: string } | undefined
	return <input type="hidden" name="_csrf" value={data?.csrfToken ?? ''} />
}
