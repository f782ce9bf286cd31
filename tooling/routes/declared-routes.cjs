// A remote's declared routes (its `src/routes.ts`, exposed as `./routes`), read without its build:
// the module is plain data with type-only imports, so swc strips its types and it is evaluated on
// its own. The build writes it beside the manifest as routes.json (the server reads that), and the
// tests of every package install the routes the remotes of this repository declare.
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

/** The file a remote declares its routes in, relative to its folder. */
const ROUTES_FILE = path.join('src', 'routes.ts');

/** The default export of `<appDir>/src/routes.ts`; throws when it imports anything at run time. */
function readDeclaredRoutes(appDir) {
  const file = path.join(appDir, ROUTES_FILE);
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  const noImports = (name) => {
    throw new Error(`${file} imports ${name}: a routes module is plain data (import types only)`);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, noImports);
  const value = module.exports.default;
  if (value === undefined) throw new Error(`${file} has no default export`);
  return JSON.parse(JSON.stringify(value));
}

/** The declared routes of every app of the repository that has a routes module, by app name. */
function repositoryDeclaredRoutes(repoRoot) {
  const declared = {};
  for (const entry of fs.readdirSync(repoRoot, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'shell' || entry.name === 'node_modules') continue;
    const dir = path.join(repoRoot, entry.name);
    if (fs.existsSync(path.join(dir, ROUTES_FILE)) && fs.existsSync(path.join(dir, 'webpack.config.cjs'))) declared[entry.name] = readDeclaredRoutes(dir);
  }
  return declared;
}

/** Writes the remote's declared routes as routes.json beside its mf-manifest.json. */
class DeclaredRoutesPlugin {
  constructor({ appDir }) {
    this.appDir = appDir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('DeclaredRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'DeclaredRoutesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(path.join(this.appDir, ROUTES_FILE));
        compilation.emitAsset('routes.json', new RawSource(JSON.stringify(readDeclaredRoutes(this.appDir))));
      });
    });
  }
}

module.exports = { DeclaredRoutesPlugin, ROUTES_FILE, readDeclaredRoutes, repositoryDeclaredRoutes };
