import { getInputProps } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { Field } from '#app/components/forms.tsx'
import { useT } from '#app/i18n/index.ts'
import { FILE_FIELDS, type JobRequirements } from '#app/utils/jobs/job-requirements.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { acceptAttribute, UPLOAD_MESSAGES, type UploadKind } from '#app/utils/files/file-formats.ts'
import { OptionalLabel, type ApplyField } from './apply-fields.tsx'
import { replaceChosenFile, shrinkPicture } from './shrink-image.ts'

type Shrunk = Partial<Record<UploadKind, { from: number; to: number }>>

/**
 * The files chosen in the apply form: pictures being made smaller before they travel,
 * and by how much each was. `onChosen` follows each choice, once it is ready.
 */
export function useChosenFiles(onChosen: () => void) {
	const choices = useRef<Partial<Record<UploadKind, number>>>({})
	const [preparing, setPreparing] = useState<Partial<Record<UploadKind, boolean>>>({})
	const [shrunk, setShrunk] = useState<Shrunk>({})
	// The name of each chosen file, shown beside the field's own button (the browser's words are hidden).
	const [names, setNames] = useState<Partial<Record<UploadKind, string>>>({})

	/**
	 * A photo (or a picture of the Aadhaar card) is made smaller before it is judged and
	 * sent: a camera's 9 MB photo becomes a few hundred KB; other files stay as chosen.
	 */
	async function choose(kind: UploadKind, input: HTMLInputElement, validate: () => void) {
		const chosen = input.files?.[0]
		// Only the latest choice of a field counts: an earlier one still being made smaller is dropped.
		const choice = (choices.current[kind] = (choices.current[kind] ?? 0) + 1)
		setShrunk((current) => ({ ...current, [kind]: undefined }))
		setNames((current) => ({ ...current, [kind]: chosen?.name }))
		if (chosen && kind !== 'resume') {
			setPreparing((current) => ({ ...current, [kind]: true }))
			const smaller = await shrinkPicture(chosen)
			if (choices.current[kind] !== choice) return
			setPreparing((current) => ({ ...current, [kind]: false }))
			if (smaller !== chosen && input.files?.[0] === chosen) {
				try {
					replaceChosenFile(input, smaller)
					setShrunk((current) => ({ ...current, [kind]: { from: chosen.size, to: smaller.size } }))
				} catch {
					// A browser that cannot put a file in an input sends the one chosen; the server judges it.
				}
			}
		}
		validate()
		onChosen()
	}

	return {
		choose,
		preparing,
		/** Whether a picture is still being made smaller: the form waits for it. */
		anyPreparing: Object.values(preparing).some(Boolean),
		shrunk,
		names,
		/** The form is back to its first state: no file is chosen. */
		forget: () => {
			setShrunk({})
			setNames({})
		},
	}
}

/** The words of each field's own button, in the page's language. */
const CHOOSE = { photo: 'apply.choose.photo', resume: 'apply.choose.resume', aadhaar: 'apply.choose.aadhaar' } as const

/**
 * The photo, resume and Aadhaar card fields, each with what became of the chosen file. Once the page's script runs,
 * each file input is a button in the page's language with the chosen file's name beside it, over the browser's own
 * control (visually hidden, still focusable and labelled); without it, the browser's control shows as it is.
 */
export function FileFields({
	fields,
	requirements,
	size,
	photoSize,
	files,
	validate,
}: {
	fields: Record<UploadKind, ApplyField>
	requirements: JobRequirements
	/** The largest file, written out. */
	size: string
	/** The largest photo, written out. */
	photoSize: string
	files: ReturnType<typeof useChosenFiles>
	/** Conform's check of one field. */
	validate: (name: string) => void
}) {
	const t = useT()
	const [enhanced, setEnhanced] = useState(false)
	useEffect(() => setEnhanced(true), [])
	return (
		<div className="form-grid apply-files">
			{FILE_FIELDS.map((kind) => {
				const field = fields[kind]
				const label = t(UPLOAD_MESSAGES[kind].label, { size: kind === 'photo' ? photoSize : size })
				const shrunk = files.shrunk[kind]
				const name = files.names[kind]
				return (
					<Field
						key={kind}
						id={field.id}
						label={requirements[kind] ? label : <OptionalLabel text={label} />}
						required={requirements[kind]}
						hint={t(UPLOAD_MESSAGES[kind].hint)}
						hintId={`${field.id}-hint`}
						errors={field.errors}
						errorId={field.errorId}
					>
						<div className={enhanced ? 'apply-file apply-file-enhanced' : 'apply-file'}>
							<input
								{...getInputProps(field, {
									type: 'file',
									ariaDescribedBy: `${enhanced ? `${field.id}-name ` : ''}${field.id}-hint ${field.id}-sent`,
								})}
								key={field.key}
								className={enhanced ? 'apply-file-input visually-hidden' : 'apply-file-input'}
								accept={acceptAttribute(kind)}
								// A chosen file is judged at once: a file input is rarely left with a blur.
								onChange={(event) => void files.choose(kind, event.currentTarget, () => validate(field.name))}
							/>
							{enhanced ? (
								<>
									<label htmlFor={field.id} className="button button-outline apply-file-button">
										{t(CHOOSE[kind])}
									</label>
									<span id={`${field.id}-name`} className="apply-file-name">
										{name ?? t('apply.noFile')}
									</span>
								</>
							) : null}
						</div>
						<span id={`${field.id}-sent`} className="field-hint" aria-live="polite">
							{files.preparing[kind]
								? t('apply.preparing')
								: shrunk
									? t('apply.shrunk', { from: formatBytes(shrunk.from), to: formatBytes(shrunk.to) })
									: null}
						</span>
					</Field>
				)
			})}
		</div>
	)
}
