// A render module that does what a remote must not: a module-scope cache of about 64 MB and a
// setInterval that keeps adding to it. In a render worker both die with the worker's generation.
const page = require('./product-page.cjs');

const cache = Array.from({ length: 64 }, (_, index) => Buffer.alloc(1024 * 1024, index));
setInterval(() => cache.push(Buffer.alloc(256 * 1024, 1)), 20);

module.exports = {
  init: page.init,
  render: (request, context) => {
    cache.push(`${request.url}`.repeat(100));
    return page.render(request, context);
  },
};
