import { useEffect, useRef, useState } from 'react'

/**
 * The applicant's photo, small in the page's head. Pressed, it opens a dialog with the photo large,
 * closed by Escape or its Close button (focus goes back to the photo). Before the page's script has
 * started, or without it, the photo is a link to the photo itself.
 */
export function PhotoDialog({ src, name }: { src: string; name: string }) {
	const [ready, setReady] = useState(false)
	const dialog = useRef<HTMLDialogElement>(null)
	useEffect(() => setReady(true), [])
	const small = <img className="admin-application-photo" src={src} alt={`Photo of ${name}`} width={120} height={150} />
	if (!ready) {
		return (
			<a href={src} className="admin-photo-open" aria-label={`Photo of ${name}, full size`}>
				{small}
			</a>
		)
	}
	return (
		<>
			<button
				type="button"
				className="admin-photo-open"
				aria-haspopup="dialog"
				aria-label={`Enlarge the photo of ${name}`}
				onClick={() => dialog.current?.showModal()}
			>
				{small}
			</button>
			<dialog ref={dialog} className="admin-photo-dialog" aria-labelledby="photo-dialog-title">
				<div className="admin-photo-dialog-head">
					<h2 id="photo-dialog-title">Photo of {name}</h2>
					<button type="button" className="button button-outline button-small" onClick={() => dialog.current?.close()}>
						Close
					</button>
				</div>
				<img src={src} alt={`Photo of ${name}`} className="admin-photo-large" />
			</dialog>
		</>
	)
}
