const { createJestConfig } = require('@shop/tooling/jest');

const base = createJestConfig({ rootDir: __dirname, environment: 'jsdom' });
// swiper ships ES modules only (.mjs): swc compiles them to CommonJS for jest like our own code.
const swc = base.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...base,
  // Each test starts with the remote started and its store (and the kernel's) as on a new page.
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test-support/catalog-test-setup.ts'],
  transform: { ...base.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(@shop|swiper)[@+/])'],
};
