/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getHref, i18n } from '@shop/shared';

// The page's HTML holds a copy of the consent bar for the first paint; it must say what the real
// bar says (spec §2, in Norwegian on every page) and look like it, or the swap would show.
const html = readFileSync(path.join(__dirname, 'consent-first-paint.html'), 'utf8');
const css = readFileSync(path.join(__dirname, 'consent-bar.css'), 'utf8');
const template = document.createElement('template');
template.innerHTML = html;
const bar = template.content.querySelector('section') as HTMLElement;

describe('the first-paint consent bar', () => {
  it('has the texts of the real bar, in Norwegian', () => {
    // The bar's texts as the chrome's Norwegian bundle holds them, looked up by the key's path.
    const t = (key: string) => i18n.getResource('nb', 'translation', key) as unknown;
    expect(bar.querySelector('h2')?.textContent).toBe(t('consent.heading'));
    expect(bar.querySelector('p')?.textContent).toBe(`${t('consent.text')} ${t('consent.readMore')}`);
    expect([...bar.querySelectorAll('button')].map((button) => button.textContent)).toEqual([t('consent.decline'), t('consent.accept')]);
    expect(bar.querySelector('a')?.getAttribute('href')).toBe(getHref('privacy', 'nb'));
  });

  it('is marked for the server to leave out once answered, hidden from assistive technology, and inert', () => {
    expect(bar.hasAttribute('data-until-consent')).toBe(true);
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect([...bar.querySelectorAll('button')].every((button) => button.disabled)).toBe(true);
    expect(bar.querySelector('a')?.getAttribute('tabindex')).toBe('-1');
  });

  it('uses only classes the real bar is styled with', () => {
    const classes = [...template.content.querySelectorAll('[class]')].flatMap((element) => [...element.classList]);
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes) expect(css).toContain(`.${name} `);
  });
});
