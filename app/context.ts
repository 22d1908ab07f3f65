import { createContext } from 'react-router'
import type { RequestContent } from '#app/utils/content/site-content.server.ts'
import type { CsrfDecision } from '#app/utils/http/csrf.server.ts'
import type { StaffSession } from '#app/utils/staff/sessions.server.ts'

// What a request's loaders, actions and middleware read of it, typed, in React Router's context
// (https://reactrouter.com/how-to/middleware): the Express host sets the first when the request arrives
// (server/app.ts, getLoadContext), the root middleware the second, the back office's middleware the third.

/** What the host found out about the request before the router ran. */
export interface RequestState {
	/** The Content-Security-Policy nonce of this answer's scripts. */
	cspNonce: string
	/** The visitor's signed anti-forgery token, which pages put into their forms. */
	csrfToken: string
	/** The id of the request's log lines, also answered in X-Request-Id. */
	requestId: string
	/** The visitor's address (behind TRUST_PROXY hops), for per-address limits. */
	clientIp: string
	/**
	 * How a request that may change something passed the anti-forgery rule before its body was read
	 * (server/csrf.ts); null for GET, HEAD and OPTIONS. The form reader trusts `header-checked` only where
	 * the action says its token comes in the header (the compatibility API's upload).
	 */
	antiForgery: CsrfDecision | null
}

export const requestContext = createContext<RequestState>()

/**
 * The site content this request renders with: the published content, or a content editor's preview.
 * Null until the root middleware has chosen it (an address no route matches never reaches it): read it
 * with `requestContent(context)` (app/utils/content/site-content.server.ts), which falls back to the published one.
 */
export const contentContext = createContext<RequestContent | null>(null)

/**
 * The signed-in member of staff who may use the back-office page asked for, and their session: set by the
 * area middleware each back-office page declares (app/routes/admin/+shared/staff-middleware.server.ts).
 */
export const staffContext = createContext<StaffSession>()
