import { nameInlinedStylesheets } from './inlined-stylesheets';

describe("a rendered page's inlined stylesheets", () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<style data-href="803.abc.css">body{margin:0}</style>' +
      '<style data-href="https://shop.example/remotes/catalog/pages.css">.a{color:red}</style>' +
      '<link rel="stylesheet" href="https://shop.example/remotes/cart/add.css">';
  });

  it("are named by a disabled link for the federation runtime, each remote's once", () => {
    nameInlinedStylesheets(document);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.href, link.rel, link.hasAttribute('disabled')])).toEqual([
      ['https://shop.example/remotes/catalog/pages.css', 'stylesheet', true],
      ['https://shop.example/remotes/cart/add.css', 'stylesheet', false],
    ]);
    // The style itself stays: it is what the page shows.
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });
});
