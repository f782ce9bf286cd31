import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, setLocale, shopStore } from '@shop/shared';
import type { Access, DeliveryOptions } from '@shop/shared/contracts';
import type { Answer } from '@shop/shared/test-support';
import { testUser } from '@shop/shared/test-fixtures';
import { MemoryRouter } from 'react-router-dom';
import CheckoutPage from '../../pages/checkout-page';
import { cartStore } from '../../state/cart-store';
import { catalogProduct, serveProducts } from '../../test-support/serve-products';

// 3 × AX-100 at 100 kr: 300 kr of goods; standard delivery 149 kr, pick-up free.
const product = catalogProduct('AX-100', 100);
const options: DeliveryOptions = {
  goodsTotal: 300,
  freeFreightFrom: 5000,
  methods: [
    { method: 'pickup', freight: 0, earliestDate: '2026-11-25', warehouse: 'oslo', lines: [{ sku: 'AX-100', quantity: 3, shipsNow: 3 }] },
    { method: 'standard', freight: 149, earliestDate: '2026-11-26', warehouse: 'oslo', lines: [{ sku: 'AX-100', quantity: 3, shipsNow: 3 }] },
    { method: 'express', freight: 439, earliestDate: '2026-11-25', warehouse: 'oslo', lines: [{ sku: 'AX-100', quantity: 3, shipsNow: 3 }] },
  ],
  warehouses: ['oslo', 'bergen', 'trondheim'],
  dispatchWarehouse: 'oslo',
  latestDate: '2027-02-22',
  closedDates: [],
};
const organization = { id: 'o1', name: 'Firma AS', address: { street: 'Storgata 1', zipCode: '0155', area: 'Oslo' }, invoiceAddress: null };

/** What POST /api/orders answers when the order waits for approval (order-placement.ts). */
const awaiting = (reason: string): Answer => ({
  status: 202,
  data: { awaitingApproval: true, requestId: 'r-7', reason, total: 449, vat: 112.25, totalIncludingVat: 561.25, freight: 149 },
});
const sentOrder: Answer = { status: 202, data: { id: 'x', orderNumber: 'SO-100042', total: 449, vat: 112.25, totalIncludingVat: 561.25, freight: 149 } };

let posted = 0;
let calls: string[] = [];
// Each test's person has an id of their own: a read of the last test's person still on its way is
// not taken for this one's (reload-access.ts takes only the logged-in person's).
let userId = '';
let tests = 0;
/** The person's access as the API holds it (GET /api/auth/user/{userId} answers it), and what a send is answered. */
function serve(access: Access, orderAnswer: Answer): void {
  calls = serveProducts([product], {
    other: (request) => {
      if (request.method === 'post' && request.url === '/orders/delivery-options') return { status: 200, data: options };
      if (request.method === 'post' && request.url === '/orders') {
        posted += 1;
        return orderAnswer;
      }
      if (request.url === `/auth/user/${userId}`) return { status: 200, data: testUser({ id: userId, access }) };
      if (request.url === '/organization/o1/deliveryAddress') return { status: 200, data: [] };
      if (request.url === '/organization/o1') return { status: 200, data: organization };
      return { status: 404, data: {} };
    },
  });
}

async function renderCheckout(access: Access, locale: 'nb' | 'en' = 'nb') {
  await setLocale(locale);
  act(() => {
    shopStore.getState().logIn(testUser({ id: userId, access }));
    shopStore.getState().addToCart(product.skuId, 3);
  });
  render(
    <MemoryRouter>
      <CheckoutPage locale={locale} routeId="checkout" params={{}} />
    </MemoryRouter>,
  );
  await screen.findByTestId('checkout-line');
  // The limits are judged on the sum with the chosen method's freight: wait until it is known.
  await screen.findByTestId('sum-freight');
}

/** How often checkout has read the person (GET /api/auth/user/{userId}). */
const accessReads = () => calls.filter((call) => call === `GET /auth/user/${userId}`).length;

const buyer = (orderLimit: number | null, monthLimit: number | null, monthSpent: number): Access => ({ role: 'buyer', orderLimit, monthLimit, monthSpent });

beforeEach(() => {
  posted = 0;
  tests += 1;
  userId = `u${tests}`;
  act(() => {
    shopStore.getState().logOut();
    shopStore.getState().emptyCart();
    cartStore.getState().forgetOrder();
  });
});

