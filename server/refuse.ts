import type { Request, Response } from 'express'
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
	{ field = 'body', headers = {} }: { field?: string; headers?: Record<string, string> } = {},
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
	res.type('html').send(refusalPage(status, message))
}

function wantsJson(req: Request) {
	if (isApiPath(routerPath(req.originalUrl))) return true
	const accept = req.get('accept') ?? ''
	return /application\/json/i.test(accept) && !/text\/html/i.test(accept)
}

function escapeHtml(text: string) {
	return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function refusalPage(status: number, message: string) {
	return [
		'<!doctype html>',
		'<html lang="en">',
		'<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
		`<title>${escapeHtml(message)} | Brisk</title><meta name="robots" content="noindex"></head>`,
		'<body>',
		`<main><h1>${escapeHtml(message)}</h1>`,
		`<p>Error ${status}. <a href="/">Go to the home page</a>.</p></main>`,
		'</body>',
		'</html>',
	].join('\n')
}
