// Draws the site's pictures: honest drawings (never fake photos) at the sizes the
// layouts need, until the company adds its own photos (`npm run content:check`
// lists them). No stamp on them: the list of what is missing lives in that script.
// Run: npx tsx other/generate-placeholders.ts   (existing files are kept; --force redraws)
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { DRAWINGS_FILE, sha256 } from './drawings.ts'
import { logoLayout, type TextLine } from './logo-layout.ts'
import { getAboutContent } from '#content/about.ts'
import { getCertifications } from '#content/certifications.ts'
import { getClients } from '#content/clients.ts'
import { getGalleries } from '#content/galleries.ts'
import { getHomeContent } from '#content/home.ts'
import { getServices } from '#content/services.ts'

const contentDir = path.resolve(import.meta.dirname, '../content')
const force = process.argv.includes('--force')
const palette = {
	navy: '#0b4a73',
	navyDark: '#07334f',
	amber: '#f4a300',
	sky: '#dcebf5',
	grass: '#8cc084',
	ground: '#c9d6b8',
	wall: '#eef2f6',
	skin: '#c68c5a',
	ink: '#1c2430',
}
const uniforms = ['#0b4a73', '#2f6f3e', '#5a5a5a', '#8a2d3b', '#f4a300']

/** A small seeded random, so each picture is the same every run. */
function seeded(seed: number) {
	let s = seed >>> 0 || 1
	return () => {
		s = (s * 1664525 + 1013904223) >>> 0
		return s / 2 ** 32
	}
}

