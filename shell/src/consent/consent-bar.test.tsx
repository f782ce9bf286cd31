import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ConsentBar } from './consent-bar';

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
  it('offers both choices, equally, and goes once one is made', async () => {
    renderBar();
    expect(screen.getByTestId('consent-bar')).toHaveAccessibleName('Informasjonskapsler');
    await userEvent.click(screen.getByRole('button', { name: 'Avslå analyse' }));
    expect(shopStore.getState().consentAnswered).toBe(true);
    expect(screen.queryByTestId('consent-bar')).toBeNull();
  });

  it("lets each button post the page with its answer, for a page whose scripts do not run", () => {
    renderBar('/sok?q=kamera');
    const form = screen.getByTestId('consent-bar').querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(screen.getByRole('button', { name: 'Avslå analyse' })).toHaveAttribute('formaction', '/sok?q=kamera&consent-answer=decline');
    expect(screen.getByRole('button', { name: 'Godta analyse' })).toHaveAttribute('formaction', '/sok?q=kamera&consent-answer=accept');
  });

  it('records a click in the browser and posts nothing', async () => {
    renderBar();
    const submitted = jest.fn((event: SubmitEvent) => event.preventDefault());
    document.addEventListener('submit', submitted);
    await userEvent.click(screen.getByRole('button', { name: 'Godta analyse' }));
    document.removeEventListener('submit', submitted);
    expect(submitted).not.toHaveBeenCalled();
    expect(shopStore.getState().consentAnswered).toBe(true);
  });

  it('accepting turns analytics on', async () => {
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Godta analyse' }));
    expect(shopStore.getState().enabledCookies).toEqual(['analytics']);
  });

  it("points the privacy link at the page's language and follows it inside the shop", async () => {
    await setLocale('en');
    renderBar('/en');
    const link = screen.getByRole('link', { name: 'Les personvernerklæringen' });
    expect(link).toHaveAttribute('href', '/en/privacy');
    await userEvent.click(link);
    expect(screen.getByText('Privacy page')).toBeInTheDocument();
    await setLocale('nb');
  });

  it('goes when the choice was made elsewhere (another tab)', async () => {
    renderBar();
    await act(() => shopStore.setState({ consentAnswered: true }));
    expect(screen.queryByTestId('consent-bar')).toBeNull();
  });
});
