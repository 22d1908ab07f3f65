// The data-growth bench's rounding of its figures (data-growth.ts).

/** Milliseconds as seconds to a tenth. */
export function seconds(ms: number) {
	return +(ms / 1000).toFixed(1)
}

/** The p-th percentile (0 to 1) of the values to a tenth, or null for none. */
export function percentile(values: number[], p: number) {
	if (!values.length) return null
	const sorted = [...values].sort((a, b) => a - b)
	return +sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!.toFixed(1)
}
