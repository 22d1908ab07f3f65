import { createContext, useContext, useEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { Form, useFormAction, useNavigation, type FormProps } from 'react-router'
import { withoutNotice } from '#app/utils/http/admin-notices.ts'
import { CsrfInput } from './csrf-input.tsx'
import { Icon } from './icon.tsx'

// The site's one form kit, for the public forms and the back office alike.
// - Inputs come from Conform's getInputProps/getSelectProps/getTextareaProps, with
//   the constraints (required, maxLength, min, pattern) of the form's own zod schema
//   (`getZodConstraint`), which tie each input to its error (aria-invalid,
//   aria-describedby); `Field` gives the label, hint and message those ids point at.
// - `PostForm` is every post of the site: it always carries the anti-forgery
//   field, and the intent when its action does more than one thing.
// - `StatusButton` shows that its form is on its way (`useIsPending`), and a second
//   press does not send it twice.

export function Field({
	id,
	label,
	hint,
	hintId,
	errors,
	errorId,
	required,
	children,
	className,
}: {
	id: string
	label: ReactNode
	hint?: ReactNode
	hintId?: string
	errors?: string[]
	errorId: string
	required?: boolean
	children: ReactNode
	className?: string
}) {
	return (
		<div className={className ? `field ${className}` : 'field'}>
			<label htmlFor={id}>
				{label}
				{required ? (
					<span className="required-mark" aria-hidden="true">
						{' '}
						*
					</span>
				) : null}
			</label>
			{/* The hint goes under the input, so inputs side by side line up whether or not they have one. */}
			{children}
			{hint ? (
				<span id={hintId} className="field-hint">
					{hint}
				</span>
			) : null}
			<FieldError id={errorId} errors={errors} />
		</div>
	)
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
	return (
		<span id={id} className="field-error">
			{errors?.[0] ?? null}
		</span>
	)
}

/** The result of a submission, announced to screen readers. */
export function FormNotice({ tone, children }: { tone: 'success' | 'info' | 'error'; children: ReactNode }) {
	return (
		<div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
			<Icon name={tone === 'success' ? 'check' : tone === 'info' ? 'info' : 'alert'} size={20} />
			<div>{children}</div>
		</div>
	)
}

/**
 * Whether a form of this page (this intent, when given) is being sent or its answer
 * loaded. As the Epic Stack's `useIsPending`.
 */
export function useIsPending({
	formIntent,
	formAction,
	formMethod = 'POST',
}: { formIntent?: string; formAction?: string; formMethod?: 'POST' | 'GET' } = {}) {
	const here = useFormAction()
	const navigation = useNavigation()
	return (
		navigation.state !== 'idle' &&
		navigation.formMethod === formMethod &&
		withoutNotice(navigation.formAction ?? '') === withoutNotice(formAction ?? here) &&
		(formIntent === undefined || navigation.formData?.get('intent') === formIntent)
	)
}

/** The post a `StatusButton` is in, and the intent it sends. */
const PostContext = createContext<{ intent?: string; action?: string } | null>(null)

/**
 * Every post of the site: a plain form that works without JavaScript, carrying the
 * anti-forgery field and, when its action does more than one thing (close a job,
 * add a note), its intent. Its `StatusButton` shows when this post is pending.
 */
export function PostForm({ intent, children, onSubmit, ...form }: { intent?: string } & Omit<FormProps, 'method'>) {
	// A form posts to its own page, less the notice of the last action (?notice=…), which its answer must not repeat.
	const ownAction = withoutNotice(useFormAction())
	// A second press (a double tap, Enter pressed twice) while the first is on its way sends nothing.
	const sending = useRef(false)
	const navigation = useNavigation()
	useEffect(() => {
		if (navigation.state === 'idle') sending.current = false
	}, [navigation.state])
	return (
		<Form
			method="post"
			action={ownAction}
			{...form}
			onSubmit={(event) => {
				if (sending.current) {
					event.preventDefault()
					return
				}
				onSubmit?.(event)
				if (!event.defaultPrevented) sending.current = true
			}}
		>
			<CsrfInput />
			{intent ? <input type="hidden" name="intent" value={intent} /> : null}
			<PostContext value={{ intent, action: form.action }}>{children}</PostContext>
		</Form>
	)
}

/**
 * A submit button that says its form is on its way: marked busy, with a spinner
 * beside its words (its name does not change). Inside a `PostForm` it follows that
 * post (and its intent), whose second press sends nothing; elsewhere pass `pending`.
 */
export function StatusButton({
	pending,
	children,
	className = 'button button-primary',
	...button
}: { pending?: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
	const post = useContext(PostContext)
	const postPending = useIsPending({ formIntent: post?.intent, formAction: post?.action })
	const busy = pending ?? (post !== null && postPending)
	return (
		<button
			type="submit"
			{...button}
			className={`${className} status-button`}
			aria-disabled={busy || undefined}
			data-pending={busy || undefined}
		>
			{children}
			{busy ? <span className="status-spinner" aria-hidden="true" /> : null}
		</button>
	)
}
