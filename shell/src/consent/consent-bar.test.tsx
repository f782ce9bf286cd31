/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ConsentBar } from './consent-bar';

const firstPaintHtml = readFileSync(path.join(__dirname, 'consent-first-paint.html'), 'utf8');

function renderBar(at = '/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="*" element={<ConsentBar />} />
        <Route path="/en/privacy" element={<p>Privacy page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  document.body.innerHTML = '';
  document.cookie = 'consent=; Max-Age=0; Path=/';
  await act(() => shopStore.setState({ consentAnswered: false, enabledCookies: [] }));
});

describe('the consent bar', () => {
  it('without a copy in the page, renders its own with both choices', async () => {
    renderBar();
    expect(screen.getByTestId('consent-bar')).toHaveAccessibleName('Informasjonskapsler');
    await userEvent.click(screen.getByRole('button', { name: 'Avslå analyse' }));
    expect(shopStore.getState().consentAnswered).toBe(true);
    expect(screen.queryByTestId('consent-bar')).toBeNull();
  });

  it('takes over the copy the page painted first: the same nodes, now labelled and working', async () => {
    document.body.insertAdjacentHTML('beforeend', firstPaintHtml);
    const copy = document.querySelector('section') as HTMLElement;
    const paragraph = copy.querySelector('p');
    renderBar();
    const bar = screen.getByTestId('consent-bar');
    expect(bar).toBe(copy);
    expect(bar.querySelector('p')).toBe(paragraph);
    expect(bar).toHaveAccessibleName('Informasjonskapsler');
    expect(bar).not.toHaveAttribute('aria-hidden');
    expect(bar).not.toHaveAttribute('data-until-consent');
    expect(screen.getAllByRole('button', { name: /analyse/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Godta analyse' }));
    expect(shopStore.getState().enabledCookies).toEqual(['analytics']);
    expect(document.querySelector('section')).toBeNull();
  });

  it('points the copy\'s privacy link at the page language and follows it inside the shop', async () => {
    await setLocale('en');
    document.body.insertAdjacentHTML('beforeend', firstPaintHtml);
    renderBar('/en');
    const link = screen.getByRole('link', { name: 'Les personvernerklæringen' });
    expect(link).toHaveAttribute('href', '/en/privacy');
    await userEvent.click(link);
    expect(screen.getByText('Privacy page')).toBeInTheDocument();
    await setLocale('nb');
  });

  it('removes the copy when the choice was made elsewhere (another tab)', async () => {
    document.body.insertAdjacentHTML('beforeend', firstPaintHtml);
    renderBar();
    await act(() => shopStore.setState({ consentAnswered: true }));
    expect(document.querySelector('section')).toBeNull();
  });
});
