// The part of autocannon's API the benchmark uses.
declare module 'autocannon' {
	interface Histogram {
		average: number
		p50: number
		p99: number
	}
	interface Result {
		requests: Histogram & { total: number }
		latency: Histogram
		errors: number
		non2xx: number
	}
	interface Options {
		url: string
		connections?: number
		duration?: number
		headers?: Record<string, string>
	}
	export default function autocannon(options: Options): Promise<Result>
}
