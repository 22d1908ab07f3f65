/**
 * The name of a staff session's cookie: `__Host-` under https, so that only this host, over TLS, can set it. The
 * host's render cache reads it too: a visitor who carries it is never answered with a kept page.
 */
export function sessionCookieName(https: boolean) {
	return https ? '__Host-brisk_session' : 'brisk_session'
}
