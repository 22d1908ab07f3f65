import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data, redirect } from 'react-router'
import { z } from 'zod'
import { FormErrors, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { PhotoWordsFields } from '#app/utils/content/gallery-admin.ts'
import {
	removeGalleryPhoto,
	requireGallery,
	requireGalleryPhoto,
	saveGalleryPhotoWords,
} from '#app/utils/content/gallery-photos.server.ts'
import { fallbackFormat, imageUrl } from '#app/utils/files/images.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import type { Route } from './+types/photo'
import { PostForm, StatusButton } from '#app/components/forms.tsx'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Gallery photo',
		description: 'The Brisk back office.',
		path: '/admin/galleries',
		matches,
		noindex: true,
	})

const PhotoWordsSchema = z.object({ intent: z.literal('save'), ...PhotoWordsFields })

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('galleries')]

export async function loader({ params }: Route.LoaderArgs) {
	const gallery = requireGallery(params.gallery)
	const photo = await requireGalleryPhoto(getDb(), gallery.id, params.photo)
	return {
		gallery: { id: gallery.id, title: gallery.title },
		photo: {
			id: photo.id,
			alt: photo.alt,
			caption: photo.caption,
			added: formatIndianDateTime(photo.createdAt),
			preview: imageUrl(photo.image, Math.min(640, photo.image.width), fallbackFormat(photo.image)),
			width: photo.image.width,
			height: photo.image.height,
		},
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const gallery = requireGallery(params.gallery)
	const db = getDb()
	const photo = await requireGalleryPhoto(db, gallery.id, params.photo)
	const { formData } = await readForm(request)

	if (formData.get('intent') === 'remove') {
		await removeGalleryPhoto(db, { id: photo.id, staff })
		throw redirect(withNotice(`/admin/galleries/${gallery.id}`, 'photo-removed'))
	}
	const submission = parseWithZod(formData, { schema: PhotoWordsSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	await saveGalleryPhotoWords(db, {
		gallery: gallery.id,
		photoId: photo.id,
		alt: submission.value.alt,
		caption: submission.value.caption,
		staff,
	})
	throw redirect(withNotice(`/admin/galleries/${gallery.id}`, 'photo-saved'))
}

export default function GalleryPhoto({ loaderData, actionData }: Route.ComponentProps) {
	const { gallery, photo } = loaderData
	const [form, fields] = useAdminForm({
		id: 'photo-words',
		schema: PhotoWordsSchema,
		lastResult: actionData?.result,
		defaultValue: { alt: photo.alt, caption: photo.caption },
	})
	return (
		<section className="admin-page" aria-labelledby="photo-title">
			<p>
				<Link to={`/admin/galleries/${gallery.id}`}>Back to {gallery.title}</Link>
			</p>
			<h1 id="photo-title">A photo of {gallery.title}</h1>
			<img
				className="admin-photo-preview"
				src={photo.preview}
				alt={photo.alt}
				width={photo.width}
				height={photo.height}
			/>
			<p className="admin-muted">Added {photo.added}.</p>

			<PostForm intent="save" {...getFormProps(form)} className="admin-form admin-section">
				<FormErrors errors={form.errors} />
				<TextField
					meta={fields.alt}
					label="Description"
					hint="What the photo shows, for people who cannot see it (read aloud by screen readers)."
					required
				/>
				<TextField meta={fields.caption} label="Caption" hint="Optional: shown under the photo." />
				<StatusButton className="button button-primary">Save</StatusButton>
			</PostForm>

			<details className="admin-section admin-confirm">
				<summary>Remove this photo</summary>
				<PostForm intent="remove">
					<p>The photo leaves the public gallery at once and its file is deleted. This cannot be undone.</p>
					<StatusButton className="button button-danger">Yes, remove the photo</StatusButton>
				</PostForm>
			</details>
		</section>
	)
}
