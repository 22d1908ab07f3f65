import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link } from 'react-router'
import { FormErrors, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import { forEachLanguage, LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { CATEGORY_NAME_LABELS, type CategoryRecord } from '#app/utils/jobs/job-categories.ts'
import { CategoryNamesSchema } from '#app/utils/jobs/job-categories-schema.ts'
import {
	addCategory,
	countJobsByCategory,
	listCategories,
	renameCategory,
	setCategoryRetired,
	type CategoryErrors,
} from '#app/utils/jobs/job-categories.server.ts'
import { parseId } from '#app/utils/common/ids.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import type { Route } from './+types/categories'

// The job categories staff keep: the career page's list, the job editor's choice, the apply form's job field.

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Job categories',
		description: 'The Brisk back office.',
		path: '/admin/jobs/categories',
		matches,
		noindex: true,
	})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('jobs')]

export async function loader() {
	const db = getDb()
	const [categories, jobs] = await Promise.all([listCategories(db, { retired: true }), countJobsByCategory(db)])
	return { categories: categories.map((category) => ({ ...category, jobs: jobs[category.value] ?? 0 })) }
}

type Reply = { form: string; result: SubmissionResult<string[]> | null; done: string | null }

function reply(form: string, result: SubmissionResult<string[]> | null, done: string | null, status = 200) {
	return data({ form, result, done } satisfies Reply, { status })
}

