// The same runtime for CommonJS consumers (jest): see index.mjs.
module.exports = require('@module-federation/enhanced/runtime');