function escapeXml(text: string) {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function person(x: number, y: number, scale: number, uniform: string, tool?: 'mop' | 'cap' | 'clipboard' | 'shears') {
	const s = scale
	let extra = ''
	if (tool === 'mop')
		extra = `<line x1="${x + 14 * s}" y1="${y - 40 * s}" x2="${x + 30 * s}" y2="${y + 40 * s}" stroke="#7a5230" stroke-width="${3 * s}"/><rect x="${x + 20 * s}" y="${y + 38 * s}" width="${22 * s}" height="${6 * s}" fill="#9ab"/>`
	if (tool === 'cap')
		extra = `<rect x="${x - 11 * s}" y="${y - 76 * s}" width="${22 * s}" height="${7 * s}" rx="${2 * s}" fill="${palette.navyDark}"/>`
	if (tool === 'clipboard')
		extra = `<rect x="${x + 8 * s}" y="${y - 36 * s}" width="${14 * s}" height="${18 * s}" fill="#fff" stroke="${palette.ink}" stroke-width="${s}"/>`
	if (tool === 'shears')
		extra = `<path d="M${x + 12 * s} ${y - 30 * s} l${24 * s} ${-16 * s} M${x + 12 * s} ${y - 30 * s} l${26 * s} ${-6 * s}" stroke="#555" stroke-width="${3 * s}"/>`
	return `<g>
<circle cx="${x}" cy="${y - 62 * s}" r="${12 * s}" fill="${palette.skin}"/>
<rect x="${x - 15 * s}" y="${y - 48 * s}" width="${30 * s}" height="${44 * s}" rx="${8 * s}" fill="${uniform}"/>
<rect x="${x - 12 * s}" y="${y - 6 * s}" width="${10 * s}" height="${34 * s}" fill="${palette.ink}"/>
<rect x="${x + 2 * s}" y="${y - 6 * s}" width="${10 * s}" height="${34 * s}" fill="${palette.ink}"/>
${extra}</g>`
}

function building(x: number, ground: number, w: number, h: number, color: string, random: () => number) {
	let windows = ''
	for (let wy = ground - h + 16; wy < ground - 30; wy += 28) {
		for (let wx = x + 12; wx < x + w - 22; wx += 26) {
			windows += `<rect x="${wx}" y="${wy}" width="14" height="16" fill="${random() > 0.3 ? '#cfe3f1' : '#f7d98b'}"/>`
		}
	}
	return `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${color}"/>${windows}`
}

function tree(x: number, ground: number, size: number) {
	return `<rect x="${x - size * 0.08}" y="${ground - size * 0.6}" width="${size * 0.16}" height="${size * 0.6}" fill="#7a5230"/><circle cx="${x}" cy="${ground - size * 0.75}" r="${size * 0.4}" fill="#3f8a4a"/>`
}

function label(width: number, height: number, text: string) {
	const size = Math.max(14, Math.round(Math.min(width, height) / 28))
	return `<g><rect x="${size}" y="${height - size * 2.6}" width="${escapeXml(text).length * size * 0.58 + size}" height="${size * 1.8}" rx="${size * 0.4}" fill="#ffffff" fill-opacity="0.85"/>
<text x="${size * 1.5}" y="${height - size * 1.25}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="${palette.ink}">${escapeXml(text)}</text></g>`
}

/** A drawn scene: sky, buildings or trees, ground and a few people at work. */
function scene(
	width: number,
	height: number,
	seed: number,
	caption: string,
	mood: 'work' | 'celebration' | 'garden' | 'industry',
	{ labelled = true }: { labelled?: boolean } = {},
) {
	const random = seeded(seed)
	const ground = Math.round(height * 0.72)
	const sky = mood === 'celebration' ? '#fdf0d5' : palette.sky
	let svg = `<rect width="${width}" height="${height}" fill="${sky}"/>`
	if (mood === 'industry') {
		svg += `<rect x="${width * 0.05}" y="${height * 0.18}" width="${width * 0.9}" height="${ground - height * 0.18}" fill="#d5dde5"/>`
		for (let i = 0; i < 5; i++)
			svg += `<rect x="${width * (0.1 + i * 0.17)}" y="${height * 0.3}" width="${width * 0.1}" height="${ground - height * 0.3}" fill="${i % 2 ? '#b9c6d2' : '#a7b6c4'}"/>`
	} else if (mood === 'garden') {
		for (let i = 0; i < 6; i++)
			svg += tree(width * (0.08 + i * 0.17) + random() * 30, ground, height * (0.35 + random() * 0.2))
	} else {
		let x = -20
		while (x < width) {
			const w = width * (0.12 + random() * 0.14)
			svg += building(x, ground, w, height * (0.3 + random() * 0.35), random() > 0.5 ? '#9fb3c6' : '#b7c4d1', random)
			x += w + width * 0.02
		}
	}
	svg += `<rect y="${ground}" width="${width}" height="${height - ground}" fill="${mood === 'garden' ? palette.grass : palette.ground}"/>`
	if (mood === 'celebration') {
		svg += `<rect x="${width * 0.15}" y="${height * 0.08}" width="${width * 0.7}" height="${height * 0.16}" rx="8" fill="${palette.navy}"/>
<text x="${width / 2}" y="${height * 0.19}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${Math.round(height * 0.07)}" fill="#fff">${escapeXml(caption.split(':')[0]!)}</text>`
		for (let i = 0; i < 14; i++)
			svg += `<circle cx="${random() * width}" cy="${height * (0.3 + random() * 0.25)}" r="${height * 0.03}" fill="${uniforms[i % uniforms.length]}"/>`
		svg += `<rect x="${width * 0.2}" y="${ground - height * 0.08}" width="${width * 0.6}" height="${height * 0.08}" fill="#8a5a00"/>`
	}
	const people = 2 + Math.floor(random() * 4)
	const tools =
		mood === 'garden'
			? ['shears', undefined]
			: mood === 'celebration'
				? [undefined]
				: ['mop', 'cap', 'clipboard', undefined]
	for (let i = 0; i < people; i++) {
		const x = width * (0.15 + (0.7 * i) / Math.max(1, people - 1)) + (random() - 0.5) * 30
		svg += person(
			x,
			ground + height * 0.12,
			height / 380,
			uniforms[Math.floor(random() * uniforms.length)]!,
			tools[i % tools.length] as 'mop' | undefined,
		)
	}
	// A short neutral caption; none on the banner, where the page's own heading lies over the picture.
	if (labelled) svg += label(width, height, caption)
	return svg
}

function logo(width: number, height: number, initials: string, name: string, seed: number) {
	// Spread the seeds: neighbouring seeds give nearly the same first number, so every logo had one colour.
	const random = seeded(seed * 7919)
	const color = uniforms[Math.floor(random() * 4)]!
	const shape = (['circle', 'square', 'triangle'] as const)[Math.floor(random() * 3)]!
	const mark =
		shape === 'circle'
			? `<circle cx="${height * 0.5}" cy="${height * 0.5}" r="${height * 0.34}" fill="${color}"/>`
			: shape === 'square'
				? `<rect x="${height * 0.16}" y="${height * 0.16}" width="${height * 0.68}" height="${height * 0.68}" rx="14" fill="${color}"/>`
				: `<polygon points="${height * 0.5},${height * 0.12} ${height * 0.86},${height * 0.84} ${height * 0.14},${height * 0.84}" fill="${color}"/>`
	const layout = logoLayout(width, height, shape, initials, name)
	const text = (line: TextLine, attributes: string) =>
		`<text x="${line.x}" y="${line.y}" font-family="DejaVu Sans, sans-serif" font-size="${line.size}" ${attributes}>${escapeXml(line.text)}</text>`
	return `<rect width="${width}" height="${height}" fill="#ffffff"/>${mark}
${text(layout.initials, 'text-anchor="middle" font-weight="bold" fill="#fff"')}
${text(layout.title, `font-weight="bold" fill="${palette.ink}"`)}
${layout.name.map((line) => text(line, `fill="${palette.ink}"`)).join('\n')}`
}

function certificate(width: number, height: number, standard: string, title: string) {
	return `<rect width="${width}" height="${height}" fill="#fffdf6"/>
<rect x="18" y="18" width="${width - 36}" height="${height - 36}" fill="none" stroke="${palette.amber}" stroke-width="8"/>
<rect x="34" y="34" width="${width - 68}" height="${height - 68}" fill="none" stroke="${palette.navy}" stroke-width="2"/>
<text x="${width / 2}" y="${height * 0.17}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${width * 0.07}" fill="${palette.navyDark}">CERTIFICATE</text>
<text x="${width / 2}" y="${height * 0.36}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${width * 0.1}" fill="${palette.navy}">${escapeXml(standard)}</text>
<text x="${width / 2}" y="${height * 0.45}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${width * 0.045}" fill="${palette.ink}">${escapeXml(title)}</text>
<text x="${width / 2}" y="${height * 0.56}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${width * 0.04}" fill="${palette.ink}">Brisk Facility Services Pvt. Ltd.</text>
<circle cx="${width / 2}" cy="${height * 0.73}" r="${width * 0.12}" fill="${palette.amber}"/>
<circle cx="${width / 2}" cy="${height * 0.73}" r="${width * 0.08}" fill="none" stroke="#fff" stroke-width="4"/>
<text x="${width / 2}" y="${height * 0.9}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${width * 0.035}" fill="#4a5565">Certified management system</text>`
}

/** Each drawn file and its SHA-256: `npm run content:check` tells a drawing from the company's own picture by it. */
const drawn: Record<string, string> = {}

async function write(relative: string, width: number, height: number, body: string) {
	const file = path.join(contentDir, relative)
	if (!force && fs.existsSync(file)) return
	fs.mkdirSync(path.dirname(file), { recursive: true })
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
	await sharp(Buffer.from(svg)).png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 }).toFile(file)
	drawn[relative] = sha256(fs.readFileSync(file))
	console.log(`${relative} ${fs.statSync(file).size} bytes`)
}

