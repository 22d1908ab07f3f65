/** Prose from the content folder: one <p> per paragraph. */
export function Paragraphs({ texts, className }: { texts: readonly string[]; className?: string }) {
	return (
		<>
			{texts.map((paragraph) => (
				<p key={paragraph.slice(0, 24)} className={className}>
					{paragraph}
				</p>
			))}
		</>
	)
}
