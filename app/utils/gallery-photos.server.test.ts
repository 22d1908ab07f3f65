import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from './db.server.ts'
import {
	addGalleryPhoto,
	isUploadSrc,
	loadGalleryPhotos,
	moveGalleryPhoto,
	removeGalleryPhoto,
} from './gallery-photos.server.ts'

describe.each(testDatabases())('Gallery photos on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	test('gallery photos keep their order, move up and down, and leave with their file', async () => {
		const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
			.png()
			.toBuffer()
		const photo = (colour: string) =>
			sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
				.png()
				.toBuffer()
		const add = async (alt: string, colour: string) => {
			const added = await addGalleryPhoto(db, {
				gallery: 'projects',
				name: `${alt}.png`,
				bytes: await photo(colour),
				mediaType: 'image/png',
				alt,
				caption: '',
			})
			if (!added.added) throw new Error(`${alt} was not added`)
			return added.id
		}
		const [a, b, c] = [await add('A', '#c00'), await add('B', '#0c0'), await add('C', '#00c')]
		// The same photo again in the same gallery is refused; in another gallery it is welcome.
		expect(
			await addGalleryPhoto(db, {
				gallery: 'projects',
				name: 'again.png',
				bytes: await photo('#0c0'),
				mediaType: 'image/png',
				alt: 'B again',
				caption: '',
			}),
		).toEqual({ added: false, reason: 'duplicate' })
		await addGalleryPhoto(db, {
			gallery: 'foundation-day-10',
			name: 'x.png',
			bytes,
			mediaType: 'image/png',
			alt: 'X',
			caption: '',
		})
		const order = async () => (await loadGalleryPhotos(db, 'projects')).map((photo) => photo.alt)
		expect(await order()).toEqual(['A', 'B', 'C'])

		expect(await moveGalleryPhoto(db, 'projects', c, 'up')).toBe(true)
		expect(await order()).toEqual(['A', 'C', 'B'])
		expect(await moveGalleryPhoto(db, 'projects', a, 'up')).toBe(false)
		expect(await moveGalleryPhoto(db, 'projects', a, 'down')).toBe(true)
		expect(await order()).toEqual(['C', 'A', 'B'])

		const [first] = await loadGalleryPhotos(db, 'projects')
		expect(first!.image).toMatchObject({ width: 40, height: 30 })
		expect(isUploadSrc(first!.image.src)).toBe(true)

		const fileOfB = await db.selectFrom('gallery_items').select('file_id').where('id', '=', b).executeTakeFirstOrThrow()
		await removeGalleryPhoto(db, b)
		expect(await order()).toEqual(['C', 'A'])
		const file = await db.selectFrom('files').select('id').where('id', '=', fileOfB.file_id!).executeTakeFirst()
		expect(file).toBeUndefined()
		expect((await loadGalleryPhotos(db, 'foundation-day-10')).map((photo) => photo.alt)).toEqual(['X'])
	})

	test('only the addresses of uploaded photos are taken as such', () => {
		expect(isUploadSrc(`uploads/${'a'.repeat(32)}.png`)).toBe(true)
		expect(isUploadSrc(`uploads/${'a'.repeat(32)}.gif`)).toBe(false)
		expect(isUploadSrc('uploads/../secret.png')).toBe(false)
		expect(isUploadSrc('galleries/projects/project-01.png')).toBe(false)
	})
})
