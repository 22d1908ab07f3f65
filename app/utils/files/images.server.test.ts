import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ImageNotFound, createImageLibrary, type ImageLibrary } from './images.server.ts'

let work: string
let library: ImageLibrary

async function drawPicture(file: string, width: number, height: number) {
	await fs.mkdir(path.dirname(file), { recursive: true })
	await sharp({ create: { width, height, channels: 3, background: '#0b4a73' } })
		.png()
		.toFile(file)
}

beforeEach(async () => {
	work = await fs.mkdtemp(path.join(os.tmpdir(), 'brisk-images-'))
	// recheckMs 0: every call looks at the disk, so a file added mid-test is seen at once.
	library = createImageLibrary({
		contentDir: path.join(work, 'content'),
		cacheDir: () => path.join(work, 'cache'),
		recheckMs: 0,
	})
})

afterEach(async () => {
	await fs.rm(work, { recursive: true, force: true })
})

describe('A gallery is a folder', () => {
	test('Dropping an image file into the folder adds the photo, with no code change', async () => {
		const folder = path.join(work, 'content/galleries/event')
		await drawPicture(path.join(folder, 'photo-2.png'), 300, 200)
		await drawPicture(path.join(folder, 'photo-10.png'), 300, 200)
		await fs.writeFile(path.join(folder, 'notes.txt'), 'not a picture')
		expect((await library.listFolder('galleries/event')).map((image) => image.src)).toEqual([
			'galleries/event/photo-2.png',
			'galleries/event/photo-10.png',
		])

		// The folder's modification time changes, so the cached listing is renewed.
		await new Promise((resolve) => setTimeout(resolve, 20))
		await drawPicture(path.join(folder, 'photo-3.png'), 400, 300)
		const images = await library.listFolder('galleries/event')
		expect(images).toHaveLength(3)
		expect(images[1]).toMatchObject({ src: 'galleries/event/photo-3.png', width: 400, height: 300 })
		expect(images[1]!.version).toMatch(/^[0-9a-f]{10}$/)
	})

	test('A folder that does not exist is an empty gallery', async () => {
		expect(await library.listFolder('galleries/none')).toEqual([])
	})
})

describe('Resized copies', () => {
	test('are rendered at the asked width and format, then served from the cache', async () => {
		await drawPicture(path.join(work, 'content/images/banner.png'), 1000, 500)
		const first = await library.render('images/banner.png', 640, 'webp')
		expect(first.contentType).toBe('image/webp')
		expect(await sharp(first.body).metadata()).toMatchObject({ format: 'webp', width: 640, height: 320 })
		const cached = await fs.readdir(path.join(work, 'cache'))
		expect(cached).toEqual([`${first.version}-640.webp`])
		const again = await library.render('images/banner.png', 640, 'webp')
		expect(again.body.equals(first.body)).toBe(true)
	})

	test('twenty requests at once for a new size render it once; the others wait for that result', async () => {
		await drawPicture(path.join(work, 'content/images/wide.png'), 2000, 1000)
		const writes = vi.spyOn(fs, 'writeFile')
		try {
			const results = await Promise.all(
				Array.from({ length: 20 }, () => library.render('images/wide.png', 1280, 'avif')),
			)
			expect(new Set(results.map((r) => r.body.length)).size).toBe(1)
			expect(writes).toHaveBeenCalledTimes(1)
		} finally {
			writes.mockRestore()
		}
	})

	test('never grow a picture beyond its own width, and refuse widths outside the list', async () => {
		await drawPicture(path.join(work, 'content/images/small.png'), 300, 300)
		const copy = await library.render('images/small.png', 300, 'avif')
		expect((await sharp(copy.body).metadata()).width).toBe(300)
		await expect(library.render('images/small.png', 333, 'avif')).rejects.toBeInstanceOf(ImageNotFound)
	})

	test('only files of the picture folders can be reached', async () => {
		await fs.mkdir(path.join(work, 'content'), { recursive: true })
		await fs.writeFile(path.join(work, 'secret.png'), 'x')
		await drawPicture(path.join(work, 'content/other/photo.png'), 100, 100)
		for (const src of [
			'../secret.png',
			'images/../../secret.png',
			'other/photo.png',
			'images/.hidden.png',
			'images/missing.png',
			'images/../other/photo.png',
		]) {
			await expect(library.describe(src), src).rejects.toBeInstanceOf(ImageNotFound)
		}
	})
})
