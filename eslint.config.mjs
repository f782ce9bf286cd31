// Lint of the whole workspace (`npm run lint`, and a step of `npm test`): who may import whom
// (ARCHITECTURE.md, "Who owns what"), React's rules of hooks, no import cycles, and the
// typescript-eslint rules that find real bugs. Zero findings is the bar: an exception is an
// eslint-disable comment on the line, saying why.
//
// The configuration is a function of the repository root so that scripts/lint-canary.mjs can run
// the very same rules on a scratch copy holding deliberate violations.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { shopPlugin } from './scripts/lint-rules.mjs';

/**
 * The dependency direction, as an allow-list: the workspace folders each folder may import from
 * (beside itself and npm packages). Any other import between them is an error, whether written as
 * a package name or as a relative path, and whichever file it resolves to.
 */
const MAY_IMPORT = {
  // The kernel knows no app: a kernel release must work with every remote version it meets.
  shared: ['tooling'],
  // The shell places remotes at run time through the federation runtime, never by import.
  shell: ['shared', 'tooling'],
  // Remotes talk to each other only through the kernel's events and contracts; one places
  // another's component with RemoteComponent, so each team can deploy alone.
  catalog: ['shared', 'tooling'],
  cart: ['shared', 'tooling'],
  account: ['shared', 'tooling'],
  // Only the kernel's pure entry points, and only by name: see API_KERNEL_ENTRIES.
  api: ['shared', 'tooling'],
  // The end-to-end tests drive built apps and a started API; they import the route table and
  // tooling's static server, nothing of the apps.
  e2e: ['shared', 'tooling'],
  // The build set-up every app shares: it configures apps, it imports none of them.
  tooling: [],
  // Root commands run the apps as processes and read their builds as files; tooling's helper
  // starts the built API for them as it does for the tests.
  scripts: ['tooling'],
};
const FOLDERS = Object.keys(MAY_IMPORT);
const APPS = ['shell', 'catalog', 'cart', 'account', 'api', 'e2e', 'bench'];

/** The kernel's entry points that hold no React, store or browser code, so the API may run them. */
const API_KERNEL_ENTRIES = ['routes', 'pictures', 'contracts'];

/** Front-end source: React and its hooks live here. */
const FRONT_END = ['shared', 'shell', 'catalog', 'cart', 'account'].map((folder) => `${folder}/src/**/*.{ts,tsx}`);
const TYPESCRIPT = ['**/*.{ts,tsx,mts,cts}'];
const JAVASCRIPT = ['**/*.{js,jsx,mjs,cjs}'];

/** `_name` marks a parameter or binding that is there for its position (or to leave a rest object). */
const UNUSED_VARS = { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true };

/** An app is not a library: its code reaches others as a federated module or over HTTP. */
const noAppPackages = {
  regex: `^@shop/(${APPS.join('|')})(/|$)`,
  message: 'Apps are not libraries: a remote\'s component is placed with RemoteComponent, the API is reached over HTTP.',
};
const onlyPureKernelEntries = {
  regex: `^@shop/shared(?!/(${API_KERNEL_ENTRIES.join('|')})$)`,
  message: `The API imports only the kernel's pure entry points: ${API_KERNEL_ENTRIES.map((entry) => `@shop/shared/${entry}`).join(', ')}.`,
};

function boundaryZones() {
  return FOLDERS.map((folder) => ({
    target: `./${folder}`,
    from: FOLDERS.filter((other) => other !== folder && !MAY_IMPORT[folder].includes(other)).map((other) => `./${other}`),
    message: `${folder}/ may import only ${[...MAY_IMPORT[folder], 'npm packages'].join(', ')} (eslint.config.mjs, MAY_IMPORT).`,
  }));
}

/**
 * The API's layers (ARCHITECTURE.md, "API service"): `infra/` knows no domain, no page and no demo
 * (what it needs comes in as options); a domain module uses another only through that module's
 * `index.ts`, as do the web layer and the demo; the running service never imports the demo, which
 * app.ts alone registers behind its one switch. Cycles between domain modules: shop/no-module-cycle.
 */
const API_SRC = 'api/src';
const API_DOMAINS_DIR = `${API_SRC}/modules`;

