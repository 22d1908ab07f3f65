import fs from 'node:fs'
import { PUBLIC_PAGE_ROUTES } from '#app/utils/content/public-pages.ts'
import { DESKTOP, PHONE, expect, screenshot, test } from './fixtures.ts'

/** Every page of the company's own (not the career or contact forms), as the route table declares them. */
export const marketingPages = PUBLIC_PAGE_ROUTES.filter(
	(page) => page.file.startsWith('routes/marketing/') && page.path !== '/home',
).map((page) => page.path)

test.describe('The home banner', () => {
	test('A visitor sees the slides advance by themselves, can pause them, and can pick a slide', async ({ page }) => {
		await page.setViewportSize(DESKTOP)
		await page.goto('/')
		const banner = page.getByRole('region', { name: 'Highlights' })
		const slide = (n: number) => banner.getByRole('group', { name: `Slide ${n} of 3` })
		await expect(slide(1)).toBeVisible()
		await expect(slide(2)).toBeHidden()
		// Autoplay moves on after five seconds (the pointer is outside the banner).
		await page.mouse.move(5, 790)
		await expect(slide(2)).toBeVisible({ timeout: 8000 })
		await expect(slide(1)).toBeHidden()

		await banner.getByRole('button', { name: 'Pause slideshow' }).click()
		await expect(banner.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
		await page.mouse.move(5, 790)
		await page.waitForTimeout(6500)
		await expect(slide(2)).toBeVisible()

		await banner.getByRole('button', { name: 'Show slide 3' }).click()
		await expect(slide(3)).toBeVisible()
		await expect(banner.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-current', 'true')
		await expect(slide(3).getByRole('link', { name: 'See open jobs' })).toBeVisible()
	})

	test('Hovering the banner holds the slide, and a swipe moves to the next one', async ({ page }) => {
		await page.setViewportSize(PHONE)
		await page.goto('/')
		const banner = page.getByRole('region', { name: 'Highlights' })
		const image = banner.getByRole('group', { name: 'Slide 1 of 3' }).getByRole('img')
		await image.hover()
		await page.waitForTimeout(6000)
		await expect(banner.getByRole('group', { name: 'Slide 1 of 3' })).toBeVisible()

		const box = (await image.boundingBox())!
		await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2)
		await page.mouse.down()
		await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 })
		await page.mouse.up()
		await expect(banner.getByRole('group', { name: 'Slide 2 of 3' })).toBeVisible()
		// Below 425 px the portrait picture is the one shown.
		const shown = banner.getByRole('group', { name: 'Slide 2 of 3' }).locator('img')
		await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('slide-2-mobile')
	})
})

test('The milestones stepper shows one panel at a time and stops at both ends', async ({ page }) => {
	await page.goto('/')
	const stepper = page.getByRole('region', { name: 'Important Milestones' })
	const progress = stepper.getByRole('progressbar', { name: 'Milestone progress' })
	const previous = stepper.getByRole('button', { name: 'Previous' })
	const next = stepper.getByRole('button', { name: 'Next' })
	const panels = stepper.locator('.stepper-panel')
	await expect(panels).toHaveCount(7)

	const expected = ['0', '16.67', '33.33', '50', '66.67', '83.33', '100']
	await expect(previous).toBeDisabled()
	for (const [index, value] of expected.entries()) {
		await expect(progress).toHaveAttribute('aria-valuenow', value)
		await expect(panels.filter({ visible: true })).toHaveCount(1)
		await expect(panels.nth(index)).toBeVisible()
		if (index < expected.length - 1) await next.click()
	}
	await expect(next).toBeDisabled()
	await expect(panels.nth(6)).toContainText('180+ clients')
	await previous.click()
	await expect(progress).toHaveAttribute('aria-valuenow', '83.33')
	await expect(next).toBeEnabled()
})

