import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReorderButtonProps, provideRemoteLoader, setLocale } from '@shop/shared';

type RemoteLoader = Parameters<typeof provideRemoteLoader>[0];
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { PlacedOrder } from '../../api/orders-api';
import type { ServedRequest } from '@shop/shared/test-support';
import { loggedInBeforeEach, serveApi as serveAll } from '../../test-support/serve-api';
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
  lineCount: 2,
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

/** The API as the orders page reads it: `route` answers the orders, and the person has sent no order for approval. */
function serveApi(route: Parameters<typeof serveAll>[0]): string[] {
  return serveAll((request) => (request.url.startsWith('/order-requests/') ? { status: 200, data: { result: [] } } : route(request)));
}

/** The calls of the orders themselves, without the read of the person's order requests. */
const ordersCalls = (calls: string[]) => calls.filter((call) => !call.startsWith('GET /order-requests/'));

const REORDER_LABEL = 'Bestill på nytt: legg varene fra ordre 1001 i handlekurven';

/** `count` orders, newest first as the API lists them: order 1 is the newest, one day apart. */
function manyOrders(count: number): PlacedOrder[] {
  return Array.from({ length: count }, (_, index) => ({
    ...order,
    id: `ord-${index + 1}`,
    orderNumber: `SO-${String(100_000 + count - index)}`,
    createdAt: new Date(Date.UTC(2026, 2, 31) - index * 86_400_000).toISOString(),
    customerReference: `Ref ${index + 1}`,
  }));
}

/**
 * GET /api/orders/{userId}?limit=&offset= as the API answers it (order-list-routes.ts): a page of
 * the list, at most 20, with the total, limit and offset; a limit above 20 is refused with 400.
 */
function answerPages(all: PlacedOrder[], asked: Array<{ limit: unknown; offset: unknown }> = []) {
  return (request: ServedRequest) => {
    const limit = Number(request.params.limit ?? 20);
    const offset = Number(request.params.offset ?? 0);
    asked.push({ limit: request.params.limit, offset: request.params.offset });
    if (!Number.isInteger(limit) || limit < 1 || limit > 20) return { status: 400, data: { error: 'Bad Request', message: 'limit' } };
    return { status: 200, data: { result: all.slice(offset, offset + limit), total: all.length, limit, offset } };
  };
}

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/** The list at an address of the account's orders route, with the address shown beside it. */
function renderAt(url = '/min-side/ordre') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <OrdersList />
      <WhereAmI />
    </MemoryRouter>,
  );
}

const orderNumbersShown = () =>
  within(screen.getByRole('table', { name: 'Ordre' }))
    .getAllByRole('row')
    .map((row) => /SO-\d+/.exec(row.textContent ?? '')?.[0])
    .filter((number) => number !== undefined);