describe('checkout for a buyer with limits', () => {
  it("says an order within the limits is sent, shows the month's spend, and sends it", async () => {
    const access = buyer(10_000, 50_000, 12_400);
    serve(access, sentOrder);
    await renderCheckout(access);
    expect(screen.getByTestId('approval-verdict')).toHaveTextContent('Bestillingen (449 kr eks. mva. med frakt) er innenfor grensene dine og sendes med en gang.');
    expect(screen.getByText('Grense per bestilling: 10 000 kr')).toBeInTheDocument();
    expect(screen.getByTestId('month-spent')).toHaveTextContent('Brukt denne måneden: 12 400 av 50 000 kr');
    expect(screen.queryByRole('button', { name: 'Send til godkjenning' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send bestilling' }));
    expect(await screen.findByText('Ordrenummer: SO-100042')).toBeInTheDocument();
    // A sent order raises the month's spend: the person is read again for the next checkout.
    await waitFor(() => expect(accessReads()).toBe(2));
  });

  it('says so in English', async () => {
    const access = buyer(10_000, 50_000, 12_400);
    serve(access, sentOrder);
    await renderCheckout(access, 'en');
    expect(screen.getByTestId('month-spent')).toHaveTextContent('Spent this month: 12 400 of 50 000 kr');
    expect(screen.getByRole('button', { name: 'Send order' })).toBeInTheDocument();
  });

  it('says an order over the per-order limit (freight included) goes for approval, and the button says so', async () => {
    // 300 kr of goods is within 400 kr; with 149 kr freight it is not.
    const access = buyer(400, null, 0);
    serve(access, awaiting('order-limit'));
    await renderCheckout(access);
    expect(screen.getByTestId('approval-verdict')).toHaveTextContent(
      'Bestillingen (449 kr eks. mva. med frakt) er over grensen din på 400 kr per bestilling. Den går til godkjenning hos en administrator i stedet for å bli sendt.',
    );
    expect(screen.getByTestId('month-spent')).toHaveTextContent('Brukt denne måneden: 0 kr');
    expect(screen.queryByRole('button', { name: 'Send bestilling' })).not.toBeInTheDocument();
    // Picked up, it has no freight: 300 kr is within the limit, and the button sends it.
    await userEvent.click(screen.getByLabelText('Henting på lager', { exact: false }));
    expect(await screen.findByRole('button', { name: 'Send bestilling' })).toBeInTheDocument();
  });

  it("says an order that takes the month's spend over its limit goes for approval", async () => {
    const access = buyer(null, 50_000, 49_700);
    serve(access, awaiting('month-limit'));
    await renderCheckout(access);
    expect(screen.getByTestId('approval-verdict')).toHaveTextContent('går du over månedsgrensen din på 50 000 kr');
    expect(screen.getByTestId('month-spent')).toHaveTextContent('Brukt denne måneden: 49 700 av 50 000 kr');
    expect(screen.getByRole('button', { name: 'Send til godkjenning' })).toBeInTheDocument();
  });
});

describe('checkout for a requester', () => {
  it('sends the cart for approval, whatever it comes to', async () => {
    const access: Access = { role: 'requester', orderLimit: null, monthLimit: null, monthSpent: 0 };
    serve(access, awaiting('requester'));
    await renderCheckout(access);
    expect(screen.getByTestId('approval-note')).toHaveTextContent('Du sender handlekurven til godkjenning');
    expect(screen.queryByTestId('month-spent')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send bestilling' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send til godkjenning' })).toBeInTheDocument();
  });
});

describe('an order that waits for approval', () => {
  it('ends in a confirmation without an order number, empties the cart and tells the other teams', async () => {
    const access = buyer(400, null, 0);
    serve(access, awaiting('order-limit'));
    const told: string[] = [];
    const stop = on('order:sent-for-approval', ({ requestId }) => told.push(requestId));
    await renderCheckout(access);
    await userEvent.click(screen.getByRole('button', { name: 'Send til godkjenning' }));
    const confirmation = await screen.findByTestId('approval-confirmation');
    stop();
    expect(confirmation).toHaveTextContent('Sendt til godkjenning');
    expect(confirmation).toHaveTextContent('Bestillingen venter på godkjenning fra en administrator.');
    expect(screen.getByTestId('approval-sum')).toHaveTextContent('Sum: 449,- eks. mva. (561,25,- inkl. mva.)');
    expect(screen.queryByText(/Ordrenummer/)).not.toBeInTheDocument();
    expect(screen.queryByText('Takk for bestillingen!')).not.toBeInTheDocument();
    expect(posted).toBe(1);
    expect(shopStore.getState().cartLines).toEqual([]);
    expect(told).toEqual(['r-7']);
  });
});
