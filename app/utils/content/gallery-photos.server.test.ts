import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import {
	addGalleryPhoto,
	isUploadSrc,
	loadGalleryPhotos,
	moveGalleryPhoto,
	removeGalleryPhoto,
} from './gallery-photos.server.ts'

/** The member of staff who makes the changes, for the audit entries. */
const office = { id: 1, email: 'office@brisk.test' }

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
				staff: office,
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
				staff: office,
			}),
		).toEqual({ added: false, reason: 'duplicate' })
		await addGalleryPhoto(db, {
			gallery: 'foundation-day-10',
			name: 'x.png',
			bytes,
			mediaType: 'image/png',
			alt: 'X',
			caption: '',
			staff: office,
		})
		const order = async () => (await loadGalleryPhotos(db, 'projects')).map((photo) => photo.alt)
		expect(await order()).toEqual(['A', 'B', 'C'])

		expect(await moveGalleryPhoto(db, { gallery: 'projects', id: c, direction: 'up', staff: office })).toBe(true)
		expect(await order()).toEqual(['A', 'C', 'B'])
		expect(await moveGalleryPhoto(db, { gallery: 'projects', id: a, direction: 'up', staff: office })).toBe(false)
		expect(await moveGalleryPhoto(db, { gallery: 'projects', id: a, direction: 'down', staff: office })).toBe(true)
		expect(await order()).toEqual(['C', 'A', 'B'])

		const [first] = await loadGalleryPhotos(db, 'projects')
		expect(first!.image).toMatchObject({ width: 40, height: 30 })
		expect(isUploadSrc(first!.image.src)).toBe(true)

		const fileOfB = await db.selectFrom('gallery_items').select('file_id').where('id', '=', b).executeTakeFirstOrThrow()
		await removeGalleryPhoto(db, { id: b, staff: office })
		expect(await order()).toEqual(['C', 'A'])
		const file = await db.selectFrom('files').select('id').where('id', '=', fileOfB.file_id!).executeTakeFirst()
		expect(file).toBeUndefined()
		expect((await loadGalleryPhotos(db, 'foundation-day-10')).map((photo) => photo.alt)).toEqual(['X'])

		// Each change came with its entry; the move that moved nothing has none.
		const entries = await db
			.selectFrom('audit_log')
			.select(['staff_email', 'action', 'subject', 'details'])
			.where('action', 'like', 'gallery.%')
			.orderBy('id')
			.execute()
		expect(entries.filter((entry) => entry.details?.includes('"projects"'))).toEqual([
			...[a, b, c].map((id) => ({
				staff_email: 'office@brisk.test',
				action: 'gallery.photo-added',
				subject: `gallery photo ${id}`,
				details: '{"gallery":"projects"}',
			})),
			...[
				[c, 'up'],
				[a, 'down'],
			].map(([id, direction]) => ({
				staff_email: 'office@brisk.test',
				action: 'gallery.photo-moved',
				subject: `gallery photo ${id}`,
				details: JSON.stringify({ gallery: 'projects', direction }),
			})),
			{
				staff_email: 'office@brisk.test',
				action: 'gallery.photo-removed',
				subject: `gallery photo ${b}`,
				details: '{"gallery":"projects"}',
			},
		])
	})

	test('a photo added, moved or removed and its audit entry are written together, or neither', async () => {
		const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ccc' } })
			.png()
			.toBuffer()
		const photo = { gallery: 'together', name: 'p.png', bytes, mediaType: 'image/png', alt: 'P', caption: '' }
		const count = async (table: 'gallery_items' | 'audit_log') => {
			const query =
				table === 'gallery_items'
					? db.selectFrom('gallery_items').select('id').where('gallery', '=', 'together')
					: db.selectFrom('audit_log').select('id').where('details', 'like', '%"together"%')
			return (await query.execute()).length
		}
		await rolledBack(db, (trx) => addGalleryPhoto(trx, { ...photo, staff: office }))
		expect([await count('gallery_items'), await count('audit_log')]).toEqual([0, 0])

		const first = await addGalleryPhoto(db, { ...photo, staff: office })
		const second = await addGalleryPhoto(db, {
			...photo,
			bytes: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#333' } })
				.png()
				.toBuffer(),
			staff: office,
		})
		if (!first.added || !second.added) throw new Error('the photos were not added')
		expect([await count('gallery_items'), await count('audit_log')]).toEqual([2, 2])

		const order = async () => (await loadGalleryPhotos(db, 'together')).map((row) => row.id)
		await rolledBack(db, (trx) =>
			moveGalleryPhoto(trx, { gallery: 'together', id: second.id, direction: 'up', staff: office }),
		)
		await rolledBack(db, (trx) => removeGalleryPhoto(trx, { id: first.id, staff: office }))
		expect(await order()).toEqual([first.id, second.id])
		expect(await count('audit_log')).toBe(2)

		await moveGalleryPhoto(db, { gallery: 'together', id: second.id, direction: 'up', staff: office })
		await removeGalleryPhoto(db, { id: first.id, staff: office })
		expect(await order()).toEqual([second.id])
		expect(await count('audit_log')).toBe(4)
	})

	test('only the addresses of uploaded photos are taken as such', () => {
		expect(isUploadSrc(`uploads/${'a'.repeat(32)}.png`)).toBe(true)
		expect(isUploadSrc(`uploads/${'a'.repeat(32)}.gif`)).toBe(false)
		expect(isUploadSrc('uploads/../secret.png')).toBe(false)
		expect(isUploadSrc('galleries/projects/project-01.png')).toBe(false)
	})
})

/** Runs fn in a transaction of the caller's that is then rolled back, as a failing caller's would be. */
async function rolledBack(db: Db, fn: (trx: Db) => Promise<unknown>) {
	const undo = new Error('the caller failed')
	await expect(
		db.transaction().execute(async (trx) => {
			await fn(trx)
			throw undo
		}),
	).rejects.toBe(undo)
}
