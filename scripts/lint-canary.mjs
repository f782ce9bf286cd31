// Proves the lint still bites: builds a small scratch workspace with the shop's folder layout,
// writes one deliberate violation of each rule family into it (a remote importing another's
// source, the kernel importing the shell, the API reaching into the kernel's files, a type-only
// import cycle, …) beside files that break nothing, and runs eslint.config.mjs's very rules on it.
// Every violation must be reported by the rule meant to catch it, and nothing else may be: a
// plugin upgrade, a renamed folder or a resolver that stops resolving fails here instead of
// silently passing the real code. `node scripts/lint-canary.mjs`; `npm run lint` runs it too.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { shopLintConfig } from '../eslint.config.mjs';
import { repoRoot, seconds } from './lib.mjs';

const FOLDERS = ['shared', 'shell', 'catalog', 'cart', 'account', 'api', 'e2e', 'tooling', 'scripts'];

/** The scratch workspace: file → content. Violations name the rules that must report them. */
const FILES = {
  // What the violations point at.
  'shared/src/index.ts': "export const shopStore = { lines: [] as string[] };\n",
  'shared/src/routes/route-table.ts': "export const ROUTES = ['front'];\n",
  'shell/src/header.ts': "export const header = 'header';\n",
  'cart/src/pages/pages.ts': "export const cartPages = ['cart'];\n",
  'catalog/src/pages/pages.ts': "export const catalogPages = ['catalog'];\n",

  // Allowed: an app uses the kernel by its name, the API a pure entry point of the kernel.
  'catalog/src/uses-kernel.ts': "import { shopStore } from '@shop/shared';\n\nexport const lines = shopStore.lines;\n",
  'api/src/uses-route-table.ts': "import { ROUTES } from '@shop/shared/routes';\n\nexport const routeCount = ROUTES.length;\n",

  // Boundaries.
  'catalog/src/imports-cart.ts': "import { cartPages } from '../../cart/src/pages/pages';\n\nexport const pages = cartPages;\n",
  'shared/src/imports-shell.ts': "import { header } from '../../shell/src/header';\n\nexport const chrome = header;\n",
  'shell/src/imports-catalog.ts': "import { catalogPages } from '../../catalog/src/pages/pages';\n\nexport const pages = catalogPages;\n",
  'api/src/imports-kernel-file.ts': "import { ROUTES } from '../../shared/src/routes/route-table';\n\nexport const routes = ROUTES;\n",
  'api/src/imports-kernel-root.ts': "import { shopStore } from '@shop/shared';\n\nexport const store = shopStore;\n",

  // A cycle of type-only imports.
  'catalog/src/cycle-a.ts': "import type { B } from './cycle-b';\n\nexport interface A {\n  b?: B;\n}\n",
  'catalog/src/cycle-b.ts': "import type { A } from './cycle-a';\n\nexport interface B {\n  a?: A;\n}\n",

  // A cycle of imports at run time.
  'shell/src/cycle-x.ts': "import { y } from './cycle-y';\n\nexport const x = (): number => y() + 1;\n",
  'shell/src/cycle-y.ts': "import { x } from './cycle-x';\n\nexport const y = (): number => (Math.random() > 2 ? x() : 0);\n",

  // React's rules of hooks (the rules go by the names, so no React is needed here).
  'cart/src/hooks.ts': [
    'function useCounter(): number {',
    '  return 1;',
    '}',
    'function useEffect(effect: () => void, dependencies: unknown[]): void {',
    '  effect();',
    '  void dependencies;',
    '}',
    'export function useConditional(flag: boolean, value: number): number {',
    '  if (flag) return useCounter();',
    '  useEffect(() => console.log(value), []);',
    '  return 0;',
    '}',
    '',
  ].join('\n'),

  // The API's layers: a domain used through its index.ts is allowed; its internals, a domain seen
  // from infra/, the demo seen from a domain, and a cycle between two domains are not.
  'api/src/modules/auth/index.ts': "export { sessionOf } from './session';\n",
  'api/src/modules/auth/session.ts': "export const sessionOf = (token: string): string => token;\n",
  'api/src/modules/orders/uses-auth.ts': "import { sessionOf } from '../auth';\n\nexport const owner = sessionOf('a');\n",
  'api/src/modules/orders/uses-auth-internals.ts': "import { sessionOf } from '../auth/session';\n\nexport const owner = sessionOf('b');\n",
  'api/src/infra/imports-domain.ts': "import { sessionOf } from '../modules/auth';\n\nexport const owner = sessionOf('c');\n",
  'api/src/demo/seed.ts': "export const DEMO_ROWS = ['demo'];\n",
  'api/src/modules/orders/imports-demo.ts': "import { DEMO_ROWS } from '../../demo/seed';\n\nexport const rows = DEMO_ROWS;\n",
  'api/src/modules/mail/index.ts': "export { outbox } from './outbox';\n",
  'api/src/modules/mail/outbox.ts': "export const outbox = (): string[] => [];\n",
  'api/src/modules/mail/sender.ts': "import { confirmationLink } from '../onboarding';\n\nexport const send = (): string => confirmationLink();\n",
  'api/src/modules/onboarding/index.ts': "export { confirmationLink } from './links';\n",
  'api/src/modules/onboarding/links.ts': "import { outbox } from '../mail';\n\nexport const confirmationLink = (): string => String(outbox().length);\n",

  // typescript-eslint: a written `any`, and a promise left floating (proves type information is on).
  'api/src/any.ts': 'export const parsed: any = JSON.parse(\'{}\');\n',
  'account/src/floating.ts': 'async function save(): Promise<void> {}\n\nexport function onSave(): void {\n  save();\n}\n',
};

