import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
	{
		// One transaction idiom: inTransaction (db.server.ts) joins a transaction already open, so a domain
		// function and its audit entry can share one; Kysely's own builder cannot be nested.
		files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'other/**/*.ts'],
		ignores: ['app/utils/db.server.ts', '**/*.test.ts'],
		rules: {
			'no-restricted-syntax': [
				'error',
				{
					selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
					message: 'Use inTransaction(db, fn) from app/utils/db.server.ts.',
				},
			],
		},
	},
	{
		// Playwright fixtures take `{}` and call `use`: neither is React.
		files: ['tests/**/*.ts'],
		rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
	},
)
