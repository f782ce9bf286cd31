import { fireEvent, render, screen } from '@testing-library/react';
import { setLocale, type RemotePageProps } from '@shop/shared';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadRemoteModule } from './remote-registry';
import { RemoteSlot } from './remote-slot';

// Where remotes are fetched from is the registry's business; here the remote is up or down at will.
jest.mock('./remote-registry', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function CartPages({ routeId }: RemotePageProps) {
  return <h1>{routeId === 'checkout' ? 'Kasse' : 'Handlekurv'}</h1>;
}

/** The slot keeps its attempts per module for the page's life: each test uses a module of its own. */
function Shop({ id }: { id: 'cart/Pages' | 'account/Pages' | 'catalog/Pages' }) {
  return (
    <>
      <Link to="/handlekurv">Til handlekurven</Link>
      <Link to="/handlekurv/kasse">Til kassen</Link>
      <Link to="/kontakt">Kontakt</Link>
      <Routes>
        <Route path="/handlekurv" element={<RemoteSlot id={id} locale="nb" routeId="cart" params={{}} />} />
        <Route path="/handlekurv/kasse" element={<RemoteSlot id={id} locale="nb" routeId="checkout" params={{}} />} />
        <Route path="/kontakt" element={<p>Kontaktside</p>} />
      </Routes>
    </>
  );
}

const cartIsDown = () => load.mockRejectedValue(new Error('connection refused'));
const cartIsUp = () => load.mockResolvedValue({ default: CartPages });

describe('remote slot', () => {
  beforeEach(async () => {
    await setLocale('nb');
    load.mockReset();
    // React reports the errors its boundaries catch; they are the point of these tests.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('a remote that is back shows on the next page of it, without "Try again"', async () => {
    cartIsDown();
    render(
      <MemoryRouter initialEntries={['/handlekurv']}>
        <Shop id="cart/Pages" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Denne delen av butikken er midlertidig utilgjengelig.');
    cartIsUp();
    fireEvent.click(screen.getByRole('link', { name: 'Til kassen' }));
    expect(await screen.findByRole('heading', { name: 'Kasse' })).toBeInTheDocument();
  });

  it('coming back to a remote after a page of another one tries it again', async () => {
    cartIsDown();
    render(
      <MemoryRouter initialEntries={['/handlekurv/kasse']}>
        <Shop id="account/Pages" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Kontakt' }));
    expect(await screen.findByText('Kontaktside')).toBeInTheDocument();
    cartIsUp();
    fireEvent.click(screen.getByRole('link', { name: 'Til handlekurven' }));
    expect(await screen.findByRole('heading', { name: 'Handlekurv' })).toBeInTheDocument();
  });

  it('"Try again" loads a remote that came back on the same page', async () => {
    cartIsDown();
    render(
      <MemoryRouter initialEntries={['/handlekurv']}>
        <Shop id="catalog/Pages" />
      </MemoryRouter>,
    );
    await screen.findByRole('alert');
    cartIsUp();
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('heading', { name: 'Handlekurv' })).toBeInTheDocument();
  });
});
