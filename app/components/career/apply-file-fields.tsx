import { getInputProps } from '@conform-to/react'
import { useRef, useState } from 'react'
import { Field } from '#app/components/forms.tsx'
import { useT } from '#app/i18n/index.ts'
import { FILE_FIELDS, type JobRequirements } from '#app/utils/careers/career.ts'
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

	/**
	 * A photo (or a picture of the Aadhaar card) is made smaller before it is judged and
	 * sent: a camera's 9 MB photo becomes a few hundred KB; other files stay as chosen.
	 */
	async function choose(kind: UploadKind, input: HTMLInputElement, validate: () => void) {
		const chosen = input.files?.[0]
		// Only the latest choice of a field counts: an earlier one still being made smaller is dropped.
		const choice = (choices.current[kind] = (choices.current[kind] ?? 0) + 1)
		setShrunk((current) => ({ ...current, [kind]: undefined }))
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
		/** The form is back to its first state: no file is chosen. */
		forget: () => setShrunk({}),
	}
}

/** The photo, resume and Aadhaar card fields, each with what became of the chosen file. */
export function FileFields({
	fields,
	requirements,
	size,
	files,
	validate,
}: {
	fields: Record<UploadKind, ApplyField>
	requirements: JobRequirements
	/** The largest file, written out. */
	size: string
	files: ReturnType<typeof useChosenFiles>
	/** Conform's check of one field. */
	validate: (name: string) => void
}) {
	const t = useT()
	return (
		<div className="form-grid apply-files">
			{FILE_FIELDS.map((kind) => {
				const field = fields[kind]
				const label = t(UPLOAD_MESSAGES[kind].label, { size })
				const shrunk = files.shrunk[kind]
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
						<input
							{...getInputProps(field, { type: 'file', ariaDescribedBy: `${field.id}-hint ${field.id}-sent` })}
							key={field.key}
							accept={acceptAttribute(kind)}
							// A chosen file is judged at once: a file input is rarely left with a blur.
							onChange={(event) => void files.choose(kind, event.currentTarget, () => validate(field.name))}
						/>
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
