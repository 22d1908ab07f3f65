import { HomePage } from '#app/components/home/home-page.tsx'
import { loadHomeImages } from '#app/components/home/home-data.server.ts'
import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Brisk Facility Services: housekeeping, security, staffing and facility management',
		description:
			'Brisk has provided housekeeping, security, staffing, gardening and facility management across five Indian states since 2009. 1000+ people on roll, 180+ clients.',
		path: '/',
		matches,
	})

export async function loader() {
	return loadHomeImages()
}

export default function Home({ loaderData }: Route.ComponentProps) {
	return <HomePage data={loaderData} />
}
