import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	// BUILD_DIR lets two builds (say, two test runs) live side by side.
	buildDirectory: process.env.BUILD_DIR ?? 'build',
	future: {
		v8_middleware: false,
	},
} satisfies Config
