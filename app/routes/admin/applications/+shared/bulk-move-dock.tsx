import { useEffect, useRef, useState } from 'react'
import { StatusButton } from '#app/components/forms.tsx'
import { BULK_MOVE_LIMIT } from '#app/utils/applications/bulk-moves.ts'
import { BulkMoveFields } from './bulk-move-fields.tsx'

/**
 * The list's bulk move. Under the list, as a plain part of the form (so without JavaScript); with it, once an
 * application is ticked, a bar fixed to the bottom of the screen says how many are chosen and opens the move's fields
 * above it, so that a recruiter who ticked ten cards on a phone need not scroll past them all to move them.
 */
export function BulkMoveDock({
	chosen,
	total,
	person,
	reasons,
}: {
	chosen: number
	total: number
	person: boolean
	/** The office's reasons for rejecting. */
	reasons: readonly string[]
}) {
	const [open, setOpen] = useState(false)
	const stage = useRef<HTMLDivElement>(null)
	const toggle = useRef<HTMLButtonElement>(null)
	const docked = chosen > 0
	useEffect(() => {
		if (!docked) setOpen(false)
	}, [docked])
	useEffect(() => {
		if (open) stage.current?.querySelector<HTMLSelectElement>('select[name="stage"]')?.focus()
	}, [open])
	const classes = ['admin-bulk-dock', docked ? 'is-docked' : '', open ? 'is-open' : ''].filter(Boolean).join(' ')
	return (
		<div
			className={classes}
			onKeyDown={(event) => {
				// Escape folds the open move back into the bar, and the bar's button has the focus again.
				if (event.key === 'Escape' && open) {
					setOpen(false)
					toggle.current?.focus()
				}
			}}
		>
			{docked ? (
				<div className="admin-bulk-bar" role="region" aria-label="Chosen applications">
					<p aria-live="polite">{chosen === 1 ? '1 chosen' : `${chosen} chosen`}</p>
					<button
						ref={toggle}
						type="button"
						className="button button-primary button-small"
						aria-expanded={open}
						aria-controls="bulk-move-fields"
						onClick={() => setOpen(!open)}
					>
						{open ? 'Hide the move' : 'Move them…'}
					</button>
				</div>
			) : null}
			<fieldset className="admin-fieldset admin-bulk-move" id="bulk-move-fields">
				<legend>Move the applications you chose</legend>
				<div ref={stage}>
					<BulkMoveFields reasons={reasons} />
				</div>
				<div className="admin-bulk-actions">
					<StatusButton name="intent" value="move" className="button button-primary">
						Move the chosen applications
					</StatusButton>
					<StatusButton name="intent" value="everything" className="button button-outline">
						{person
							? `Move all applications of the ${total} listed, on every page…`
							: `Move all ${total} listed, on every page…`}
					</StatusButton>
				</div>
				<p className="field-hint">
					{total > BULK_MOVE_LIMIT
						? `All ${total} is more than the ${BULK_MOVE_LIMIT} that can be moved at once: narrow the list first.`
						: `“All listed” asks you to confirm first. At most ${BULK_MOVE_LIMIT} at once.`}
				</p>
			</fieldset>
		</div>
	)
}
