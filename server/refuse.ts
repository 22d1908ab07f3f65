import fs from 'node:fs'
import path from 'node:path'
import type { Request, Response } from 'express'
import { translate, type MessageKey } from '#app/i18n/index.ts'
import { languageOfPath, localizePath, type Language } from '#app/i18n/languages.ts'
import { OUTAGE_MESSAGE, RETRY_AFTER_SECONDS } from '#app/utils/db/db-health.server.ts'
import { OUTAGE_FIELD } from '#app/utils/db/outage.ts'
import type { Refusal } from '#app/utils/http/body-limits.ts'
import { holdConnectionForBody } from './connection.ts'
import { isApiPath, routerPath } from '#app/utils/http/router-path.ts'

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
	const {
		key,
		params,
		back: backTo,
	} = typeof words === 'string' ? { key: words, params: undefined, back: undefined } : words
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
	const applyPage = status === 413 ? backPage(req, language, backTo) : null
	// An upload too large for the apply form: a short heading, what to do, and the way back to the form.
	if (applyPage) {
		const text = translate(language, key, params)
		const back = { href: applyPage, label: translate(language, 'apply.tooLarge.back') }
		res
			.type('html')
			.send(refusalPage(status, { language, title: translate(language, 'apply.tooLarge.title'), text, back }))
		return
	}
	// A link cut short (half copied from a text): what happened, what to do, and the open jobs, with no error code.
	if (key === 'refusal.badAddress') {
		const title = translate(language, 'refusal.badAddress.title')
		const career = { href: localizePath('/career', language), label: translate(language, 'alerts.backToCareer') }
		res.type('html').send(refusalPage(status, { language, title, text: translate(language, key), back: career }))
		return
	}
	res.type('html').send(refusalPage(status, page ?? { language, title: translate(language, key, params), text: '' }))
}

/**
 * The form a too-large upload came from: the page its route names (the job's apply page, for the page's and the
 * dialog's address), else the page it came from on this site (its Referer), else none.
 */
function backPage(req: Request, language: Language, back: string | undefined) {
	if (back) return localizePath(back, language)
	const referer = req.get('referer')
	if (!referer) return null
	try {
		const from = new URL(referer)
		return from.host === req.get('host') && /^https?:$/.test(from.protocol) ? `${from.pathname}${from.search}` : null
	} catch {
		return null
	}
}

let siteStylesheet: string | undefined

/**
 * The site's own stylesheet (its hashed name in the client build's assets), for the refusal pages: found once at
 * start, so that a refusal looks like the site. Without a client build the pages are plain.
 */
export function findSiteStylesheet(clientDir: string) {
	try {
		const name = fs.readdirSync(path.join(clientDir, 'assets')).find((file) => /^app-[\w-]+\.css$/.test(file))
		siteStylesheet = name ? `/assets/${name}` : undefined
	} catch {
		siteStylesheet = undefined
	}
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

function refusalPage(
	status: number,
	{
		language,
		title,
		text,
		back,
	}: { language: Language; title: string; text: string; back?: { href: string; label: string } },
) {
	const home = language === 'en' ? '/' : `/${language}`
	const homeLink = `<a href="${home}">${escapeHtml(translate(language, 'error.home'))}</a>`
	return [
		'<!doctype html>',
		`<html lang="${language}">`,
		'<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
		...(siteStylesheet ? [`<link rel="stylesheet" href="${siteStylesheet}">`] : []),
		`<title>${escapeHtml(title)} | Brisk</title><meta name="robots" content="noindex"></head>`,
		'<body>',
		`<header class="site-header"><div class="container navbar"><a href="${home}" class="brand"><span class="brand-name">Brisk</span></a></div></header>`,
		`<main class="container page-section"><h1>${escapeHtml(title)}</h1>`,
		...(text ? [`<p>${escapeHtml(text)}</p>`] : []),
		back
			? `<p><a class="button button-accent" href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p><p>${homeLink}</p></main>`
			: `<p>${escapeHtml(translate(language, 'error.status', { status }))}. ${homeLink}.</p></main>`,
		'</body>',
		'</html>',
	].join('\n')
}
