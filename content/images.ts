// A picture of the site's content: a file under content/images (or a gallery
// folder) and the words that describe it for people who cannot see it.
export interface ContentImage {
	/** Path below the content folder, e.g. "images/banner/slide-1-wide.png". */
	src: string
	alt: string
}
