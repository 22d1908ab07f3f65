import {
	AnnotationMode,
	GlobalWorkerOptions,
	getDocument,
	type PDFDocumentProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs'
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'
import { PAGE_LIMIT, pageScale } from './pdf-page-scale.ts'

// The PDF reader of the back office's viewer, in the browser only (a `.client` module: the server bundle has none of
// it, and the viewer route imports it lazily, so no other page loads pdf.js). pdf.js parses the file in a worker
// served from our own origin and draws each page on a canvas: no text layer, no annotation layer, no forms, no
// links, so nothing of the file becomes markup in our page, and the file's scripts are never run (pdf.js runs them
// only with its scripting sandbox, which is not loaded). Decision 017 says why the pages are drawn in the browser.

/** A picture inside the file larger than this is left out (pixels): a decompression bomb is not decoded. */
const MAX_IMAGE_PIXELS = 50_000_000
const OPEN_TIMEOUT_MS = 30_000
const PAGE_TIMEOUT_MS = 20_000

GlobalWorkerOptions.workerSrc = workerUrl

export type PdfProgress = (update: { page: number; shown: number; total: number }) => void

/** The bytes are not a PDF pdf.js reads (a text or a picture named .pdf, a damaged file), or took too long. */
export class PdfNotReadable extends Error {
	override name = 'PdfNotReadable'
}

/** Opens the file's bytes; refused (`PdfNotReadable`) when they are not a PDF pdf.js can read, or take too long. */
export async function openPdf(bytes: Uint8Array) {
	const task = getDocument({
		data: bytes,
		// Our policy has no 'unsafe-eval': pdf.js must not try to compile fonts' outlines into functions.
		isEvalSupported: false,
		enableXfa: false,
		useSystemFonts: true,
		maxImageSize: MAX_IMAGE_PIXELS,
		verbosity: 0,
	})
	try {
		return await withTimeout(task.promise, OPEN_TIMEOUT_MS, () => void task.destroy())
	} catch (error) {
		await task.destroy()
		throw new PdfNotReadable(error instanceof Error ? error.message : String(error))
	}
}

/**
 * Draws the first pages (at most PAGE_LIMIT) one after the other into canvases appended to `box`, each kept as a
 * picture once drawn (keepAsPicture), each named for a screen reader. A page that fails or takes too long is replaced by a line that says so; the others are still drawn.
 * Stops when `signal` aborts.
 */
export async function drawPages(
	pdf: PDFDocumentProxy,
	box: HTMLElement,
	{ label, signal, progress }: { label: string; signal: AbortSignal; progress: PdfProgress },
) {
	const total = pdf.numPages
	const shown = Math.min(total, PAGE_LIMIT)
	const boxWidth = box.clientWidth || 360
	for (let number = 1; number <= shown; number++) {
		if (signal.aborted) return
		progress({ page: number, shown, total })
		const name = `Page ${number} of ${total} of ${label}`
		let canvas: HTMLCanvasElement | undefined
		try {
			const page = await pdf.getPage(number)
			const base = page.getViewport({ scale: 1 })
			const scale = pageScale(base.width, base.height, boxWidth, window.devicePixelRatio || 1)
			if (scale <= 0) throw new Error('a page without a size')
			const viewport = page.getViewport({ scale })
			canvas = document.createElement('canvas')
			canvas.width = Math.max(1, Math.floor(viewport.width))
			canvas.height = Math.max(1, Math.floor(viewport.height))
			canvas.className = 'pdf-page'
			canvas.setAttribute('role', 'img')
			canvas.setAttribute('aria-label', name)
			// The page keeps its shape while it is drawn and fits the box's width, at any zoom.
			canvas.style.aspectRatio = `${canvas.width} / ${canvas.height}`
			box.append(canvas)
			const task = page.render({ canvas, viewport, annotationMode: AnnotationMode.ENABLE })
			const stop = () => task.cancel()
			signal.addEventListener('abort', stop, { once: true })
			try {
				await withTimeout(task.promise, PAGE_TIMEOUT_MS, stop)
			} finally {
				signal.removeEventListener('abort', stop)
				page.cleanup()
			}
			if (signal.aborted) return
			await keepAsPicture(canvas, signal)
		} catch {
			if (signal.aborted) return
			canvas?.remove()
			const line = document.createElement('p')
			line.className = 'pdf-page-failed'
			line.textContent = `${name} could not be drawn: download the file to read it.`
			box.append(line)
		}
	}
}

/**
 * A drawn page kept as a compressed picture instead of its canvas: a canvas holds four bytes a pixel for as long as it
 * is on the page (up to 6 MB a page, 120 MB for twenty), a PNG a small part of that, decoded by the browser when it
 * is on screen. The picture takes the canvas's place, with its name and shape. It is a data: address, which the
 * site's policy allows for pictures (a blob: one it does not). A browser that cannot encode the canvas keeps it.
 */
async function keepAsPicture(canvas: HTMLCanvasElement, signal: AbortSignal) {
	const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
	if (!blob || signal.aborted) return
	const url = await new Promise<string | null>((resolve) => {
		const reader = new FileReader()
		reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null)
		reader.onerror = () => resolve(null)
		reader.readAsDataURL(blob)
	})
	if (!url || signal.aborted) return
	const picture = document.createElement('img')
	picture.src = url
	picture.width = canvas.width
	picture.height = canvas.height
	picture.className = canvas.className
	picture.alt = canvas.getAttribute('aria-label') ?? ''
	picture.style.aspectRatio = canvas.style.aspectRatio
	picture.draggable = false
	try {
		await picture.decode()
	} catch {
		return
	}
	if (signal.aborted) return
	canvas.replaceWith(picture)
	// Its pixels go now, not when the garbage collector comes by.
	canvas.width = 0
	canvas.height = 0
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void) {
	return new Promise<T>((resolve, reject) => {
		const timer = setTimeout(() => {
			onTimeout()
			reject(new Error(`gave up after ${ms / 1000} s`))
		}, ms)
		promise.then(
			(value) => {
				clearTimeout(timer)
				resolve(value)
			},
			(error: unknown) => {
				clearTimeout(timer)
				reject(error instanceof Error ? error : new Error(String(error)))
			},
		)
	})
}
