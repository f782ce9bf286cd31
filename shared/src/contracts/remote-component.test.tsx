import { render, screen } from '@testing-library/react';
import type { AddToCartProps, RemoteModules } from './remote-modules';
import { provideRemoteLoader, RemoteComponent, type RemoteLoader } from './remote-component';

const product = {
  skuId: 'AX-1',
  title: { nb: 'Kortleser', en: 'Card reader' },
  subHeading: { nb: '', en: '' },
  images: [],
  category: 'adgangskontroll' as const,
  categoryPath: ['adgangskontroll'],
  supplier: { id: 's', name: 'S' },
};

function CartsControl({ product: shown, withQuantity }: AddToCartProps) {
  return <p>{`cart control for ${shown.skuId}${withQuantity ? ' with quantity' : ''}`}</p>;
}

const loaderOf = (load: () => Promise<unknown>): RemoteLoader => (() => load()) as RemoteLoader;

function renderControl() {
  return render(<RemoteComponent id="cart/AddToCart" product={product} withQuantity fallback={<p>plain button</p>} />);
}

describe('a remote component placed by another remote', () => {
  it('shows the fallback while loading, then the remote component with its props', async () => {
    let resolve: (module: { default: RemoteModules['cart/AddToCart'] }) => void = () => undefined;
    provideRemoteLoader(loaderOf(() => new Promise((done) => (resolve = done))));
    renderControl();
    expect(screen.getByText('plain button')).toBeInTheDocument();
    resolve({ default: CartsControl });
    expect(await screen.findByText('cart control for AX-1 with quantity')).toBeInTheDocument();
  });

  it('keeps the fallback when the remote cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    provideRemoteLoader(loaderOf(() => Promise.reject(new Error('cart is down'))));
    renderControl();
    await new Promise((done) => setTimeout(done, 0));
    expect(screen.getByText('plain button')).toBeInTheDocument();
    expect(screen.queryByText(/cart control/)).not.toBeInTheDocument();
  });
});
