import { render, screen } from '@testing-library/react';
import type { AddToCartProps, RemoteModules } from './remote-modules';
import { provideRemoteLoader, RemoteComponent, type RemoteLoader } from './remote-component';

function CartsControl({ sku, quantity }: AddToCartProps) {
  return <p>{`cart control for ${sku}${quantity ? ` from ${quantity}` : ''}`}</p>;
}

const loaderOf = (load: () => Promise<unknown>): RemoteLoader => (() => load()) as RemoteLoader;

function renderControl() {
  return render(<RemoteComponent id="cart/AddToCart" sku="AX-1" quantity={1} fallback={<p>plain button</p>} />);
}

describe('a remote component placed by another remote', () => {
  it('shows the fallback while loading, then the remote component with its props', async () => {
    let resolve: (module: { default: RemoteModules['cart/AddToCart'] }) => void = () => undefined;
    provideRemoteLoader(loaderOf(() => new Promise((done) => (resolve = done))));
    renderControl();
    expect(screen.getByText('plain button')).toBeInTheDocument();
    resolve({ default: CartsControl });
    expect(await screen.findByText('cart control for AX-1 from 1')).toBeInTheDocument();
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