/** [file, rule]: each must be reported; any message not listed here fails the check too. */
const EXPECTED = [
  ['catalog/src/imports-cart.ts', 'import-x/no-restricted-paths', 'a remote imports another remote\'s source'],
  ['catalog/src/imports-cart.ts', 'import-x/no-relative-packages', 'a remote imports another remote\'s source'],
  ['shared/src/imports-shell.ts', 'import-x/no-restricted-paths', 'the kernel imports the shell'],
  ['shared/src/imports-shell.ts', 'import-x/no-relative-packages', 'the kernel imports the shell'],
  ['shell/src/imports-catalog.ts', 'import-x/no-restricted-paths', 'the shell imports a remote\'s source'],
  ['shell/src/imports-catalog.ts', 'import-x/no-relative-packages', 'the shell imports a remote\'s source'],
  ['api/src/imports-kernel-file.ts', 'import-x/no-relative-packages', 'the API imports ../../shared/src/…'],
  ['api/src/imports-kernel-root.ts', 'no-restricted-imports', 'the API imports @shop/shared\'s root entry'],
  ['catalog/src/cycle-a.ts', 'shop/no-import-cycle', 'a type-only import cycle'],
  ['catalog/src/cycle-b.ts', 'shop/no-import-cycle', 'a type-only import cycle'],
  ['shell/src/cycle-x.ts', 'shop/no-import-cycle', 'an import cycle at run time'],
  ['shell/src/cycle-y.ts', 'shop/no-import-cycle', 'an import cycle at run time'],
  ['api/src/modules/orders/uses-auth-internals.ts', 'import-x/no-restricted-paths', 'a domain imports another domain\'s internals'],
  ['api/src/infra/imports-domain.ts', 'import-x/no-restricted-paths', 'infra imports a domain module'],
  ['api/src/modules/orders/imports-demo.ts', 'import-x/no-restricted-paths', 'a domain imports the demo'],
  ['api/src/modules/mail/sender.ts', 'shop/no-module-cycle', 'two domain modules import each other'],
  ['api/src/modules/onboarding/links.ts', 'shop/no-module-cycle', 'two domain modules import each other'],
  ['cart/src/hooks.ts', 'react-hooks/rules-of-hooks', 'a hook called conditionally'],
  ['cart/src/hooks.ts', 'react-hooks/exhaustive-deps', 'an effect missing a dependency'],
  ['api/src/any.ts', '@typescript-eslint/no-explicit-any', 'a written any'],
  ['account/src/floating.ts', '@typescript-eslint/no-floating-promises', 'a floating promise (type-aware)'],
];

function write(root, file, content) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

function scaffold(root) {
  write(root, 'package.json', JSON.stringify({ name: 'shop', private: true, type: 'module' }));
  write(root, 'tsconfig.base.json', readFileSync(path.join(repoRoot, 'tsconfig.base.json'), 'utf8'));
  write(root, 'scripts/test.mjs', '');
  // One TypeScript program for the whole scratch workspace: a program per folder would only add time.
  write(root, 'tsconfig.json', JSON.stringify({ extends: './tsconfig.base.json', compilerOptions: { types: [] }, include: ['*/src'] }));
  const sharedExports = JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')).exports;
  for (const folder of FOLDERS.filter((name) => name !== 'scripts')) {
    const manifest = { name: `@shop/${folder}`, private: true, ...(folder === 'shared' ? { exports: { '.': './src/index.ts', './routes': sharedExports['./routes'] } } : {}) };
    write(root, `${folder}/package.json`, JSON.stringify(manifest));
    if (folder !== 'shared') {
      // What pnpm does for a workspace dependency.
      mkdirSync(path.join(root, folder, 'node_modules', '@shop'), { recursive: true });
      symlinkSync(path.join('..', '..', '..', 'shared'), path.join(root, folder, 'node_modules', '@shop', 'shared'), 'dir');
    }
  }
  for (const [file, content] of Object.entries(FILES)) write(root, file, content);
}

/** @returns {Promise<{ ok: boolean, lines: string[] }>} */
async function runLintCanary() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-lint-canary-'));
  try {
    scaffold(root);
    const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: shopLintConfig(root) });
    const results = await eslint.lintFiles(['.']);
    const reported = new Map();
    for (const result of results) {
      for (const message of result.messages) {
        const key = `${path.relative(root, result.filePath)} ${message.ruleId ?? 'parse error'}`;
        reported.set(key, [...(reported.get(key) ?? []), message.message]);
      }
    }
    const lines = [];
    let ok = true;
    for (const [file, rule, what] of EXPECTED) {
      const hit = reported.has(`${file} ${rule}`);
      ok &&= hit;
      lines.push(`${hit ? 'caught ' : 'MISSED '} ${what}: ${rule} in ${file}`);
      reported.delete(`${file} ${rule}`);
    }
    for (const [key, messages] of reported) {
      ok = false;
      lines.push(`UNEXPECTED ${key}: ${messages.join(' | ')}`);
    }
    return { ok, lines };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const started = Date.now();
const { ok, lines } = await runLintCanary();
for (const line of lines) console.log(line);
console.log(`lint canary: ${ok ? 'every deliberate violation caught' : 'FAILED'} (${seconds(started)} s)`);
process.exit(ok ? 0 : 1);
