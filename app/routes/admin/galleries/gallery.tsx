import { getFormProps, getInputProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { Link, data, redirect, useLocation } from 'react-router'
import { ListTable } from '#app/components/admin/list-controls.tsx'
import { z } from 'zod'
import { FormErrors, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { Field, PostForm, StatusButton } from '#app/components/forms.tsx'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { adminUploadMaxBytes } from '#app/utils/core/env.server.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { PHOTO_TYPES, PhotoFileField, PhotoWordsFields } from '#app/utils/content/gallery-admin.ts'
import {
	addGalleryPhoto,
	loadGalleryPhotos,
	moveGalleryPhoto,
	requireGallery,
} from '#app/utils/content/gallery-photos.server.ts'
import { imageUrl, fallbackFormat } from '#app/utils/files/images.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import { MAX_PICTURE_MEGAPIXELS } from '#app/utils/files/pictures.server.ts'
import { cleanGalleryPhoto } from '#app/utils/files/upload-checks.server.ts'
import { invariantResponse, parseId } from '#app/utils/common/ids.ts'
import type { Route } from './+types/gallery'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	pageMeta({
		title: loaderData ? `Gallery: ${loaderData.gallery.title}` : 'Gallery',
		description: 'The Brisk back office.',
		path: '/admin/galleries',
		matches,
		noindex: true,
	})

const AddPhotoSchema = z.object({ photo: PhotoFileField, ...PhotoWordsFields })

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('galleries')]

export async function loader({ params }: Route.LoaderArgs) {
	const gallery = requireGallery(params.gallery)
	const photos = await loadGalleryPhotos(getDb(), gallery.id)
	return {
		gallery: { id: gallery.id, title: gallery.title },
		maxBytes: adminUploadMaxBytes(),
		photos: photos.map((photo) => ({
			id: photo.id,
			alt: photo.alt,
			caption: photo.caption,
			thumbnail: imageUrl(photo.image, Math.min(320, photo.image.width), fallbackFormat(photo.image)),
		})),
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const gallery = requireGallery(params.gallery)
	const db = getDb()
	const here = `/admin/galleries/${gallery.id}`

	// Moving a photo is a plain form; adding one carries the file.
	if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
		const { formData } = await readForm(request)
		const direction = formData.get('intent')
		const id = parseId(formData.get('id'))
		invariantResponse((direction === 'up' || direction === 'down') && id, 'Unknown action.', { status: 400 })
		await moveGalleryPhoto(db, { gallery: gallery.id, id, direction, staff })
		throw redirect(withNotice(here, 'photo-saved'))
	}

	const maxBytes = adminUploadMaxBytes()
	const form = await readForm(request, { files: { fields: ['photo'], maxFileBytes: maxBytes } })
	const submission = parseWithZod(form.formData, { schema: AddPhotoSchema })
	const tooLarge = `The photo is larger than ${formatBytes(maxBytes)}.`
	if (form.tooLarge.includes('photo')) {
		return data({ result: submission.reply({ fieldErrors: { photo: [tooLarge] }, hideFields: ['photo'] }) }, 400)
	}
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['photo'] }) }, { status: 400 })
	}
	const received = form.files.photo!
	// Decoded and encoded again: whatever else the file carried (metadata, a hidden payload) is left behind.
	const clean = await cleanGalleryPhoto(received.bytes)
	if (!clean.ok) {
		const problem =
			clean.reason === 'too-many-pixels'
				? `This photo has more than ${MAX_PICTURE_MEGAPIXELS} megapixels: choose a smaller copy of it.`
				: 'This file is not a photo we can read: choose a PNG or JPEG photo.'
		return data(
			{ result: submission.reply({ fieldErrors: { photo: [problem] }, hideFields: ['photo'] }) },
			{ status: 400 },
		)
	}
	const added = await addGalleryPhoto(db, {
		gallery: gallery.id,
		name: received.name,
		bytes: clean.bytes,
		mediaType: clean.mediaType,
		alt: submission.value.alt,
		caption: submission.value.caption,
		staff,
	})
	if (!added.added) {
		const duplicate = 'This photo is already in this gallery.'
		return data({ result: submission.reply({ fieldErrors: { photo: [duplicate] }, hideFields: ['photo'] }) }, 400)
	}
	throw redirect(withNotice(here, 'photo-added'))
}

