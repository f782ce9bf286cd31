// PGlite's CommonJS build still loads Node built-ins with `await import('fs')` etc. Inside jest's
// module sandbox a dynamic import only works when Node runs with --experimental-vm-modules, so the
// test script starts jest through `node --experimental-vm-modules` (see package.json). Everything
// else stays as for the other packages: TypeScript through swc to CommonJS.
const { createJestConfig } = require('@shop/tooling/jest');

// ESM-only dependencies that jest (before Node 24.9) cannot require(): swc compiles them to CommonJS.
const ESM_ONLY = ['content-disposition', 'cookie'];

module.exports = {
  ...createJestConfig({ environment: 'node' }),
  // jest's Node environment, sharing PGlite's compiled WebAssembly across a worker's test files.
  testEnvironment: '<rootDir>/test/support/pglite-environment.cjs',
  // Unit tests stand beside their code in src/ (and perf/, the suites' pure helpers); the suites that cross modules live in test/suites.
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts', '<rootDir>/perf/**/*.test.ts'],
  transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(@shop|${ESM_ONLY.join('|')})[@+/])`],
  // Each test file starts its own PGlite (a second or more of WebAssembly start-up).
  testTimeout: 60_000,
  // The databases the test files start from (empty, migrated, seeded), made once for the whole run.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};