function apiDomains(root) {
  try {
    return readdirSync(path.join(root, API_DOMAINS_DIR), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

function apiLayerZones(root) {
  const domains = apiDomains(root);
  const outsiders = ['web', 'demo'].map((folder) => `${API_SRC}/${folder}`);
  const publicEntryZones = [...domains.map((domain) => `${API_DOMAINS_DIR}/${domain}`), ...outsiders].flatMap((target) =>
    domains
      .filter((domain) => target !== `${API_DOMAINS_DIR}/${domain}`)
      .map((domain) => ({
        target: `./${target}`,
        from: `./${API_DOMAINS_DIR}/${domain}`,
        except: ['./index.ts'],
        message: `Another domain's internals: import it from ${API_DOMAINS_DIR}/${domain}/index.ts, which says what the module offers.`,
      })),
  );
  return [
    {
      target: `./${API_SRC}/infra`,
      from: [`./${API_DOMAINS_DIR}`, `./${API_SRC}/web`, `./${API_SRC}/demo`, `./${API_SRC}/app.ts`, `./${API_SRC}/server.ts`],
      message: 'infra/ never imports a domain module, the web layer or the demo: pass what it needs in as options.',
    },
    {
      target: [`./${API_DOMAINS_DIR}`, `./${API_SRC}/web`, `./${API_SRC}/infra`],
      from: `./${API_SRC}/demo`,
      message: 'The running service never imports the demo: app.ts registers it behind its one switch.',
    },
    ...publicEntryZones,
  ];
}

/** Fails loudly when a folder of the allow-list is gone, rather than checking nothing. */
function assertFolders(root) {
  for (const folder of FOLDERS) readFileSync(path.join(root, folder === 'scripts' ? 'scripts/test.mjs' : `${folder}/package.json`));
}

/** @param {string} root the repository root (the folder holding this file) */
export function shopLintConfig(root) {
  assertFolders(root);
  return defineConfig([
    globalIgnores([
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      '**/data/',
      '**/.tmp/',
      '**/test-results/',
      '**/playwright-report/',
      'reports/',
    ]),

    {
      name: 'shop/all-files',
      files: [...TYPESCRIPT, ...JAVASCRIPT],
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      plugins: { 'import-x': importX, shop: shopPlugin },
      settings: {
        // One resolver for the boundary rules and the cycle rule: TypeScript sources, the
        // packages' `exports` maps (`@shop/shared/routes`), pnpm's symlinks followed to the file.
        'import-x/resolver-next': [
          createNodeResolver({
            extensions: ['.ts', '.tsx', '.d.ts', '.mjs', '.cjs', '.js', '.json'],
            conditionNames: ['types', 'import', 'require', 'node', 'default'],
          }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones() }],
        // A relative path into another package bypasses its entry points and its version.
        'import-x/no-relative-packages': 'error',
        // A boundary rule passes an import it cannot resolve; so every import must resolve.
        'import-x/no-unresolved': [
          'error',
          // shop-full-package/* is an alias the app builds define (tooling/webpack/shared-singletons.cjs).
          { commonjs: true, ignore: ['^shop-full-package/'] },
        ],
        'no-restricted-imports': ['error', { patterns: [noAppPackages] }],
        'shop/no-import-cycle': 'error',
      },
    },
    {
      name: 'shop/api',
      files: ['api/**'],
      rules: {
        'no-restricted-imports': ['error', { patterns: [noAppPackages, onlyPureKernelEntries] }],
        // The workspace's boundaries again (a later setting of a rule replaces the earlier one), and the API's layers.
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...boundaryZones(), ...apiLayerZones(root)] }],
        'shop/no-module-cycle': ['error', { parents: [API_DOMAINS_DIR] }],
      },
    },
    {
      // scripts/bench is a package only to keep the browser benchmarks' dependencies out of the
      // root install; it is part of the root commands and shares scripts/lib.mjs with them. The
      // zones above still keep it out of the apps.
      name: 'shop/bench',
      files: ['scripts/bench/**'],
      rules: { 'import-x/no-relative-packages': 'off' },
    },

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
        '@typescript-eslint/no-unsafe-argument': 'off',
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-call': 'off',
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-unsafe-return': 'off',
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
        '@typescript-eslint/no-unused-vars': ['error', UNUSED_VARS],
      },
    },
    {
      name: 'shop/javascript',
      files: JAVASCRIPT,
      extends: [tseslint.configs.recommended],
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', UNUSED_VARS],
      },
    },
    {
      name: 'shop/commonjs',
      files: ['**/*.cjs'],
      languageOptions: { sourceType: 'commonjs' },
      rules: {
        // CommonJS is how webpack and jest read their configuration here.
        '@typescript-eslint/no-require-imports': 'off',
      },
    },

    {
      // The two rules of hooks. The plugin's other recommended rules are React Compiler's checks:
      // the shop is compiled by swc, not by React Compiler, and on this code they cost a tenth
      // of the lint's time for findings that were mostly deliberate patterns (a lazy component
      // cached per id read as "created during render").
      name: 'shop/react-hooks',
      files: FRONT_END,
      plugins: { 'react-hooks': reactHooks },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
      },
    },
  ]);
}

export default shopLintConfig(import.meta.dirname);
