import { act, fireEvent, render, screen } from '@testing-library/react';
import { RemoteRoot, setLocale, type RemotePageProps } from '@shop/shared';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadRemoteModule } from './remote-registry';
import { RemoteSlot } from './remote-slot';
import { hydrationEnds, hydrationStarts } from './use-server-part';

// Where remotes are fetched from is the registry's business; here the remote is up or down at will.
jest.mock('./remote-registry', () => ({ loadRemoteModule: jest.fn(), registeredRemote: () => ({ name: 'cart', entry: undefined }) }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function CartPages({ routeId }: RemotePageProps) {
  return <h1>{routeId === 'checkout' ? 'Kasse' : 'Handlekurv'}</h1>;
}

/**
 * The slot keeps its attempts per module for the page's life: each test uses a module of its own
 * (one whose load failed is loaded anew by the next page that needs it). The slot does not care
 * what the module is: a test may borrow any module's id for the cart's pages. The hydration tests
 * render the server's page with cart/AddToCart and hydrate it with catalog/FilterPanel, whose
 * code is not there yet, as in a browser (each of them but the last leaves it failed).
 */
type ModuleOfTest = 'cart/Pages' | 'account/Pages' | 'catalog/Pages' | 'catalog/FilterPanel' | 'cart/AddToCart' | 'cart/ReorderButton';
function Shop({ id: borrowed }: { id: ModuleOfTest }) {
  const id = borrowed as 'cart/Pages';
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

/** The cart's page as its code renders it: on the server, and in the browser unless it is broken there. */
let brokenInBrowser = false;
function CartPageOfRelease({ routeId }: RemotePageProps) {
  if (brokenInBrowser) throw new Error('cart release broken in the browser');
  return (
    <RemoteRoot remote="cart" release="cart-test">
      <h1>{routeId === 'checkout' ? 'Kasse' : 'Handlekurv'}</h1>
      <p>
        Handlekurven er tom. <a href="/produkter">Fortsett å handle</a>
      </p>
      <button type="button">Legg til varenummer</button>
    </RemoteRoot>
  );
}

const page = (id: ModuleOfTest, path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Shop id={id} />
  </MemoryRouter>
);

/**
 * The page as the server sends it: rendered with the module `id` loads (its load given time to
 * finish, as the server waits for a remote), or, if it does not come, with the slot left to the browser.
 */
async function serverPage(id: ModuleOfTest, path: string): Promise<HTMLElement> {
  renderToString(page(id, path));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(id, path));
  document.body.append(container);
  return container;
}

/**
 * The browser takes the server's page over with module `id`, which now loads as `load` says. As in
 * a browser, its code is not there yet when the page is hydrated: `id` is another module than the
 * one the test's server loaded.
 */
async function hydrate(container: HTMLElement, id: ModuleOfTest): Promise<Root> {
  let root: Root | undefined;
  hydrationStarts();
  await act(async () => {
    // React says it rendered the part again in the browser, as the page's own hydrateRoot reports
    // to the console; the failure itself is what the slot shows.
    root = hydrateRoot(container, page(id, '/handlekurv'), { onRecoverableError: () => undefined });
  });
  // The shop's router says when the shell's part is hydrated; here the test's page is the shell.
  hydrationEnds();
  return root!;
}

describe('a slot whose code fails while it takes over the HTML the server rendered', () => {
  let root: Root | undefined;
  beforeEach(async () => {
    await setLocale('nb');
    load.mockReset();
    brokenInBrowser = false;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  /** The server's part is there, as it read, with its link, under a quiet notice; not the error fallback. */
  async function expectServerPartKept(): Promise<void> {
    expect(await screen.findByRole('status')).toHaveTextContent('Denne delen av siden kan ikke brukes akkurat nå, men lenkene i den virker.');
    expect(screen.getByRole('heading', { name: 'Handlekurv' })).toBeInTheDocument();
    expect(screen.getByText(/Handlekurven er tom/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fortsett å handle' })).toHaveAttribute('href', '/produkter');
    // What its code drove does not pretend to work.
    expect(screen.getByRole('button', { name: 'Legg til varenummer' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
  }

  it('keeps the server\'s part, its text and its links, when the code throws while hydrating', async () => {
    load.mockResolvedValue({ default: CartPageOfRelease });
    const container = await serverPage('cart/AddToCart', '/handlekurv');
    expect(container).toHaveTextContent('Handlekurv');
    brokenInBrowser = true;
    root = await hydrate(container, 'catalog/FilterPanel');
    await expectServerPartKept();
  });

  it("keeps the server's part when the code fails to load, until the customer goes to another page", async () => {
    // The server rendered with the cart's code; the browser's copy of it does not load.
    load.mockImplementation((id) => (id === 'cart/AddToCart' ? Promise.resolve({ default: CartPageOfRelease }) : Promise.reject(new Error('remoteEntry.js cut short'))));
    const container = await serverPage('cart/AddToCart', '/handlekurv');
    root = await hydrate(container, 'catalog/FilterPanel');
    await expectServerPartKept();
    // Another page the browser renders: the server's part of the first one is no longer the page's.
    fireEvent.click(screen.getByRole('link', { name: 'Til kassen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Denne delen av butikken er midlertidig utilgjengelig.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Handlekurv' })).toBeNull();
  });

  it("takes over the server's part when its code works: the same elements, no notice", async () => {
    load.mockResolvedValue({ default: CartPageOfRelease });
    const container = await serverPage('cart/AddToCart', '/handlekurv');
    const heading = screen.getByRole('heading', { name: 'Handlekurv' });
    root = await hydrate(container, 'catalog/FilterPanel');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector('[data-boundary="cart"]')).toHaveAttribute('data-ready');
    expect(screen.getByRole('heading', { name: 'Handlekurv' })).toBe(heading);
    expect(screen.getByRole('button', { name: 'Legg til varenummer' })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the fallback with "Try again" where the server did not render the part', async () => {
    load.mockRejectedValue(new Error('connection refused'));
    const container = await serverPage('cart/ReorderButton', '/handlekurv');
    expect(container).toHaveTextContent('Laster …');
    root = await hydrate(container, 'cart/ReorderButton');
    expect(await screen.findByRole('alert')).toHaveTextContent('Denne delen av butikken er midlertidig utilgjengelig.');
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
