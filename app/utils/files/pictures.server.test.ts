import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { cameraPhoto } from '#tests/fixtures/camera-photo.ts'
import { pngBomb, pngHeaderOnly } from '#tests/fixtures/png-bomb.ts'
import { pictureDecodes, reencodePicture } from './pictures.server.ts'

describe('A picture too large in pixels is refused from its header, before it is decoded', () => {
	test('the 100-megapixel 16-bit PNG of the security test is refused in milliseconds, never decoded', async () => {
		// Its header alone: decoding would fail on the missing data ("unreadable"); "too many pixels" comes from the header.
		const started = performance.now()
		expect(await reencodePicture(pngHeaderOnly(10_000, 9_999), 'png')).toEqual({
			ok: false,
			reason: 'too-many-pixels',
		})
		// Decoding it took 8 s on a quiet server; reading the header takes milliseconds. A generous bound.
		expect(performance.now() - started).toBeLessThan(1000)
		expect(pictureDecodes()).toEqual({ running: 0, waiting: 0 })
	})

	test('a real decompression bomb (144 megapixels in a few KB) is refused the same way', async () => {
		const bomb = pngBomb(12_000, 12_000)
		expect(bomb.length).toBeLessThan(100_000)
		const started = performance.now()
		expect(await reencodePicture(bomb, 'png')).toEqual({ ok: false, reason: 'too-many-pixels' })
		expect(performance.now() - started).toBeLessThan(1000)
	})

	test('the limit is 50 megapixels and the memory of a 50-megapixel colour photo once decoded', async () => {
		// Within the limits, these headers go on to be decoded, and their missing data makes them unreadable.
		const passes = [
			pngHeaderOnly(8000, 6000, { bitDepth: 8, colorType: 2 }), // 48 MP colour, as a phone's full resolution
			pngHeaderOnly(4000, 3000, { bitDepth: 16, colorType: 6 }), // 12 MP, 16-bit with transparency
		]
		for (const picture of passes) {
			expect(await reencodePicture(picture, 'png')).toEqual({ ok: false, reason: 'unreadable' })
		}
		const refused = [
			pngHeaderOnly(8000, 7000, { bitDepth: 8, colorType: 0 }), // 56 MP, even in grey
			pngHeaderOnly(5000, 4000, { bitDepth: 16, colorType: 6 }), // 20 MP, but 160 MB once decoded
		]
		for (const picture of refused) {
			expect(await reencodePicture(picture, 'png')).toEqual({ ok: false, reason: 'too-many-pixels' })
		}
	})

	test('a 12-megapixel phone photo is decoded, turned upright and made at most 2400 px a side', async () => {
		const result = await reencodePicture(await cameraPhoto(), 'jpeg')
		expect(result.ok).toBe(true)
		if (!result.ok) return
		const { width, height, orientation } = await sharp(result.bytes).metadata()
		expect({ width, height, orientation }).toEqual({ width: 1800, height: 2400, orientation: undefined })
	})
})
