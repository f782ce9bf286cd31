// Every package's tests run with the routes the remotes of this repository declare installed in the
// kernel, as a page of the shop built from it has them (tests of other declarations install their own).
const path = require('node:path');
const { repositoryDeclaredRoutes } = require('../routes/declared-routes.cjs');

const repoRoot = path.join(__dirname, '..', '..');
// The kernel as the package under test resolves it (jest's module registry: the tests' own copy).
const kernel = require(require.resolve('@shop/shared/routes', { paths: [process.cwd()] }));
kernel.installRoutes(repositoryDeclaredRoutes(repoRoot));
