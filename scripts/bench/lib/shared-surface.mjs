// react-router is shared through a list of its exports
// (tooling/webpack/shared-entries/<package>.mjs): a name an app imports that its list lacks would be
// undefined at run time. This finds such names in the sources of every app.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './shop-server.mjs';

export const SURFACE_PACKAGES = ['react-router'];
const APP_SOURCES = ['shell/src', 'catalog/src', 'cart/src', 'account/src', 'shared/src'];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test-support' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Value names imported from a package (`import { a, b as c, type T } from 'pkg'` gives a, b). */
export function importedNames(source, packageName) {
  const pattern = new RegExp(`import\\s*(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${packageName}'`, 'g');
  return [...source.matchAll(pattern)]
    .filter((match) => !match[1])
    .flatMap((match) => match[2].split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0].trim());
}

export function surfaceOf(packageName) {
  const file = readFileSync(path.join(repoRoot, 'tooling', 'webpack', 'shared-entries', `${packageName}.mjs`), 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(file)?.[1] ?? '';
  return new Set(list.split(',').map((name) => name.trim()).filter(Boolean));
}

/** `package: name (file)` for every imported name missing from its package's shared list. */
export function namesMissingFromSurfaces() {
  const files = APP_SOURCES.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)));
  return SURFACE_PACKAGES.flatMap((packageName) => {
    const allowed = surfaceOf(packageName);
    return files.flatMap((file) =>
      importedNames(readFileSync(file, 'utf8'), packageName)
        .filter((name) => !allowed.has(name))
        .map((name) => `${packageName}: ${name} (${path.relative(repoRoot, file)})`),
    );
  });
}
