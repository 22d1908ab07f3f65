import { translate, type MessageKey } from '#app/i18n/index.ts'
import { requestLanguage } from '#app/i18n/languages.ts'
import { expiredFormResponse, formCsrfMatches, type CsrfDecision } from './csrf.server.ts'
import { MultipartError, readMultipart, type ReceivedFile } from '#app/utils/files/uploads.server.ts'

// How every action reads the body it was posted: readForm, and nothing else (lint
// refuses request.formData(), readMultipart and the anti-forgery helpers elsewhere).
// The server took the anti-forgery decision before the body was read (server/csrf.ts, handed
// to the router in the request's context): a web form posted to a page comes here to have its
// hidden field checked, the one place that looks at it; an API call's header was checked there.

const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i
const MULTIPART_TYPE = /^multipart\/form-data\b/i

/**
 * Why a form was not read: not a web form (`not-form`), garbled (`malformed`), cut off on
 * the way (`cut-off`), too many uploads at once (`busy`), or its anti-forgery token
 * missing or wrong (`token`).
 */
export type FormFailure = 'not-form' | MultipartError['reason'] | 'token'

const REFUSALS: Record<Exclude<FormFailure, 'token'>, { status: number; key: MessageKey }> = {
	'not-form': { status: 415, key: 'refusal.notForm' },
	malformed: { status: 400, key: 'refusal.broken' },
	'cut-off': { status: 400, key: 'refusal.incomplete' },
	busy: { status: 503, key: 'refusal.busy' },
}

/**
 * The refusals of a page's form: the page's error view shows the words in the language of
 * the page the form was sent from; a stale anti-forgery field is a 403.
 */
export function pageFormRefusal(request: Request, failure: FormFailure) {
	if (failure === 'token') return expiredFormResponse()
	const { status, key } = REFUSALS[failure]
	return new Response(translate(requestLanguage(request), key), {
		status,
		headers: {
			'Content-Type': 'text/plain; charset=utf-8',
			'Cache-Control': 'no-store',
			...(status === 503 ? { 'Retry-After': '60' } : {}),
		},
	})
}

interface ReadFormCommonOptions {
	/**
	 * A form with uploads: its parts read as they stream by readMultipart, with these limits. The files
	 * are kept only when the anti-forgery field that comes before them is right (every form of ours sends
	 * it first), so a forged post's files are read past and dropped. It must be multipart: another web
	 * form is refused as broken (400) once its token is right.
	 */
	files?: { fields: readonly string[]; maxFileBytes: number; maxFields?: number; maxFieldBytes?: number }
	/**
	 * What a missing or wrong anti-forgery field does. `refuse` (the default): a 403 is thrown.
	 * `report`: the form is given back with `tokenMatches: false` (and no file), for an action that
	 * answers a stale form itself, in the visitor's language and with what they typed; it must store
	 * and send nothing then.
	 */
	staleToken?: 'refuse' | 'report'
	/** How a refusal is answered, for an action with an answer shape of its own (the API's JSON errors). */
	refusal?: (failure: FormFailure) => Response
}

/**
 * Where the token is. `form-field` (the default): the form's hidden `_csrf` field. `header-checked`:
 * the X-XSRF-TOKEN header, as the server found it (the compatibility API, whose client sends no
 * field): `antiForgery` is the server's decision from the request's context
 * (`context.get(requestContext).antiForgery`); without `header-checked` there the post is refused
 * before its body is read.
 */
export type ReadFormOptions = ReadFormCommonOptions &
	({ token?: 'form-field' } | { token: 'header-checked'; antiForgery: CsrfDecision | null })

export interface ReadFormResult {
	/** The text fields, and each kept file as a File whose type is the one found in its content. */
	formData: FormData
	/** The files kept (with `files` only). */
	files: Record<string, ReceivedFile>
	/** Fields whose file went over `maxFileBytes`: nothing of them was kept. */
	tooLarge: string[]
	/** Always true unless `staleToken: 'report'`. */
	tokenMatches: boolean
}

/**
 * How every action reads its form: a web form only (415 otherwise), a body that
 * parses and arrived whole (400 otherwise; its size is limited by the server while
 * it streams; 503 when too many uploads are held at once), and the anti-forgery token
 * (403, or reported with `staleToken: 'report'`). Refusals are thrown responses.
 */
export async function readForm(request: Request, options: ReadFormOptions = {}): Promise<ReadFormResult> {
	const { files, staleToken = 'refuse', token = 'form-field' } = options
	const headerChecked = options.token === 'header-checked' && options.antiForgery === 'header-checked'
	const refuse = (failure: FormFailure) => options.refusal?.(failure) ?? pageFormRefusal(request, failure)
	if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) throw refuse('not-form')
	// The API's token came in its header, which the server checked before the body was read; a page's form carries
	// it in its hidden field, whatever header came with it.
	if (token === 'header-checked' && !headerChecked) throw refuse('token')
	const tokenIn = (fields: FormData | ReadonlyMap<string, string>) =>
		token === 'header-checked' || formCsrfMatches(request, fields)

	const multipart = MULTIPART_TYPE.test(request.headers.get('content-type') ?? '')
	let form: Omit<ReadFormResult, 'tokenMatches'>
	if (files && multipart) {
		try {
			form = await readMultipart(request, {
				fileFields: files.fields,
				maxFileBytes: files.maxFileBytes,
				maxFields: files.maxFields,
				maxFieldBytes: files.maxFieldBytes,
				filesOnlyIf: tokenIn,
			})
		} catch (error) {
			if (!(error instanceof MultipartError)) throw error
			throw refuse(error.reason)
		}
	} else {
		try {
			form = { formData: await request.formData(), files: {}, tooLarge: [] }
		} catch {
			throw refuse('cut-off')
		}
	}
	const tokenMatches = tokenIn(form.formData)
	if (!tokenMatches && staleToken === 'refuse') throw refuse('token')
	// A form with files comes as multipart; another is garbled (a forged one was answered as forged above).
	if (files && !multipart && tokenMatches) throw refuse('malformed')
	return { ...form, tokenMatches }
}
