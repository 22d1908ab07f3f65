import type { Request, Response } from 'express'
import { translate, type MessageKey } from '#app/i18n/index.ts'
import { languageOfPath, type Language } from '#app/i18n/languages.ts'
import { OUTAGE_MESSAGE, RETRY_AFTER_SECONDS } from '#app/utils/db/db-health.server.ts'
import { OUTAGE_FIELD } from '#app/utils/db/outage.ts'
import { holdConnectionForBody } from './connection.ts'
import { isApiPath, routerPath } from './paths.ts'

/** What a refusal says: a catalogue key and the values of its {placeholders}. */
export interface Refusal {
	key: MessageKey
	params?: Record<string, string | number>
}

/**
 * Answers a request the server refuses before the router runs (400, 403, 405, 408,
 * 413, 415, 429, 503). API calls and scripts that ask for JSON get the API's one
 * error shape, in English as the original API spoke; a person's browser gets a short
 * page that says what to do, in the language of the address they asked for.
 */
export function refuse(
	req: Request,
	res: Response,
	status: number,
	words: MessageKey | Refusal,
	{
		field = 'body',
		headers = {},
		page,
		apiMessage,
	}: {
		/** What the API's answer says instead of the English of `words`. */
		apiMessage?: string
		field?: string
		headers?: Record<string, string>
		/** What a person's browser shows instead of the message. */
		page?: { language: Language; title: string; text: string }
	} = {},
) {
	const { key, params } = typeof words === 'string' ? { key: words, params: undefined } : words
	const message = apiMessage ?? translate('en', key, params)
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
	const language = languageOfPath(routerPath(req.originalUrl))
	res.type('html').send(refusalPage(status, page ?? { language, title: translate(language, key, params), text: '' }))
}

/**
 * 503 while the site cannot answer: the database is out of reach, or the server is
 * still starting. A person reads it in the language of the address they asked for.
 */
export function refuseUnavailable(req: Request, res: Response, reason: 'outage' | 'starting') {
	const language = languageOfPath(routerPath(req.originalUrl))
	const outage = reason === 'outage'
	refuse(req, res, 503, outage ? 'outage.title' : 'starting.text', {
		apiMessage: outage ? OUTAGE_MESSAGE : undefined,
		field: outage ? OUTAGE_FIELD : 'body',
		headers: { 'Retry-After': String(outage ? RETRY_AFTER_SECONDS : 5) },
		page: outage
			? { language, title: translate(language, 'outage.title'), text: translate(language, 'outage.text') }
			: undefined,
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
