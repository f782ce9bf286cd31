// One jest set-up for every package: TypeScript through swc (fast, no type check: `tsc` does that),
// CSS Modules through identity-obj-proxy, jsdom for components and node for the API.
const path = require('node:path');

/** @param {{ rootDir: string, environment?: 'node' | 'jsdom' }} options */
function createJestConfig(options) {
  const environment = options.environment ?? 'jsdom';
  return {
    testEnvironment:
      environment === 'jsdom' ? require.resolve('jest-environment-jsdom') : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': require.resolve('identity-obj-proxy'),
      '\\.(woff2?|png|svg)$': require.resolve('./file-address.cjs'),
    },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    setupFilesAfterEnv: [...(environment === 'jsdom' ? [require.resolve('./setup-dom.cjs')] : []), require.resolve('./setup-routes.cjs')],
    // Workspace packages are symlinked: their TypeScript source must be transformed too.
    transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!@shop)'],
    // A slow machine makes a test slow, never wrong: jest's 5 s default failed rendering tests while
    // other work shared the two cores. What a test waits for is bounded by its own assertions.
    testTimeout: 30_000,
    rootDir: options.rootDir,
    cacheDirectory: path.join(__dirname, '..', 'node_modules', '.cache', 'jest'),
  };
}

module.exports = { createJestConfig };
