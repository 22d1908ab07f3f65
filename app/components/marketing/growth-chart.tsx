import { useLanguage, useT } from '#app/i18n/index.ts'
import type { GrowthChart as Chart } from '#content/growth.ts'

const ROW = 24
const LABEL_WIDTH = 62
const VALUE_WIDTH = 48
const WIDTH = 340

/**
 * A horizontal bar chart drawn as SVG on the server: one bar per financial year,
 * so the labels stay readable on a 360 px phone. The same figures follow as a
 * table for screen readers and for anyone who prefers numbers.
 */
export function GrowthChart({ chart, years }: { chart: Chart; years: readonly string[] }) {
	const t = useT()
	const language = useLanguage()
	const max = Math.max(...chart.values)
	const barSpace = WIDTH - LABEL_WIDTH - VALUE_WIDTH
	const height = years.length * ROW + 8
	const titleId = `chart-${chart.id}-title`
	return (
		<figure className="chart" aria-labelledby={titleId}>
			<figcaption id={titleId}>
				{chart.title}
				<span className="chart-description">{chart.description}</span>
			</figcaption>
			<svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={`${chart.title}: ${chart.description}`}>
				{years.map((year, index) => {
					const value = chart.values[index] ?? 0
					const width = Math.max(2, (value / max) * barSpace)
					const y = index * ROW + 4
					return (
						<g key={year}>
							<text x={LABEL_WIDTH - 6} y={y + 15} textAnchor="end" fontSize="12" fill="#1c2430">
								{year}
							</text>
							<rect
								x={LABEL_WIDTH}
								y={y + 3}
								width={width}
								height={ROW - 8}
								rx="3"
								fill={index === years.length - 1 ? '#f4a300' : '#0b4a73'}
							/>
							<text x={LABEL_WIDTH + width + 4} y={y + 15} fontSize="12" fill="#1c2430">
								{value}
							</text>
						</g>
					)
				})}
			</svg>
			<details>
				<summary>{t('best.figures', { title: chart.title })}</summary>
				<table className="figures">
					<caption className="visually-hidden">
						{chart.title} ({chart.unit})
					</caption>
					<thead>
						<tr>
							<th scope="col">{t('best.year')}</th>
							<th scope="col">{chart.unit}</th>
						</tr>
					</thead>
					<tbody>
						{years.map((year, index) => (
							<tr key={year}>
								{/* The column is headed with the language's word for a financial year; English keeps "FY". */}
								<th scope="row">{language === 'en' ? `FY ${year}` : year}</th>
								<td>{chart.values[index]}</td>
							</tr>
						))}
					</tbody>
				</table>
			</details>
		</figure>
	)
}
