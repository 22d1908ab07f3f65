import path from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The groups of app/utils, each a domain or a layer (docs/architecture.md). Imports flow one way: a group may
// import the groups before it in this list and never one after it, so the database never reaches for a page's
// words and a file check never knows about jobs. The last five are the careers domain by noun: jobs, job alerts, the
// applications staff move through their stages, the applicant's side (applying, status, references), and the
// background rounds that start every worker.
const UTIL_GROUPS = [
	'common',
	'core',
	'db',
	'files',
	'http',
	'messages',
	'staff',
	'content',
	'enquiries',
	'jobs',
	'alerts',
	'applications',
	'applying',
	'background',
]

/** Nothing below the routes imports a route module; a route reaches another route's code only through app/utils. */
const NO_ROUTES = {
	group: ['\\#app/routes/*', '**/routes/*'],
	message: 'Route modules are imported by app/routes.ts only.',
}

const importBoundaries = [
	...UTIL_GROUPS.map((group, index) => ({
		files: [`app/utils/${group}/**/*.{ts,tsx}`],
		ignores: ['**/*.test.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						NO_ROUTES,
						{ group: ['\\#app/components/*'], message: 'app/utils does not import components.' },
						...(index + 1 < UTIL_GROUPS.length
							? [
									{
										group: UTIL_GROUPS.slice(index + 1).map((later) => `\\#app/utils/${later}/*`),
										message: `app/utils/${group} may import only ${UTIL_GROUPS.slice(0, index + 1).join(', ')}.`,
									},
								]
							: []),
					],
				},
			],
		},
	})),
	{
		files: ['app/components/**/*.{ts,tsx}', 'app/i18n/**/*.ts', 'content/**/*.ts', 'app/enhance/**/*.js'],
		rules: { 'no-restricted-imports': ['error', { patterns: [NO_ROUTES] }] },
	},
	{
		// The host is a transport: it reaches the app through one entry, app/utils/background/host.server.ts, and the
		// layers any group may use, never a domain group (docs/architecture.md, "The background work").
		files: ['server/**/*.{ts,js}'],
		ignores: ['**/*.test.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						NO_ROUTES,
						{
							group: [
								// The domain groups: every group after messages in the list above.
								...UTIL_GROUPS.slice(UTIL_GROUPS.indexOf('messages')).map((group) => `\\#app/utils/${group}/*`),
								'!\\#app/utils/background/host.server.ts',
							],
							message: 'The host reaches the app through app/utils/background/host.server.ts and the layers.',
						},
					],
				},
			],
		},
	},
	{
		// A route module imports its own folder's +shared code, never another route's folder; and it writes no
		// audit entry: the domain function that makes a change or reads personal data writes it, in its transaction.
		files: ['app/routes/**/*.{ts,tsx}'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [{ group: ['\\#app/routes/*', '../*'], message: 'Share code between routes through app/utils.' }],
					paths: [
						{
							name: '#app/utils/db/audit.server.ts',
							importNames: ['audit'],
							message: 'The domain function writes the audit entry, in the same transaction as what it records.',
						},
					],
				},
			],
		},
	},
]

// What no-restricted-imports cannot see, since it reads an import's text and not where it leads: a relative import
// that climbs out of its group or room ('../jobs/jobs.ts' from app/utils/db), and a dynamic import() that reaches a
// later group or a route. Both resolve the import from the file's own place.
const ROOT = path.dirname(fileURLToPath(import.meta.url))
const ROOMS = ['app/components', 'app/i18n', 'content', 'server']

/** The folder a file's relative imports stay inside: its group of app/utils, or its room below the routes. */
function roomOf(file) {
	const group = /^app\/utils\/([^/]+)\//.exec(file)?.[1]
	return group ? `app/utils/${group}` : ROOMS.find((room) => file.startsWith(`${room}/`))
}

/** An import's text (a template's text up to its first placeholder) and where it leads from the root, if in here. */
function importOf(file, node) {
	const source = node.source
	const text =
		source?.type === 'Literal' && typeof source.value === 'string'
			? source.value
			: source?.type === 'TemplateLiteral'
				? source.quasis[0].value.cooked
				: undefined
	if (text === undefined) return undefined
	// package.json's imports: '#app/x' is app/x, '#content/x' content/x, and so on.
	if (text.startsWith('#')) return { text, target: text.slice(1) }
	if (text.startsWith('.')) return { text, target: path.posix.join(path.posix.dirname(file), text) }
	return undefined
}

