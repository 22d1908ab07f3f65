import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { useEffect, useRef, useState } from 'react'
import { PAGE_LIMIT } from './pdf-page-scale.ts'

// A PDF resume or card read in the page on any phone: the browser fetches the file once (the same audited address
// the frame used) and draws its first pages as pictures (pdf-pages.client.ts). Chrome on Android has no PDF viewer
// of its own, so a frame of the file showed nothing there. Without JavaScript the file shows in the sandboxed frame
// as before, where the browser can, and the download link below always works.

type Step =
	| { step: 'fetching'; received: number; size: number | null }
	| { step: 'opening' }
	| { step: 'drawing'; page: number; shown: number; total: number }
	| { step: 'done'; shown: number; total: number }
	| { step: 'failed'; message: string }

const ZOOMS = [1, 1.5, 2, 3]

export function PdfReader({
	src,
	label,
	frameTitle,
	downloadHref,
}: {
	/** The file's inline address: fetching it records the opening in the audit log. */
	src: string
	/** Whose document it is, for each page's name: "Ravi Kumar's resume". */
	label: string
	frameTitle: string
	downloadHref: string
}) {
	const [state, setState] = useState<Step>({ step: 'fetching', received: 0, size: null })
	const [zoom, setZoom] = useState(0)
	const [scripted, setScripted] = useState(false)
	const pages = useRef<HTMLDivElement>(null)

	useEffect(() => {
		setScripted(true)
		setState({ step: 'fetching', received: 0, size: null })
		const box = pages.current
		if (!box) return
		const controller = new AbortController()
		let pdf: PDFDocumentProxy | undefined
		const close = () => {
			void pdf?.destroy()
			pdf = undefined
		}
		void (async () => {
			try {
				const bytes = await fetchFile(src, controller.signal, (received, size) =>
					setState({ step: 'fetching', received, size }),
				)
				setState({ step: 'opening' })
				const { openPdf, drawPages } = await import('./pdf-pages.client.ts')
				const opened = (pdf = await openPdf(bytes))
				if (controller.signal.aborted) return close()
				await drawPages(opened, box, {
					label,
					signal: controller.signal,
					progress: ({ page, shown, total }) => setState({ step: 'drawing', page, shown, total }),
				})
				if (controller.signal.aborted) return
				setState({ step: 'done', shown: Math.min(opened.numPages, PAGE_LIMIT), total: opened.numPages })
				// The pictures keep the pages: the parsed file and its worker are let go at once, on a phone's memory.
				close()
			} catch (error) {
				if (controller.signal.aborted) return
				setState({ step: 'failed', message: failureMessage(error) })
			}
		})()
		return () => {
			controller.abort()
			close()
			box.replaceChildren()
		}
	}, [src, label])

	const busy = state.step === 'fetching' || state.step === 'opening' || state.step === 'drawing'
	return (
		<div className="pdf-reader">
			{scripted ? null : (
				<noscript>
					<iframe className="admin-viewer-frame" src={src} title={frameTitle} />
				</noscript>
			)}
			<div className="pdf-reader-bar">
				<p role="status" aria-live="polite" className="pdf-reader-status">
					{scripted ? statusText(state) : null}
				</p>
				{scripted && state.step !== 'failed' ? (
					<div className="pdf-reader-zoom" role="group" aria-label="Zoom">
						<button
							type="button"
							className="button button-outline button-small"
							aria-label="Zoom out"
							disabled={zoom === 0}
							onClick={() => setZoom((z) => Math.max(0, z - 1))}
						>
							−
						</button>
						<span aria-live="polite">{Math.round(ZOOMS[zoom]! * 100)} %</span>
						<button
							type="button"
							className="button button-outline button-small"
							aria-label="Zoom in"
							disabled={zoom === ZOOMS.length - 1}
							onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
						>
							+
						</button>
					</div>
				) : null}
			</div>
			{state.step === 'done' && state.total > state.shown ? (
				<div className="notice notice-info">
					<p>
						The file has {state.total} pages: the first {state.shown} are shown.{' '}
						<a href={downloadHref} download>
							Download the whole file
						</a>{' '}
						to read the rest.
					</p>
				</div>
			) : null}
			{/* The pages are drawn into this box by pdf.js, outside React; it scrolls sideways when zoomed in. */}
			<div
				className="pdf-reader-pages"
				role="region"
				aria-label={`Pages of ${label}`}
				aria-busy={busy}
				tabIndex={0}
				style={{ ['--pdf-zoom' as string]: ZOOMS[zoom] }}
				hidden={!scripted || state.step === 'failed'}
			>
				<div ref={pages} className="pdf-reader-sheet" />
			</div>
		</div>
	)
}

/** The file's bytes, read as they arrive so that the page can say how much has come. */
async function fetchFile(src: string, signal: AbortSignal, progress: (received: number, size: number | null) => void) {
	const response = await fetch(src, { signal, credentials: 'same-origin' })
	if (!response.ok || !response.body) throw new FileNotFetched(response.status)
	const declared = Number(response.headers.get('Content-Length'))
	const size = Number.isFinite(declared) && declared > 0 ? declared : null
	const chunks: Uint8Array[] = []
	let received = 0
	const reader = response.body.getReader()
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		chunks.push(value)
		received += value.byteLength
		progress(received, size)
	}
	const bytes = new Uint8Array(received)
	let at = 0
	for (const chunk of chunks) {
		bytes.set(chunk, at)
		at += chunk.byteLength
	}
	return bytes
}

class FileNotFetched extends Error {
	constructor(readonly status: number) {
		super(`the file's address answered ${status}`)
	}
}

function statusText(state: Step) {
	switch (state.step) {
		case 'fetching':
			return state.size
				? `Loading the file: ${Math.min(100, Math.round((state.received / state.size) * 100))} %…`
				: 'Loading the file…'
		case 'opening':
			return 'Opening the file…'
		case 'drawing':
			return `Loading page ${state.page} of ${state.shown}…`
		case 'done':
			return state.total === 1 ? '1 page.' : `${state.total} pages.`
		case 'failed':
			return state.message
	}
}

function failureMessage(error: unknown) {
	if (error instanceof FileNotFetched) {
		if (error.status === 404) return 'This file is no longer kept.'
		if (error.status === 403) return 'Your role may not open this file.'
		return 'The file could not be loaded just now: reload the page, or download it.'
	}
	if (error instanceof Error && error.name === 'PdfNotReadable')
		return 'This file cannot be read as a PDF, so it is not shown here: download it to open it in another program.'
	return 'The file could not be shown here: download it to read it.'
}
