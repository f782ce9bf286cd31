// `node scripts/debian-package.mjs <package> <binary>`: installs Debian's <package> through apt-get
// when <binary> is missing (scripts/lib.mjs, ensureDebianPackage). suite:cluster runs it for nginx,
// bench:render for wrk.
import { ensureDebianPackage } from './lib.mjs';

const [packageName, binary] = process.argv.slice(2);
if (!packageName || !binary) {
  console.error('usage: node scripts/debian-package.mjs <package> <binary>');
  process.exit(2);
}
if (!(await ensureDebianPackage(packageName, binary))) {
  console.error(`${packageName} could not be installed (apt-get install ${packageName})`);
  process.exit(1);
}