/** Why a dynamic import from this file may not load the target, or null. */
function dynamicImportProblem(file, { text, target }) {
	if (target.startsWith('app/routes/') && !(file.startsWith('app/routes/') && text.startsWith('./'))) {
		return 'Route modules are imported by app/routes.ts only.'
	}
	const from = /^app\/utils\/([^/]+)\//.exec(file)?.[1]
	const to = /^app\/utils\/([^/]+)\//.exec(target)?.[1]
	if (from && target.startsWith('app/components/')) return 'app/utils does not import components.'
	const index = UTIL_GROUPS.indexOf(from)
	if (index >= 0 && UTIL_GROUPS.indexOf(to) > index) {
		return `app/utils/${from} may import only ${UTIL_GROUPS.slice(0, index + 1).join(', ')}.`
	}
	return null
}

function importRule(check) {
	return {
		meta: { type: 'problem', schema: [] },
		create(context) {
			const file = path.relative(ROOT, context.filename).split(path.sep).join('/')
			const visit = (node) => {
				const found = importOf(file, node)
				const message = found && check(file, found, node)
				if (message) context.report({ node: node.source, message })
			}
			return {
				ImportDeclaration: visit,
				ExportNamedDeclaration: visit,
				ExportAllDeclaration: visit,
				ImportExpression: visit,
			}
		},
	}
}

const importFlow = {
	rules: {
		'relative-stays-inside': importRule((file, { text, target }) => {
			const room = roomOf(file)
			return room && text.startsWith('.') && !target.startsWith(`${room}/`)
				? `A relative import stays inside ${room}: reach code outside it by its '#…' name, which the import rules check.`
				: null
		}),
		'dynamic-import-flow': importRule((file, found, node) =>
			node.type === 'ImportExpression' ? dynamicImportProblem(file, found) : null,
		),
	},
}

// Two rules of no-restricted-syntax, each with its own exceptions. A flat-config object that sets the rule
// replaces the options of an earlier one for the files both match, so each file gets one object with every
// selector that applies to it: the sets below do not overlap.
const TRANSACTION = [
	{
		// One transaction idiom: inTransaction (db.server.ts) joins a transaction already open, so a domain
		// function and its audit entry can share one; Kysely's own builder cannot be nested.
		selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
		message: 'Use inTransaction(db, fn) from app/utils/db/db.server.ts.',
	},
]
const FORM_READER_MESSAGE =
	'Read a posted form with readForm (app/utils/http/forms.server.ts): it refuses what is not a web form and checks the anti-forgery field.'
const FORM_READERS = [
	// One form reader: the body, the uploads and the anti-forgery field are read by readForm only.
	{ selector: "CallExpression[callee.property.name='formData'][arguments.length=0]", message: FORM_READER_MESSAGE },
	...['readMultipart', 'formCsrfMatches', 'requireFormCsrf', 'readFormData', 'requireFormBody'].map((name) => ({
		selector: `CallExpression[callee.name='${name}']`,
		message: FORM_READER_MESSAGE,
	})),
]
const SOURCES = ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'other/**/*.ts']
const TESTS = ['**/*.test.ts']
const TRANSACTION_HOME = ['app/utils/db/db.server.ts']
const FORM_READER_HOMES = [
	'app/utils/http/forms.server.ts',
	'app/utils/http/csrf.server.ts',
	'app/utils/files/uploads.server.ts',
]
const restrictedSyntax = [
	{
		files: SOURCES,
		ignores: [...TESTS, ...TRANSACTION_HOME, ...FORM_READER_HOMES],
		rules: { 'no-restricted-syntax': ['error', ...TRANSACTION, ...FORM_READERS] },
	},
	{
		files: FORM_READER_HOMES,
		ignores: TESTS,
		rules: { 'no-restricted-syntax': ['error', ...TRANSACTION] },
	},
	{
		files: TRANSACTION_HOME,
		rules: { 'no-restricted-syntax': ['error', ...FORM_READERS] },
	},
]

export default tseslint.config(
	{
		ignores: [
			'build/',
			'build-*/',
			'.react-router/',
			'node_modules/',
			'data/',
			'test-results/',
			'playwright-report/',
			'tests/.output/',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		plugins: { 'react-hooks': reactHooks },
		rules: {
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'warn',
			'@typescript-eslint/consistent-type-imports': 'error',
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
		},
	},
	...restrictedSyntax,
	...importBoundaries,
	{
		files: ['**/*.{ts,tsx,js,mjs,cjs}'],
		ignores: TESTS,
		plugins: { 'import-flow': importFlow },
		rules: { 'import-flow/relative-stays-inside': 'error', 'import-flow/dynamic-import-flow': 'error' },
	},
	{
		// Small files, split by responsibility: a file that grows past this is doing two things. Tests and scripts too.
		files: ['**/*.{ts,tsx,js,mjs,cjs}'],
		rules: { 'max-lines': ['error', { max: 450, skipBlankLines: false, skipComments: false }] },
	},
	{
		// Playwright fixtures take `{}` and call `use`: neither is React.
		files: ['tests/**/*.ts'],
		rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
	},
)
