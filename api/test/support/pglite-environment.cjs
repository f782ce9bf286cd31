// The API's tests run in jest's Node environment, plus one thing every test file of a worker
// process shares: PGlite's compiled WebAssembly (see compiled-pglite.ts). jest gives each file a
// global scope of its own, but loads this file once per worker, so `kept` outlives the files.
const { TestEnvironment } = require('jest-environment-node');

const kept = {};

class PgliteSharingEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.shopKeptAcrossFiles = kept;
  }
}

module.exports = PgliteSharingEnvironment;
