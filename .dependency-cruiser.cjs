// Who may import whom (ARCHITECTURE.md, "Who owns what") and no import cycles, checked by
// dependency-cruiser on the file each import resolves to, whether written as a package name or a
// relative path, type-only imports included. `npm run lint` runs it; scripts/lint-canary.mjs
// proves that each rule still reports a deliberate violation.

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
  // The staff back-office is a team like the others: it joined by configuration, not by import.
  backoffice: ['shared', 'tooling'],
  // Only the kernel's pure entry points: see api-kernel-entries.
  api: ['shared', 'tooling'],
  // The end-to-end tests drive built apps and a started API: the route table and tooling only.
  e2e: ['shared', 'tooling'],
  // The build set-up every app shares: it configures apps, it imports none of them.
  tooling: [],
  // Root commands run the apps as processes and read their builds as files.
  scripts: ['tooling'],
};
const FOLDERS = Object.keys(MAY_IMPORT);
const oneOf = (names) => `(${names.join('|')})`;
const rule = (name, comment, from, to, more = {}) => ({ name, comment, severity: 'error', from, to, ...more });

module.exports = {
  forbidden: [
    ...FOLDERS.map((folder) =>
      rule(`boundary-${folder}`, `${folder}/ may import only ${[...MAY_IMPORT[folder], 'npm packages'].join(', ')} (.dependency-cruiser.cjs, MAY_IMPORT).`,
        { path: `^${folder}/` }, { path: `^${oneOf(FOLDERS.filter((other) => other !== folder && !MAY_IMPORT[folder].includes(other)))}/` }),
    ),
    // scripts/ and the files at the root are the root package (scripts/bench is a package only to
    // keep the browser benchmarks' dependencies out of the root install).
    rule('no-relative-package', 'A relative path into another package bypasses its entry points and its version: import it by name.',
      { path: `^${oneOf(FOLDERS)}/` }, { dependencyTypes: ['local'], pathNot: ['^$1/', '^[^/]+$'] }),
    rule('api-kernel-entries', "The API imports only the kernel's entries free of React, store and browser code: @shop/shared/routes, /pictures, /list-address, /login-page, /session-guard, /contracts, /consent, /error-page-texts.",
      { path: '^api/' }, { path: '^shared/', pathNot: '^shared/src/(routes/route-table|routes/picture-widths|routes/list-address|routes/login-page|routes/session-guard|contracts/api-shapes|consent/consent-answer|i18n/texts/error-page-texts)\\.ts$' }),
    rule('no-circular', 'An import cycle; type-only imports count: one deleted `type` keyword makes it a cycle at run time.', {}, { circular: true }),
    // shop-full-package/ is an alias the app builds define (tooling/webpack/shared-singletons.cjs).
    rule('not-to-unresolvable', 'Every import must resolve, or the rules above cannot see where it goes.',
      {}, { couldNotResolve: true, pathNot: '^shop-full-package/' }),
    // The API's layers (ARCHITECTURE.md, "API service").
    rule('api-infra-knows-no-domain', 'infra/ never imports a domain module, the web layer or the demo: pass what it needs in as options.',
      { path: '^api/src/infra/' }, { path: '^api/src/(modules/|web/|demo/|app\\.ts$|server\\.ts$)' }),
    rule('api-service-without-demo', 'The running service never imports the demo: app.ts registers it behind its one switch.',
      { path: '^api/src/(modules|web|infra)/' }, { path: '^api/src/demo/' }),
    rule('api-module-through-index', "Another domain's internals: import it from its index.ts, which says what the module offers.",
      { path: '^api/src/(modules/[^/]+|web|demo)/' }, { path: '^api/src/modules/[^/]+/', pathNot: ['^api/src/$1/', '^api/src/modules/[^/]+/index\\.ts$'] }),
    // Through index.ts only (above), a cycle between two domain modules is one between their folders.
    rule('api-no-module-cycle', 'Each domain module may use another only one way round.',
      { path: '^api/src/modules/[^/]+$' }, { path: '^api/src/modules/[^/]+$', circular: true }, { scope: 'folder' }),
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|data|\\.tmp|test-results|playwright-report)/|^reports/' },
    // Packages are resolved through their `exports` maps (@shop/shared/routes), as TypeScript does.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['types', 'import', 'require', 'node', 'default'] },
    skipAnalysisNotInRules: true,
  },
};
