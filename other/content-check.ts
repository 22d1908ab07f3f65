// What the company must still supply before the site shows only its own facts, read
// from what the site shows now (the site content published in the back office, else
// the content files). The site itself never says so (no "placeholder" stamps on
// pages); this list is the one place that does. Run: npm run content:check
import fs from 'node:fs'
import path from 'node:path'
import { createDatabase, databaseOptions } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { CONTENT_SECTIONS, sectionAsShown, sectionDefaults } from '#app/utils/content/site-content-sections.ts'
import { publishedContent, withRequestContent } from '#app/utils/content/site-content.server.ts'
import { allFields, describeSection } from '#app/utils/content/site-content.ts'
import { getClients } from '#content/clients.ts'
import { getOffices, socialProfiles } from '#content/company.ts'
import { getGrowthCharts } from '#content/growth.ts'
import { getTeam } from '#content/team.ts'
import { DRAWINGS_FILE, sha256 } from './drawings.ts'

const contentDir = path.resolve(import.meta.dirname, '../content')

interface Missing {
	what: string
	where: string
	items: string[]
}

/** Pictures that are still the drawings generate-placeholders.ts made, by folder. */
function drawnPictures() {
	const drawn = JSON.parse(fs.readFileSync(DRAWINGS_FILE, 'utf8')) as Record<string, string>
	const byFolder = new Map<string, string[]>()
	for (const [relative, hash] of Object.entries(drawn)) {
		const file = path.join(contentDir, relative)
		if (!fs.existsSync(file) || sha256(fs.readFileSync(file)) !== hash) continue
		const folder = path.dirname(relative)
		byFolder.set(folder, [...(byFolder.get(folder) ?? []), path.basename(relative)])
	}
	return byFolder
}

/** Every picture the live site content names (src and logo fields). */
function livePictures(): string[] {
	return CONTENT_SECTIONS.flatMap((section) =>
		allFields(describeSection(sectionDefaults(section.id), sectionAsShown(section.id))).flatMap((field) =>
			field.kind === 'picture' ? [field.src] : [],
		),
	)
}

function collect(): Missing[] {
	const pictures = drawnPictures()
	const drawn = new Set([...pictures].flatMap(([folder, files]) => files.map((file) => `${folder}/${file}`)))
	const shown = new Set(livePictures())
	const stillDrawn = (prefix: string) => [...shown].filter((src) => src.startsWith(prefix) && drawn.has(src))
	const team = getTeam()
	const offices = getOffices()
	const charts = getGrowthCharts()
	const sampleCharts = sectionDefaults('growth-charts').en as typeof charts
	const list: Missing[] = [
		{
			what: 'Photos instead of the drawings (upload each in Site content; gallery photos in Galleries)',
			where: 'Site content: Home page, About us, Services; Galleries',
			items: [
				...['images/banner', 'images/strengths', 'images/services'].flatMap((folder) => {
					const left = stillDrawn(`${folder}/`)
					return left.length ? [`${folder}: ${left.length} drawings`] : []
				}),
				...[...pictures]
					.filter(([folder]) => folder.startsWith('galleries/'))
					.map(([folder, files]) => `${folder}: ${files.length} drawings`),
			],
		},
		{
			what: 'Scans of the four certificates',
			where: 'Site content: Certifications',
			items: stillDrawn('images/certifications/'),
		},
		{
			what: 'Client names and the logos the company may show (each is named by kind and drawn for now)',
			where: 'Site content: Clients',
			items: getClients()
				.filter((client) => drawn.has(client.logo))
				.map((client) => `${client.name} (${client.logo})`),
		},
		{
			what: 'Names of the directors and heads of department (shown by role for now)',
			where: 'Site content: Team Brisk',
			items: [...team.directors, ...team.heads]
				.filter((person) => /^(Managing Director|Director,|Head of)/.test(person.name))
				.map((person) => person.name),
		},
		{
			what: 'Office street addresses, phone numbers and e-mail addresses to confirm',
			where: 'Site content: Offices',
			items: offices
				.filter((office) => office.email.endsWith('.example'))
				.map((office) => `${office.city}: ${office.addressLines.join(', ')}; ${office.phone}; ${office.email}`),
		},
		{
			what: 'Social network profiles to confirm (a network left empty is not shown)',
			where: 'Site content: Company facts',
			items: Object.entries(socialProfiles()).map(([network, href]) => `${network}: ${href || 'none, hidden'}`),
		},
		{
			what: 'Figures of the growth charts on Best of Brisk (sample figures for now)',
			where: 'Site content: Best of Brisk: charts',
			items: charts
				.filter(
					(chart) =>
						JSON.stringify(chart.values) === JSON.stringify(sampleCharts.find((c) => c.id === chart.id)?.values),
				)
				.map((chart) => `${chart.id}, FY 2009-10 to FY 2019-20`),
		},
	]
	return list.filter((entry) => entry.items.length > 0)
}

// What the site shows now: the site content published in the database (DATABASE_URL, or DATA_DIR's SQLite file).
const db = createDatabase(databaseOptions(getEnv()))
let missing: Missing[]
try {
	missing = withRequestContent(await publishedContent(db), collect)
} catch (error) {
	console.log(`The database could not be read (${String(error)}); this list is of the content files alone.\n`)
	missing = collect()
} finally {
	await db.destroy()
}
if (missing.length === 0) {
	console.log('Nothing left to supply: every picture, name and address is the company’s own.')
} else {
	console.log('Still to be supplied by the company:\n')
	for (const entry of missing) {
		console.log(`${entry.what}\n  in ${entry.where}`)
		for (const item of entry.items) console.log(`  - ${item}`)
		console.log('')
	}
}