async function main() {
	const home = getHomeContent()
	for (const [index, slide] of home.slides.entries()) {
		const mood = index === 2 ? 'garden' : 'work'
		await write(slide.wide.src, 1920, 720, scene(1920, 720, 10 + index, slide.title, mood, { labelled: false }))
		await write(slide.mobile.src, 750, 1000, scene(750, 1000, 20 + index, slide.title, mood, { labelled: false }))
	}
	for (const [index, strength] of getAboutContent().strengths.entries()) {
		await write(
			strength.image.src,
			800,
			600,
			scene(800, 600, 30 + index, strength.title, index === 1 ? 'industry' : 'work'),
		)
	}
	for (const [index, service] of getServices().entries()) {
		const mood =
			service.slug === 'gardening'
				? 'garden'
				: service.slug === 'industrial' || service.slug === 'integrated'
					? 'industry'
					: 'work'
		await write(service.image.src, 1200, 800, scene(1200, 800, 40 + index, service.title, mood))
	}
	for (const certification of getCertifications()) {
		await write(certification.image.src, 600, 850, certificate(600, 850, certification.standard, certification.title))
	}
	for (const [index, client] of getClients().entries()) {
		await write(client.logo, 480, 240, logo(480, 240, client.initials, client.name, 50 + index))
	}
	const counts: Record<string, number> = {
		projects: 24,
		'foundation-day-10': 12,
		'foundation-day-11': 10,
		'foundation-day-12': 10,
		'foundation-day-13': 12,
	}
	for (const gallery of getGalleries()) {
		const count = counts[gallery.id] ?? 0
		for (let n = 1; n <= count; n++) {
			const name = `${gallery.folder}/${gallery.id}-${String(n).padStart(2, '0')}.png`
			const mood = gallery.id === 'projects' ? (['work', 'industry', 'garden'] as const)[n % 3]! : 'celebration'
			await write(
				name,
				1200,
				800,
				scene(1200, 800, 100 + n * 7 + gallery.id.length, `${gallery.title}: photo ${n}`, mood),
			)
		}
	}
}

await main()
const manifest = fs.existsSync(DRAWINGS_FILE)
	? (JSON.parse(fs.readFileSync(DRAWINGS_FILE, 'utf8')) as typeof drawn)
	: {}
Object.assign(manifest, drawn)
fs.writeFileSync(DRAWINGS_FILE, `${JSON.stringify(manifest, Object.keys(manifest).sort(), '\t')}\n`)
