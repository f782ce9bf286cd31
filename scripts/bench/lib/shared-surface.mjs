// react-router-dom and react-i18next are shared through lists of their exports
// (tooling/webpack/shared-entries/<package>.mjs): a name an app imports that its list lacks would be
// undefined at run time. This finds such names in the sources of every app.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './shop-server.mjs';

const SURFACE_PACKAGES = ['react-router-dom', 'react-i18next'];
/**
 * Packages that are not shared although a shared one re-exports them: a name imported from one
 * would be a second copy (react-router's, a router context of its own) in every app that does it.
 */
const IMPORT_INSTEAD = { 'react-router': 'react-router-dom' };
const APP_SOURCES = ['shell/src', 'catalog/src', 'cart/src', 'account/src', 'shared/src'];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // A server/ folder is code of the Node build only, which shares these packages whole.
    if (statSync(full).isDirectory()) return name === 'test-support' || name === 'server' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Value names imported from a package (`import { a, b as c, type T } from 'pkg'` gives a, b). */
function importedNames(source, packageName) {
  const pattern = new RegExp(`import\\s*(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${packageName}'`, 'g');
  return [...source.matchAll(pattern)]
    .filter((match) => !match[1])
    .flatMap((match) => match[2].split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0].trim());
}

function surfaceOf(packageName) {
  const file = readFileSync(path.join(repoRoot, 'tooling', 'webpack', 'shared-entries', `${packageName}.mjs`), 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(file)?.[1] ?? '';
  return new Set(list.split(',').map((name) => name.trim()).filter(Boolean));
}

/**
 * `package: name (file)` for every imported name missing from its package's shared list, and for
 * every name imported from a package that is to be imported through another one.
 */
export function namesMissingFromSurfaces() {
  const files = APP_SOURCES.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)));
  const missing = SURFACE_PACKAGES.flatMap((packageName) => {
    const allowed = surfaceOf(packageName);
    return files.flatMap((file) =>
      importedNames(readFileSync(file, 'utf8'), packageName)
        .filter((name) => !allowed.has(name))
        .map((name) => `${packageName}: ${name} (${path.relative(repoRoot, file)})`),
    );
  });
  const misrouted = Object.entries(IMPORT_INSTEAD).flatMap(([packageName, instead]) =>
    files.flatMap((file) =>
      importedNames(readFileSync(file, 'utf8'), packageName).map((name) => `${packageName}: ${name} (${path.relative(repoRoot, file)}; import it from ${instead})`),
    ),
  );
  return [...missing, ...misrouted];
}
