// The shop's own lint rules, for what no installed plugin checks.
//
// `shop/no-import-cycle`: no cycle of imports, type-only imports counted. import-x/no-cycle skips
// every `import type` edge and has no setting to count it, but a type cycle ties two modules
// together as firmly as a value cycle: neither can move to another package without the other (the
// remotes are taking code out of the kernel now), and one deleted `type` keyword turns it into a
// cycle at run time. Imports are resolved with the resolver of the `import-x/resolver-next`
// setting, so the boundary rules and this one see the same files.
import { readdirSync, statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(?:[cm]?tsx?|[cm]?jsx?)$/;

function scriptKindOf(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.[cm]?ts$/.test(file)) return ts.ScriptKind.TS;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return ts.ScriptKind.JS;
}

function isTypeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0
    && named.elements.every((element) => element.isTypeOnly);
}

function isTypeOnlyExport(node) {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0
    && clause.elements.every((element) => element.isTypeOnly);
}

/** Every module a file names: static imports and re-exports, `import()`, `require()` and `import('x').T` types. */
function specifiersOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKindOf(file));
  const found = [];
  const add = (literal, typeOnly) => {
    if (!literal || !ts.isStringLiteralLike(literal)) return;
    const start = source.getLineAndCharacterOfPosition(literal.getStart(source));
    const end = source.getLineAndCharacterOfPosition(literal.getEnd());
    found.push({
      specifier: literal.text,
      typeOnly,
      loc: { start: { line: start.line + 1, column: start.character }, end: { line: end.line + 1, column: end.character } },
    });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, isTypeOnlyImport(node));
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, isTypeOnlyExport(node));
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, true);
    else if (ts.isCallExpression(node) && node.arguments.length === 1) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) {
        add(node.arguments[0], false);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolverOf(settings) {
  const resolvers = [settings['import-x/resolver-next'] ?? []].flat();
  if (resolvers.length === 0) throw new Error('shop/no-import-cycle needs the import-x/resolver-next setting');
  return (specifier, file) => {
    for (const resolver of resolvers) {
      const resolved = resolver.resolve(specifier, file);
      if (resolved.found) return resolved.path ?? null;
    }
    return null;
  };
}

/** The workspace's own source files a file imports; packages under node_modules are not followed. */
function edgesOf(file, text, resolve) {
  const edges = [];
  for (const found of specifiersOf(file, text)) {
    const target = resolve(found.specifier, file);
    if (target && SOURCE.test(target) && !target.split(path.sep).includes('node_modules')) edges.push({ ...found, target });
  }
  return edges;
}

// Files other than the one being linted, read from disk; the modification time keeps an editor's
// long-running ESLint from answering with a file's old imports.
const edgeCache = new Map();
function cachedEdgesOf(file, resolve) {
  let modified;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = edgeCache.get(file);
  if (cached && cached.modified === modified) return cached.edges;
  const edges = edgesOf(file, readFileSync(file, 'utf8'), resolve);
  edgeCache.set(file, { modified, edges });
  return edges;
}

/** The shortest chain of imports from `start` back to `goal`, or null; files known not to lead back are skipped. */
function routeBack(start, goal, resolve, noWayBack) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const edge of cachedEdgesOf(file, resolve)) {
      if (edge.target === goal) {
        const route = [edge];
        for (let step = cameFrom.get(file); step; step = cameFrom.get(step.from)) route.unshift(step.edge);
        return route;
      }
      if (cameFrom.has(edge.target) || noWayBack.has(edge.target)) continue;
      cameFrom.set(edge.target, { from: file, edge });
      queue.push(edge.target);
    }
  }
  for (const file of cameFrom.keys()) noWayBack.add(file);
  return null;
}

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the workspace\'s files, type-only imports included' },
    schema: [],
    messages: {
      cycle: 'Import cycle ({{kind}}): {{route}}',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file) || !SOURCE.test(file)) return {};
    const resolve = resolverOf(context.settings);
    const root = context.cwd;
    const name = (target) => path.relative(root, target);
    return {
      'Program:exit'() {
        const noWayBack = new Set();
        for (const edge of edgesOf(file, context.sourceCode.text, resolve)) {
          if (edge.target === file) continue;
          const back = routeBack(edge.target, file, resolve, noWayBack);
          if (!back) continue;
          const route = [edge, ...back];
          const kind = route.every((step) => !step.typeOnly) ? 'at run time' : 'through a type-only import';
          const steps = route.map((step) => `${step.typeOnly ? '(type) ' : ''}${name(step.target)}`);
          context.report({ loc: edge.loc, messageId: 'cycle', data: { kind, route: [name(file), ...steps].join(' → ') } });
        }
      },
    };
  },
};

