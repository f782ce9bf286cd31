import { withPageLanguage } from './page-session';

describe('the shell page in the language of its address', () => {
  it('sets the lang of the html element, whichever way the build wrote it', () => {
    expect(withPageLanguage('<!doctype html><html lang=nb><head>', 'en')).toBe('<!doctype html><html lang=en><head>');
    expect(withPageLanguage('<html lang="nb" class="x"><head>', 'en')).toBe('<html lang=en class="x"><head>');
    expect(withPageLanguage('<html><head>', 'nb')).toBe('<html lang=nb><head>');
  });

  it('touches nothing but the html element', () => {
    const page = '<html lang=nb><body><p lang=nb>Hei</p></body></html>';
    expect(withPageLanguage(page, 'en')).toBe('<html lang=en><body><p lang=nb>Hei</p></body></html>');
  });
});
