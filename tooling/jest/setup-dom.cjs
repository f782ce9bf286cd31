// jsdom lacks a few things browsers have that the router and the matchers need.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
require('@testing-library/jest-dom');

// findBy… and waitFor give up after 1 s by default: on a machine busy with other work a render took
// longer and tests failed with nothing wrong. They still end the moment what they wait for appears;
// only a real failure waits the longer bound. Resolved from the package under test, so it is the
// same Testing Library its tests import.
const { configure } = require(require.resolve('@testing-library/react', { paths: [process.cwd()] }));
configure({ asyncUtilTimeout: 10_000 });
