import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { useLocale } from './use-locale';
import { usePageT } from './page-texts';

async function instance(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { nb: { translation: { header: { otherLanguage: 'English' } } }, en: { translation: { header: { otherLanguage: 'Norsk' } } } },
    initAsync: false,
  });
  return i18n;
}

function SwitchLabel() {
  const t = usePageT();
  return <span>{`${useLocale()}: ${t('header.otherLanguage')}`}</span>;
}

describe('the page texts of parts a page repeats', () => {
  it("translate in the language of the page's own instance, as a server render gives it", async () => {
    const english = await instance('en');
    const html = renderToString(
      <I18nextProvider i18n={english}>
        <SwitchLabel />
      </I18nextProvider>,
    );
    expect(html).toContain('en: Norsk');
  });

  it('render again in the new language when it changes, and when texts are added', async () => {
    const i18n = await instance('nb');
    render(
      <I18nextProvider i18n={i18n}>
        <SwitchLabel />
        <SwitchLabel />
      </I18nextProvider>,
    );
    expect(screen.getAllByText('nb: English')).toHaveLength(2);
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getAllByText('en: Norsk')).toHaveLength(2);
    act(() => {
      i18n.addResource('en', 'translation', 'header.otherLanguage', 'Norwegian');
    });
    expect(screen.getAllByText('en: Norwegian')).toHaveLength(2);
  });

  it('share one function per language and namespace', async () => {
    const i18n = await instance('nb');
    const seen: unknown[] = [];
    function Spy() {
      seen.push(usePageT());
      return null;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Spy />
        <Spy />
      </I18nextProvider>,
    );
    expect(seen[0]).toBe(seen[1]);
  });
});
