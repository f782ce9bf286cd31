import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import type { DeliveryAddressInput, DeliveryOptions } from '@shop/shared/contracts';
import type { Answer } from '@shop/shared/test-support';
import { MemoryRouter } from 'react-router-dom';
import CheckoutPage from '../../pages/checkout-page';
import { cartStore } from '../../state/cart-store';
import { catalogProduct, serveProducts } from '../../test-support/serve-products';
import { testUser } from '@shop/shared/test-fixtures';

const product = catalogProduct('AX-100', 100);
const user = testUser({ email: 'k@example.com', phone: '' });
const organization = {
  id: 'o1',
  name: 'Firma AS',
  // The organisation's answer may carry more than the order's schema takes (country here).
  address: { street: 'Storgata 1', zipCode: '0155', area: 'Oslo', country: 'NO' },
  invoiceAddress: null,
};
const addresses: Array<{ id: string; recipient: string; street: string; zipCode: string; area: string }> = [
  { id: 'a1', recipient: '', street: 'Lagerveien 7', zipCode: '0580', area: 'Oslo' },
  { id: 'a2', recipient: 'Varemottak', street: 'Industrigata 2', zipCode: '5003', area: 'Bergen' },
];

/** What POST /api/orders answers when the organisation has sent ORDERS_PER_DAY orders (order-send-routes.ts). */
const dailyLimitReached = (retryAfter: string): Answer => ({
  status: 429,
  data: { error: 'Too Many Requests', message: 'Your organisation has sent 500 orders in the last 24 hours, as many as the shop takes. Try again later or call us.' },
  headers: { 'retry-after': retryAfter },
});

/**
 * What delivery-options answers for 3 of AX-100 (Oslo holds 3, Bergen 1; ordered in within 5–7
 * working days), as the API would on Tuesday 24 November 2026 before the cut-off.
 */
function deliveryOptions(warehouse: string): DeliveryOptions {
  const pickupSplit = warehouse === 'bergen'
    ? { sku: 'AX-100', quantity: 3, shipsNow: 1, backOrdered: { quantity: 2, expectedDate: '2026-12-04' } }
    : { sku: 'AX-100', quantity: 3, shipsNow: 3 };
  return {
    goodsTotal: 300,
    freeFreightFrom: 5000,
    methods: [
      { method: 'pickup', freight: 0, earliestDate: '2026-11-25', warehouse: warehouse as 'oslo', lines: [pickupSplit] },
      { method: 'standard', freight: 149, earliestDate: '2026-11-26', warehouse: 'oslo', lines: [{ sku: 'AX-100', quantity: 3, shipsNow: 3 }] },
      { method: 'express', freight: 439, earliestDate: '2026-11-25', warehouse: 'oslo', lines: [{ sku: 'AX-100', quantity: 3, shipsNow: 3 }] },
    ],
    warehouses: ['oslo', 'bergen', 'trondheim'],
    dispatchWarehouse: 'oslo',
    latestDate: '2027-02-22',
    closedDates: ['2026-11-28', '2026-11-29', '2026-12-05', '2026-12-06'],
  };
}

let posted: unknown[] = [];
let postedKeys: Array<string | undefined> = [];
let optionsAsked: unknown[] = [];
/** `orderAnswers`: what each send is answered, in turn (the last one from then on). */
function serve(orderAnswers: number | Answer | Array<number | Answer>, options: 'answer' | 'down' = 'answer'): void {
  const reply = (status: number, data: unknown) => ({ status, data });
  serveProducts([product], {
    other: (request) => {
      if (request.method === 'post' && request.url === '/orders/delivery-options') {
        const body = JSON.parse(String(request.data)) as { warehouse: string };
        optionsAsked.push(body);
        return options === 'down' ? reply(503, { error: 'Service Unavailable', message: 'x' }) : reply(200, deliveryOptions(body.warehouse));
      }
      if (request.method === 'post' && request.url === '/orders') {
        posted.push(JSON.parse(String(request.data)));
        postedKeys.push(request.headers['Idempotency-Key']);
        const turns = Array.isArray(orderAnswers) ? orderAnswers : [orderAnswers];
        const orderAnswer = turns[Math.min(posted.length, turns.length) - 1] as number | Answer;
        if (typeof orderAnswer !== 'number') return orderAnswer;
        const sent = posted.at(-1) as { deliveryMethod: string; requestedDeliveryDate?: string };
        const freight = sent.deliveryMethod === 'express' ? 439 : sent.deliveryMethod === 'pickup' ? 0 : 149;
        return reply(orderAnswer, {
          id: 'x',
          orderNumber: 'SO-100042',
          total: 300 + freight,
          vat: (300 + freight) / 4,
          totalIncludingVat: (300 + freight) * 1.25,
          freight,
          deliveryMethod: sent.deliveryMethod,
          requestedDeliveryDate: sent.requestedDeliveryDate ?? '2026-11-26',
        });
      }
      if (request.method === 'post' && request.url === '/organization/o1/deliveryAddress') {
        addresses.push({ id: 'a3', ...(JSON.parse(String(request.data)) as DeliveryAddressInput) });
        return reply(201, addresses.at(-1));
      }
      if (request.url === '/organization/o1/deliveryAddress') return reply(200, [...addresses]);
      if (request.url === '/organization/o1') return reply(200, organization);
      return reply(404, {});
    },
  });
}

