import { useCallback, useEffect, useRef, useState } from 'react'
import { Icon } from '#app/components/icon.tsx'
import { useT } from '#app/i18n/index.ts'
import { ApplyForm, type ApplyJob } from './apply-form.tsx'

/**
 * The modal dialog named "Apply Job" (spec section 2). A native <dialog> opened
 * with showModal(): the page behind is inert, so focus stays inside; Escape
 * closes it; focus then returns to the Apply now link that opened it.
 */
export function useApplyDialog(maxFileBytes: number) {
	const [job, setJob] = useState<ApplyJob | null>(null)
	const opener = useRef<HTMLElement | null>(null)
	const dialogRef = useRef<HTMLDialogElement>(null)

	const open = useCallback((next: ApplyJob, from: HTMLElement) => {
		opener.current = from
		setJob(next)
	}, [])

	useEffect(() => {
		const dialog = dialogRef.current
		if (job && dialog && !dialog.open) dialog.showModal()
	}, [job])

	function handleClose() {
		setJob(null)
		opener.current?.focus()
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
	const t = useT()
	return (
		<a
			href={`/career/${job.id}/apply`}
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