test.describe('Our Clients', () => {
	test('On a wide screen all 20 logos show in a grid', async ({ page }) => {
		await page.setViewportSize(DESKTOP)
		await page.goto('/')
		const grid = page.getByTestId('clients-grid')
		await expect(grid.getByRole('img')).toHaveCount(20)
		await expect(grid).toBeVisible()
		await expect(page.getByRole('region', { name: 'Client logos, two at a time' })).toBeHidden()
		const rows = await grid
			.getByRole('listitem')
			.evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size)
		expect(rows).toBe(4)
		await screenshot(page, 'home-desktop')
	})

	test('On a phone the logos come as a carousel of 9 slides of 2 logos that a visitor can swipe', async ({ page }) => {
		await page.setViewportSize(PHONE)
		await page.goto('/')
		await expect(page.getByTestId('clients-grid')).toBeHidden()
		const carousel = page.getByRole('region', { name: 'Client logos, two at a time' })
		await expect(carousel).toBeVisible()
		const slides = carousel.getByRole('group')
		await expect(slides).toHaveCount(9)
		for (let n = 0; n < 9; n++) await expect(slides.nth(n).getByRole('img')).toHaveCount(2)
		await carousel.scrollIntoViewIfNeeded()
		await expect(slides.nth(0)).toBeInViewport({ ratio: 1 })
		// The next slide only peeks in, a hint that there are more to swipe to.
		await expect(slides.nth(1)).toBeInViewport()
		await expect(slides.nth(1)).not.toBeInViewport({ ratio: 0.5 })
		await carousel.evaluate((element) => element.scrollBy({ left: element.clientWidth, behavior: 'instant' }))
		await expect(slides.nth(1)).toBeInViewport({ ratio: 1 })
		await screenshot(page, 'home-phone')
	})
})

