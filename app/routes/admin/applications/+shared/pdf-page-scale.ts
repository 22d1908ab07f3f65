// The limits of the back office's PDF reader (pdf-pages.client.ts), apart so that the page and tests read them
// without loading pdf.js.

/** At most this many pages are drawn: a file of a thousand pages must not hold a phone for minutes. */
export const PAGE_LIMIT = 20
/** A page is drawn at most this many pixels (about an A4 page at 125 dpi): a page of 5 by 5 metres stays small. */
export const MAX_PAGE_PIXELS = 1_500_000
/** The widest a page is drawn, whatever the screen: sharp on a phone's 3× screen and on a desktop's. */
export const MAX_PAGE_WIDTH = 1400

/**
 * The scale that draws a page (its size in PDF points) as wide as the box on this screen's pixels, within the width
 * and pixel limits; 0 for a page without a usable size.
 */
export function pageScale(pageWidth: number, pageHeight: number, boxWidth: number, pixelRatio: number) {
	if (!(pageWidth > 0 && pageHeight > 0 && Number.isFinite(pageWidth * pageHeight))) return 0
	const ratio = Number.isFinite(pixelRatio) && pixelRatio > 0 ? Math.min(pixelRatio, 3) : 1
	const wanted = Math.min((boxWidth * ratio) / pageWidth, MAX_PAGE_WIDTH / pageWidth)
	const byArea = Math.sqrt(MAX_PAGE_PIXELS / (pageWidth * pageHeight))
	return Math.min(wanted, byArea)
}
