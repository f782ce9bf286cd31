// Lint of the code itself (`npm run lint`, and a step of `npm test`): React's rules of hooks, the
// typescript-eslint rules that find real bugs, and the kernel's named surface; who may import whom
// and import cycles are dependency-cruiser's (.dependency-cruiser.cjs). Zero findings is the bar:
// an exception is an eslint-disable comment on the line, saying why. A function of the repository
// root, so that scripts/lint-canary.mjs runs the very same rules on a scratch workspace.
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const TYPESCRIPT = ['**/*.{ts,tsx,mts,cts}'];
const JAVASCRIPT = ['**/*.{js,jsx,mjs,cjs}'];

const UNUSED_VARS = { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true };

/** @param {string} root the repository root (the folder holding this file) */
export function shopLintConfig(root) {
  return defineConfig([
    globalIgnores(['**/node_modules/', '**/dist/', '**/coverage/', '**/data/', '**/.tmp/', '**/test-results/', '**/playwright-report/', 'reports/']),
    { linterOptions: { reportUnusedDisableDirectives: 'error' } },
    {
      // typescript-eslint's recommended rules, type-aware for TypeScript files.
      name: 'shop/typescript',
      files: TYPESCRIPT,
      extends: [tseslint.configs.recommendedTypeChecked],
      languageOptions: {
        parserOptions: {
          projectService: {
            // TypeScript files that no package's tsconfig.json includes.
            allowDefaultProject: ['api/scripts/*.ts', '*.ts'],
            defaultProject: 'tsconfig.base.json',
          },
          tsconfigRootDir: root,
        },
      },
      rules: {
        // An `any` needs an eslint-disable comment on its line that says why.
        '@typescript-eslint/no-explicit-any': 'error',
        // With a written `any` refused above, these five report where `any` comes out of a library
        // (JSON.parse, a response's .json(), Object.fromEntries): about a hundred findings on
        // today's code, nearly all in tests that assert on parsed answers.
        ...Object.fromEntries(['argument', 'assignment', 'call', 'member-access', 'return'].map((kind) => [`@typescript-eslint/no-unsafe-${kind}`, 'off'])),
        // Fastify's plugins are async functions by contract, with or without an await inside.
        '@typescript-eslint/require-await': 'off',
        // React ignores what an event handler returns, so an async onSubmit is no misuse (it must
        // still catch its own failure, as a floating promise would); promises passed anywhere
        // else are checked.
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
        // no-base-to-string already refuses `${value}` for a value with no string form of its own;
        // this rule also refuses every object that has one (Playwright's Locator names itself).
        '@typescript-eslint/restrict-template-expressions': 'off',
        '@typescript-eslint/no-floating-promises': [
          'error',
          // react-router's navigate returns a promise only under a data router, which handles its
          // failures itself; the shop's routers are declarative.
          { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
        ],
      },
    },
    { name: 'shop/javascript', files: JAVASCRIPT, extends: [tseslint.configs.recommended] },
    // `_name` marks a parameter or binding that is there for its position (or to leave a rest object).
    { files: [...TYPESCRIPT, ...JAVASCRIPT], rules: { '@typescript-eslint/no-unused-vars': ['error', UNUSED_VARS] } },
    {
      // CommonJS is how webpack and jest read their configuration here.
      name: 'shop/commonjs',
      files: ['**/*.cjs'],
      languageOptions: { sourceType: 'commonjs' },
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
    {
      // The two rules of hooks. The plugin's other recommended rules are React Compiler's checks:
      // the shop is compiled by swc, not by React Compiler, and on this code they cost a tenth
      // of the lint's time for findings that were mostly deliberate patterns (a lazy component
      // cached per id read as "created during render").
      name: 'shop/react-hooks',
      files: ['shared', 'shell', 'catalog', 'cart', 'account', 'backoffice'].map((folder) => `${folder}/src/**/*.{ts,tsx}`),
      plugins: { 'react-hooks': reactHooks },
      rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
    },
    {
      // The kernel's public surface is read at a glance, and a name moves into it on purpose.
      name: 'shop/kernel-surface',
      files: ['shared/src/index.ts'],
      rules: { 'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: "The kernel's entry lists its exports by name: no `export *`." }] },
    },
  ]);
}

export default shopLintConfig(import.meta.dirname);
