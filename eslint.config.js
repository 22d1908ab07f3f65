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
		// Playwright fixtures take `{}` and call `use`: neither is React.
		files: ['tests/**/*.ts'],
		rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
	},
)