/** The checkout, once the cart's lines are priced and the form is there. */
async function renderCheckout(locale: 'nb' | 'en' = 'nb') {
  render(
    <MemoryRouter>
      <CheckoutPage locale={locale} routeId="checkout" params={{}} />
    </MemoryRouter>,
  );
  await screen.findByTestId('checkout-line');
}

beforeEach(async () => {
  posted = [];
  postedKeys = [];
  optionsAsked = [];
  await setLocale('nb');
  act(() => {
    shopStore.getState().logIn(user);
    shopStore.getState().addToCart(product.skuId, 3);
  });
});

describe('checkout', () => {
  it('offers the organisation’s addresses labelled as spec §3 and confirms a sent order with its number', async () => {
    serve(202);
    await renderCheckout();
    const select = screen.getByLabelText('Leveringsadresse');
    expect(await screen.findByRole('option', { name: 'Varemottak, Industrigata 2, 5003 Bergen' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Lagerveien 7, 0580 Oslo' })).toBeInTheDocument();
    expect(await screen.findByText('Storgata 1, 0155 Oslo')).toBeInTheDocument();
    await userEvent.selectOptions(select, 'a2');
    await userEvent.type(screen.getByLabelText('Deres referanse'), 'Prosjekt 7');
    await userEvent.click(screen.getByRole('button', { name: 'Send bestilling' }));
    expect(await screen.findByText('Takk for bestillingen!')).toBeInTheDocument();
    expect(screen.getByText('Ordrenummer: SO-100042')).toBeInTheDocument();
    expect(screen.queryByTestId('demo-order')).not.toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        customer: 'u1',
        deliveryAddress: 'a2',
        customerReference: 'Prosjekt 7',
        deliveryMethod: 'standard',
        lineItems: [{ SkuId: 'AX-100', Quantity: 3 }],
      }),
    ]);
    // The API's order schema is closed: the invoice address goes with its three fields only.
    expect(posted).toEqual([expect.objectContaining({ invoiceAddress: { street: 'Storgata 1', zipCode: '0155', area: 'Oslo' } })]);
    expect(shopStore.getState().cartLines).toEqual([]);
  });

  it("says that the demo organisation's order is not sent", async () => {
    const demoAnswer = { id: 'x', orderNumber: 'SO-100043', total: 449, vat: 112.25, totalIncludingVat: 561.25, demo: true };
    serve({ status: 202, data: demoAnswer });
    await renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Send bestilling' }));
    expect(await screen.findByTestId('demo-order')).toHaveTextContent('Demo-ordre: sendes ikke.');
  });

  it('has nothing to send when every line of the cart is at 0: it says the cart is empty, with no form', async () => {
    serve(202);
    act(() => shopStore.getState().setCartQuantity(product.skuId, 0));
    render(
      <MemoryRouter>
        <CheckoutPage locale="nb" routeId="checkout" params={{}} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Handlekurven er tom – ingenting å bestille.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send bestilling' })).not.toBeInTheDocument();
  });

  it('says clearly that a failed send kept the cart', async () => {
    serve(500);
    await renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Send bestilling' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bestillingen kunne ikke sendes. Handlekurven er beholdt');
    expect(shopStore.getState().cartLines).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send bestilling' })).toBeEnabled();
  });

  it('says the shop could not take the order just now, keeps it, and sends the same order again under the same key', async () => {
    // What the API answers an order send while its database does not answer (error-handler.ts).
    const databaseAway: Answer = {
      status: 503,
      data: { error: 'Service Unavailable', message: "The shop's database does not answer right now. Try again in a moment." },
      headers: { 'retry-after': '5' },
    };
    serve([databaseAway, 202]);
    await renderCheckout();
    // The invoice address has arrived: both sends carry it.
    expect(await screen.findByText('Storgata 1, 0155 Oslo')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Deres referanse'), 'Prosjekt 9');
    await userEvent.click(screen.getByRole('button', { name: 'Send bestilling' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nettbutikken kunne ikke ta imot bestillingen akkurat nå. Bestillingen er tatt vare på – send den igjen om et øyeblikk, så blir den registrert én gang.',
    );
    expect(screen.getByLabelText('Deres referanse')).toHaveValue('Prosjekt 9');
    expect(shopStore.getState().cartLines).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Send igjen' }));
    expect(await screen.findByText('Takk for bestillingen!')).toBeInTheDocument();
    expect(posted).toHaveLength(2);
    expect(posted[1]).toEqual(posted[0]);
    expect(postedKeys[0]).toMatch(/.{8,}/);
    expect(postedKeys[1]).toBe(postedKeys[0]);
  });

  it('offers to send it again in English too', async () => {
    await setLocale('en');
    serve({ status: 503, data: { error: 'Service Unavailable', message: 'x' }, headers: { 'retry-after': '5' } });
    await renderCheckout('en');
    await userEvent.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop could not take your order just now. Your order is kept – send it again in a moment, and it will be registered once.');
    expect(screen.getByRole('button', { name: 'Send again' })).toBeEnabled();
  });

  it('says the organisation’s daily limit is reached and when to try again, keeping the cart and the form', async () => {
    serve(dailyLimitReached('5400'));
    await renderCheckout();
    await userEvent.type(screen.getByLabelText('Mottaker'), 'Ola Montør');
    await userEvent.type(screen.getByLabelText('Deres referanse'), 'Prosjekt 7');
    await userEvent.click(screen.getByRole('button', { name: 'Send bestilling' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Bestillingen ble ikke sendt: firmaet har sendt så mange bestillinger som nettbutikken tar imot på et døgn. Handlekurven og skjemaet er beholdt. Prøv igjen om 90 minutter, eller ring oss.',
    );
    expect(alert).not.toHaveTextContent('Bestillingen kunne ikke sendes');
    expect(screen.getByLabelText('Mottaker')).toHaveValue('Ola Montør');
    expect(screen.getByLabelText('Deres referanse')).toHaveValue('Prosjekt 7');
    expect(screen.getByTestId('checkout-line')).toHaveTextContent('3 × Vare AX-100 (AX-100)');
    expect(shopStore.getState().cartLines).toHaveLength(1);
    // Spec §4: a failed send is ordered with code 500, whatever the reason shown.
    expect(cartStore.getState().orderStatus).toMatchObject({ ordered: true, code: 500 });
    expect(screen.getByRole('button', { name: 'Send bestilling' })).toBeEnabled();
  });

  it('says it in English too, in hours for a long wait', async () => {
    await setLocale('en');
    serve(dailyLimitReached('36000'));
    await renderCheckout('en');
    await userEvent.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The order was not sent: your organisation has sent as many orders as the shop takes in 24 hours. Your cart and the form are kept. Please try again in 10 hours, or call us.',
    );
    expect(shopStore.getState().cartLines).toHaveLength(1);
  });

  it('saves a new delivery address to the organisation and chooses it, telling what is wrong first', async () => {
    serve(202);
    await renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Ny leveringsadresse' }));
    await userEvent.type(screen.getByLabelText('Gateadresse'), 'Nygata 3');
    await userEvent.type(screen.getByLabelText('Postnummer'), '12{Enter}');
    expect(screen.getByText('Postnummeret må ha fire sifre')).toBeInTheDocument();
    expect(screen.getAllByText('Må fylles ut')).toHaveLength(1);
    expect(posted).toEqual([]);
    await userEvent.type(screen.getByLabelText('Postnummer'), '34');
    await userEvent.type(screen.getByLabelText('Poststed'), 'Hamar');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre adressen' }));
    expect(await screen.findByRole('option', { name: 'Nygata 3, 1234 Hamar', selected: true })).toBeInTheDocument();
    expect(cartStore.getState().orderDraft.deliveryAddress).toBe('a3');
  });

  it('offers the delivery methods with their freight and earliest date, adds the freight before VAT and sends the choice', async () => {
    serve(202);
    await renderCheckout();
    const group = screen.getByRole('group', { name: 'Levering' });
    expect(group).toBeInTheDocument();
    expect(await screen.findByTestId('delivery-facts-express')).toHaveTextContent('439,-tidligst onsdag 25. november 2026');
    expect(screen.getByTestId('delivery-facts-pickup')).toHaveTextContent('Gratis');
    expect(screen.getByRole('radio', { name: /Standard levering/ })).toBeChecked();
    expect(screen.getByTestId('sum-freight')).toHaveTextContent('149,-');
    expect(screen.getByTestId('sum-total')).toHaveTextContent('449,-');
    expect(screen.getByTestId('sum-vat')).toHaveTextContent('112,25,-');
    expect(screen.getByTestId('checkout-line')).toHaveTextContent('3 stk. på lager i Oslo');

    await userEvent.click(screen.getByRole('radio', { name: /Ekspresslevering/ }));
    expect(screen.getByTestId('sum-freight')).toHaveTextContent('439,-');
    const date = screen.getByLabelText('Ønsket leveringsdato');
    expect(date).toHaveAttribute('min', '2026-11-25');
    expect(date).toHaveAttribute('max', '2027-02-22');
    await userEvent.type(date, '2026-12-02');
    await userEvent.click(screen.getByRole('button', { name: 'Send bestilling' }));
    expect(await screen.findByText('Takk for bestillingen!')).toBeInTheDocument();
    expect(posted).toEqual([expect.objectContaining({ deliveryMethod: 'express', requestedDeliveryDate: '2026-12-02' })]);
    expect(posted[0]).not.toHaveProperty('pickupWarehouse');
    expect(screen.getByTestId('confirmed-delivery')).toHaveTextContent('Levering: Ekspresslevering, onsdag 2. desember 2026');
    expect(screen.getByTestId('confirmed-freight')).toHaveTextContent('Frakt: 439,-');
  });

  it('splits the lines against the chosen pick-up warehouse, free, and sends the warehouse', async () => {
    serve(202);
    await renderCheckout();
    await screen.findByTestId('delivery-facts-pickup');
    await userEvent.click(screen.getByRole('radio', { name: /Henting på lager/ }));
    expect(screen.getByTestId('sum-freight')).toHaveTextContent('Gratis');
    await userEvent.selectOptions(screen.getByLabelText('Lager du henter på'), 'bergen');
    expect(await screen.findByText('2 stk. i restordre, ventet fredag 4. desember 2026')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-line')).toHaveTextContent('1 stk. på lager i Bergen');
    expect(optionsAsked.at(-1)).toEqual({ lineItems: [{ SkuId: 'AX-100', Quantity: 3 }], warehouse: 'bergen' });
    await userEvent.click(screen.getByRole('button', { name: 'Send bestilling' }));
    expect(await screen.findByTestId('confirmed-delivery')).toHaveTextContent('Henting på lager i Bergen');
    expect(screen.getByTestId('confirmed-freight')).toHaveTextContent('Frakt: Gratis');
    expect(posted).toEqual([expect.objectContaining({ deliveryMethod: 'pickup', pickupWarehouse: 'bergen' })]);
  });

  it('refuses a weekend or a day before the earliest beside the field, linked to it, and sends nothing', async () => {
    serve(202);
    await renderCheckout();
    await screen.findByTestId('delivery-facts-standard');
    const date = screen.getByLabelText('Ønsket leveringsdato');
    await userEvent.type(date, '2026-12-05');
    const error = screen.getByTestId('delivery-date-error');
    expect(error).toHaveTextContent('lørdag 5. desember 2026 er helg eller helligdag. Velg en hverdag.');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date.getAttribute('aria-describedby')).toContain(error.id);
    await userEvent.click(screen.getByRole('button', { name: 'Send bestilling' }));
    expect(posted).toEqual([]);
    expect(date).toHaveFocus();
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-25');
    expect(screen.getByTestId('delivery-date-error')).toHaveTextContent('Tidligste mulige dato er torsdag 26. november 2026.');
  });

  it('shows the API’s refusal of the date beside the field, in the page’s language, keeping the cart', async () => {
    const message = 'requestedDeliveryDate: the earliest possible delivery date is 2026-11-27';
    serve({ status: 400, data: { error: 'Bad Request', message, details: [{ field: 'requestedDeliveryDate', message, code: 'DateTooEarly', value: '2026-11-27' }] } });
    await setLocale('en');
    await renderCheckout('en');
    await screen.findByTestId('delivery-facts-standard');
    await userEvent.type(screen.getByLabelText('Requested delivery date'), '2026-11-26');
    await userEvent.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByTestId('delivery-date-error')).toHaveTextContent('The earliest possible date is Friday, 27 November 2026.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shopStore.getState().cartLines).toHaveLength(1);
  });

  it('still sends when the delivery options cannot be fetched, saying so', async () => {
    serve(202, 'down');
    await renderCheckout();
    expect(await screen.findByText(/Frakt og leveringsdatoer kunne ikke hentes akkurat nå/)).toBeInTheDocument();
    expect(screen.queryByTestId('sum-freight')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send bestilling' }));
    expect(await screen.findByText('Takk for bestillingen!')).toBeInTheDocument();
  });
});