test('The four service cards and the three cards lead to their pages', async ({ page }) => {
	await page.goto('/')
	const services = page.getByRole('region', { name: 'Our Services' })
	const serviceLinks = services.getByRole('link')
	await expect(serviceLinks).toHaveCount(4)
	const hrefs = await serviceLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
	expect(hrefs).toEqual(['/service-house-keeping', '/service-staffing', '/service-security', '/service-gardening'])
	await services.getByRole('link', { name: 'Security' }).click()
	await expect(page).toHaveURL(/\/service-security$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security Services')
	await expect(page.getByRole('heading', { name: 'Civic services' })).toBeVisible()

	await page.goto('/')
	const discover = page.getByRole('region', { name: 'Discover Brisk' })
	for (const [name, path, heading] of [
		['Read about us', '/about-us', 'Overview'],
		['Meet the team', '/team-brisk', 'Team Brisk'],
		['Find a job', '/career', 'Career'],
	] as const) {
		await expect(discover.getByRole('link', { name })).toHaveAttribute('href', path)
		await discover.getByRole('link', { name }).click()
		await expect(page).toHaveURL(new RegExp(`${path}$`))
		await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
		await page.goBack()
	}
})

test('The pages hold the counts of the specification', async ({ page }) => {
	await page.setViewportSize(DESKTOP)
	await page.goto('/')
	await expect(page.getByTestId('clients-grid').getByRole('img')).toHaveCount(20)
	// The phone carousel is in the page too (shown below 425 px): 9 slides of 2 logos.
	const slides = page.locator('.clients-carousel .clients-slide')
	await expect(slides).toHaveCount(9)
	for (let n = 0; n < 9; n++) await expect(slides.nth(n).locator('img')).toHaveCount(2)
	await expect(page.locator('.stepper-panel')).toHaveCount(7)
	await expect(page.getByRole('region', { name: 'Our Certifications' }).getByRole('img')).toHaveCount(4)
	await expect(page.getByRole('region', { name: 'Why Choose Us' }).getByRole('listitem')).toHaveCount(3)

	await page.goto('/why-brisk')
	await expect(page.locator('.reason')).toHaveCount(10)

	await page.goto('/team-brisk')
	const directors = page.getByRole('region', { name: 'Directors' }).getByRole('listitem')
	await expect(directors).toHaveCount(3)
	for (const expertise of ['Legal and finance', 'Operations', 'Administration']) {
		await expect(page.getByRole('region', { name: 'Directors' })).toContainText(expertise)
	}
	await expect(page.getByRole('region', { name: 'Heads of Department' }).getByRole('listitem')).toHaveCount(9)

	await page.goto('/best-of-brisk')
	const charts = page.getByRole('figure')
	await expect(charts).toHaveCount(3)
	for (const name of ['Associations', 'Workforce', 'Growth']) {
		const chart = page.getByRole('figure', { name })
		await expect(chart.getByRole('img')).toBeVisible()
		await chart.getByText(`Figures of the chart: ${name}`).click()
		const table = chart.getByRole('table')
		await expect(table.getByRole('row')).toHaveCount(12)
		await expect(table.getByRole('rowheader').first()).toHaveText('FY 2009-10')
		await expect(table.getByRole('rowheader').last()).toHaveText('FY 2019-20')
	}

	await page.goto('/about-us')
	const timeline = page.getByRole('region', { name: 'Company timeline' }).getByRole('listitem')
	await expect(timeline).toHaveCount(12)
	await expect(timeline.first()).toContainText('2009-10')
	await expect(timeline.last()).toContainText('2020-22')
	for (const heading of ['Our strengths', 'Our story', 'Vision', 'Mission', 'Quality policy']) {
		await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
	}

	const galleries: Array<[string, number]> = [
		['Projects', 24],
		['10th Foundation Day', 12],
		['11th Foundation Day', 10],
		['12th Foundation Day', 10],
		['13th Foundation Day', 12],
	]
	await page.goto('/company-gallery')
	for (const [name, count] of galleries) {
		await expect(page.getByRole('region', { name: new RegExp(`^${name}`) }).getByRole('link')).toHaveCount(count)
	}
})

test('The service pages list what the specification names', async ({ page }) => {
	const lists: Array<[string, string[]]> = [
		['/service-gardening', ['Gardening', 'Plumbing', 'Electrical works']],
		[
			'/service-security',
			[
				'Unarmed guards',
				'Armed guards',
				'Bodyguards',
				'Video surveillance operators',
				'Event guards',
				'Mechanized road cleaning',
				'Sewage tank and drain cleaning',
				'Public toilet cleaning',
				'Beach cleaning',
				'Waste management',
			],
		],
		[
			'/service-house-keeping',
			['Home cleaning', 'Neighbourhood cleaning', 'Office cleaning', 'Garage cleaning', 'Industrial building cleaning'],
		],
		['/service-integrated', ['Receipt and dispatch']],
	]
	for (const [path, names] of lists) {
		await page.goto(path)
		for (const name of names) await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
	}
})

test.describe('Without JavaScript', () => {
	test.use({ javaScriptEnabled: false })
	test('the home page shows the first slide and every milestone', async ({ page }) => {
		await page.goto('/')
		await expect(page.getByRole('group', { name: 'Slide 1 of 3' })).toBeVisible()
		await expect(page.getByRole('group', { name: 'Slide 2 of 3' })).toBeHidden()
		await expect(page.locator('.stepper-panel').filter({ visible: true })).toHaveCount(7)
	})
})

test('The first banner picture is preloaded with high priority and every picture has its size', async ({ page }) => {
	await page.goto('/')
	await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(2)
	const first = page.getByRole('group', { name: 'Slide 1 of 3' }).locator('img')
	await expect(first).toHaveAttribute('fetchpriority', 'high')
	await expect(first).toHaveAttribute('loading', 'eager')
	const images = await page.locator('main img').evaluateAll((all) =>
		all.map((img) => ({
			width: img.getAttribute('width'),
			height: img.getAttribute('height'),
			srcset: img.getAttribute('srcset'),
			loading: img.getAttribute('loading'),
		})),
	)
	expect(images.length).toBeGreaterThan(30)
	for (const image of images) {
		expect(Number(image.width)).toBeGreaterThan(0)
		expect(Number(image.height)).toBeGreaterThan(0)
		expect(image.srcset).toContain('w, ')
	}
	expect(images.filter((image) => image.loading === 'lazy').length).toBe(images.length - 1)
	await expect(page.locator('main picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /f=avif/)
})

test('Pictures are served resized, in modern formats, with a year of caching, and nothing else is served', async ({
	request,
	page,
}) => {
	await page.goto('/')
	const src = await page
		.getByRole('group', { name: 'Slide 1 of 3' })
		.locator('source[type="image/avif"]')
		.last()
		.getAttribute('srcset')
	const url = src!.split(', ')[0]!.split(' ')[0]!
	const response = await request.get(url)
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toBe('image/avif')
	expect(response.headers()['cache-control']).toContain('immutable')
	expect((await response.body()).length).toBeLessThan(40_000)
	for (const bad of [
		'/images/images/missing.png?w=320&f=webp',
		'/images/..%2Fcompany.ts?w=320&f=webp',
		'/images/images/banner/slide-1-wide.png?w=333&f=webp',
		'/images/images/banner/slide-1-wide.png?w=320&f=gif',
	]) {
		expect((await request.get(bad)).status(), bad).toBe(404)
	}
})

test('The home page weighs little on a phone', async ({ page, browserName }, testInfo) => {
	test.skip(browserName !== 'chromium')
	await page.setViewportSize(PHONE)
	// Warm the server's picture cache first, so the figure is what a visitor gets.
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	await page.context().clearCookies()
	const sizes: Record<string, number> = { document: 0, stylesheet: 0, script: 0, image: 0, other: 0 }
	const session = await page.context().newCDPSession(page)
	await session.send('Network.setCacheDisabled', { cacheDisabled: true })
	await session.send('Network.enable')
	const types = new Map<string, string>()
	session.on('Network.responseReceived', (event) => types.set(event.requestId, event.type.toLowerCase()))
	session.on('Network.loadingFinished', (event) => {
		const type = types.get(event.requestId) ?? 'other'
		const key = type in sizes ? type : 'other'
		sizes[key] = (sizes[key] ?? 0) + event.encodedDataLength
	})
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	const total = Object.values(sizes).reduce((a, b) => a + b, 0)
	const line = `Home page at 375 px, transferred bytes: ${JSON.stringify(sizes)} total ${total}`
	console.log(line)
	fs.mkdirSync('tests/.output', { recursive: true })
	fs.writeFileSync('tests/.output/home-bytes.txt', `${line}\n`)
	testInfo.annotations.push({ type: 'bytes', description: line })
	// The home page does not hydrate: its one script is ours, a few kilobytes.
	expect(sizes.script).toBeLessThan(15 * 1024)
	expect(total).toBeLessThan(200 * 1024)
})

test.describe('Layout', () => {
	for (const viewport of [PHONE, DESKTOP]) {
		for (const path of marketingPages) {
			// The axe scan of every page lives in accessibility.test.ts; this looks at the layout.
			test(`${path} at ${viewport.width} px has one h1 and no horizontal scrolling`, async ({ page }) => {
				await page.setViewportSize(viewport)
				await page.goto(path)
				await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
				const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
				expect(overflow).toBeLessThanOrEqual(0)
				if (viewport === PHONE || path !== '/') {
					await screenshot(page, `page${path.replace(/\//g, '-') || '-home'}-${viewport.width}`)
				}
			})
		}
	}
	// At 360 px every page is checked by accessibility.test.ts.
	test('No page scrolls sideways at 425 and 768 px', async ({ page }) => {
		for (const width of [425, 768]) {
			await page.setViewportSize({ width, height: 800 })
			for (const path of marketingPages) {
				await page.goto(path)
				const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
				expect(overflow, `${path} at ${width}`).toBeLessThanOrEqual(0)
			}
		}
	})
})
