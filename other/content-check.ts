// What the company must still supply before the site shows only its own facts.
// The site itself never says so (no "placeholder" stamps on pages); this list is
// the one place that does. Run: npm run content:check
import fs from 'node:fs'
import path from 'node:path'
import { getClients } from '#content/clients.ts'
import { getOffices, socialProfiles } from '#content/company.ts'
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

function collect(): Missing[] {
	const pictures = drawnPictures()
	const picturesIn = (prefix: string) =>
		[...pictures]
			.filter(([folder]) => folder.startsWith(prefix))
			.flatMap(([folder, files]) => files.map((f) => `${folder}/${f}`))
	const team = getTeam()
	const offices = getOffices()
	const list: Missing[] = [
		{
			what: 'Photos instead of the drawings (same names, or new files in the gallery folders)',
			where: 'content/images/banner, strengths, services; content/galleries/*',
			items: [...pictures]
				.filter(([folder]) => !/^images\/(certifications|clients)$/.test(folder))
				.map(([folder, files]) => `${folder}: ${files.length} drawings`),
		},
		{
			what: 'Scans of the four certificates',
			where: 'content/images/certifications',
			items: picturesIn('images/certifications'),
		},
		{
			what: 'Client names and the logos the company may show (each is named by kind and drawn for now)',
			where: 'content/clients.ts, content/images/clients',
			items: getClients()
				.filter((client) => picturesIn('images/clients').includes(client.logo))
				.map((client) => `${client.name} (${client.logo})`),
		},
		{
			what: 'Names of the directors and heads of department (shown by role for now)',
			where: 'content/team.ts',
			items: [...team.directors, ...team.heads]
				.filter((person) => /^(Managing Director|Director,|Head of)/.test(person.name))
				.map((person) => person.name),
		},
		{
			what: 'Office street addresses, phone numbers and e-mail addresses to confirm',
			where: 'content/company.ts',
			items: offices
				.filter((office) => office.email.endsWith('.example'))
				.map((office) => `${office.city}: ${office.addressLines.join(', ')}; ${office.phone}; ${office.email}`),
		},
		{
			what: 'Social network profiles to confirm (a network left empty is not shown)',
			where: 'content/company.ts (socialProfiles)',
			items: Object.entries(socialProfiles).map(([network, href]) => `${network}: ${href || 'none, hidden'}`),
		},
		{
			what: 'Figures of the growth charts on Best of Brisk (sample figures for now)',
			where: 'content/growth.ts',
			items: ['associations, workforce and growth, FY 2009-10 to FY 2019-20'],
		},
	]
	return list.filter((entry) => entry.items.length > 0)
}

const missing = collect()
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
