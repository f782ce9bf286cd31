import { render, screen, waitFor, within } from '@testing-library/react';
import { type ReorderButtonProps, type RemoteLoader, provideRemoteLoader, setLocale, shopStore } from '@shop/shared';
import type { PlacedOrder } from '../../api/orders-api';
import { serveApi, testUser } from '../../test-support/serve-api';
import { OrdersList } from './orders-list';

const address = { recipient: '', street: 'Gata 1', zipCode: '0150', area: 'Oslo' };
const order: PlacedOrder = {
  id: 'ord-1',
  orderNumber: '1001',
  createdAt: '2026-03-04T10:00:00.000Z',
  customerReference: 'Lager 2',
  comment: '',
  recipient: 'Kari Nordmann',
  deliveryAddress: address,
  invoiceAddress: address,
  status: 'shipped',
  total: 1200,
  vat: 300,
  totalIncludingVat: 1500,
  lines: [
    { sku: 'AX-1', title: { nb: 'Alarmsentral', en: 'Alarm panel' }, quantity: 2, unitPrice: 500, lineTotal: 1000 },
    { sku: 'CAM-2', title: { nb: 'Kamera', en: 'Camera' }, quantity: 1, unitPrice: 200, lineTotal: 200 },
  ],
};

/** Stands in for the cart team's exposed reorder control: shows what it was handed. */
function FakeReorderButton({ orderNumber, lines, label }: ReorderButtonProps) {
  return (
    <button type="button" aria-label={label}>
      {`cart: ${orderNumber} ${lines.map((line) => `${line.sku}×${line.quantity}`).join(' ')}`}
    </button>
  );
}

/** The shell's loader, answering only the cart's reorder control (or failing, as a cart that is down). */
function loaderOf(answer: () => Promise<unknown>): RemoteLoader {
  // The real loader is generic over every exposed module; this one knows a single module.
  return (() => answer()) as RemoteLoader;
}

const REORDER_LABEL = 'Bestill på nytt: legg varene fra ordre 1001 i handlekurven';

describe('the orders list', () => {
  beforeEach(async () => {
    await setLocale('nb');
    shopStore.getState().resetSession();
    shopStore.getState().logIn(testUser);
  });

  it("shows the user's orders with their status, totals and lines", async () => {
    const calls = serveApi(() => ({ status: 200, data: { result: [order] } }));
    render(<OrdersList />);
    const table = await screen.findByRole('table', { name: 'Ordre' });
    const row = within(table).getByRole('row', { name: /1001/ });
    expect(row).toHaveTextContent('04.03.2026');
    expect(row).toHaveTextContent('Lager 2');
    expect(row).toHaveTextContent('Sendt');
    expect(row).toHaveTextContent('1 200');
    expect(within(table).getByText(/Alarmsentral/)).toBeInTheDocument();
    expect(calls).toEqual(['GET /orders/u1']);
  });

  it('shows a disabled reorder button while the cart is not there', async () => {
    serveApi(() => ({ status: 200, data: { result: [order] } }));
    render(<OrdersList />);
    const button = await screen.findByRole('button', { name: REORDER_LABEL });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Bestill på nytt');
  });

  it("places the cart's reorder control with the order's number, lines and label", async () => {
    provideRemoteLoader(loaderOf(() => Promise.resolve({ default: FakeReorderButton })));
    serveApi(() => ({ status: 200, data: { result: [order] } }));
    render(<OrdersList />);
    expect(await screen.findByText('cart: 1001 AX-1×2 CAM-2×1')).toBeEnabled();
    expect(screen.getByRole('button', { name: REORDER_LABEL })).toHaveTextContent('cart: 1001');
  });

  it('keeps the page and the disabled button when the cart cannot be loaded', async () => {
    // React reports the failed load on the console as its error boundary takes over.
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    provideRemoteLoader(loaderOf(() => Promise.reject(new Error('cart is down'))));
    serveApi(() => ({ status: 200, data: { result: [order] } }));
    render(<OrdersList />);
    await waitFor(() => expect(report).toHaveBeenCalled());
    expect(screen.getByRole('table', { name: 'Ordre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: REORDER_LABEL })).toBeDisabled();
    report.mockRestore();
  });
});
