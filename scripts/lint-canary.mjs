// Proves the lint still bites: builds a small scratch workspace with the shop's folder layout,
// writes one deliberate violation of each rule into it (a remote importing another's source, a
// type-only import cycle, a domain's internals seen from another domain, …) beside files that
// break nothing, and runs eslint.config.mjs's and .dependency-cruiser.cjs's very rules on it. Every
// violation must be reported by the rule meant to catch it, and nothing else may be: a plugin
// upgrade, a renamed folder or a resolver that stops resolving fails here instead of silently
// passing the real code. `node scripts/lint-canary.mjs`; `npm run lint` runs it too.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { ESLint } from 'eslint';
import { shopLintConfig } from '../eslint.config.mjs';
import { repoRoot, seconds } from './lib.mjs';

const exporting = (name) => `export const ${name} = [${JSON.stringify(name)}];\n`;
const importing = (name, from) => `import { ${name} } from '${from}';\n\nexport const uses = ${name};\n`;

/** The scratch workspace: file → content, with the rules each file must be reported by (none: clean). */
const FILES = {
  'shared/src/index.ts': ["export * from './routes/route-table';\n", 'no-restricted-syntax'],
  'shared/src/routes/route-table.ts': [exporting('ROUTES')],
  'shell/src/header.ts': [exporting('header')],
  'cart/src/pages.ts': [exporting('cartPages')],
  'catalog/src/pages.ts': [exporting('catalogPages')],
  'catalog/src/uses-kernel.ts': [importing('ROUTES', '@shop/shared')],
  'api/src/uses-route-table.ts': [importing('ROUTES', '@shop/shared/routes')],
  'catalog/src/imports-cart.ts': [importing('cartPages', '../../cart/src/pages'), 'boundary-catalog', 'no-relative-package'],
  'catalog/src/imports-cart-package.ts': [importing('cartPages', '@shop/cart'), 'not-to-unresolvable'],
  'shared/src/imports-shell.ts': [importing('header', '../../shell/src/header'), 'boundary-shared', 'no-relative-package'],
  'shell/src/imports-catalog.ts': [importing('catalogPages', '../../catalog/src/pages'), 'boundary-shell', 'no-relative-package'],
  'api/src/imports-kernel-file.ts': [importing('ROUTES', '../../shared/src/routes/route-table'), 'no-relative-package'],
  'api/src/imports-kernel-root.ts': [importing('ROUTES', '@shop/shared'), 'api-kernel-entries'],
  // A cycle is reported once, at its first file.
  'catalog/src/cycle-a.ts': ["import type { B } from './cycle-b';\n\nexport interface A {\n  b?: B;\n}\n", 'no-circular'],
  'catalog/src/cycle-b.ts': ["import type { A } from './cycle-a';\n\nexport interface B {\n  a?: A;\n}\n"],
  'shell/src/cycle-x.ts': ["import { y } from './cycle-y';\n\nexport const x = (): number => y() + 1;\n", 'no-circular'],
  'shell/src/cycle-y.ts': ["import { x } from './cycle-x';\n\nexport const y = (): number => (Math.random() > 2 ? x() : 0);\n"],
  // React's rules of hooks go by the names, so no React is needed here.
  'cart/src/hooks.ts': [
    'function useCounter(): number {\n  return 1;\n}\nfunction useEffect(effect: () => void, dependencies: unknown[]): void {\n  effect();\n  void dependencies;\n}\n' +
      'export function useConditional(flag: boolean, value: number): number {\n  if (flag) return useCounter();\n  useEffect(() => console.log(value), []);\n  return 0;\n}\n',
    'react-hooks/rules-of-hooks',
    'react-hooks/exhaustive-deps',
  ],
  // The API's layers: a domain used through its index.ts is allowed.
  'api/src/modules/auth/index.ts': ["export { sessionOf } from './session';\n"],
  'api/src/modules/auth/session.ts': [exporting('sessionOf')],
  'api/src/modules/orders/uses-auth.ts': [importing('sessionOf', '../auth')],
  'api/src/modules/orders/uses-auth-internals.ts': [importing('sessionOf', '../auth/session'), 'api-module-through-index'],
  'api/src/infra/imports-domain.ts': [importing('sessionOf', '../modules/auth'), 'api-infra-knows-no-domain'],
  'api/src/demo/seed.ts': [exporting('DEMO_ROWS')],
  'api/src/modules/orders/imports-demo.ts': [importing('DEMO_ROWS', '../../demo/seed'), 'api-service-without-demo'],
  // Two domain modules that import each other, with no cycle between their files.
  'api/src/modules/mail': ['', 'api-no-module-cycle'],
  'api/src/modules/mail/index.ts': ["export { outbox } from './outbox';\n"],
  'api/src/modules/mail/outbox.ts': [exporting('outbox')],
  'api/src/modules/mail/sender.ts': [importing('confirmationLink', '../onboarding')],
  'api/src/modules/onboarding': ['', 'api-no-module-cycle'],
  'api/src/modules/onboarding/index.ts': ["export { confirmationLink } from './links';\n"],
  'api/src/modules/onboarding/links.ts': [importing('outbox', '../mail').replace('uses', 'confirmationLink')],
  // typescript-eslint: a written `any`, and a promise left floating (proves type information is on).
  'api/src/any.ts': ["export const parsed: any = JSON.parse('{}');\n", '@typescript-eslint/no-explicit-any'],
  'account/src/floating.ts': ['async function save(): Promise<void> {}\n\nexport function onSave(): void {\n  save();\n}\n', '@typescript-eslint/no-floating-promises'],
};

function write(root, file, content) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

function scaffold(root) {
  write(root, 'package.json', JSON.stringify({ name: 'shop', private: true, type: 'module' }));
  write(root, 'tsconfig.base.json', JSON.stringify({ compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true } }));
  // One TypeScript program for the whole scratch workspace: a program per folder would only add time.
  write(root, 'tsconfig.json', JSON.stringify({ extends: './tsconfig.base.json', compilerOptions: { types: [] }, include: ['*/src'] }));
  for (const folder of ['shared', 'shell', 'catalog', 'cart', 'account', 'api']) {
    const exports = folder === 'shared' ? { '.': './src/index.ts', './routes': './src/routes/route-table.ts' } : undefined;
    write(root, `${folder}/package.json`, JSON.stringify({ name: `@shop/${folder}`, private: true, exports }));
    if (folder === 'shared') continue;
    // What pnpm does for a workspace dependency.
    mkdirSync(path.join(root, folder, 'node_modules', '@shop'), { recursive: true });
    symlinkSync(path.join('..', '..', '..', 'shared'), path.join(root, folder, 'node_modules', '@shop', 'shared'), 'dir');
  }
  for (const [file, [content]] of Object.entries(FILES)) if (content) write(root, file, content);
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
  for (const violation of output.summary.violations) add(violation.from, violation.rule.name, `→ ${violation.to}`);
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
  for (const [key, messages] of found) {
    ok = false;
    console.log(`UNEXPECTED ${key}: ${messages.join(' | ')}`);
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
console.log(`lint canary: ${ok ? 'every deliberate violation caught' : 'FAILED'} (${seconds(started)} s)`);
process.exit(ok ? 0 : 1);
