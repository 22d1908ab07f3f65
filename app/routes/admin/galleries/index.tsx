import { Link } from 'react-router'
import { ListTable } from '#app/components/admin/list-controls.tsx'
import { getDb } from '#app/utils/db/db.server.ts'
import { loadGalleryPhotos } from '#app/utils/content/gallery-photos.server.ts'
import { getImageLibrary } from '#app/utils/files/images.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { getGalleries } from '#content/galleries.ts'
import type { Route } from './+types/index'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Galleries',
		description: 'The Brisk back office.',
		path: '/admin/galleries',
		matches,
		noindex: true,
	})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('galleries')]

export async function loader() {
	const db = getDb()
	const library = getImageLibrary()
	return {
		galleries: await Promise.all(
			getGalleries().map(async (gallery) => ({
				id: gallery.id,
				title: gallery.title,
				uploaded: (await loadGalleryPhotos(db, gallery.id)).length,
				inFolder: (await library.listFolder(gallery.folder)).length,
			})),
		),
	}
}

export default function Galleries({ loaderData }: Route.ComponentProps) {
	return (
		<section className="admin-page" aria-labelledby="galleries-title">
			<h1 id="galleries-title">Galleries</h1>
			<p>
				The galleries of the <a href="/company-gallery">Company Gallery</a> page. Photos added here come first, in the
				order you choose; the pictures of the site&apos;s content folder follow them.
			</p>
			<ListTable
				caption="The public galleries"
				rows={loaderData.galleries}
				rowKey={(gallery) => gallery.id}
				columns={[
					{
						name: 'Gallery',
						rowHeader: true,
						cell: (gallery) => <Link to={`/admin/galleries/${gallery.id}`}>{gallery.title}</Link>,
					},
					{ name: 'Photos added here', cell: (gallery) => gallery.uploaded },
					{ name: 'Pictures of the content folder', cell: (gallery) => gallery.inFolder },
				]}
			/>
		</section>
	)
}
