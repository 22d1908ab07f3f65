import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Icon } from '#app/components/icon.tsx'
import { useT, useLocalize } from '#app/i18n/index.ts'
import { ApplyForm, type ApplyJob } from './apply-form.tsx'

const PARAM = 'apply'

/**
 * The modal dialog named "Apply Job". A native <dialog> opened with showModal():
 * the page behind is inert, so focus stays inside; Escape closes it; focus then
 * returns to the Apply now link that opened it. The open dialog is part of the
 * address (?apply=ID), so a phone's Back button closes it and keeps the page,
 * instead of leaving the career page with everything typed. The form stays
 * mounted while closed: reopening the same job finds what was typed.
 */
export function useApplyDialog(maxFileBytes: number) {
	const [job, setJob] = useState<ApplyJob | null>(null)
	const [params, setParams] = useSearchParams()
	const navigate = useNavigate()
	const opener = useRef<HTMLElement | null>(null)
	const dialogRef = useRef<HTMLDialogElement>(null)
	// True when this page added the ?apply entry to the history (Back then removes it).
	const pushed = useRef(false)
	// Each press of Apply now, so the dialog opens even when the address already asks for it (pressed again
	// while the page behind a dialog closed with Escape is still coming back).
	const [openings, setOpenings] = useState(0)
	const wanted = params.get(PARAM)
	const showing = job !== null && wanted === String(job.id)

	const open = useCallback(
		(next: ApplyJob, from: HTMLElement) => {
			opener.current = from
			setJob(next)
			setOpenings((count) => count + 1)
			pushed.current = true
			setParams(
				(current) => {
					const copy = new URLSearchParams(current)
					copy.set(PARAM, String(next.id))
					return copy
				},
				{ preventScrollReset: true },
			)
		},
		[setParams],
	)

	useEffect(() => {
		const dialog = dialogRef.current
		if (!dialog) return
		if (showing && !dialog.open) dialog.showModal()
		if (!showing && dialog.open) dialog.close()
	}, [showing, openings])

	const dropParam = useCallback(() => {
		setParams(
			(current) => {
				const copy = new URLSearchParams(current)
				copy.delete(PARAM)
				return copy
			},
			{ replace: true, preventScrollReset: true },
		)
	}, [setParams])

	// An address with ?apply= for a job this page did not open (a reload, a shared link): drop it.
	useEffect(() => {
		if (wanted !== null && !showing) dropParam()
	}, [wanted, showing, dropParam])

	function handleClose() {
		opener.current?.focus()
		// Closed by Escape or the close button: leave the history as before it opened.
		if (new URLSearchParams(window.location.search).has(PARAM)) {
			if (pushed.current) void navigate(-1)
			else dropParam()
		}
		pushed.current = false
	}

	const dialog = <ApplyDialog ref={dialogRef} job={job} maxFileBytes={maxFileBytes} onClose={handleClose} />
	return { open, dialog }
}

function ApplyDialog({
	ref,
	job,
	maxFileBytes,
	onClose,
}: {
	ref: React.RefObject<HTMLDialogElement | null>
	job: ApplyJob | null
	maxFileBytes: number
	onClose: () => void
}) {
	const t = useT()
	return (
		<dialog ref={ref} className="apply-dialog" aria-labelledby="apply-dialog-title" onClose={onClose}>
			<div className="apply-dialog-header">
				<h2 id="apply-dialog-title">{t('apply.dialogTitle')}</h2>
				<button type="button" className="apply-dialog-close" onClick={() => ref.current?.close()}>
					<Icon name="close" size={22} />
					<span className="visually-hidden">{t('apply.close')}</span>
				</button>
			</div>
			{job ? <ApplyForm key={job.id} job={job} maxFileBytes={maxFileBytes} /> : null}
		</dialog>
	)
}

/** The Apply now link: a page of its own without JavaScript, the dialog with it. */
export function ApplyNowLink({
	job,
	onOpen,
	describedBy,
	className = 'button button-accent',
}: {
	job: ApplyJob
	onOpen: (job: ApplyJob, from: HTMLElement) => void
	describedBy?: string
	className?: string
}) {
	const localize = useLocalize()
	const t = useT()
	return (
		<a
			href={localize(`/career/${job.id}/apply`)}
			className={className}
			aria-describedby={describedBy}
			onClick={(event) => {
				if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
				event.preventDefault()
				onOpen(job, event.currentTarget)
			}}
		>
			{t('career.applyNow')}
		</a>
	)
}
