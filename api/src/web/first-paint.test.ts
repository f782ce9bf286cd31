import { shellPageFor } from './first-paint';

const BAR = '<section id=shop-consent-first-paint data-until-consent class=shop-consent aria-hidden=true lang=nb><div><h2>Informasjonskapsler</h2><p>Tekst <a href=/personvernerklaering>Les</a></p></div></section>';
const PAGE = `<!doctype html><html><body><div id=root>${BAR}</div><script src=/main.js></script></body></html>`;
const PRELOADS = '<link rel=stylesheet href=/553.css><link rel=preload as=font type=font/woff2 href=/inter.woff2 crossorigin><link rel=preload as=script href=/553.js fetchpriority=low><link rel="preload" href="/262.js" as="script">';
const PAGE_WITH_PRELOADS = `<!doctype html><html><head><script defer src=/main.js></script>${PRELOADS}</head><body><div id=root></div>${BAR}</body></html>`;

describe('shellPageFor', () => {
  it('keeps the first-paint consent bar for a visitor who has not answered', () => {
    expect(shellPageFor(PAGE, {})).toBe(PAGE);
    expect(shellPageFor(PAGE, { consent: 'false', locale: 'en' })).toBe(PAGE);
  });

  it('leaves it out once the visitor has answered, and nothing else', () => {
    expect(shellPageFor(PAGE, { consent: 'true' })).toBe('<!doctype html><html><body><div id=root></div><script src=/main.js></script></body></html>');
  });

  it('leaves out the script preloads while the bar is in the page, and keeps them once it is not', () => {
    const first = shellPageFor(PAGE_WITH_PRELOADS, {});
    expect(first).toContain(BAR);
    expect(first).toContain('<script defer src=/main.js></script><link rel=stylesheet href=/553.css><link rel=preload as=font type=font/woff2 href=/inter.woff2 crossorigin></head>');
    const answered = shellPageFor(PAGE_WITH_PRELOADS, { consent: 'true' });
    expect(answered).not.toContain('data-until-consent');
    expect(answered).toContain(PRELOADS);
  });

  it('finds it whatever the order of its attributes', () => {
    const page = '<div id=root></div><section data-until-consent id=x><p>Tekst</p></section><script></script>';
    expect(shellPageFor(page, { consent: 'true' })).toBe('<div id=root></div><script></script>');
  });

  it('passes a page without it through unchanged', () => {
    const plain = '<!doctype html><div id=root></div>';
    expect(shellPageFor(plain, { consent: 'true' })).toBe(plain);
  });
});
