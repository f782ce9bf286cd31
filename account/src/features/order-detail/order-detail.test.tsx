import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReorderButtonProps, provideRemoteLoader, setLocale, shopStore } from '@shop/shared';
import { MemoryRouter } from 'react-router-dom';
import type { OrderDetail } from '../../api/order-detail-api';
import { loggedInBeforeEach, serveApi } from '../../test-support/serve-api';
import { OrderDetailPage } from './order-detail-page';

type RemoteLoader = Parameters<typeof provideRemoteLoader>[0];

const ORDER_ID = '3f2b8c1e-5d4a-4b7e-9c0d-1a2b3c4d5e6f';

const order: OrderDetail = {
  id: ORDER_ID,
  orderNumber: 'SO-100042',
  createdAt: '2026-11-26T13:05:00.000Z',
  customerReference: 'Prosjekt Nydalen',
  comment: 'Ring før levering',
  recipient: 'Ola Montør',
  deliveryAddress: { recipient: 'Firma AS', street: 'Fjordgata 12', zipCode: '7010', area: 'Trondheim' },
  invoiceAddress: { recipient: 'Firma AS', street: 'Industriveien 7', zipCode: '0580', area: 'Oslo' },
  status: 'shipped',
  statusChanges: [
    { status: 'received', at: '2026-11-26T13:05:00.000Z' },
    { status: 'shipped', at: '2026-11-27T08:30:00.000Z' },
  ],
  deliveryMethod: 'express',
  pickupWarehouse: null,
  requestedDeliveryDate: '2026-11-30',
  lines: [
    { sku: 'AX-1', title: { nb: 'Alarmsentral', en: 'Alarm panel' }, quantity: 5, unitPrice: 1000, lineTotal: 5000, backOrdered: { quantity: 2, expectedDate: '2026-12-04' } },
    { sku: 'CAM-2', title: { nb: 'Kamera', en: 'Camera' }, quantity: 1, unitPrice: 200, lineTotal: 200 },
  ],
  goodsTotal: 5200,
  freight: 290,
  total: 5490,
  vat: 1372.5,
  totalIncludingVat: 6862.5,
  buyer: { name: 'Firma AS', organizationNumber: '923609016' },
  discountTotal: 1250,
};

/** An order sent before delivery methods: no method, no date, no freight. */
const oldOrder: OrderDetail = {
  ...order,
  deliveryMethod: null,
  requestedDeliveryDate: null,
  statusChanges: [{ status: 'received', at: '2026-03-04T10:00:00.000Z' }],
  status: 'received',
  lines: [{ sku: 'CAM-2', title: { nb: 'Kamera', en: 'Camera' }, quantity: 1, unitPrice: 200, lineTotal: 200 }],
  goodsTotal: 200,
  freight: 0,
  total: 200,
  vat: 50,
  totalIncludingVat: 250,
  discountTotal: 0,
};

function renderPage(orderId: string | undefined = ORDER_ID) {
  return render(
    <MemoryRouter initialEntries={[`/min-side/ordre/${orderId ?? ''}`]}>
      <OrderDetailPage orderId={orderId} />
    </MemoryRouter>,
  );
}

const sum = (id: string) => screen.getByTestId(`order-sum-${id}`);

