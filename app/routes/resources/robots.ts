import { getEnv } from '#app/utils/core/env.server.ts'

export function loader() {
	const { PUBLIC_URL } = getEnv()
	const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${PUBLIC_URL}/sitemap.xml`, ''].join('\n')
	return new Response(body, {
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
