import fs from 'node:fs'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { fixture } from '#tests/fixtures/career.ts'
import { expect, uniqueIp } from './fixtures.ts'

// What the compatibility API's contract tests share: the files they send, the original client's anti-forgery
// header, its calls and the record it posts.

export const png = fs.readFileSync(fixture('photo.png'))
export const pdf = fs.readFileSync(fixture('resume.pdf'))
export const docx = fs.readFileSync(fixture('resume.docx'))
export const script = Buffer.from('#!/bin/sh\nrm -rf /\n')
export const sixMegabytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 0x41)])

/** The anti-forgery header the original client sends: the XSRF-TOKEN cookie, echoed. */
export async function antiForgery(request: APIRequestContext) {
	await request.get('/career')
	const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')
	expect(cookie, 'the site sets an XSRF-TOKEN cookie').toBeTruthy()
	return { 'X-XSRF-TOKEN': cookie!.value, 'X-Forwarded-For': uniqueIp() }
}

export async function expectFieldErrors(response: APIResponse, status: number, fields: string[]) {
	expect(response.status(), await response.text()).toBe(status)
	const body = (await response.json()) as { errors: Array<{ field: string; message: string }> }
	expect(Array.isArray(body.errors)).toBe(true)
	for (const field of fields) expect(body.errors.map((e) => e.field)).toContain(field)
	for (const error of body.errors) expect(error.message.length).toBeGreaterThan(5)
	return body.errors
}

export function uniqueName() {
	return `Tester ${Math.random()
		.toString(36)
		.replace(/[^a-z]/g, '')
		.slice(0, 8)}`
}

export async function base64File(
	request: APIRequestContext,
	headers: Record<string, string>,
	path: string,
	bytes: Buffer,
	jobId: number,
	name = uniqueName(),
) {
	return request.post(`/api/Career/${path}`, {
		headers,
		data: { base64string: bytes.toString('base64'), Name: name, JobId: jobId },
	})
}

export async function uploadFile(
	request: APIRequestContext,
	headers: Record<string, string>,
	path: string,
	file: { name: string; mimeType: string; buffer: Buffer },
	query: Record<string, string | number>,
) {
	const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
	return request.post(`/api/Career/${path}?${search}`, { headers, multipart: { uploadedFiles: file } })
}

export async function storedFiles(request: APIRequestContext, headers: Record<string, string>, jobId: number) {
	const photo = await base64File(request, headers, 'Base64ToImage', png, jobId)
	const resume = await uploadFile(
		request,
		headers,
		'UploadResume',
		{ name: 'cv.docx', mimeType: 'application/octet-stream', buffer: docx },
		{ JobId: jobId, Name: 'Tester' },
	)
	const aadhaar = await base64File(request, headers, 'Base64ToAadhar', pdf, jobId)
	for (const response of [photo, resume, aadhaar]) expect(response.status(), await response.text()).toBe(200)
	return { Photo: await photo.text(), Resume: await resume.text(), Aadhar: await aadhaar.text() }
}

export function record(jobId: number, email: string, files: { Photo: string; Resume: string; Aadhar: string }) {
	return {
		JobId: jobId,
		Name: 'Anil Pawar',
		Contact: '098765 43210',
		Email: email,
		Qualification: '10th pass',
		Location: 'Nagpur',
		Experience: '2 years',
		JobTittle: 'Security',
		Employer: null,
		CurrentSalary: '15000',
		ExpectedSalary: '18000',
		Status: null,
		Consent: true,
		...files,
	}
}