describe('the orders list', () => {
  loggedInBeforeEach('nb');

  it("shows the user's orders with their status, totals and lines", async () => {
    const calls = serveApi(() => ({ status: 200, data: { result: [order], total: 1, limit: 20, offset: 0 } }));
    renderAt();
    const table = await screen.findByRole('table', { name: 'Ordre' });
    const row = within(table).getByRole('row', { name: /1001/ });
    expect(row).toHaveTextContent('04.03.2026');
    expect(row).toHaveTextContent('Lager 2');
    expect(row).toHaveTextContent('Sendt');
    // The shop's one way of writing an amount: no-break space between thousands, ",-" after.
    expect(row).toHaveTextContent('1 200,-');
    expect(row.textContent).toContain('1\u00a0200,-');
    expect(within(table).getByRole('columnheader', { name: 'Sum eks. mva.' })).toBeInTheDocument();
    expect(within(table).getByText(/Alarmsentral/)).toBeInTheDocument();
    expect(ordersCalls(calls)).toEqual(['GET /orders/u1']);
    expect(screen.getByText('Ordre 1 av 1')).toBeInTheDocument();
    // One page only: nothing to page through.
    expect(screen.queryByRole('navigation', { name: 'Sider i ordrelisten' })).toBeNull();
  });

  it('says since when an order has its status once the distributor moved it along', async () => {
    const moved = { ...order, id: 'o-2', orderNumber: 'SO-3003', status: 'shipped', statusAt: '2026-03-06T08:30:00.000Z' };
    const received = { ...order, id: 'o-3', orderNumber: 'SO-4004', status: 'received', statusAt: '2026-03-04T10:00:00.000Z' };
    serveApi(() => ({ status: 200, data: { result: [moved, received], total: 2, limit: 20, offset: 0 } }));
    renderAt();
    const table = await screen.findByRole('table', { name: 'Ordre' });
    expect(within(table).getByRole('row', { name: /3003/ })).toHaveTextContent('Sendt 06.03.2026');
    expect(within(table).getByRole('row', { name: /4004/ })).toHaveTextContent(/Mottatt(?! \d)/);
  });

  it("marks the demo organisation's order as not sent, and no other", async () => {
    const demoOrder = { ...order, id: 'demo-1', orderNumber: 'SO-2002', demo: true };
    serveApi(() => ({ status: 200, data: { result: [demoOrder, order], total: 2, limit: 20, offset: 0 } }));
    renderAt();
    const table = await screen.findByRole('table', { name: 'Ordre' });
    expect(within(table).getByRole('row', { name: /2002/ })).toHaveTextContent('Sendt · Demo-ordre: sendes ikke');
    expect(within(table).getByRole('row', { name: /1001/ })).not.toHaveTextContent('Demo-ordre');
  });

  it('says who asked for an approved order and who approved it, and nothing of the sort for another order', async () => {
    const approval = { requestedAt: '2026-03-02T09:00:00.000Z', approvedBy: 'Kari Sjef', approvedAt: '2026-03-03T10:00:00.000Z' };
    const approved = { ...order, id: 'o-5', orderNumber: 'SO-5005', placedBy: 'Per Bestiller', approval };
    const requesterGone = { ...order, id: 'o-6', orderNumber: 'SO-6006', approval };
    serveApi(() => ({ status: 200, data: { result: [approved, requesterGone, { ...order, placedBy: 'Per Bestiller' }], total: 3, limit: 20, offset: 0 } }));
    renderAt();
    const table = await screen.findByRole('table', { name: 'Ordre' });
    expect(within(within(table).getByRole('row', { name: /5005/ })).getByTestId('order-approval')).toHaveTextContent(
      'Bestilt av Per Bestiller 02.03.2026, godkjent av Kari Sjef 03.03.2026',
    );
    expect(within(within(table).getByRole('row', { name: /6006/ })).getByTestId('order-approval')).toHaveTextContent('Godkjent av Kari Sjef 03.03.2026');
    expect(within(within(table).getByRole('row', { name: /1001/ })).queryByTestId('order-approval')).toBeNull();
  });

  it('pages through more than 20 orders, newest first, with the page in the address', async () => {
    const all = manyOrders(23);
    const asked: Array<{ limit: unknown; offset: unknown }> = [];
    serveApi(answerPages(all, asked));
    renderAt();
    expect(await screen.findByText('Ordre 1–20 av 23')).toBeInTheDocument();
    expect(orderNumbersShown()).toEqual(all.slice(0, 20).map((placed) => placed.orderNumber));
    const pager = screen.getByRole('navigation', { name: 'Sider i ordrelisten' });
    expect(pager).toHaveTextContent('Side 1 av 2');
    expect(within(pager).queryByRole('link', { name: 'Forrige side' })).toBeNull();

    await userEvent.click(within(pager).getByRole('link', { name: 'Neste side' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/min-side\/ordre\?page=2$/);
    // The links that were used are gone while the page loads: focus waits on the list's heading.
    expect(screen.getByRole('heading', { name: 'Ordre', level: 1 })).toHaveFocus();
    expect(await screen.findByText('Ordre 21–23 av 23')).toBeInTheDocument();
    expect(orderNumbersShown()).toEqual(['SO-100003', 'SO-100002', 'SO-100001']);
    expect(screen.getByRole('table', { name: 'Ordre' })).toHaveAccessibleDescription('Ordre 21–23 av 23');
    const secondPager = screen.getByRole('navigation', { name: 'Sider i ordrelisten' });
    expect(secondPager).toHaveTextContent('Side 2 av 2');
    expect(within(secondPager).queryByRole('link', { name: 'Neste side' })).toBeNull();

    await userEvent.click(within(secondPager).getByRole('link', { name: 'Forrige side' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/min-side\/ordre$/);
    expect(await screen.findByText('Ordre 1–20 av 23')).toBeInTheDocument();
    expect(asked).toEqual([
      { limit: 20, offset: 0 },
      { limit: 20, offset: 20 },
      { limit: 20, offset: 0 },
    ]);
  });

  it('opens the page the address names, as after a reload, and in English', async () => {
    await setLocale('en');
    serveApi(answerPages(manyOrders(45)));
    renderAt('/en/account/orders?page=3');
    expect(await screen.findByText('Orders 41–45 of 45')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of the orders list' });
    expect(pager).toHaveTextContent('Page 3 of 3');
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/account/orders?page=2');
  });

  it('leads from a page past the end back to the last page with orders', async () => {
    serveApi(answerPages(manyOrders(21)));
    renderAt('/min-side/ordre?page=7');
    expect(await screen.findByText('Det er ingen ordre på side 7.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Forrige side' }));
    expect(await screen.findByText('Ordre 21 av 21')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/\?page=2$/);
  });

  it('says when a page cannot be fetched and fetches it again on "Prøv igjen"', async () => {
    let up = false;
    const pages = answerPages(manyOrders(25));
    serveApi((request) => (up ? pages(request) : { status: 500, data: { error: 'Internal Server Error', message: 'x' } }));
    renderAt('/min-side/ordre?page=2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kunne ikke hente dataene. Prøv igjen.');
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('Ordre 21–25 av 25')).toBeInTheDocument();
  });

  it('shows a disabled reorder button while the cart is not there', async () => {
    serveApi(() => ({ status: 200, data: { result: [order], total: 1, limit: 20, offset: 0 } }));
    renderAt();
    const button = await screen.findByRole('button', { name: REORDER_LABEL });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Bestill på nytt');
  });

  it("places the cart's reorder control with the order's number, lines and label", async () => {
    provideRemoteLoader(loaderOf(() => Promise.resolve({ default: FakeReorderButton })));
    serveApi(() => ({ status: 200, data: { result: [order], total: 1, limit: 20, offset: 0 } }));
    renderAt();
    expect(await screen.findByText('cart: 1001 AX-1×2 CAM-2×1')).toBeEnabled();
    expect(screen.getByRole('button', { name: REORDER_LABEL })).toHaveTextContent('cart: 1001');
  });

  it('keeps the page and the disabled button when the cart cannot be loaded', async () => {
    // React reports the failed load on the console as its error boundary takes over.
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    provideRemoteLoader(loaderOf(() => Promise.reject(new Error('cart is down'))));
    serveApi(() => ({ status: 200, data: { result: [order], total: 1, limit: 20, offset: 0 } }));
    renderAt();
    await waitFor(() => expect(report).toHaveBeenCalled());
    expect(screen.getByRole('table', { name: 'Ordre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: REORDER_LABEL })).toBeDisabled();
    report.mockRestore();
  });

  it('fetches every line of a long order, which the list carries only the first of, for its lines and its reorder', async () => {
    provideRemoteLoader(loaderOf(() => Promise.resolve({ default: FakeReorderButton })));
    const lines = Array.from({ length: 25 }, (_, index) => ({
      sku: `L-${index + 1}`,
      title: { nb: `Vare ${index + 1}`, en: `Item ${index + 1}` },
      quantity: index + 1,
      unitPrice: 10,
      lineTotal: 10 * (index + 1),
    }));
    const long: PlacedOrder = { ...order, lines: lines.slice(0, 10), lineCount: 25 };
    let release: () => void = () => undefined;
    const linesAsked = new Promise<void>((resolve) => (release = resolve));
    const calls = serveApi(async (request) => {
      if (request.url.endsWith('/lines')) {
        await linesAsked;
        return { status: 200, data: { lines } };
      }
      return { status: 200, data: { result: [long], total: 1, limit: 20, offset: 0 } };
    });
    renderAt();
    // Until every line is known, the reorder button waits: it puts in the whole order or nothing.
    expect(await screen.findByRole('button', { name: REORDER_LABEL })).toBeDisabled();
    expect(screen.getByText('Varelinjer (25)')).toBeInTheDocument();
    release();
    const expected = `cart: 1001 ${lines.map((line) => `${line.sku}×${line.quantity}`).join(' ')}`;
    expect(await screen.findByText(expected)).toBeEnabled();
    expect(within(screen.getByRole('table', { name: 'Ordre' })).getByText(/Vare 25/)).toBeInTheDocument();
    expect(ordersCalls(calls)).toEqual(['GET /orders/u1', 'GET /orders/u1/ord-1/lines']);
  });
});

describe("the orders list's requests for approval", () => {
  loggedInBeforeEach('nb');

  it("shows the person's own requests and their state above the orders", async () => {
    const waiting = {
      id: 'r1', status: 'refused', reason: 'requester', requestedBy: { id: 'u1', name: 'Kari Nordmann' }, requestedAt: '2026-11-25T09:00:00.000Z',
      total: 1_590, freight: 90, lines: order.lines, comment: '', customerReference: '', deliveryAddress: address, deliveryMethod: null,
      decidedBy: { id: 'u9', name: 'Sjefen' }, decidedAt: '2026-11-26T09:00:00.000Z', refusalReason: 'Vent til januar', orderNumber: null,
    };
    serveAll((request) =>
      request.url === '/order-requests/u1' ? { status: 200, data: { result: [waiting] } } : { status: 200, data: { result: [order], total: 1, limit: 20, offset: 0 } },
    );
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Til godkjenning' })).toBeInTheDocument();
    expect(screen.getByTestId('order-request-state')).toHaveTextContent('Avvist: Vent til januar');
    expect(await screen.findByRole('table', { name: 'Ordre' })).toBeInTheDocument();
  });
});
