import fs from 'node:fs'
import { countRows, insertJob } from '#tests/fixtures/career.ts'
import { expect, test, uniqueIp } from './fixtures.ts'
import {
	antiForgery,
	expectFieldErrors,
	pdf,
	png,
	script,
	sixMegabytes,
	uniqueName,
	uploadFile,
} from './api-career-helpers.ts'

// Contract tests of the compatibility API's file calls: the base64 and upload calls refuse what is not the
// file they name, a file too large and a closed job, store nothing then, and never answer 5xx.

test.describe('The file calls', () => {
	test('Base64To… calls refuse malformed base64, wrong content, a 6 MB file, bad fields and closed jobs, storing nothing', async ({
		request,
	}) => {
		const headers = await antiForgery(request)
		const job = insertJob()
		const name = uniqueName()
		const stored = () => countRows('files', 'original_name like ?', `%${name}`)
		const post = (path: string, data: unknown) => request.post(`/api/Career/${path}`, { headers, data })

		await expectFieldErrors(
			await post('Base64ToImage', { base64string: 'not base64 at all!', Name: name, JobId: job.id }),
			400,
			['base64string'],
		)
		await expectFieldErrors(await post('Base64ToImage', { base64string: 'QUJD=', Name: name, JobId: job.id }), 400, [
			'base64string',
		])
		await expectFieldErrors(
			await post('Base64ToImage', { base64string: pdf.toString('base64'), Name: name, JobId: job.id }),
			400,
			['base64string'],
		)
		await expectFieldErrors(
			await post('Base64ToImage', { base64string: script.toString('base64'), Name: name, JobId: job.id }),
			400,
			['base64string'],
		)
		await expectFieldErrors(
			await post('Base64ToResume', { base64string: png.toString('base64'), Name: name, JobId: job.id }),
			400,
			['base64string'],
		)
		await expectFieldErrors(await post('Base64ToAadhar', { base64string: '', Name: name, JobId: job.id }), 400, [
			'base64string',
		])
		await expectFieldErrors(await post('Base64ToAadhar', { Name: name, JobId: job.id }), 400, ['base64string'])
		await expectFieldErrors(
			await post('Base64ToAadhar', { base64string: pdf.toString('base64'), JobId: job.id }),
			400,
			['Name'],
		)
		await expectFieldErrors(await post('Base64ToAadhar', { base64string: pdf.toString('base64'), Name: name }), 400, [
			'JobId',
		])
		await expectFieldErrors(await post('Base64ToAadhar', { base64string: 42, Name: ['x'], JobId: 'x' }), 400, [
			'base64string',
			'Name',
			'JobId',
		])
		await expectFieldErrors(
			await post('Base64ToAadhar', { base64string: pdf.toString('base64'), Name: 'N'.repeat(101), JobId: job.id }),
			400,
			['Name'],
		)
		await expectFieldErrors(
			await post('Base64ToAadhar', { base64string: pdf.toString('base64'), Name: name, JobId: 999_999 }),
			400,
			['JobId'],
		)
		const expired = insertJob({ deadlineInDays: -1 })
		await expectFieldErrors(
			await post('Base64ToAadhar', { base64string: pdf.toString('base64'), Name: name, JobId: expired.id }),
			400,
			['JobId'],
		)
		const big = await post('Base64ToResume', {
			base64string: sixMegabytes.toString('base64'),
			Name: name,
			JobId: job.id,
		})
		// The host refuses a declared body this large before reading it (413); either way it is a clear 4xx.
		expect([400, 413]).toContain(big.status())
		expect(
			(
				await request.post('/api/Career/Base64ToImage', {
					data: { base64string: png.toString('base64'), Name: name, JobId: job.id },
				})
			).status(),
		).toBe(403)
		expect(stored()).toBe(0)

		const ok = await post('Base64ToImage', {
			base64string: `data:image/png;base64,${png.toString('base64')}`,
			Name: name,
			JobId: job.id,
		})
		expect(ok.status()).toBe(200)
		expect(await ok.text()).toMatch(/^[0-9a-f]{32}$/)
		expect(stored()).toBe(1)
	})

	test('Upload… calls check files by content and size, and a path in the file name is harmless', async ({
		request,
	}) => {
		const headers = await antiForgery(request)
		const job = insertJob()
		const tag = Math.random().toString(36).slice(2, 10)
		const stored = () => countRows('files', 'original_name like ?', `%${tag}%`)
		const query = { JobId: job.id, Name: 'Tester' }

		const photo = { name: `p-${tag}.png`, mimeType: 'image/png', buffer: png }
		const refused: Array<[string, Parameters<typeof uploadFile>[3], Record<string, string | number>, string]> = [
			['UploadResume', { name: `photo-${tag}.pdf`, mimeType: 'application/pdf', buffer: png }, query, 'uploadedFiles'],
			['UploadPhoto', { name: `evil-${tag}.jpg`, mimeType: 'image/jpeg', buffer: script }, query, 'uploadedFiles'],
			['UploadPhoto', photo, { Name: 'Tester' }, 'JobId'],
			['UploadPhoto', photo, { JobId: job.id }, 'Name'],
			['UploadPhoto', photo, { JobId: insertJob({ deadlineInDays: -1 }).id, Name: 'Tester' }, 'JobId'],
		]
		for (const [call, file, fields, field] of refused)
			await expectFieldErrors(await uploadFile(request, headers, call, file, fields), 400, [field])
		const tooBig = await uploadFile(
			request,
			headers,
			'UploadAadhar',
			{ name: `big-${tag}.pdf`, mimeType: 'application/pdf', buffer: sixMegabytes },
			query,
		)
		const errors = await expectFieldErrors(tooBig, 400, ['uploadedFiles'])
		expect(errors[0]!.message).toContain('5 MB')
		await expectFieldErrors(
			await request.post(`/api/Career/UploadPhoto?JobId=${job.id}&Name=Tester`, {
				headers,
				multipart: { other: photo },
			}),
			400,
			['uploadedFiles'],
		)
		const noToken = await uploadFile(request, { 'X-Forwarded-For': uniqueIp() }, 'UploadPhoto', photo, query)
		expect(noToken.status()).toBe(403)
		expect(stored()).toBe(0)

		const withPath = await uploadFile(
			request,
			headers,
			'UploadPhoto',
			{ name: `../../../etc/${tag}.png`, mimeType: 'image/png', buffer: png },
			query,
		)
		expect(withPath.status(), await withPath.text()).toBe(200)
		const ref = await withPath.text()
		expect(ref).toMatch(/^[0-9a-f]{32}$/)
		expect(countRows('files', 'id = ? and original_name = ? and media_type = ?', ref, `${tag}.png`, 'image/png')).toBe(
			1,
		)
		// Stored in the database, never on disk nor under any public address.
		expect(countRows('files', 'id = ? and length(bytes) = byte_size', ref)).toBe(1)
		expect(fs.existsSync(`${process.env.E2E_DATA_DIR}/uploads`)).toBe(false)
		expect((await request.get(`/uploads/${ref}`)).status()).toBe(404)
	})
})
