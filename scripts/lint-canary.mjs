// Proves the lint still bites: writes a scratch workspace in the shop's layout with one deliberate
// violation of each rule (a remote importing another's source, a type-only import cycle, …) beside
// files that break nothing, and runs eslint.config.mjs's and .dependency-cruiser.cjs's very rules on
// it. Each violation must be reported by its rule, and nothing else may be: a plugin upgrade, a
// renamed folder or a resolver that stops resolving fails here instead of passing the real code.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { ESLint } from 'eslint';
import { shopLintConfig } from '../eslint.config.mjs';
import { repoRoot, seconds } from './lib.mjs';

const LEAF = 'export const leaf = 1;\n';
const uses = (...modules) => `${modules.map((module) => `import '${module}';\n`).join('')}${LEAF}`;

/** The scratch workspace: file (or folder) → [content, ...the rules that must report it]. */
const FILES = {
  'shared/package.json': [JSON.stringify({ exports: { '.': './src/index.ts', './routes': './src/routes/route-table.ts' } })],
  'shared/src/index.ts': ["export * from './routes/route-table';\n", 'no-restricted-syntax'],
  'shared/src/routes/route-table.ts': [LEAF],
  'shell/src/header.ts': [LEAF],
  'cart/src/pages.ts': [LEAF],
  'catalog/src/pages.ts': [uses('@shop/shared')],
  'api/src/uses-route-table.ts': [uses('@shop/shared/routes')],
  // Boundaries.
  'catalog/src/imports-cart.ts': [uses('../../cart/src/pages'), 'boundary-catalog', 'no-relative-package'],
  'catalog/src/imports-cart-package.ts': [uses('@shop/cart'), 'not-to-unresolvable'],
  'shared/src/imports-shell.ts': [uses('../../shell/src/header'), 'boundary-shared', 'no-relative-package'],
  'shell/src/imports-catalog.ts': [uses('../../catalog/src/pages'), 'boundary-shell', 'no-relative-package'],
  'api/src/imports-kernel-file.ts': [uses('../../shared/src/routes/route-table'), 'no-relative-package'],
  'api/src/imports-kernel-root.ts': [uses('@shop/shared'), 'api-kernel-entries'],
  ...Object.fromEntries(['cart', 'account', 'backoffice', 'api', 'e2e', 'tooling', 'scripts'].map((folder) =>
    [`${folder}/src/imports-shell.ts`, [uses('../../shell/src/header'), `boundary-${folder}`, 'no-relative-package']])),
  // Import cycles, one of type-only imports; a cycle is reported once, at its first file.
  'catalog/src/cycle-a.ts': ["import type { B } from './cycle-b';\n\nexport type A = B | undefined;\n", 'no-circular'],
  'catalog/src/cycle-b.ts': ["import type { A } from './cycle-a';\n\nexport type B = A[];\n"],
  'shell/src/cycle-x.ts': [uses('./cycle-y'), 'no-circular'],
  'shell/src/cycle-y.ts': [uses('./cycle-x')],
  // The API's layers: a domain used through its index.ts is allowed.
  'api/src/modules/auth/index.ts': [uses('./session')],
  'api/src/modules/auth/session.ts': [LEAF],
  'api/src/modules/orders/uses-auth.ts': [uses('../auth')],
  'api/src/modules/orders/uses-auth-internals.ts': [uses('../auth/session'), 'api-module-through-index'],
  'api/src/infra/imports-domain.ts': [uses('../modules/auth'), 'api-infra-knows-no-domain'],
  'api/src/demo/seed.ts': [LEAF],
  'api/src/modules/orders/imports-demo.ts': [uses('../../demo/seed'), 'api-service-without-demo'],
  // Two domain modules that import each other, with no cycle between their files.
  'api/src/modules/mail': ['', 'api-no-module-cycle'],
  'api/src/modules/mail/index.ts': [uses('./outbox')],
  'api/src/modules/mail/outbox.ts': [LEAF],
  'api/src/modules/mail/sender.ts': [uses('../onboarding')],
  'api/src/modules/onboarding': ['', 'api-no-module-cycle'],
  'api/src/modules/onboarding/index.ts': [uses('./links')],
  'api/src/modules/onboarding/links.ts': [uses('../mail')],
  // React's rules of hooks go by the names, so no React is needed here.
  'cart/src/hooks.ts': [
    'const useCounter = (): number => 1;\nconst useEffect = (effect: () => void, _dependencies: unknown[]): void => effect();\n' +
      'export function useConditional(flag: boolean, value: number): number {\n  if (flag) return useCounter();\n  useEffect(() => console.log(value), []);\n  return 0;\n}\n',
    'react-hooks/rules-of-hooks',
    'react-hooks/exhaustive-deps',
  ],
  // typescript-eslint: a written `any`, and a promise left floating (proves type information is on).
  'api/src/any.ts': ["export const parsed: any = JSON.parse('{}');\n", '@typescript-eslint/no-explicit-any'],
  'account/src/floating.ts': ['async function save(): Promise<void> {}\n\nexport function onSave(): void {\n  save();\n}\n', '@typescript-eslint/no-floating-promises'],
};

function scaffold(root) {
  const tsconfig = JSON.stringify({ compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', types: [] }, include: ['*/src'] });
  for (const [file, [content]] of [...Object.entries(FILES), ['tsconfig.json', [tsconfig]], ['tsconfig.base.json', [tsconfig]]]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    if (content) writeFileSync(path.join(root, file), content);
  }
  // What pnpm does for a workspace dependency.
  mkdirSync(path.join(root, 'node_modules', '@shop'), { recursive: true });
  symlinkSync(path.join(root, 'shared'), path.join(root, 'node_modules', '@shop', 'shared'), 'dir');
}

/** "file rule" → messages, from both tools. */
async function reported(root) {
  const found = new Map();
  const add = (file, rule, message) => found.set(`${file} ${rule}`, [...(found.get(`${file} ${rule}`) ?? []), message]);
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: shopLintConfig(root) });
  for (const result of await eslint.lintFiles(['.'])) {
    for (const message of result.messages) add(path.relative(root, result.filePath), message.ruleId ?? 'parse error', message.message);
  }
  const options = await extractDepcruiseOptions(path.join(repoRoot, '.dependency-cruiser.cjs'));
  const { output } = await cruise(['.'], { ...options, baseDir: root });
  for (const { from, to, rule } of output.summary.violations) add(from, rule.name, `→ ${to}`);
  return found;
}

const started = Date.now();
const root = mkdtempSync(path.join(os.tmpdir(), 'shop-lint-canary-'));
let ok = true;
try {
  scaffold(root);
  const found = await reported(root);
  for (const [file, [, ...rules]] of Object.entries(FILES)) {
    for (const rule of rules) {
      const caught = found.delete(`${file} ${rule}`);
      ok &&= caught;
      console.log(`${caught ? 'caught ' : 'MISSED '} ${rule} in ${file}`);
    }
  }
  for (const [key, messages] of found) console.log(`UNEXPECTED ${key}: ${messages.join(' | ')}`);
  ok &&= found.size === 0;
} finally {
  rmSync(root, { recursive: true, force: true });
}
console.log(`lint canary: ${ok ? 'every deliberate violation caught' : 'FAILED'} (${seconds(started)} s)`);
process.exit(ok ? 0 : 1);
