/** The form field that carries the anti-forgery token: the forms write it (CsrfInput), readForm checks it (./csrf.server.ts). */
export const CSRF_FIELD = '_csrf'
