// jsdom lacks a few things browsers have that the router and the matchers need.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
require('@testing-library/jest-dom');
