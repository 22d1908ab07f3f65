import { expect, test } from './fixtures.ts'

// Google's required (and key recommended) properties for each kind:
// https://developers.google.com/search/docs/appearance/structured-data/search-gallery
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- structured data is free-form JSON
type Thing = Record<string, any>

function jsonLd(html: string) {
	return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
		const value = JSON.parse(m[1]!) as unknown
		return (Array.isArray(value) ? value : [value]) as Thing[]
	})
}

test('The home page describes the company as an Organization', async ({ request, baseURL }) => {
	const [org] = jsonLd(await (await request.get('/')).text()).filter((d) => d['@type'] === 'Organization')
	expect(org).toMatchObject({
		'@context': 'https://schema.org',
		name: 'Brisk Facility Services Pvt. Ltd.',
		url: `${baseURL}/`,
		logo: `${baseURL}/logo.png`,
		foundingDate: '2009-02-23',
	})
	expect(org!.address.addressCountry).toBe('IN')
	const logo = await request.get('/logo.png')
	expect(logo.status()).toBe(200)
	expect(logo.headers()['content-type']).toBe('image/png')
})

test('The contact page describes each of the three offices as a LocalBusiness', async ({ request }) => {
	const offices = jsonLd(await (await request.get('/contact-us')).text()).filter((d) => d['@type'] === 'LocalBusiness')
	expect(offices.map((o) => o.address.addressLocality)).toEqual(['Pune', 'Mumbai', 'Nagpur'])
	for (const office of offices) {
		expect(office.name).toBeTruthy()
		expect(office.address).toMatchObject({
			'@type': 'PostalAddress',
			addressCountry: 'IN',
			addressRegion: 'Maharashtra',
		})
		expect(office.address.streetAddress).toBeTruthy()
		expect(office.address.postalCode).toMatch(/^\d{6}$/)
		expect(office.telephone).toMatch(/^\+91\d{8,10}$/)
	}
	// The same business in every language: one name, in one script, under the same @id.
	for (const language of ['hi', 'mr', 'te']) {
		const translated = jsonLd(await (await request.get(`/${language}/contact-us`)).text()).filter(
			(d) => d['@type'] === 'LocalBusiness',
		)
		expect(translated.map((o) => [o['@id'], o.name])).toEqual(offices.map((o) => [o['@id'], o.name]))
		for (const office of translated) expect(office.name, language).toMatch(/^[\x20-\x7e]+$/)
	}
})

test('An open job page carries a JobPosting with every property Google requires', async ({ request }) => {
	const jobs = (await (await request.get('/api/Job/GetAllJobs')).json()) as Array<{ JobId: number }>
	const html = await (await request.get(`/career/${jobs[0]!.JobId}`)).text()
	const [posting] = jsonLd(html).filter((d) => d['@type'] === 'JobPosting')
	expect(posting).toBeTruthy()
	for (const key of [
		'title',
		'description',
		'datePosted',
		'validThrough',
		'employmentType',
		'hiringOrganization',
		'jobLocation',
		'directApply',
	]) {
		expect(posting![key], key).toBeTruthy()
	}
	expect(posting!.hiringOrganization.name).toBe('Brisk Facility Services Pvt. Ltd.')
	const location = Array.isArray(posting!.jobLocation) ? posting!.jobLocation[0] : posting!.jobLocation
	expect(location.address.addressCountry).toBe('IN')
	expect(location.address.addressRegion).toBeTruthy()
	expect(new Date(posting!.validThrough).getTime()).toBeGreaterThan(Date.now())
	expect(posting!.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}/)
})