export async function action({ request, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const { formData } = await readForm(request)
	const intent = formData.get('intent')
	if (intent === 'add') {
		const submission = parseWithZod(formData, { schema: CategoryNamesSchema })
		if (submission.status !== 'success') return reply('add', submission.reply(), null, 400)
		const added = await addCategory(db, staff, submission.value)
		if (!added.ok) return reply('add', submission.reply({ fieldErrors: added.errors }), null, 400)
		return reply('add', submission.reply({ resetForm: true }), `The category “${added.category.names.en}” is added.`)
	}
	const id = parseId(formData.get('id'))
	if (id === null) throw new Response('Unknown category.', { status: 400 })
	if (intent === 'rename') {
		const submission = parseWithZod(formData, { schema: CategoryNamesSchema })
		if (submission.status !== 'success') return reply(`category-${id}`, submission.reply(), null, 400)
		const renamed = await renameCategory(db, staff, id, submission.value)
		if (!renamed.ok) return reply(`category-${id}`, submission.reply({ fieldErrors: renamed.errors }), null, 400)
		return reply(`category-${id}`, null, `The names of “${renamed.category.names.en}” are saved.`)
	}
	if (intent === 'retire' || intent === 'restore') {
		const changed = await setCategoryRetired(db, staff, id, intent === 'retire')
		if (!changed.ok) {
			const errors = Object.values(changed.errors satisfies CategoryErrors).flat()
			return reply(`state-${id}`, { status: 'error', error: { '': errors } }, null, 400)
		}
		const name = changed.category.names.en
		return reply(
			`state-${id}`,
			null,
			intent === 'retire'
				? `“${name}” is retired: visitors no longer see it. Its jobs and applications keep it.`
				: `“${name}” is back among the categories visitors see.`,
		)
	}
	throw new Response('Unknown action.', { status: 400 })
}

export default function JobCategories({ loaderData, actionData }: Route.ComponentProps) {
	const { categories } = loaderData
	const active = categories.filter((category) => !category.retired)
	const retired = categories.filter((category) => category.retired)
	const resultOf = (form: string) => (actionData?.form === form ? actionData.result : null)
	const doneOf = (form: string) => (actionData?.form === form ? actionData.done : null)
	return (
		<section className="admin-page" aria-labelledby="categories-title">
			<p>
				<Link to="/admin/jobs">All jobs</Link>
			</p>
			<h1 id="categories-title">Job categories</h1>
			<p>
				Visitors find jobs by these categories on the career page, in every language, and search finds a category’s jobs
				by any of its names. Renaming a category keeps its jobs, applications and alerts in it. A name left empty in
				Hindi, Marathi or Telugu shows the English name.
			</p>
			<p>
				Retiring a category hides it from visitors’ choices; its jobs and applications still show it. A job in a retired
				category must be moved to another category before it can be published again.
			</p>

			<section aria-labelledby="add-category-title" className="admin-section">
				<h2 id="add-category-title">Add a category</h2>
				<CategoryForm
					formId="add"
					intent="add"
					lastResult={resultOf('add')}
					done={doneOf('add')}
					submitLabel="Add the category"
				/>
			</section>

			<section aria-labelledby="active-categories-title" className="admin-section">
				<h2 id="active-categories-title">Categories visitors see</h2>
				<ul className="admin-category-list">
					{active.map((category) => (
						<CategoryItem key={category.id} category={category} resultOf={resultOf} doneOf={doneOf} />
					))}
				</ul>
			</section>

			{retired.length > 0 ? (
				<section aria-labelledby="retired-categories-title" className="admin-section">
					<h2 id="retired-categories-title">Retired categories</h2>
					<ul className="admin-category-list">
						{retired.map((category) => (
							<CategoryItem key={category.id} category={category} resultOf={resultOf} doneOf={doneOf} />
						))}
					</ul>
				</section>
			) : null}
		</section>
	)
}

function CategoryItem({
	category,
	resultOf,
	doneOf,
}: {
	category: CategoryRecord & { jobs: number }
	resultOf: (form: string) => SubmissionResult<string[]> | null
	doneOf: (form: string) => string | null
}) {
	const headingId = `category-${category.id}-title`
	const stateResult = resultOf(`state-${category.id}`)
	const stateErrors = stateResult?.error?.[''] ?? undefined
	const renameResult = resultOf(`category-${category.id}`)
	return (
		<li className="admin-section" aria-labelledby={headingId}>
			<h3 id={headingId}>{category.names.en}</h3>
			<p>
				{category.jobs === 1 ? '1 job' : `${category.jobs} jobs`}
				{category.retired ? ', retired' : ''}. Stored as “{category.value}”.
			</p>
			{/* Open when its names were refused, so that the message is seen (the page came back without script). */}
			<details open={renameResult?.status === 'error' || undefined}>
				<summary>Rename “{category.names.en}”</summary>
				<CategoryForm
					formId={`category-${category.id}`}
					intent="rename"
					id={category.id}
					defaultValue={category.names}
					lastResult={renameResult}
					done={doneOf(`category-${category.id}`)}
					submitLabel={`Save the names of “${category.names.en}”`}
				/>
			</details>
			{doneOf(`category-${category.id}`) ? (
				<FormNotice tone="success">
					<p>{doneOf(`category-${category.id}`)}</p>
				</FormNotice>
			) : null}
			<PostForm intent={category.retired ? 'restore' : 'retire'}>
				<input type="hidden" name="id" value={category.id} />
				<FormErrors errors={stateErrors ?? undefined} />
				{doneOf(`state-${category.id}`) ? (
					<FormNotice tone="success">
						<p>{doneOf(`state-${category.id}`)}</p>
					</FormNotice>
				) : null}
				<StatusButton className="button button-outline">
					{category.retired ? `Bring back “${category.names.en}”` : `Retire “${category.names.en}”`}
				</StatusButton>
			</PostForm>
		</li>
	)
}

const HINTS = forEachLanguage((language) =>
	language === 'en' ? 'Required. Up to 60 characters, e.g. “Plumbing”.' : 'Optional: empty shows the English.',
)

function CategoryForm({
	formId,
	intent,
	id,
	defaultValue,
	lastResult,
	done,
	submitLabel,
}: {
	formId: string
	intent: 'add' | 'rename'
	id?: number
	defaultValue?: Record<Language, string>
	lastResult: SubmissionResult<string[]> | null
	done: string | null
	submitLabel: string
}) {
	const [form, fields] = useAdminForm({ id: formId, schema: CategoryNamesSchema, lastResult, defaultValue })
	return (
		<PostForm intent={intent} {...getFormProps(form)} className="admin-form">
			{id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
			<FormErrors errors={form.errors} />
			{intent === 'add' && done ? (
				<FormNotice tone="success">
					<p>{done}</p>
				</FormNotice>
			) : null}
			<div className="admin-form-row">
				{LANGUAGES.map((language) => (
					<TextField
						key={language}
						meta={fields[language]}
						label={`Name in ${CATEGORY_NAME_LABELS[language]}`}
						hint={HINTS[language]}
						lang={language}
						autoComplete="off"
						required={language === 'en'}
					/>
				))}
			</div>
			<StatusButton>{submitLabel}</StatusButton>
		</PostForm>
	)
}
