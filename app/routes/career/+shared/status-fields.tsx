import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Field } from '#app/components/forms.tsx'
import { useT } from '#app/i18n/index.ts'

// The reference and the mobile number it was sent with: what the status page and the older reference's page ask.

type Text = FieldMetadata<string, Record<string, unknown>, string[]>

export function ReferenceAndMobileFields({
	reference,
	mobile,
	referenceHint,
}: {
	reference: Text
	mobile: Text
	/** The reference's hint: the status page asks for the whole one, the older reference's page for the older one. */
	referenceHint: string
}) {
	const t = useT()
	const { key: referenceKey, ...referenceProps } = getInputProps(reference, {
		type: 'text',
		ariaDescribedBy: `${reference.id}-hint`,
	})
	const { key: mobileKey, ...mobileProps } = getInputProps(mobile, {
		type: 'tel',
		ariaDescribedBy: `${mobile.id}-hint`,
	})
	return (
		<>
			<Field
				id={reference.id}
				label={t('status.field.reference')}
				hint={referenceHint}
				hintId={`${reference.id}-hint`}
				errors={reference.errors}
				errorId={reference.errorId}
				required
			>
				<input
					key={referenceKey}
					{...referenceProps}
					autoComplete="off"
					autoCapitalize="characters"
					spellCheck={false}
				/>
			</Field>
			<Field
				id={mobile.id}
				label={t('status.field.mobile')}
				hint={t('status.field.mobileHint')}
				hintId={`${mobile.id}-hint`}
				errors={mobile.errors}
				errorId={mobile.errorId}
				required
			>
				<input key={mobileKey} {...mobileProps} autoComplete="tel" inputMode="tel" />
			</Field>
		</>
	)
}
