import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	// BUILD_DIR lets two builds (say, two test runs) live side by side.
	buildDirectory: process.env.BUILD_DIR ?? 'build',
	// React Router v8's behaviour, taken now where it applies (README, decisions: "React Router's v8 flags").
	future: {
		v8_splitRouteModules: true,
		v8_viteEnvironmentApi: true,
		v8_trailingSlashAwareDataRequests: true,
		// Loaders read the page's own address (its language, the service it names, where to return after
		// signing in); passed through, a client navigation's address would end in ".data".
		v8_passThroughRequests: false,
		// Request state reaches loaders and actions as typed contexts (app/context.ts), set by the host and by
		// middleware: the root's (site content, outages) and the back office's (the signed-in member of staff).
		v8_middleware: true,
	},
} satisfies Config