describe('the page of one order, in Norwegian', () => {
  loggedInBeforeEach('nb');

  it('shows the order whole: status with dates, delivery, lines with a back-ordered part, and the sums', async () => {
    const calls = serveApi(() => ({ status: 200, data: order }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordre SO-100042' })).toBeInTheDocument();
    expect(calls).toEqual([`GET /order/${ORDER_ID}`]);
    const facts = screen.getByRole('region', { name: 'Om ordren' });
    expect(facts).toHaveTextContent('Ordredato26. november 2026 kl. 14:05');
    expect(facts).toHaveTextContent('Mottatt 26. november 2026 kl. 14:05');
    expect(facts).toHaveTextContent('Sendt 27. november 2026 kl. 09:30');
    expect(facts).toHaveTextContent('Deres referanseProsjekt Nydalen');
    expect(facts).toHaveTextContent('KommentarRing før levering');

    const delivery = screen.getByRole('region', { name: 'Levering' });
    expect(delivery).toHaveTextContent('LeveringsmåteEkspresslevering');
    expect(delivery).toHaveTextContent('LeveringsadresseFirma ASFjordgata 127010 Trondheim');
    expect(delivery).toHaveTextContent('MottakerOla Montør');
    expect(delivery).toHaveTextContent('Ønsket leveringsdato30. november 2026');
    expect(delivery).toHaveTextContent('FakturaadresseFirma ASIndustriveien 70580 Oslo');

    const lines = screen.getByRole('table', { name: 'Varelinjer' });
    const first = within(lines).getByRole('row', { name: /AX-1/ });
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'AX-1',
      'Alarmsentral2 stk. i restordre, ventet 4. desember 2026',
      '5',
      '1\u00a0000,-',
      '5\u00a0000,-',
    ]);
    expect(within(lines).getByRole('row', { name: /CAM-2/ })).not.toHaveTextContent('restordre');

    expect(sum('goods')).toHaveTextContent('Varer5 200,-');
    expect(sum('freight')).toHaveTextContent('Frakt290,-');
    expect(sum('total')).toHaveTextContent('Sum eks. mva.5 490,-');
    expect(sum('vat')).toHaveTextContent('Mva. (25 %)1 372,50,-');
    expect(sum('total-inc-vat')).toHaveTextContent('Totalt inkl. mva.6 862,50,-');
    // The order's number names the page in the breadcrumb trail and the document's title.
    expect(shopStore.getState().pageTitle).toBe('Ordre SO-100042');
    expect(screen.queryByTestId('demo-order')).not.toBeInTheDocument();
  });

  it("says of the demo organisation's order that it is not sent", async () => {
    serveApi(() => ({ status: 200, data: { ...order, demo: true } }));
    renderPage();
    expect(await screen.findByTestId('demo-order')).toHaveTextContent('Demo-ordre: sendes ikke.');
  });

  it('names seller and buyer with their organisation numbers, the payment terms and what the discounts saved, as a confirmation must', async () => {
    serveApi(() => ({ status: 200, data: order }));
    renderPage();
    const parties = await screen.findByRole('region', { name: 'Selger og kjøper' });
    expect(within(parties).getByTestId('order-seller')).toHaveTextContent('SelgerSikkerhetsgrossisten ASBrynsveien 12, 0667 OsloOrg.nr. 912 345 678');
    expect(within(parties).getByTestId('order-buyer')).toHaveTextContent('KjøperFirma ASOrg.nr. 923 609 016');
    expect(screen.getByRole('region', { name: 'Om ordren' })).toHaveTextContent('Betalingsbetingelser30 dager netto');
    expect(sum('discount')).toHaveTextContent('Total rabatt1 250,-');
    // The paper's head names the buyer as the order does.
    expect(screen.getByText('Ordrebekreftelse for Firma AS')).toBeInTheDocument();
  });

  it('names who asked for an order that waited for approval and who approved it, with the days; no such lines for another order', async () => {
    const approval = { requestedAt: '2026-11-25T08:00:00.000Z', approvedBy: 'Kari Sjef', approvedAt: '2026-11-26T12:00:00.000Z' };
    serveApi(() => ({ status: 200, data: { ...order, placedBy: 'Per Bestiller', approval } }));
    const { unmount } = renderPage();
    expect(await screen.findByTestId('order-asked-by')).toHaveTextContent(/^Bestilt avPer Bestiller, 25\. november 2026/);
    expect(screen.getByTestId('order-approved-by')).toHaveTextContent(/^Godkjent avKari Sjef, 26\. november 2026/);
    unmount();
    serveApi(() => ({ status: 200, data: { ...order, placedBy: 'Per Bestiller' } }));
    renderPage();
    expect(await screen.findByRole('region', { name: 'Om ordren' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-asked-by')).toBeNull();
    expect(screen.queryByTestId('order-approved-by')).toBeNull();
  });

  it('leaves the discount out of the sums of an order that saved nothing', async () => {
    serveApi(() => ({ status: 200, data: oldOrder }));
    renderPage();
    expect(await screen.findByTestId('order-sum-total')).toBeInTheDocument();
    expect(screen.queryByTestId('order-sum-discount')).toBeNull();
  });

  it('names the warehouse of a pick-up, says free freight, and a back-order without a date yet', async () => {
    const pickup: OrderDetail = {
      ...order,
      deliveryMethod: 'pickup',
      pickupWarehouse: 'bergen',
      freight: 0,
      total: 5200,
      lines: [{ ...order.lines[0]!, backOrdered: { quantity: 3, expectedDate: null } }],
    };
    serveApi(() => ({ status: 200, data: pickup }));
    renderPage();
    const delivery = await screen.findByRole('region', { name: 'Levering' });
    expect(delivery).toHaveTextContent('LeveringsmåteHentes på lageret i Bergen');
    // Picked up: no delivery address.
    expect(delivery).not.toHaveTextContent('Leveringsadresse');
    expect(sum('freight')).toHaveTextContent('FraktGratis');
    expect(screen.getByText('3 stk. i restordre, leveringsdato bekreftes senere')).toBeInTheDocument();
  });

  it('shows an order from before delivery methods without method, date or freight line', async () => {
    serveApi(() => ({ status: 200, data: oldOrder }));
    renderPage();
    const delivery = await screen.findByRole('region', { name: 'Levering' });
    expect(delivery).not.toHaveTextContent('Leveringsmåte');
    expect(delivery).not.toHaveTextContent('Ønsket leveringsdato');
    expect(delivery).toHaveTextContent('LeveringsadresseFirma ASFjordgata 127010 Trondheim');
    expect(screen.queryByTestId('order-sum-freight')).toBeNull();
    expect(sum('total')).toHaveTextContent('Sum eks. mva.200,-');
    expect(screen.getByRole('region', { name: 'Om ordren' })).toHaveTextContent('StatusMottattMottatt 4. mars 2026 kl. 11:00');
  });

  it('prints the page with the browser’s print, and places the cart’s reorder control with every line', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const reorderProps: ReorderButtonProps[] = [];
    function FakeReorderButton(props: ReorderButtonProps) {
      reorderProps.push(props);
      return <button type="button" aria-label={props.label}>{`cart: ${props.lines.map((line) => `${line.sku}×${line.quantity}`).join(' ')}`}</button>;
    }
    // The real loader is generic over every exposed module; this one knows a single module.
    provideRemoteLoader((() => Promise.resolve({ default: FakeReorderButton })) as unknown as RemoteLoader);
    serveApi(() => ({ status: 200, data: order }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Skriv ut' }));
    expect(print).toHaveBeenCalledTimes(1);
    const reorder = await screen.findByText('cart: AX-1×5 CAM-2×1');
    expect(reorder).toHaveAccessibleName('Bestill på nytt: legg varene fra ordre SO-100042 i handlekurven');
    expect(reorderProps.at(-1)?.orderNumber).toBe('SO-100042');
    print.mockRestore();
  });

  it('says the order was not found for an id of no order of the organisation (404), and leads back to the list', async () => {
    serveApi(() => ({ status: 404, data: { error: 'Not Found', message: 'There is no order with this id' } }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fant ikke ordren' })).toBeInTheDocument();
    expect(screen.getByText('Vi finner ingen ordre med denne adressen blant ordrene til Firma AS.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle ordre' })).toHaveAttribute('href', '/min-side/ordre');
  });

  it('does not ask the API for an id that cannot be an order’s', () => {
    const calls = serveApi(() => ({ status: 200, data: order }));
    renderPage('AX-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Fant ikke ordren' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says so when the order cannot be fetched, and fetches it again on "Prøv igjen"', async () => {
    let up = false;
    serveApi(() => (up ? { status: 200, data: order } : { status: 500, data: { error: 'Internal Server Error', message: 'x' } }));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Laster …');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kunne ikke hente dataene. Prøv igjen.');
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordre SO-100042' })).toBeInTheDocument();
  });
});

describe('the page of one order, in English', () => {
  loggedInBeforeEach('en');

  it('writes texts, dates and amounts in English', async () => {
    await setLocale('en');
    serveApi(() => ({ status: 200, data: order }));
    render(
      <MemoryRouter initialEntries={[`/en/account/orders/${ORDER_ID}`]}>
        <OrderDetailPage orderId={ORDER_ID} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SO-100042' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About the order' })).toHaveTextContent('Shipped 27 November 2026');
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('Delivery methodExpress delivery');
    expect(delivery).toHaveTextContent('Requested delivery date30 November 2026');
    const first = within(screen.getByRole('table', { name: 'Order lines' })).getByRole('row', { name: /AX-1/ });
    expect(first).toHaveTextContent('Alarm panel2 back-ordered, expected 4 December 2026');
    expect(first).toHaveTextContent('1 000,-');
    expect(sum('vat')).toHaveTextContent('VAT (25 %)1 372.50,-');
    expect(sum('total-inc-vat')).toHaveTextContent('Total inc. VAT6 862.50,-');
    expect(sum('discount')).toHaveTextContent('Total discount1 250,-');
    expect(screen.getByTestId('order-seller')).toHaveTextContent('SellerSikkerhetsgrossisten ASBrynsveien 12, 0667 OsloOrg. no. 912 345 678');
    expect(screen.getByTestId('order-buyer')).toHaveTextContent('BuyerFirma ASOrg. no. 923 609 016');
    expect(screen.getByRole('region', { name: 'About the order' })).toHaveTextContent('Payment terms30 days net');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('says not found in English', async () => {
    serveApi(() => ({ status: 404, data: { error: 'Not Found', message: 'x' } }));
    render(
      <MemoryRouter initialEntries={[`/en/account/orders/${ORDER_ID}`]}>
        <OrderDetailPage orderId={ORDER_ID} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/en/account/orders');
  });
});