/** Every source file below `folder`, tests included (a test importing another module ties them too). */
function sourceFilesBelow(folder) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The subfolder of one of `parents` that holds `file` (its module), or null. */
function moduleOf(file, parents) {
  for (const parent of parents) {
    const relative = path.relative(parent, file);
    if (!relative.startsWith('..') && !path.isAbsolute(relative) && relative.includes(path.sep)) {
      return path.join(parent, relative.split(path.sep)[0]);
    }
  }
  return null;
}

/**
 * `shop/no-module-cycle`: no cycle between the modules (the subfolders) of the given folders, as in
 * api/src/modules/<domain>. Files can form no cycle while their modules do (auth/a imports
 * organization/b, organization/c imports auth/d): then neither domain can be understood, tested or
 * moved without the other. Options: `{ parents: ['api/src/modules'] }`, relative to the cwd.
 */
const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the modules (subfolders) of the given folders' },
    schema: [{ type: 'object', properties: { parents: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: { cycle: 'Module cycle: {{route}} (each domain module may use another only one way round)' },
  },
  create(context) {
    const file = context.physicalFilename;
    const parents = (context.options[0]?.parents ?? []).map((parent) => path.resolve(context.cwd, parent));
    const home = moduleOf(file, parents);
    if (!path.isAbsolute(file) || !SOURCE.test(file) || home === null) return {};
    const resolve = resolverOf(context.settings);
    const name = (module) => path.relative(context.cwd, module);
    /** module → the other modules its files import. */
    const moduleGraph = () => {
      const graph = new Map();
      for (const parent of parents) {
        for (const source of sourceFilesBelow(parent)) {
          const from = moduleOf(source, parents);
          if (from === null) continue;
          for (const edge of cachedEdgesOf(source, resolve)) {
            const to = moduleOf(edge.target, parents);
            if (to !== null && to !== from) graph.set(from, new Set([...(graph.get(from) ?? []), to]));
          }
        }
      }
      return graph;
    };
    return {
      'Program:exit'() {
        let graph;
        for (const edge of edgesOf(file, context.sourceCode.text, resolve)) {
          const to = moduleOf(edge.target, parents);
          if (to === null || to === home) continue;
          graph ??= moduleGraph();
          // Breadth first from the imported module back to this file's own.
          const cameFrom = new Map([[to, null]]);
          const queue = [to];
          let found = false;
          while (queue.length > 0 && !found) {
            const module = queue.shift();
            for (const next of graph.get(module) ?? []) {
              if (cameFrom.has(next)) continue;
              cameFrom.set(next, module);
              if (next === home) {
                found = true;
                break;
              }
              queue.push(next);
            }
          }
          if (!found) continue;
          const route = [home];
          for (let step = home; step !== null; step = cameFrom.get(step)) route.splice(1, 0, step);
          context.report({ loc: edge.loc, messageId: 'cycle', data: { route: route.map(name).join(' → ') } });
        }
      },
    };
  },
};

export const shopPlugin = {
  meta: { name: 'shop' },
  rules: { 'no-import-cycle': noImportCycle, 'no-module-cycle': noModuleCycle },
};
