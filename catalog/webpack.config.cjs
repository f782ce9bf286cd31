const { createAppConfig } = require('@shop/tooling/webpack');

module.exports = createAppConfig({
  name: 'catalog',
  dir: __dirname,
  devPort: 3001,
  // The catalogue team's public surface (typed in @shop/shared's remote contract).
  exposes: {
    './Pages': './src/pages/pages.tsx',
    './FilterPanel': './src/features/filter-tree/filter-panel.tsx',
    // Spec §4 app start: the shell calls it once the user check has answered.
    './AppStart': './src/app-start.ts',
  },
});
