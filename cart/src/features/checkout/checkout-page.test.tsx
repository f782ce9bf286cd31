import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import type { DeliveryAddressInput } from '@shop/shared/contracts';
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

let posted: unknown[] = [];
function serve(orderAnswer: number | Answer): void {
  const reply = (status: number, data: unknown) => ({ status, data });
  serveProducts([product], {
    other: (request) => {
      if (request.method === 'post' && request.url === '/orders') {
        posted.push(JSON.parse(String(request.data)));
        if (typeof orderAnswer !== 'number') return orderAnswer;
        return reply(orderAnswer, { id: 'x', orderNumber: 'SO-100042', total: 100, vat: 25, totalIncludingVat: 125 });
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
    expect(posted).toEqual([
      expect.objectContaining({
        customer: 'u1',
        deliveryAddress: 'a2',
        customerReference: 'Prosjekt 7',
        lineItems: [{ SkuId: 'AX-100', Quantity: 3 }],
      }),
    ]);
    // The API's order schema is closed: the invoice address goes with its three fields only.
    expect(posted).toEqual([expect.objectContaining({ invoiceAddress: { street: 'Storgata 1', zipCode: '0155', area: 'Oslo' } })]);
    expect(shopStore.getState().cartLines).toEqual([]);
  });

  it('says clearly that a failed send kept the cart', async () => {
    serve(500);
    await renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Send bestilling' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bestillingen kunne ikke sendes. Handlekurven er beholdt');
    expect(shopStore.getState().cartLines).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send bestilling' })).toBeEnabled();
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
});
