import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import { testUser } from '@shop/shared/test-fixtures';
import { MemoryRouter } from 'react-router-dom';
import CartPage from '../../pages/cart-page';
import { catalogProduct, serveProducts } from '../../test-support/serve-products';

const reader = catalogProduct('AX-100', 1000.5, { indicativePrice: 1200.5, percentage: 10 });

function renderCart() {
  return render(
    <MemoryRouter>
      <CartPage locale="nb" routeId="cart" params={{}} />
    </MemoryRouter>,
  );
}

describe('cart page', () => {
  let calls: string[] = [];
  beforeEach(async () => {
    await setLocale('nb');
    calls = serveProducts([reader]);
  });

  it('shows the empty state with a way back to the catalogue', () => {
    renderCart();
    expect(screen.getByText('Handlekurven er tom.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fortsett å handle' })).toHaveAttribute('href', '/produkter');
  });

  it('lets a visitor type a quantity and remove the line, with the login link instead of prices', async () => {
    shopStore.getState().addToCart('AX-100');
    renderCart();
    expect(await screen.findByText('Vare AX-100')).toBeInTheDocument();
    // Availability is public: the visitor's line says it.
    expect(screen.getByText('På lager')).toBeInTheDocument();
    const quantity = screen.getByLabelText('Antall');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    expect(shopStore.getState().cartLines).toEqual([{ sku: 'AX-100', quantity: 12 }]);
    expect(screen.getByRole('link', { name: 'Logg inn for forhandlerpriser' })).toBeInTheDocument();
    expect(screen.queryByTestId('unit-price')).not.toBeInTheDocument();
    expect(calls).toEqual(['GET /product/batch']);
    await userEvent.click(screen.getByRole('button', { name: 'Fjern' }));
    expect(screen.getByText('Handlekurven er tom.')).toBeInTheDocument();
  });

  it('shows a logged-in retailer prices, line totals and the sums, and steps the quantity', async () => {
    shopStore.getState().logIn(testUser());
    shopStore.getState().addToCart('AX-100');
    renderCart();
    expect(await screen.findByTestId('unit-price')).toHaveTextContent('1 000,50,-');
    await userEvent.click(screen.getByRole('button', { name: 'Én til av Vare AX-100' }));
    expect(screen.getByLabelText('Antall')).toHaveValue(2);
    expect(screen.getByTestId('line-total')).toHaveTextContent('2 001,-');
    expect(screen.getByTestId('sum-total')).toHaveTextContent('2 001,-');
    expect(screen.getByTestId('sum-vat')).toHaveTextContent('500,25,-');
    expect(screen.getByTestId('sum-total-inc-vat')).toHaveTextContent('2 501,25,-');
    expect(screen.getByTestId('sum-discount')).toHaveTextContent('400,-');
    await userEvent.click(screen.getByRole('button', { name: 'Én færre av Vare AX-100' }));
    expect(screen.getByLabelText('Antall')).toHaveValue(1);
    expect(screen.getByRole('link', { name: 'Til kassen' })).toHaveAttribute('href', '/handlekurv/kasse');
    expect(screen.queryByText('Logg inn for forhandlerpriser')).not.toBeInTheDocument();
    act(() => shopStore.getState().logOut());
  });

  it('offers no way to checkout while every line is at 0 (spec §9: the cart’s length is the sum of quantities), and says why', async () => {
    shopStore.getState().logIn(testUser());
    shopStore.getState().addToCart('AX-100');
    renderCart();
    const quantity = await screen.findByLabelText('Antall');
    await userEvent.clear(quantity);
    expect(shopStore.getState().cartLines).toEqual([{ sku: 'AX-100', quantity: 0 }]);
    expect(screen.queryByRole('link', { name: 'Til kassen' })).not.toBeInTheDocument();
    expect(screen.getByText('Sett et antall på minst én vare for å gå til kassen.')).toBeInTheDocument();
    await userEvent.type(quantity, '2');
    expect(screen.getByRole('link', { name: 'Til kassen' })).toHaveAttribute('href', '/handlekurv/kasse');
    expect(screen.queryByText('Sett et antall på minst én vare for å gå til kassen.')).not.toBeInTheDocument();
    act(() => shopStore.getState().logOut());
  });

  it('prices twenty lines with one request, and drops the line of a product the shop no longer has', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => catalogProduct(`P-${index}`, 10));
    calls = serveProducts(twenty);
    shopStore.getState().logIn(testUser());
    for (const product of twenty) shopStore.getState().addToCart(product.skuId);
    shopStore.getState().addToCart('GONE-1');
    renderCart();
    expect(await screen.findByTestId('sum-total')).toHaveTextContent('200,-');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(20);
    expect(calls).toEqual(['GET /productUser/batch']);
    act(() => shopStore.getState().logOut());
  });

  it('prices the lines again after login: the visitor’s lines get the retailer’s prices', async () => {
    shopStore.getState().addToCart('AX-100', 2);
    renderCart();
    expect(await screen.findByText('Vare AX-100')).toBeInTheDocument();
    act(() => shopStore.getState().logIn(testUser()));
    expect(await screen.findByTestId('line-total')).toHaveTextContent('2 001,-');
    expect(calls).toEqual(['GET /product/batch', 'GET /productUser/batch']);
    act(() => shopStore.getState().logOut());
  });

  // The rule that pulls a line grown elsewhere back to the maximum is proven by the e2e cart release
  // with a lower maximum (independent-deploy.spec.ts); here the kernel's bound is the same number.
  it('does not step a line past the cart’s maximum', async () => {
    shopStore.getState().addToCart('AX-100', 9999);
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Én til av Vare AX-100' }));
    expect(shopStore.getState().cartLines).toEqual([{ sku: 'AX-100', quantity: 9999 }]);
  });
});
