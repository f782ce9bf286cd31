import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import { testUser } from '@shop/shared/test-fixtures';
import { MemoryRouter } from 'react-router-dom';
import { catalogProduct, serveProducts } from '../../test-support/serve-products';
import ReorderButton from './reorder-button';

const user = testUser({ email: 'k@example.com', phone: '', organization: { id: 'o1', name: 'F', invoiceType: 'email' } });
// Today's price, 42, differs from whatever the order was sent at.
const catalog = [catalogProduct('A', 42), catalogProduct('B', 42)];

const lines = [
  { sku: 'A', quantity: 2 },
  { sku: 'GONE', quantity: 1 },
  { sku: 'B', quantity: 5 },
];

function renderButton(props: Partial<Parameters<typeof ReorderButton>[0]> = {}) {
  return render(
    <MemoryRouter>
      <ReorderButton orderNumber="SO-100042" lines={lines} {...props} />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await setLocale('nb');
  serveProducts(catalog, { down: ['DOWN'] });
  shopStore.getState().logIn(user);
});

describe('reorder button', () => {
  it('puts the order back in the cart at today’s prices and says what it did, with a link to the cart', async () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Bestill på nytt: legg varene fra ordre SO-100042 i handlekurven' });
    expect(button).toHaveTextContent('Bestill på nytt');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(button);
    const status = screen.getByRole('status');
    expect(await screen.findByText('2 linjer lagt i handlekurven.')).toBeInTheDocument();
    expect(status).toHaveTextContent('Noen varer finnes ikke lenger: GONE');
    expect(screen.getByRole('link', { name: 'Gå til handlekurven' })).toHaveAttribute('href', '/handlekurv');
    expect(shopStore.getState().cartLines).toEqual([
      { sku: 'A', quantity: 2 },
      { sku: 'B', quantity: 5 },
    ]);
  });

  it('speaks English on an English page and names one line in the singular', async () => {
    await setLocale('en');
    renderButton({ lines: [{ sku: 'A', quantity: 1 }] });
    await userEvent.click(screen.getByRole('button', { name: 'Order again: put the items of order SO-100042 in the cart' }));
    expect(await screen.findByText('1 line added to the cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/en/cart');
  });

  it('says nothing went in, and why, when no product could be added; no link to an unchanged cart', async () => {
    renderButton({ lines: [{ sku: 'GONE', quantity: 1 }] });
    await userEvent.click(screen.getByRole('button', { name: /^Bestill på nytt/ }));
    expect(await screen.findByText('Ingen varer ble lagt i handlekurven.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Noen varer finnes ikke lenger: GONE');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('adds nothing when the shop does not answer, and names the products it could not fetch', async () => {
    renderButton({ lines: [{ sku: 'A', quantity: 1 }, { sku: 'DOWN', quantity: 3 }] });
    await userEvent.click(screen.getByRole('button', { name: /^Bestill på nytt/ }));
    expect(await screen.findByText('Ingen varer ble lagt i handlekurven.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Disse varene kunne ikke hentes akkurat nå og ble ikke lagt i handlekurven: A, DOWN');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(shopStore.getState().cartLines).toEqual([]);
  });

  it('takes the order list’s own label as its accessible name', () => {
    renderButton({ label: 'Bestill på nytt: ordre 1001' });
    expect(screen.getByRole('button', { name: 'Bestill på nytt: ordre 1001' })).toBeInTheDocument();
  });
});
