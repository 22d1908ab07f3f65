// The data-growth bench's requests as a member of staff once the server is ready (data-growth.ts): the back
// office's lists and the public career pages, and the CSV export of every application with the server's memory.
import fs from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import type { YearOfData } from '#tests/fixtures/year-of-data.ts'
import { percentile, seconds } from './data-growth-figures.ts'

/** The timed requests to each page, after one warm-up. */
export const SAMPLES = 20
const REQUEST_TIMEOUT_MS = 30_000
const EXPORT_TIMEOUT_MS = 10 * 60_000

/** A warm-up and then SAMPLES requests one after the other, as a member of staff: median and p95 in ms. */
export async function measurePages(base: string, cookie: string, loaded: YearOfData) {
	const digits = loaded.sample.mobile.replace(/^\+91/, '')
	const pages = [
		'/admin/applications',
		`/admin/applications?q=${encodeURIComponent(loaded.sample.name)}`,
		`/admin/applications?q=${digits}`,
		'/admin/applications?stage=Interview',
		// A hundred rows a page, as a recruiter with a week's applications chooses.
		'/admin/applications?size=100',
		// One row per person: the newest application of each mobile number.
		'/admin/applications?person=one',
		`/admin/applications/interviews?day=${new Date().toISOString().slice(0, 10)}`,
		// The answer filter reads the interview invitations beside the applications.
		'/admin/applications?stage=Interview&answer=none',
		'/admin',
		// A year of reports (per week and job, time to hire, stages, show rate, sources, reasons for rejecting).
		'/admin/applications/reports?weeks=52',
		'/admin/applications/reports/export?table=weekly&weeks=52',
		// The people to call back for a job: its category's past applicants in its place.
		`/admin/jobs/${loaded.jobIds[0]}/pool`,
		'/admin/audit',
		'/career',
		'/career?q=guard',
	]
	const rows = []
	for (const page of pages) {
		const times: number[] = []
		const statuses: Record<number | string, number> = {}
		let bytes = 0
		for (let index = 0; index <= SAMPLES; index++) {
			const sent = performance.now()
			let status: number | string
			try {
				const response = await fetch(`${base}${page}`, {
					headers: { cookie },
					redirect: 'manual',
					signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
				})
				bytes = (await response.arrayBuffer()).byteLength
				status = response.status
			} catch (error) {
				status = error instanceof Error ? error.name : 'error'
			}
			if (index > 0) times.push(performance.now() - sent)
			if (index > 0 || typeof status === 'string') statuses[status] = (statuses[status] ?? 0) + 1
			// No answer at all: the next ones would wait as long; one is enough to say so.
			if (typeof status === 'string') break
		}
		rows.push({
			page: decodeURIComponent(page),
			medianMs: percentile(times, 0.5),
			p95Ms: percentile(times, 0.95),
			htmlKB: +(bytes / 1024).toFixed(1),
			statuses: Object.entries(statuses)
				.map(([status, count]) => `${count}×${status}`)
				.join(' '),
		})
	}
	return rows
}

function rssMB(pid: number) {
	try {
		const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
		return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
	} catch {
		return null
	}
}

/** The whole CSV export read as it arrives, with the server process' memory before, at its peak and after. */
export async function measureExport(base: string, cookie: string, pid: number, applications: number) {
	const before = rssMB(pid)
	let peak = before ?? 0
	const sampler = setInterval(() => (peak = Math.max(peak, rssMB(pid) ?? 0)), 10)
	const sent = performance.now()
	let lines = 0
	let bytes = 0
	let status: number | string = 'error'
	try {
		const response = await fetch(`${base}/admin/applications/export`, {
			headers: { cookie },
			redirect: 'manual',
			signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
		})
		status = response.status
		const reader = response.body?.getReader()
		for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
			bytes += read.value.byteLength
			for (const byte of read.value) if (byte === 10) lines++
		}
	} catch (error) {
		const reason = error instanceof Error ? error.name : 'error'
		status = typeof status === 'number' ? `${status}, cut short (${reason})` : reason
	} finally {
		clearInterval(sampler)
	}
	const ms = performance.now() - sent
	await sleep(1000)
	return {
		seconds: seconds(ms),
		status,
		lines,
		expectedLines: applications + 1,
		MB: +(bytes / 1_048_576).toFixed(1),
		rssMB: { before, peak: before === null ? null : peak, after: rssMB(pid) },
	}
}
