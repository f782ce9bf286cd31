import { addChromeTexts, hasLocaleTexts, i18n, loadLocaleTexts, registerTexts, setLocale } from './i18n';

const aboutTexts = { nb: { about: { title: 'Om oss' } }, en: { about: { title: 'About us' } } };

describe('the shop language', () => {
  afterEach(() => setLocale('nb'));

  it('starts in Norwegian with only the Norwegian texts loaded', () => {
    expect(i18n.language).toBe('nb');
    expect(hasLocaleTexts('nb')).toBe(true);
    expect(hasLocaleTexts('en')).toBe(false);
    expect(i18n.t('header.otherLanguage')).toBe('English');
  });

  it('switches to English once its texts have arrived, and sets the page language', async () => {
    const switching = setLocale('en');
    expect(i18n.language).toBe('nb'); // Never keys or a mix while the texts are on their way.
    await switching;
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('header.otherLanguage')).toBe('Norsk');
  });

  it('keeps the language asked for last when an earlier switch is still loading', async () => {
    i18n.removeResourceBundle('en', 'translation');
    const english = setLocale('en');
    const norwegian = setLocale('nb');
    await Promise.all([english, norwegian]);
    expect(i18n.language).toBe('nb');
    expect(hasLocaleTexts('en')).toBe(true);
  });

  it('loads a language once, however often it is asked for', async () => {
    i18n.removeResourceBundle('en', 'translation');
    const added = jest.spyOn(i18n, 'addResourceBundle');
    await Promise.all([loadLocaleTexts('en'), loadLocaleTexts('en'), loadLocaleTexts('en')]);
    expect(added).toHaveBeenCalledTimes(1);
  });
});

describe('texts that come with their pages', () => {
  afterEach(() => setLocale('nb'));

  it('are not part of the first load, and are there in both languages once their pages have come', async () => {
    i18n.removeResourceBundle('en', 'translation');
    // A group the kernel's own key types do not know: read by its path.
    const aboutTitle = () => i18n.getResource(i18n.language, 'translation', 'infoPages.about.title') as unknown;
    expect(aboutTitle()).toBeUndefined();
    addChromeTexts('infoPages', aboutTexts);
    expect(aboutTitle()).toBe('Om oss');
    // English is not started by them: the language still counts as not here until its own texts are.
    expect(hasLocaleTexts('en')).toBe(false);
    await setLocale('en');
    expect(aboutTitle()).toBe('About us');
    expect(i18n.t('header.otherLanguage')).toBe('Norsk');
  });
});

describe("a remote's texts", () => {
  afterEach(() => setLocale('nb'));

  it('come in both languages under the namespace the remote names, and a newer build replaces them', async () => {
    registerTexts('catalog', { nb: { catalog: { resultsHeading: 'Resultater' } }, en: { catalog: { resultsHeading: 'Results' } } });
    expect(i18n.t('catalog.resultsHeading', { ns: 'catalog' } as never)).toBe('Resultater');
    registerTexts('catalog', { nb: { catalog: { resultsHeading: 'Treff' } }, en: { catalog: { resultsHeading: 'Matches' } } });
    expect(i18n.t('catalog.resultsHeading', { ns: 'catalog' } as never)).toBe('Treff');
    await setLocale('en');
    expect(i18n.t('catalog.resultsHeading', { ns: 'catalog' } as never)).toBe('Matches');
  });
});
