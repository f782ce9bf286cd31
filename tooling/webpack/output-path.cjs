// Where an app's builds are written: the browser build in dist/ (or SHOP_OUTPUT_PATH, which a
// release build for a test sets), the service worker beside it and the Node build in its server/.
const path = require('node:path');

/** The folder of the app's browser build. */
function browserOutputPath(appDir) {
  return process.env.SHOP_OUTPUT_PATH ? path.resolve(process.env.SHOP_OUTPUT_PATH) : path.join(appDir, 'dist');
}

/** The folder of an app's server build, inside its browser build's folder. */
const SERVER_DIR = 'server';

module.exports = { browserOutputPath, SERVER_DIR };
