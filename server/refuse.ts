import type { Request, Response } from 'express'
import { translate } from '#app/i18n/index.ts'
import { languageOfPath, type Language } from '#app/i18n/languages.ts'
import { OUTAGE_MESSAGE, RETRY_AFTER_SECONDS } from '#app/utils/db-health.server.ts'
import { OUTAGE_FIELD } from '#app/utils/outage.ts'
import { holdConnectionForBody } from './connection.ts'
import { isApiPath, routerPath } from './paths.ts'

/**
 * Answers a request the server refuses before the router runs (403, 405, 408,
 * 413, 415, 429, 503). API calls and scripts that ask for JSON get the API's one
 * error shape; a person's browser gets a short page that says what to do.
 */
export function refuse(
	req: Request,
	res: Response,
	status: number,
	message: string,
	{
		field = 'body',
		headers = {},
		page,
	}: {
		field?: string
		headers?: Record<string, string>
		/** What a person's browser shows instead of the message (in the page's language). */
		page?: { language: Language; title: string; text: string }
	} = {},
) {
	if (res.headersSent) return
	holdConnectionForBody(req, res)
	res.status(status)
	res.setHeader('Cache-Control', 'no-store')
	for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
	if (wantsJson(req)) {
		res.json({ errors: [{ field, message }] })
		return
	}
	if (req.method === 'HEAD') {
		res.end()
		return
	}
	res.type('html').send(refusalPage(status, page ?? { language: 'en', title: message, text: '' }))
}

/**
 * 503 while the site cannot answer: the database is out of reach, or the server is
 * still starting. A person reads it in the language of the address they asked for.
 */
export function refuseUnavailable(req: Request, res: Response, reason: 'outage' | 'starting') {
	const language = languageOfPath(routerPath(req.originalUrl))
	const outage = reason === 'outage'
	refuse(req, res, 503, outage ? OUTAGE_MESSAGE : translate('en', 'starting.text'), {
		field: outage ? OUTAGE_FIELD : 'body',
		headers: { 'Retry-After': String(outage ? RETRY_AFTER_SECONDS : 5) },
		page: outage
			? { language, title: translate(language, 'outage.title'), text: translate(language, 'outage.text') }
			: { language, title: translate(language, 'starting.text'), text: '' },
	})
}

function wantsJson(req: Request) {
	if (isApiPath(routerPath(req.originalUrl))) return true
	const accept = req.get('accept') ?? ''
	return /application\/json/i.test(accept) && !/text\/html/i.test(accept)
}

function escapeHtml(text: string) {
	return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function refusalPage(status: number, { language, title, text }: { language: Language; title: string; text: string }) {
	const home = language === 'en' ? '/' : `/${language}`
	return [
		'<!doctype html>',
		`<html lang="${language}">`,
		'<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
		`<title>${escapeHtml(title)} | Brisk</title><meta name="robots" content="noindex"></head>`,
		'<body>',
		`<main><h1>${escapeHtml(title)}</h1>`,
		...(text ? [`<p>${escapeHtml(text)}</p>`] : []),
		`<p>${escapeHtml(translate(language, 'error.status', { status }))}. <a href="${home}">${escapeHtml(translate(language, 'error.home'))}</a>.</p></main>`,
		'</body>',
		'</html>',
	].join('\n')
}
