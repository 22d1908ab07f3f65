import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Icon } from '#app/components/icon.tsx'
import { useT, useLocalize } from '#app/i18n/index.ts'
import { linkedSource, withSource } from '#app/utils/applications/application-source.ts'
import type { ApplyJob } from './apply-job.ts'

/**
 * The form's code (its schema, validation and upload) loads when it is wanted: fetched as
 * a finger or pointer comes to Apply now, shown when the dialog opens. A page that lists
 * jobs sends none of it until then.
 */
const loadApplyForm = () => import('./apply-form.tsx')
const ApplyForm = lazy(async () => ({ default: (await loadApplyForm()).ApplyForm }))

/** Starts fetching the form's code (a second call costs nothing: the module is fetched once). */
function prepareApplyForm() {
	void loadApplyForm().catch(() => {
		// A failed fetch is tried again when the dialog opens, where a failure shows.
	})
}

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
			{job ? (
				<Suspense fallback={<p className="apply-loading">{t('apply.loading')}</p>}>
					<ApplyForm key={job.id} job={job} maxFileBytes={maxFileBytes} />
				</Suspense>
			) : null}
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
	// Without JavaScript the apply page is the form: it keeps where the person came from (a job alert's link…).
	const [params] = useSearchParams()
	return (
		<a
			href={withSource(localize(`/career/${job.id}/apply`), linkedSource(params.get('from')))}
			className={className}
			aria-describedby={describedBy}
			onPointerEnter={prepareApplyForm}
			onTouchStart={prepareApplyForm}
			onFocus={prepareApplyForm}
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
