// Who may import whom (ARCHITECTURE.md, "Who owns what"), checked by dependency-cruiser on the
// files each import resolves to, whether it is written as a package name or a relative path, and
// with type-only imports counted. `npm run lint` runs it; scripts/lint-canary.mjs proves each rule
// still reports its deliberate violation.

/** The workspace folders each folder may import from, beside itself and npm packages. */
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
  // Only the kernel's pure entry points: see the rule api-kernel-entries.
  api: ['shared', 'tooling'],
  // The end-to-end tests drive built apps and a started API: the route table and tooling only.
  e2e: ['shared', 'tooling'],
  // The build set-up every app shares: it configures apps, it imports none of them.
  tooling: [],
  // Root commands run the apps as processes and read their builds as files.
  scripts: ['tooling'],
};
const FOLDERS = Object.keys(MAY_IMPORT);
const any = (names) => `(${names.join('|')})`;

/** The kernel's entry points that hold no React, store or browser code, so the API may run them. */
const API_KERNEL_ENTRIES = ['routes/route-table', 'routes/picture-widths', 'contracts/api-shapes'];

const boundaries = FOLDERS.map((folder) => ({
  name: `boundary-${folder}`,
  comment: `${folder}/ may import only ${[...MAY_IMPORT[folder], 'npm packages'].join(', ')} (.dependency-cruiser.cjs, MAY_IMPORT).`,
  severity: 'error',
  from: { path: `^${folder}/` },
  to: { path: `^${any(FOLDERS.filter((other) => other !== folder && !MAY_IMPORT[folder].includes(other)))}/` },
}));

module.exports = {
  forbidden: [
    ...boundaries,
    {
      name: 'no-relative-package',
      comment: 'A relative path into another package bypasses its entry points and its version: import it by name.',
      severity: 'error',
      from: { path: '^(shared|shell|catalog|cart|account|api|e2e|tooling)/' },
      to: { dependencyTypes: ['local'], pathNot: '^$1/' },
    },
    {
      name: 'api-kernel-entries',
      comment: `The API imports only the kernel's pure entry points: @shop/shared/routes, /pictures and /contracts.`,
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^shared/', pathNot: `^shared/src/${any(API_KERNEL_ENTRIES)}\\.ts$` },
    },
    {
      name: 'no-circular',
      comment: 'Import cycle (type-only imports count: one deleted `type` keyword makes it a cycle at run time).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import must resolve, or the rules above cannot see where it goes.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^shop-full-package/' },
    },
    // The API's layers (ARCHITECTURE.md, "API service").
    {
      name: 'api-infra-knows-no-domain',
      comment: 'infra/ never imports a domain module, the web layer or the demo: pass what it needs in as options.',
      severity: 'error',
      from: { path: '^api/src/infra/' },
      to: { path: '^api/src/(modules/|web/|demo/|app\\.ts$|server\\.ts$)' },
    },
    {
      name: 'api-service-without-demo',
      comment: 'The running service never imports the demo: app.ts registers it behind its one switch.',
      severity: 'error',
      from: { path: '^api/src/(modules|web|infra)/' },
      to: { path: '^api/src/demo/' },
    },
    {
      name: 'api-module-through-index',
      comment: "Another domain's internals: import it from its index.ts, which says what the module offers.",
      severity: 'error',
      from: { path: '^api/src/(modules/[^/]+|web|demo)/' },
      to: { path: '^api/src/modules/[^/]+/', pathNot: ['^api/src/$1/', '^api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'api-no-module-cycle',
      comment: 'Each domain module may use another only one way round (with the rule above, a cycle between two modules is one between their folders).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^api/src/modules/[^/]+$' },
      to: { path: '^api/src/modules/[^/]+$', circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|data|\\.tmp|test-results|playwright-report)/|^reports/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mjs', '.cjs', '.js', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