export default function GalleryAdmin({ loaderData, actionData }: Route.ComponentProps) {
	const { gallery, photos, maxBytes } = loaderData
	const [form, fields] = useAdminForm({ id: 'add-photo', schema: AddPhotoSchema, lastResult: actionData?.result })
	// Added (the page opened again with the notice, not an answer of the form): the form empties, so that
	// one more click does not add the same photo again.
	const location = useLocation()
	const justAdded = !actionData && new URLSearchParams(location.search).get('notice') === 'photo-added'
	useEffect(() => {
		if (justAdded) (document.getElementById(form.id) as HTMLFormElement | null)?.reset()
	}, [justAdded, location.key, form.id])
	const { key: photoKey, ...photoInput } = getInputProps(fields.photo, { type: 'file', ariaDescribedBy: 'photo-hint' })
	return (
		<section className="admin-page" aria-labelledby="gallery-title">
			<p>
				<Link to="/admin/galleries">All galleries</Link>
			</p>
			<h1 id="gallery-title">{gallery.title}</h1>
			<p>
				These photos open the gallery on the <a href="/company-gallery">Company Gallery</a> page, in this order; the
				pictures of the site&apos;s content folder follow them.
			</p>

			{photos.length === 0 ? (
				<p className="admin-empty">No photos added yet: add the first one below.</p>
			) : (
				<ListTable
					caption={`Photos of ${gallery.title}, in the order the site shows them`}
					className="admin-photo-table"
					rows={photos}
					rowKey={(photo) => photo.id}
					columns={[
						{
							name: 'Photo',
							cell: (photo) => <img className="admin-thumb" src={photo.thumbnail} alt="" width={96} height={72} />,
						},
						{
							name: 'Description and caption',
							rowHeader: true,
							cell: (photo) => (
								<>
									{photo.alt}
									{photo.caption ? (
										<>
											<br />
											<span className="admin-muted">Caption: {photo.caption}</span>
										</>
									) : null}
								</>
							),
						},
						{
							name: 'Order',
							cell: (photo, index) => (
								<div className="admin-order-buttons">
									{index > 0 ? <MovePhoto photo={photo} direction="up" /> : null}
									{index < photos.length - 1 ? <MovePhoto photo={photo} direction="down" /> : null}
								</div>
							),
						},
						{
							name: 'Actions',
							nameHidden: true,
							cell: (photo) => (
								<Link to={`/admin/galleries/${gallery.id}/${photo.id}`}>
									Edit or remove<span className="visually-hidden"> the photo “{photo.alt}”</span>
								</Link>
							),
						},
					]}
				/>
			)}

			<section aria-labelledby="add-title" className="admin-section">
				<h2 id="add-title">Add a photo</h2>
				<PostForm encType="multipart/form-data" {...getFormProps(form)} className="admin-form">
					<FormErrors errors={form.errors} />
					<Field
						id={fields.photo.id}
						label="Photo"
						hint={`A PNG or JPEG photo, up to ${formatBytes(maxBytes)}. It is cleaned of its camera data.`}
						hintId="photo-hint"
						errors={fields.photo.errors}
						errorId={fields.photo.errorId}
						required
					>
						<input key={photoKey} {...photoInput} accept={PHOTO_TYPES.join(',')} required />
					</Field>
					<TextField
						meta={fields.alt}
						label="Description"
						hint="What the photo shows, for people who cannot see it (read aloud by screen readers)."
						required
					/>
					<TextField meta={fields.caption} label="Caption" hint="Optional: shown under the photo." />
					<StatusButton className="button button-primary">Add the photo</StatusButton>
				</PostForm>
			</section>
		</section>
	)
}

/** One step up or down the gallery's order: a plain form, so it works without JavaScript. */
function MovePhoto({ photo, direction }: { photo: { id: number; alt: string }; direction: 'up' | 'down' }) {
	return (
		<PostForm intent={direction} className="admin-inline-form">
			<input type="hidden" name="id" value={photo.id} />
			<StatusButton className="button button-outline button-small">
				Move {direction}
				<span className="visually-hidden"> the photo “{photo.alt}”</span>
			</StatusButton>
		</PostForm>
	)
}
