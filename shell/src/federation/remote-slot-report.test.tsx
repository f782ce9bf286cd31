import { fireEvent, render, screen } from '@testing-library/react';
import { PageError, setLocale, type RemotePageProps } from '@shop/shared';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadRemoteModule } from './remote-registry';
import { RemoteSlot } from './remote-slot';

// The remotes' places are the registry's business: here the cart's release is where the page
// registered it, and its code is whatever the test says.
jest.mock('./remote-registry', () => ({
  loadRemoteModule: jest.fn(),
  registeredRemote: (id: string) => {
    const name = id.split('/')[0] ?? '';
    return { name, entry: name === 'cart' ? 'https://cdn.example/cart/7/mf-manifest.json' : `https://cdn.example/${name}/1/mf-manifest.json` };
  },
}));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const CART_RELEASE = 'https://cdn.example/cart/7/mf-manifest.json';

/** The cart's pages of a release whose code throws as it renders (it loaded fine). */
function BrokenCartPages({ routeId }: RemotePageProps): never {
  throw new Error(`the ${routeId} page of this release is broken`);
}

/** A page whose own error says the thing asked for is not there: no fault of the release. */
function MissingOrderPages(): never {
  throw new PageError(404, 'Ordren finnes ikke');
}

function Shop() {
  return (
    <>
      <Link to="/handlekurv/kasse">Til kassen</Link>
      <Routes>
        <Route path="/handlekurv" element={<RemoteSlot id="cart/Pages" locale="nb" routeId="cart" params={{}} />} />
        <Route path="/handlekurv/kasse" element={<RemoteSlot id="cart/Pages" locale="nb" routeId="checkout" params={{}} />} />
        <Route path="/min-side/ordre/1" element={<RemoteSlot id="account/Pages" locale="nb" routeId="account-order" params={{ id: '1' }} />} />
      </Routes>
    </>
  );
}

function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

/** What each beacon to the shop said. */
async function beaconBodies(sendBeacon: jest.Mock): Promise<Array<{ address: string; body: unknown }>> {
  return Promise.all(
    (sendBeacon.mock.calls as Array<[string, Blob]>).map(async ([address, blob]) => ({ address, body: JSON.parse(await textOf(blob)) as unknown })),
  );
}

describe('a remote slot whose boundary catches an error', () => {
  beforeEach(async () => {
    await setLocale('nb');
    // React reports the errors its boundaries catch; they are the point of this test.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("reports the remote's release once per page, however often it fails", async () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    load.mockImplementation(async (id) => ({ default: (id === 'cart/Pages' ? BrokenCartPages : MissingOrderPages) as never }));

    render(
      <MemoryRouter initialEntries={['/handlekurv']}>
        <Shop />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Denne delen av butikken er midlertidig utilgjengelig.');
    // Tried again, and on another page of the same remote: it throws again, and is not reported again.
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    fireEvent.click(screen.getByRole('link', { name: 'Til kassen' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    expect(await beaconBodies(sendBeacon)).toEqual([{ address: '/api/releases/errors', body: { remote: 'cart', entry: CART_RELEASE } }]);
  });

  it("does not report a page's own error (a thing that is not there)", async () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    load.mockImplementation(async () => ({ default: MissingOrderPages as never }));
    render(
      <MemoryRouter initialEntries={['/min-side/ordre/1']}>
        <Shop />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Ordren finnes ikke')).toBeInTheDocument();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
