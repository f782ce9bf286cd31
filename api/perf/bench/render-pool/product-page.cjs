// A render module of realistic size for the render pool's benchmark: React and react-dom/server
// (paths from `init`, as a shell's server build carries its own), rendering a category page of
// `data.items` product cards (about six elements each) with renderToPipeableStream.
const { PassThrough } = require('node:stream');

let React;
let server;

/** Loads React and renders one page, so that no visitor's page pays for the first, unoptimised run. */
async function init(initData) {
  React = require(initData.react);
  server = require(initData.reactDomServer);
  const { body } = await render({ url: '/', locale: 'nb', data: { items: 200 } }, { signal: new AbortController().signal });
  for await (const chunk of body) void chunk;
}

function productCard(h, index) {
  return h('li', { key: index, className: 'card' },
    h('a', { href: `/no/produkt/${1000 + index}` },
      h('img', { src: `/api/product/${1000 + index}/image`, alt: '', width: 160, height: 160 }),
      h('h3', null, `Bevegelsesdetektor ${index}`)),
    h('p', { className: 'sku' }, `SKU ${1000 + index}`),
    h('span', { className: 'brand' }, index % 2 ? 'Ajax' : 'Texecom'));
}

function page(request) {
  const h = React.createElement;
  const items = Array.from({ length: request.data.items }, (_, index) => productCard(h, index));
  return h('html', { lang: request.locale },
    h('head', null, h('title', null, 'Innbruddsalarm'), h('meta', { name: 'description', content: 'Alarmer for bedrifter' })),
    h('body', null,
      h('header', null, h('nav', null, ['Alarm', 'Kamera', 'Brann', 'Adgang'].map((name) => h('a', { key: name, href: `/no/${name}` }, name)))),
      h('main', null, h('h1', null, 'Innbruddsalarm'), h('ul', { className: 'grid' }, items)),
      h('footer', null, h('p', null, 'Sikkerhetsgrossisten'))));
}

function render(request, { signal }) {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const stream = server.renderToPipeableStream(page(request), {
      onShellReady() {
        resolve({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body });
        stream.pipe(body);
      },
      onShellError: reject,
    });
    signal.addEventListener('abort', () => stream.abort());
  });
}

module.exports = { init, render };
