import { render, screen } from '@testing-library/react';
import { setLocale } from '@shop/shared';
import { MemoryRouter } from 'react-router-dom';
import { ErrorPage } from './error-page';

const cases = [
  { status: 403, nb: 'Beklager, ingen tilgang til denne siden.', en: 'Sorry, you do not have access to this page' },
  { status: 404, nb: 'Beklager, denne siden finnes ikke', en: 'Sorry, this page does not exist' },
  { status: 500, nb: 'Beklager, noe gikk galt på serveren vår.', en: 'Sorry, something went wrong on our server' },
  { status: 503, nb: 'Beklager, en uventet feil oppstod', en: 'Sorry, unexpected error has occured' },
  { status: 418, nb: 'Beklager, en uventet feil oppstod', en: 'Sorry, unexpected error has occured' },
] as const;

describe('error page', () => {
  for (const { status, nb, en } of cases) {
    it(`shows the ${status} message and the way back in both languages`, async () => {
      await setLocale('nb');
      const { unmount } = render(
        <MemoryRouter>
          <ErrorPage status={status} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(nb);
      expect(screen.getByRole('link', { name: 'Returner til forsiden' })).toHaveAttribute('href', '/');
      expect(document.title).toBe('Error - Sikkerhetsgrossisten');
      unmount();
      await setLocale('en');
      render(
        <MemoryRouter>
          <ErrorPage status={status} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en);
      expect(screen.getByRole('link', { name: 'Return to frontpage' })).toHaveAttribute('href', '/en');
    });
  }

  it('says under a 503, the spec\'s "other" message, that the shop is unavailable just now', async () => {
    await setLocale('nb');
    render(
      <MemoryRouter>
        <ErrorPage status={503} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Beklager, en uventet feil oppstod');
    expect(screen.getByText('Nettbutikken er utilgjengelig akkurat nå. Prøv igjen om et øyeblikk.')).toBeInTheDocument();
  });

  it('defaults to 500 and shows the error message under the translated one', async () => {
    await setLocale('nb');
    render(
      <MemoryRouter>
        <ErrorPage message="Connection reset" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Beklager, noe gikk galt på serveren vår.');
    expect(screen.getByText('Connection reset')).toBeInTheDocument();
  });
});
