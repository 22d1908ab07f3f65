import { getDb } from '#app/utils/db/db.server.ts'
import { isUploadSrc, renderUploadedPhoto } from '#app/utils/content/gallery-photos.server.ts'
import { ImageNotFound, getImageLibrary } from '#app/utils/files/images.server.ts'
import { IMAGE_FORMATS, type ImageFormat } from '#app/utils/files/images.ts'
import type { Route } from './+types/images'

// /images/{content path}?w=640&f=webp&v=abc123: a content picture resized on the
// first request (docs/decisions/005-images.md). Only files under the content
// picture folders and the gallery photos uploaded in the back office
// (/images/uploads/{file id}.png, from the files table) are served; anything else answers 404.
export async function loader({ params, request }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const width = Number(url.searchParams.get('w'))
	const format = url.searchParams.get('f') as ImageFormat
	const requestedVersion = url.searchParams.get('v')
	if (!Number.isInteger(width) || width <= 0 || !IMAGE_FORMATS.includes(format)) {
		throw new Response('Not found', { status: 404 })
	}
	try {
		const src = params['*'] ?? ''
		const image = isUploadSrc(src)
			? await renderUploadedPhoto(getDb(), src, width, format)
			: await getImageLibrary().render(src, width, format)
		// The year-long cache is safe only when the address names these very bytes.
		const cacheControl =
			requestedVersion === image.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300'
		return new Response(new Uint8Array(image.body), {
			headers: {
				'Content-Type': image.contentType,
				'Content-Length': String(image.body.length),
				'Cache-Control': cacheControl,
			},
		})
	} catch (error) {
		if (error instanceof ImageNotFound) throw new Response('Not found', { status: 404 })
		throw error
	}
}
